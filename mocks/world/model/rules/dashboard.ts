import type { RequestBody, Schemas } from '../../types';
import type { World } from '../world';
import { exampleValue } from '../examples';
import { now } from '../ids';
import { buckets, monthsBefore, today, within } from './dashboard-days';
import { defaultSettings, type DashboardSettings } from '../seeds/dashboard';

/**
 * The publisher's figures and the overview (docs/world/dashboard.md): counted from the documents an organization
 * hashed (`documentHashes`), never canned.
 */

/** An organization's dashboard settings (the overview example's for one that saved none). */
export const settingsOf = (world: World, id: string): DashboardSettings =>
  world.dashboardSettings.get(id) ?? defaultSettings(id);

/** The organization's documents hashed in the range. */
const hashes = (world: World, organizationId: string, from: string, to: string) =>
  world.documentHashes.where((h) => h.organization_id === organizationId && within(h.created_on, from, to));

const counted = (rows: readonly { count: number }[]) => rows.reduce((sum, h) => sum + h.count, 0);

/** Documents hashed in the last month up to today: the monthly limit bar's figure. */
export function monthlyHashes(world: World, organizationId: string): number {
  const end = today();
  return counted(hashes(world, organizationId, monthsBefore(end, 1), end));
}

/** The dashboard overview of the signed-in organization, from the world. */
export function dashboardOverview(world: World) {
  const settings = settingsOf(world, world.organizationId);
  const organization = world.organizations.get(world.organizationId);
  const { message, data } = exampleValue<{ message?: string; data: Schemas['DashboardOverview'] }>(
    'getDashboardOverview',
    'overviewPublisher',
  );
  return {
    status: '1' as const,
    ...(message ? { message } : {}),
    data: {
      current_num_monthly_hashes: monthlyHashes(world, world.organizationId),
      num_monthly_hashes: settings.num_monthly_hashes,
      organization: {
        id: organization?.id ?? world.organizationId,
        name: organization?.name ?? data.organization.name ?? '',
        ignore_threshold: settings.ignore_threshold,
      },
    },
  };
}

/** Records a document the organization hashed (a free-trial upload). */
export function noteHashed(world: World, organizationId: string, doc: { id: string; file_name: string }): void {
  world.documentHashes.put({
    id: doc.id,
    organization_id: organizationId,
    created_on: now(),
    count: 1,
    document_id: doc.id,
    file_name: doc.file_name,
  });
}

/** The documents an organization (an empty id: the current one) added in the range, and the chart's points. */
export function documentsAdded(world: World, body: RequestBody<'getDocumentAddedCount'>) {
  const rows = hashes(world, body.organization_id || world.organizationId, body.start_date, body.end_date);
  const total = counted(rows);
  const series =
    total === 0
      ? []
      : buckets(body.start_date, body.end_date).map((b) => ({
          label: b.label,
          count: counted(rows.filter((h) => within(h.created_on, b.from, b.to))),
        }));
  return { total, series };
}
