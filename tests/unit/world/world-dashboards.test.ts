import { beforeEach, describe, expect, it } from 'vitest';
import { addDays, buckets, chartLabel, mondayOf, monthsBefore, today } from '~mocks/world/model/rules/dashboard-days';
import { recordVerification } from '~mocks/world/model/rules/dashboard-verifications';
import { settle } from '~mocks/world/answer';
import { SEED_PASSWORDS } from '~mocks/world/model/seed';
import { getWorld } from '~mocks/world/registry';
import { resolvers, type Resolver } from '~mocks/world/resolvers';
import type { OperationId } from '~mocks/world/types';
import { NORTHWIND, SUNFIELD, VERDANT } from '../../../test-support/example-world';
import { callWorld, freshWorld } from '../../utils/world-call';

/**
 * The dashboards' figures from the world (mocks/world/resolvers/dashboard.ts, compliance.ts, lab.ts): the example
 * world's last month as the contract's examples draw it, an upload raising the publisher's count and its chart's
 * last point, a verification the verifier's, the compliance column choice read back as saved, and the testing labs.
 */
const W = 'dashboards';

const end = today();
const lastMonth = { type: 'last_month', start_date: monthsBefore(end, 1), end_date: end };
const graphMonth = { type: 'last_month', startDate: lastMonth.start_date, endDate: end };
const call: typeof callWorld = async (op, body, options) => {
  const answer = await callWorld(op, body, { world: W, ...options });
  expect(answer.breaches).toEqual([]);
  return answer;
};

const pdf = (name: string) => new File(['%PDF-1.4 a certificate'], name, { type: 'application/pdf' });
function upload(...files: File[]) {
  const form = new FormData();
  for (const file of files) form.append('files[]', file);
  return call('uploadFreeTrialDocuments', form, { subscription: 'publisher' });
}
const added = async (organization_id = VERDANT, range = lastMonth) =>
  (await call('getDocumentAddedCount', { organization_id, ...range })).body.data as {
    total: number;
    series: { label: string; count: number }[];
  };
const overview = async () =>
  (await call('getDashboardOverview', { subscription_type: 'publisher' })).body.data as {
    current_num_monthly_hashes: number;
    num_monthly_hashes: number;
    organization: { id: string; name: string; ignore_threshold: boolean };
  };
/** What the world's rule answers a request the contract's check would refuse first (a 422, as Prism does). */
async function resolved(operationId: OperationId, body: Record<string, unknown>) {
  const resolve = resolvers[operationId]!.answer as Resolver<OperationId>;
  const answer = await resolve({
    world: getWorld(W),
    body: body as never,
    params: {},
    query: new URLSearchParams(),
    subscription: 'publisher',
    origin: 'http://portal.test',
  });
  return settle(operationId, answer!);
}
// A person of the world signs in with its own password (issue 58: sign-in by the contract).
const signInAs = (email: string) => call('login', { email_address: email, password: SEED_PASSWORDS[email] ?? '' });

beforeEach(() => {
  freshWorld(W);
});

describe('the calendar of the charts', () => {
  it('draws up to 14 days a day each, up to 183 a week each from Monday, longer a month each', () => {
    expect(buckets('2026-11-20', '2026-11-27').map((b) => b.label)).toEqual(
      ['20', '21', '22', '23', '24', '25', '26', '27'].map((d) => `11/${d}/2026`),
    );
    expect(buckets('2026-10-27', '2026-11-27')).toEqual([
      { label: '10/27/2026', from: '2026-10-27', to: '2026-11-01' },
      { label: '11/02/2026', from: '2026-11-02', to: '2026-11-08' },
      { label: '11/09/2026', from: '2026-11-09', to: '2026-11-15' },
      { label: '11/16/2026', from: '2026-11-16', to: '2026-11-22' },
      { label: '11/23/2026', from: '2026-11-23', to: '2026-11-27' },
    ]);
    expect(buckets('2026-01-15', '2026-11-27').map((b) => b.label)).toEqual([
      '01/15/2026',
      ...['02', '03', '04', '05', '06', '07', '08', '09', '10', '11'].map((m) => `${m}/01/2026`),
    ]);
    expect(buckets('2026-11-27', '2026-11-20')).toEqual([]);
    expect(monthsBefore('2026-03-31', 1)).toBe('2026-02-28');
  });
});

describe('the publisher’s figures', () => {
  it('seeds the example’s last month: 318 of 500 hashes, drawn a week each up to today', async () => {
    expect(await overview()).toEqual({
      current_num_monthly_hashes: 318,
      num_monthly_hashes: 500,
      organization: { id: VERDANT, name: 'Verdant Labs', ignore_threshold: false },
    });
    const chart = await added();
    expect(chart.total).toBe(318);
    expect(chart.series.reduce((sum, p) => sum + p.count, 0)).toBe(318);
    expect(chart.series.at(-1)?.label).toBe(chartLabel(mondayOf(end) > lastMonth.start_date ? mondayOf(end) : end));
    expect(chart.series.every((p) => p.count >= 0)).toBe(true);
    // Three months at the same pace; a week a day each.
    expect(
      (await added(VERDANT, { type: 'last_3_month', start_date: monthsBefore(end, 3), end_date: end })).total,
    ).toBeGreaterThan(318 * 2.5);
    const week = await added(VERDANT, { type: 'weekly', start_date: addDays(end, -7), end_date: end });
    expect(week.series).toHaveLength(8);
  });

  it('an upload raises the count, the chart’s last point (today) and the month’s hashes; a delete does not lower them', async () => {
    const before = await added();
    const answer = await upload(pdf('COA_VL-OMG-2026-1127.pdf'), pdf('GMP_Certificate_2027.pdf'));
    // Newest first, as the list shows them.
    expect(answer.body.data.map((d: { file_name: string }) => d.file_name)).toEqual([
      'GMP_Certificate_2027.pdf',
      'COA_VL-OMG-2026-1127.pdf',
    ]);
    expect(answer.body.data[0]).not.toHaveProperty('organization_id');
    const after = await added();
    expect(after.total).toBe(before.total + 2);
    expect(after.series.at(-1)!.count).toBe(before.series.at(-1)!.count + 2);
    expect(after.series.slice(0, -1)).toEqual(before.series.slice(0, -1));
    expect((await overview()).current_num_monthly_hashes).toBe(320);
    const today = { type: 'custom', start_date: end, end_date: end };
    expect((await added(VERDANT, today)).series).toEqual([{ label: chartLabel(end), count: expect.any(Number) }]);

    const deleted = await call('deleteFreeTrialDocument', undefined, { params: { id: answer.body.data[0].id } });
    expect(deleted.body.message).toBe('Document deleted successfully');
    expect((await added()).total).toBe(before.total + 2);
  });

  it('refuses more than 5 files as documented, and an upload of none', async () => {
    const files = ['1', '2', '3', '4', '5', '6'].map((n) => pdf(`${n}.pdf`));
    const form = new FormData();
    for (const file of files) form.append('files[]', file);
    expect((await callWorld('uploadFreeTrialDocuments', form, { world: W })).status).not.toBe(200);
    // The world's own rule, behind the contract's check of the request.
    const six = await resolved('uploadFreeTrialDocuments', { 'files[]': files });
    expect(six).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'You can only upload 5 documents at a time', error: 'Bad Request' },
    });
    expect((await resolved('uploadFreeTrialDocuments', {})).body).toMatchObject({
      status: '0',
      message: 'Something went wrong! Please try after sometime.',
    });
    expect((await added()).total).toBe(318);
  });

  it('keeps each organization’s documents and figures its own: the free trial starts empty and counts its upload', async () => {
    await signInAs('daniel.okafor@sunfieldapothecary.com');
    const list = async () =>
      (await call('listFreeTrialDocuments', undefined, { query: { limit: '10', offset: '0' } })).body.data;
    expect(await list()).toEqual({ rows: [], count: 0 });
    expect(await added(SUNFIELD)).toEqual({ total: 0, series: [] });
    expect((await overview()).current_num_monthly_hashes).toBe(0);
    // Another organization's document is not found.
    expect((await call('deleteFreeTrialDocument', undefined, { params: { id: 'FTD8K2M5QA' } })).status).toBe(404);

    await upload(pdf('Sunfield_COA_Ashwagandha.pdf'));
    expect((await list()).rows.map((d: { file_name: string }) => d.file_name)).toEqual([
      'Sunfield_COA_Ashwagandha.pdf',
    ]);
    const chart = await added(SUNFIELD);
    expect(chart.total).toBe(1);
    expect(chart.series.at(-1)!.count).toBe(1);
    expect(await overview()).toMatchObject({
      current_num_monthly_hashes: 1,
      organization: { id: SUNFIELD, name: 'Sunfield Apothecary' },
    });

    await signInAs('olivia.bennett@verdantlabs.com');
    expect((await list()).count).toBe(5);
    expect((await overview()).current_num_monthly_hashes).toBe(318);
  });

  it('holds nothing in a range that ends before it starts', async () => {
    expect(await added(VERDANT, { type: 'custom', start_date: end, end_date: addDays(end, -3) })).toEqual({
      total: 0,
      series: [],
    });
  });
});

describe('the verifier’s figures', () => {
  it('seeds the examples’ last month: 178 documents, 169 verified, 9 not, by week and by organization', async () => {
    const counts = await call('getDocumentMetricsCount', { organization_id: VERDANT, ...lastMonth });
    expect(counts.body.data).toEqual({ total_doc: 178, no_of_verify_doc: 169, no_of_unverify_doc: 9 });
    const graph = (await call('getVerifierGraphData', graphMonth)).body.data as {
      total_doc: number;
      no_of_verify_doc: number;
      no_of_unverify_doc: number;
    }[];
    expect(graph.reduce((sum, p) => sum + p.total_doc, 0)).toBe(178);
    expect(graph.reduce((sum, p) => sum + p.no_of_unverify_doc, 0)).toBe(9);
    expect(graph.every((p) => p.total_doc === p.no_of_verify_doc + p.no_of_unverify_doc)).toBe(true);

    const rows = (await call('getSuccessFailDocumentData', graphMonth)).body.data;
    expect(rows).toEqual([
      { organization_id: VERDANT, organization_name: 'Verdant Labs', success: 119, fail: 6, total: 125 },
      { organization_id: NORTHWIND, organization_name: 'Northwind Botanicals', success: 50, fail: 3, total: 53 },
    ]);
    expect((await call('getUploadedDocumentData', { organization_id: VERDANT, ...lastMonth })).body.data).toEqual(rows);
    const ai = (await call('getUploadedDocumentDataAi', { organization_id: VERDANT, ...lastMonth })).body.data;
    expect(ai[0].aiResult).toEqual([
      { document_id: 'FTD8K2M5QA', file_name: 'COA_VL-OMG-2026-0412.pdf', result: 'Authentic' },
      { document_id: 'FTD3N7R1XB', file_name: 'COA_VL-VD3-2026-0318.pdf', result: 'Authentic' },
      { document_id: 'FTD6P1V8NH', file_name: 'COA_VL-OMG-2026-0527.pdf', result: 'Suspected tampering' },
    ]);
    expect(ai[1].aiResult).toEqual([]);
  });

  it('a verification counts at once: the totals, the chart’s last point and the document’s organization', async () => {
    const world = freshWorld(W);
    const before = (await call('getVerifierGraphData', graphMonth)).body.data;
    recordVerification(world, {
      url: `https://cdn.portal.invalid/exhibits/${VERDANT}/coa-vl-omg-2026-0527.pdf`,
      verified: false,
    });
    recordVerification(world, { fileName: 'unknown-lab-report.pdf', verified: true });
    const counts = await call('getDocumentMetricsCount', { organization_id: VERDANT, ...lastMonth });
    expect(counts.body.data).toEqual({ total_doc: 180, no_of_verify_doc: 170, no_of_unverify_doc: 10 });
    const after = (await call('getVerifierGraphData', graphMonth)).body.data;
    expect(after.at(-1).total_doc).toBe(before.at(-1).total_doc + 2);
    const ai = (await call('getUploadedDocumentDataAi', { organization_id: VERDANT, ...lastMonth })).body.data;
    // The attachment's organization gets it; a document no organization holds is in no row.
    expect(ai[0]).toMatchObject({ organization_name: 'Verdant Labs', fail: 7, total: 126 });
    expect(ai[0].aiResult.at(-1)).toEqual({
      document_id: 'EXHOMG527A',
      file_name: 'coa-vl-omg-2026-0527.pdf',
      result: 'Suspected tampering',
    });
  });

  it('a document verified on a batch counts on the verifier’s dashboard', async () => {
    freshWorld(W);
    const form = new FormData();
    form.append('url', `https://cdn.portal.invalid/exhibits/${VERDANT}/coa-vl-omg-2026-0412.pdf`);
    const verified = await call('verifyExhibitDocument', form);
    expect(verified.body.data).toEqual({ isVerifyDocument: true });
    const counts = await call('getDocumentMetricsCount', { organization_id: VERDANT, ...lastMonth });
    expect(counts.body.data).toEqual({ total_doc: 179, no_of_verify_doc: 170, no_of_unverify_doc: 9 });
  });

  it('an organization that verified nothing has no points and no rows', async () => {
    await signInAs('daniel.okafor@sunfieldapothecary.com');
    expect((await call('getVerifierGraphData', graphMonth)).body.data).toEqual([]);
    expect((await call('getUploadedDocumentDataAi', { organization_id: SUNFIELD, ...lastMonth })).body.data).toEqual(
      [],
    );
    expect((await call('getDocumentMetricsCount', { organization_id: SUNFIELD, ...lastMonth })).body.data).toEqual({
      total_doc: 0,
      no_of_verify_doc: 0,
      no_of_unverify_doc: 0,
    });
  });
});

describe('the compliance table', () => {
  const hidden = ['Brand Exhibit Effective Date', 'CM Exhibit Effective Date', 'CM Org Doc Effective Date'];

  it('shows the example’s brands with the saved column choice, and reads back a new one as saved', async () => {
    const first = (await call('getRetailerDashboard', {})).body;
    expect(first.data.map((r: { Brand: string }) => r.Brand)).toEqual([
      'Verdant Labs',
      'Northwind Botanicals',
      'Sonoran Sun Naturals',
    ]);
    expect(first.allColumns).toHaveLength(13);
    expect(first.columns).toEqual(first.allColumns.filter((c: string) => !hidden.includes(c)));

    const preferences = first.allColumns.map((label: string) => ({
      label,
      visible: label !== 'Microbial Tested' && label !== 'Brand Exhibit Link',
    }));
    const saved = await call('saveCompliancePreferences', { preferences });
    expect(saved.body).toEqual({ status: '1', message: 'Preferences saved successfully', data: { preferences } });
    const again = (await call('getRetailerDashboard', {})).body;
    expect(again.columns).toEqual(
      first.allColumns.filter((c: string) => c !== 'Microbial Tested' && c !== 'Brand Exhibit Link'),
    );
  });

  it('keeps only the table’s columns (a label twice: the last), and shows what the choice does not name', async () => {
    const saved = await call('saveCompliancePreferences', {
      preferences: [
        { label: 'GMP Certified', visible: false },
        { label: 'Shelf Position', visible: false },
        { label: 'GMP Certified', visible: true },
        { label: 'Authentic COA', visible: false },
      ],
    });
    expect(saved.body.data.preferences).toEqual([
      { label: 'Authentic COA', visible: false },
      { label: 'GMP Certified', visible: true },
    ]);
    const read = (await call('getRetailerDashboard', {})).body;
    expect(read.columns).toEqual(read.allColumns.filter((c: string) => c !== 'Authentic COA'));
  });

  it('another organization has a table of its own: no brands yet, every column', async () => {
    await signInAs('daniel.okafor@sunfieldapothecary.com');
    const read = (await call('getRetailerDashboard', {})).body;
    expect(read.data).toEqual([]);
    expect(read.columns).toEqual(read.allColumns);
  });
});

describe('the testing labs', () => {
  const logo = (size = 2048, type = 'image/png', name = 'logo.png') => new File([new Uint8Array(size)], name, { type });
  function create(name: string | null, file?: File) {
    const form = new FormData();
    if (name !== null) form.append('name', name);
    if (file) form.append('file', file);
    return call('createTestingLab', form);
  }

  it('lists the example’s labs; a new one comes first with its logo kept by the world', async () => {
    const names = async () => (await call('listTestingLabs')).body.data.map((l: { name: string }) => l.name);
    expect(await names()).toEqual(['Eurofins Scientific', 'Pacific Botanical Testing', 'Desert Peak Microbiology']);
    const made = await create('  Sonora Analytical  ', logo());
    expect(made.body.message).toBe('Add organization successful');
    expect(made.body.data).toMatchObject({ id: expect.stringMatching(/^LAB[0-9A-Z]{7}$/), name: 'Sonora Analytical' });
    expect(made.body.data.logo_url).toMatch(/\/__world\/files\/FIL[0-9A-Z]{7}$/);
    expect(made.body.data.map_thumb_url).toBe(made.body.data.logo_url);
    expect((await names())[0]).toBe('Sonora Analytical');
  });

  it('refuses a lab without a name or a logo, a logo that is not an image, and one over 15 MB', async () => {
    expect((await create('   ', logo())).body).toMatchObject({ status: '0', message: 'Name is a required field.' });
    expect((await resolved('createTestingLab', { name: 'Sonora Analytical' })).body).toMatchObject({
      status: '0',
      message: 'Organization logo is a required field.',
    });
    expect((await create('Sonora Analytical', logo(100, 'application/pdf', 'logo.pdf'))).body.message).toBe(
      'The file type you have uploaded is not valid. Only image file type is valid for organization logo.',
    );
    const big = await create('Sonora Analytical', logo(15_728_641));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('File size must be less than or equal to 15 MB.');
    expect((await call('listTestingLabs')).body.data).toHaveLength(3);
  });
});
