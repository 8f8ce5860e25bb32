import { Table } from '../table';
import type { Schemas } from '../../types';
import { exampleValue } from '../examples';
import { addDays, daysFrom, mondayOf, monthsBefore, spread, today, weekday, within } from '../rules/dashboard-days';

/**
 * The records the dashboards, the compliance table and the testing labs read (docs/world/dashboard.md, "What the
 * figures are counted from"), and the seed that makes the example world's dashboards look as the contract's examples
 * do (seeded at the day the world is made: the last month's figures are the examples' whatever the date).
 */

/** Documents an organization hashed: one per free-trial upload, or a day's count of the local hashing tool's. */
export interface DocumentHash {
  id: string;
  organization_id: string;
  created_on: string;
  count: number;
  document_id: string | null;
  file_name: string | null;
}

/**
 * Documents an organization verified (`organization_id`: the verifier): one verification (verified 1 or unverified
 * 1), or a day's counts of the seed's history; the document's organization when one of the world holds it.
 */
export interface Verification {
  id: string;
  organization_id: string;
  created_on: string;
  document_organization_id: string | null;
  document_organization_name: string | null;
  document_id: string | null;
  file_name: string | null;
  verified: number;
  unverified: number;
}

/** An organization's dashboard settings: its monthly hash limit, the threshold flag, the compliance columns. */
export interface DashboardSettings {
  /** The organization's id. */
  id: string;
  num_monthly_hashes: number;
  ignore_threshold: boolean;
  /** The saved compliance column choice (null: none saved, every column shows). */
  compliance_preferences: Schemas['ColumnPreference'][] | null;
}

/** A row of a retailer's compliance table (`organization_id`: the retailer). */
export interface ComplianceRecord {
  id: string;
  organization_id: string;
  row: Schemas['ComplianceRow'];
}

export interface DashboardCollections {
  documentHashes: Table<DocumentHash>;
  verifications: Table<Verification>;
  dashboardSettings: Table<DashboardSettings>;
  complianceRows: Table<ComplianceRecord>;
  testingLabs: Table<Schemas['TestingLab']>;
}

type Data<T> = { message?: string; data: T };
const overviewExample = () =>
  exampleValue<Data<Schemas['DashboardOverview']>>('getDashboardOverview', 'overviewPublisher');
export const retailerExample = () =>
  exampleValue<Schemas['RetailerDashboardResponse']>('getRetailerDashboard', 'retailerDashboard');

/** The default settings (the publisher overview example's limit and threshold flag). */
export function defaultSettings(id: string): DashboardSettings {
  const { data } = overviewExample();
  return {
    id,
    num_monthly_hashes: data.num_monthly_hashes,
    ignore_threshold: data.organization.ignore_threshold,
    compliance_preferences: null,
  };
}

/** Weekdays busier than weekends. */
const WEEKDAY_WEIGHT = [1, 1.15, 1.1, 1.05, 0.9, 0.25, 0.15];

/**
 * The weight of a day: its weekday's, times the example series' figure for its week (the last figure for the week of
 * `end`, the one before for the week before, and so round).
 */
function weightOf(series: readonly number[], end: string) {
  return (day: string) => {
    const weeksBack = Math.round((Date.parse(mondayOf(end)) - Date.parse(mondayOf(day))) / (7 * 86_400_000));
    const n = series.length;
    return (series[(((n - 1 - weeksBack) % n) + n) % n] ?? 1) * WEEKDAY_WEIGHT[weekday(day)]!;
  };
}

/**
 * Counts by day: `inMonth` over the last month up to `end` (less what the world already holds there), and the two
 * months before at the same pace.
 */
function history(series: readonly number[], inMonth: number, end: string): [string, number][] {
  const start = monthsBefore(end, 1);
  const month = daysFrom(start, end);
  const older = daysFrom(monthsBefore(end, 3), addDays(start, -1));
  const weight = weightOf(series, end);
  const pace = Math.round((inMonth * older.length) / month.length);
  const counts = [...spread(inMonth, month.map(weight)), ...spread(pace, older.map(weight))];
  return [...month, ...older].map((day, i) => [day, counts[i]!] as [string, number]).filter(([, n]) => n > 0);
}

/** The free-trial documents of the examples, by id (their file names and dates). */
function freeTrialExamples(): Map<string, Schemas['FreeTrialDocument']> {
  const docs = new Map<string, Schemas['FreeTrialDocument']>();
  const rows = [
    ...exampleValue<Data<{ rows: Schemas['FreeTrialDocument'][] }>>('listFreeTrialDocuments', 'freeTrialPage').data
      .rows,
    ...exampleValue<Data<Schemas['FreeTrialDocument'][]>>('uploadFreeTrialDocuments', 'freeTrialUploaded').data,
  ];
  for (const row of rows) docs.set(row.id, row);
  return docs;
}

/** The seed organization's hashes: its free-trial documents, and the tool's history up to the overview's figure. */
function seedHashes(organizationId: string, end: string): DocumentHash[] {
  const uploads: DocumentHash[] = [...freeTrialExamples().values()].map((doc) => ({
    id: doc.id,
    organization_id: organizationId,
    created_on: doc.created_on,
    count: 1,
    document_id: doc.id,
    file_name: doc.file_name,
  }));
  const held = uploads.filter((h) => within(h.created_on, monthsBefore(end, 1), end)).length;
  const series = exampleValue<Data<Schemas['DocumentAddedCountResponse']['data']>>(
    'getDocumentAddedCount',
    'documentAddedCount',
  ).data.series.map((p) => p.count);
  const tool = history(series, overviewExample().data.current_num_monthly_hashes - held, end).map(
    ([day, count]): DocumentHash => ({
      id: `${organizationId}:${day}`,
      organization_id: organizationId,
      created_on: `${day}T00:00:00.000Z`,
      count,
      document_id: null,
      file_name: null,
    }),
  );
  return [...uploads, ...tool].sort((a, b) => b.created_on.localeCompare(a.created_on));
}

/**
 * The seed organization's verifications: the document AI's verdicts of the example (one verification each, in the
 * last days), and a history by day that makes the last month's counts the metrics example's, shared between the
 * organizations in the success-and-fail example's proportions.
 */
function seedVerifications(verifierId: string, end: string): Verification[] {
  const docs = freeTrialExamples();
  const ai = exampleValue<Data<Schemas['OrganizationDocumentStats'][]>>(
    'getUploadedDocumentDataAi',
    'uploadedDocumentDataAi',
  ).data[0];
  const read = (ai?.aiResult ?? []).map((r, i, all): Verification => {
    const ok = /authentic/i.test(r.result);
    return {
      id: `VRF${(r.document_id ?? '').slice(3) || i}`,
      organization_id: verifierId,
      created_on: `${addDays(end, -3 * (all.length - i))}T15:00:00.000Z`,
      document_organization_id: ai?.organization_id ?? null,
      document_organization_name: ai?.organization_name ?? null,
      document_id: r.document_id ?? null,
      file_name: r.file_name ?? docs.get(r.document_id ?? '')?.file_name ?? null,
      verified: ok ? 1 : 0,
      unverified: ok ? 0 : 1,
    };
  });
  const counts = exampleValue<Data<Schemas['DocumentMetricsCount']>>('getDocumentMetricsCount', 'metricsCount').data;
  const points = exampleValue<Data<Schemas['VerifierChartPoint'][]>>('getVerifierGraphData', 'graphData').data;
  const owners = exampleValue<Data<Schemas['OrganizationDocumentStats'][]>>(
    'getSuccessFailDocumentData',
    'successFailData',
  ).data;
  const shares = {
    verified: spread(
      counts.no_of_verify_doc,
      owners.map((o) => o.success),
    ),
    unverified: spread(
      counts.no_of_unverify_doc,
      owners.map((o) => o.fail),
    ),
  };
  const series = {
    verified: points.map((p) => p.no_of_verify_doc),
    unverified: points.map((p) => p.no_of_unverify_doc),
  };
  const rows = owners.flatMap((owner, o) => {
    const days = new Map<string, Verification>();
    for (const key of ['verified', 'unverified'] as const) {
      // What the AI's verdicts hold already is not counted twice.
      const held = read
        .filter((v) => v.document_organization_id === owner.organization_id)
        .reduce((a, v) => a + v[key], 0);
      for (const [day, n] of history(series[key], shares[key][o]! - held, end)) {
        const id = `${verifierId}:${owner.organization_id ?? o}:${day}`;
        const row = days.get(id) ?? {
          id,
          organization_id: verifierId,
          created_on: `${day}T00:00:00.000Z`,
          document_organization_id: owner.organization_id ?? null,
          document_organization_name: owner.organization_name,
          document_id: null,
          file_name: null,
          verified: 0,
          unverified: 0,
        };
        row[key] += n;
        days.set(id, row);
      }
    }
    return [...days.values()];
  });
  return [...read, ...rows].sort((a, b) => b.created_on.localeCompare(a.created_on));
}

/** The seed organization's compliance table (the retailer example's rows) and column choice (its visible columns). */
function seedCompliance(organizationId: string): { rows: ComplianceRecord[]; settings: DashboardSettings } {
  const { data, columns, allColumns } = retailerExample();
  const rows = data.map((row, i) => ({
    id: `CMP${String(i + 1).padStart(7, '0')}`,
    organization_id: organizationId,
    row,
  }));
  const settings = {
    ...defaultSettings(organizationId),
    compliance_preferences: allColumns.map((label) => ({ label, visible: columns.includes(label) })),
  };
  return { rows, settings };
}

/** The dashboards' collections of a new world: the example world's figures for its organization, as of today. */
export function seedDashboards(organizationId: string): DashboardCollections {
  const end = today();
  const compliance = seedCompliance(organizationId);
  const labs = new Map<string, Schemas['TestingLab']>();
  for (const lab of [
    ...exampleValue<Data<Schemas['TestingLab'][]>>('listTestingLabs', 'testingLabs').data,
    exampleValue<Data<Schemas['TestingLab']>>('createTestingLab', 'testingLabCreated').data,
  ])
    labs.set(lab.id, { ...labs.get(lab.id), ...lab });
  return {
    documentHashes: new Table(seedHashes(organizationId, end)),
    verifications: new Table(seedVerifications(organizationId, end)),
    dashboardSettings: new Table([compliance.settings]),
    complianceRows: new Table(compliance.rows),
    testingLabs: new Table([...labs.values()]),
  };
}
