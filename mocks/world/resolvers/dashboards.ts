/**
 * The dashboards of each subscription, the compliance table and the testing labs, answered from the world. The
 * figures are counted from what the world holds (dashboard-seed.ts: `documentHashes`, `verifications`), never canned:
 * an upload raises the count and the chart's last point, a verification the verifier's. Where the spec is silent:
 * - Days are UTC calendar days; a range holds its first and last day. `type` names the range the person picked and
 *   does not change the figures: the dates do. A range that ends before it starts holds nothing.
 * - Documents added (the publisher's chart and monthly figure) are the documents the organization hashed: one per
 *   free-trial upload, and those of the local hashing tool (the seed's history). A deleted document stays counted
 *   (its hash was made; attachments are archived for 7 years).
 * - A chart's points: a day each for a range of up to 14 days, a week each (from Monday; the first from the range's
 *   start) up to 183 days, a month each beyond; labelled MM/DD/YYYY by their first day. A range with nothing in it
 *   has no points (the chart reads 'Data not available.').
 * - The overview's month is the last month up to today (the 'Last month' range), so the limit bar and the chart's
 *   first range agree; the limit and the threshold flag are the organization's (the overview example's for every
 *   organization), the same whichever subscription asks.
 * - The verifier's figures are the verifications its organization made in the range; per organization, they are
 *   grouped by the organization whose document it was (a document no organization of the world holds counts in the
 *   totals, in no row), largest first. Success is verified, fail is not. The uploaded-document figures are the same
 *   verifications (the world does not tell a document sent by link from one uploaded); the AI variant lists each
 *   document read, oldest first, 'Authentic' when verified, 'Suspected tampering' when not.
 * - The compliance table is the signed-in organization's (the example's three brands for the example world); its
 *   column choice is the organization's, saved as sent for the columns the table has (a label twice: the last one)
 *   and read back as the visible columns; a column the choice does not name shows.
 * - Testing labs are the portal's, listed newest first. A new one needs a name ('Name is a required field.') and a
 *   logo ('Organization logo is a required field.'), an image ('The file type you have uploaded is not valid. Only
 *   image file type is valid for organization logo.') of at most 15 MB (the documented 413); the logo is kept and
 *   serves as its map thumbnail too. Names need not be unique.
 */
import type { Schemas } from '../types';
import type { World } from '../model/world';
import { bodyFailure, filesOf, keepFile, newId, now, type Routes } from './resolver';
import { buckets, monthsBefore, today, within } from '../model/rules/dashboard-days';
import {
  defaultSettings,
  example,
  retailerExample,
  type DashboardSettings,
  type Verification,
} from '../model/seeds/dashboard';

const said = (operationId: string, name: string) => example<{ message?: string }>(operationId, name).message ?? '';

const LOGO_MAX_BYTES = 15_728_640;
const LOGO_TYPES = /^image\/(png|jpeg|gif|webp|svg\+xml)$/;
const LOGO_EXTENSIONS = /\.(png|jpe?g|gif|webp|svg)$/i;

const settingsOf = (world: World, id: string): DashboardSettings =>
  world.dashboardSettings.get(id) ?? defaultSettings(id);

/** The organization's documents hashed in the range, and how many. */
function hashes(world: World, organizationId: string, from: string, to: string) {
  return world.documentHashes.where((h) => h.organization_id === organizationId && within(h.created_on, from, to));
}
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
  const { message, data } = example<{ message?: string; data: Schemas['DashboardOverview'] }>(
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

/** The document of the world at a URL or with a file name: its id, name and organization. */
function documentAt(world: World, url?: string | null, fileName?: string | null) {
  const named = (name?: string | null) => !!name && !!fileName && name.toLowerCase() === fileName.toLowerCase();
  const last = (link?: string | null) => (link ?? '').split(/[?#]/)[0]!.split('/').pop();
  for (const batch of world.batches.all())
    for (const e of batch.exhibits ?? [])
      if ((url && e.url === url) || named(last(e.url)))
        return { id: e.id ?? null, file: last(e.url) ?? e.title, organizationId: batch.organization_id ?? null };
  for (const e of world.organizationExhibits.all())
    if ((url && e.url === url) || named(e.file) || named(last(e.url)))
      return { id: e.id, file: e.file ?? last(e.url) ?? e.title, organizationId: e.organization_id ?? null };
  const doc = world.freeTrialDocuments.all().find((d) => named(d.file_name));
  return doc ? { id: doc.id, file: doc.file_name, organizationId: doc.organization_id } : undefined;
}

/**
 * Records a verification the signed-in organization made (what verify-exhibit-document decides): the document it
 * matched (by URL, or a file by its name), verified or not. The verifier's dashboard counts it at once.
 */
export function recordVerification(
  world: World,
  seen: { url?: string | null; fileName?: string | null; verified: boolean },
): Verification {
  const doc = documentAt(world, seen.url, seen.fileName);
  const organizationId = doc?.organizationId ?? null;
  return world.verifications.put({
    id: newId(world, 'VRF'),
    organization_id: world.organizationId,
    created_on: now(),
    document_organization_id: organizationId,
    document_organization_name: organizationId ? (world.organizations.get(organizationId)?.name ?? null) : null,
    document_id: doc?.id ?? null,
    file_name: doc?.file ?? seen.fileName ?? (seen.url ? (seen.url.split('/').pop() ?? null) : null),
    verified: seen.verified ? 1 : 0,
    unverified: seen.verified ? 0 : 1,
  });
}

function verificationsOf(world: World, organizationId: string, from: string, to: string) {
  return world.verifications.where((v) => v.organization_id === organizationId && within(v.created_on, from, to));
}

const tally = (rows: readonly Verification[]) => {
  const verified = rows.reduce((sum, v) => sum + v.verified, 0);
  const unverified = rows.reduce((sum, v) => sum + v.unverified, 0);
  return { total_doc: verified + unverified, no_of_verify_doc: verified, no_of_unverify_doc: unverified };
};

/** The verifications grouped by the document's organization, largest first (with each document read, for the AI). */
function byOrganization(world: World, rows: readonly Verification[], ai: boolean) {
  const groups = new Map<string, Verification[]>();
  for (const v of rows)
    if (v.document_organization_id)
      groups.set(v.document_organization_id, [...(groups.get(v.document_organization_id) ?? []), v]);
  return [...groups.entries()]
    .map(([id, mine]): Schemas['OrganizationDocumentStats'] => {
      const t = tally(mine);
      const name =
        world.organizations.get(id)?.name ?? mine.find((v) => v.document_organization_name)?.document_organization_name;
      const read = mine.filter((v) => v.document_id).reverse();
      return {
        organization_id: id,
        organization_name: name ?? id,
        success: t.no_of_verify_doc,
        fail: t.no_of_unverify_doc,
        total: t.total_doc,
        ...(ai
          ? {
              aiResult: read.map((v) => ({
                document_id: v.document_id!,
                ...(v.file_name ? { file_name: v.file_name } : {}),
                result: v.verified > 0 ? 'Authentic' : 'Suspected tampering',
              })),
            }
          : {}),
      };
    })
    .sort((a, b) => b.total - a.total || a.organization_name.localeCompare(b.organization_name));
}

export const dashboardRoutes: Routes = {
  getDocumentAddedCount: ({ world, body }) => {
    const rows = hashes(world, body.organization_id || world.organizationId, body.start_date, body.end_date);
    const total = counted(rows);
    const series =
      total === 0
        ? []
        : buckets(body.start_date, body.end_date).map((b) => ({
            label: b.label,
            count: counted(rows.filter((h) => within(h.created_on, b.from, b.to))),
          }));
    const message = said('getDocumentAddedCount', 'documentAddedCount');
    return { body: { status: '1', message, data: { total, series } } };
  },
  getDocumentMetricsCount: ({ world, body }) => {
    const rows = verificationsOf(world, body.organization_id || world.organizationId, body.start_date, body.end_date);
    return { body: { status: '1', message: said('getDocumentMetricsCount', 'metricsCount'), data: tally(rows) } };
  },
  getVerifierGraphData: ({ world, body }) => {
    const rows = verificationsOf(world, world.organizationId, body.startDate, body.endDate);
    const data =
      rows.length === 0
        ? []
        : buckets(body.startDate, body.endDate).map((b) => ({
            label: b.label,
            ...tally(rows.filter((v) => within(v.created_on, b.from, b.to))),
          }));
    return { body: { status: '1', message: said('getVerifierGraphData', 'graphData'), data } };
  },
  getSuccessFailDocumentData: ({ world, body }) => {
    const rows = verificationsOf(world, world.organizationId, body.startDate, body.endDate);
    const data = byOrganization(world, rows, false);
    return { body: { status: '1', message: said('getSuccessFailDocumentData', 'successFailData'), data } };
  },
  getUploadedDocumentData: ({ world, body }) => {
    const rows = verificationsOf(world, body.organization_id || world.organizationId, body.start_date, body.end_date);
    const data = byOrganization(world, rows, false);
    return { body: { status: '1', message: said('getUploadedDocumentData', 'uploadedDocumentData'), data } };
  },
  getUploadedDocumentDataAi: ({ world, body }) => {
    const rows = verificationsOf(world, body.organization_id || world.organizationId, body.start_date, body.end_date);
    const data = byOrganization(world, rows, true);
    return { body: { status: '1', message: said('getUploadedDocumentDataAi', 'uploadedDocumentDataAi'), data } };
  },
  getRetailerDashboard: ({ world }) => {
    const { message, allColumns } = retailerExample();
    const saved = settingsOf(world, world.organizationId).compliance_preferences ?? [];
    const shows = (label: string) => saved.find((p) => p.label === label)?.visible ?? true;
    const data = world.complianceRows.where((r) => r.organization_id === world.organizationId).map((r) => r.row);
    return {
      body: { status: '1', ...(message ? { message } : {}), data, columns: allColumns.filter(shows), allColumns },
    };
  },
  saveCompliancePreferences: ({ world, body }) => {
    const { allColumns } = retailerExample();
    const sent = new Map(body.preferences.map((p) => [p.label, p.visible]));
    const preferences = allColumns.filter((l) => sent.has(l)).map((label) => ({ label, visible: sent.get(label)! }));
    world.dashboardSettings.put({ ...settingsOf(world, world.organizationId), compliance_preferences: preferences });
    const message = said('saveCompliancePreferences', 'preferencesSaved');
    return { body: { status: '1', message, data: { preferences } } };
  },
  listTestingLabs: ({ world }) => ({
    body: { status: '1', message: said('listTestingLabs', 'testingLabs'), data: world.testingLabs.all() },
  }),
  createTestingLab: async (call) => {
    const form = call.body as unknown as Record<string, unknown>;
    const name = typeof form.name === 'string' ? form.name.trim() : '';
    if (!name) return { ...bodyFailure, message: 'Name is a required field.' };
    const [file] = filesOf(form.file);
    if (!file) return { ...bodyFailure, message: 'Organization logo is a required field.' };
    if (!LOGO_TYPES.test(file.type) && !LOGO_EXTENSIONS.test(file.name ?? ''))
      return {
        ...bodyFailure,
        message: 'The file type you have uploaded is not valid. Only image file type is valid for organization logo.',
      };
    if (file.size > LOGO_MAX_BYTES) return { status: 413, example: 'logoTooLarge' };
    const logo = (await keepFile(call, file))!.url;
    const lab = call.world.testingLabs.put({ id: newId(call.world, 'LAB'), name, logo_url: logo, map_thumb_url: logo });
    return { body: { status: '1', message: said('createTestingLab', 'testingLabCreated'), data: lab } };
  },
};
