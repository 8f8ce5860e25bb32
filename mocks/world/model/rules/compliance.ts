import type { Schemas } from '../../types';
import type { World } from '../world';
import { retailerExample } from '../seeds/dashboard';
import { settingsOf } from './dashboard';

/** The retailer's compliance table and its column choice (docs/world/compliance.md). */

/** The signed-in organization's compliance table, with the columns its saved choice shows. */
export function retailerDashboard(world: World): Schemas['RetailerDashboardResponse'] {
  const { message, allColumns } = retailerExample();
  const saved = settingsOf(world, world.organizationId).compliance_preferences ?? [];
  const shows = (label: string) => saved.find((p) => p.label === label)?.visible ?? true;
  const data = world.complianceRows.where((r) => r.organization_id === world.organizationId).map((r) => r.row);
  return { status: '1', ...(message ? { message } : {}), data, columns: allColumns.filter(shows), allColumns };
}

/** Saves the organization's column choice as sent, for the columns the table has (a label twice: the last one). */
export function saveColumns(world: World, sent: readonly Schemas['ColumnPreference'][]): Schemas['ColumnPreference'][] {
  const { allColumns } = retailerExample();
  const visible = new Map(sent.map((p) => [p.label, p.visible]));
  const preferences = allColumns
    .filter((l) => visible.has(l))
    .map((label) => ({ label, visible: visible.get(label)! }));
  world.dashboardSettings.put({ ...settingsOf(world, world.organizationId), compliance_preferences: preferences });
  return preferences;
}
