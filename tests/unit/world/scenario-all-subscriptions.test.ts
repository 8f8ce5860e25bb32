import { beforeEach, describe, expect, it } from 'vitest';
import { monthsBefore, today } from '~mocks/world/model/rules/dashboard-days';
import { worldSnapshot } from '~mocks/world/registry';
import { allSubscriptions } from '~mocks/world/scenarios/all-subscriptions';
import { checkSnapshot } from '~mocks/world/snapshot';
import { OLIVIA, VERDANT, passwordOf } from '../../../test-support/example-world';
import { useScenario } from '../../utils/scenario';
import { callWorldKept } from '../../utils/world-call';

/**
 * The all-subscriptions scenario (mocks/world/scenarios/all-subscriptions.ts): Verdant Labs holds all five
 * subscriptions, the sign-in lists them (the switcher), the billing page has a record and an invoice for each, and
 * every subscription's dashboard has figures from the world, all through the world's own calls.
 */
const W = 'scenario-all-subscriptions';
const FIVE = ['tracer', 'fastpass', 'publisher', 'verifier', 'compliance'];

const end = today();
const lastMonth = { type: 'last_month', start_date: monthsBefore(end, 1), end_date: end };
const call = callWorldKept(W);
const signIn = (email: string) => call('login', { email_address: email, password: passwordOf(email) });

beforeEach(async () => {
  await useScenario('all-subscriptions', W);
});

describe('the all-subscriptions scenario', () => {
  it('keeps the contract: its snapshot checks clean', async () => {
    expect(await checkSnapshot(worldSnapshot(W))).toEqual([]);
  });

  it('is the same every build', () => {
    expect(JSON.stringify(allSubscriptions.build())).toBe(JSON.stringify(allSubscriptions.build()));
  });

  it('signs any email in as Olivia of Verdant Labs, with all five subscriptions in the switcher', async () => {
    for (const email of ['someone@example.com', 'olivia.bennett@verdantlabs.com']) {
      const { body } = await signIn(email);
      expect(body.status).toBe('1');
      expect(body.data).toMatchObject({
        id: OLIVIA,
        organization_id: VERDANT,
        is_valid_domain_name: true,
        is_approved: true,
      });
      const list = body.data.subscriptionList as { subscription_type: string; subscription_name: string }[];
      expect(list.map((s) => s.subscription_type).sort()).toEqual([...FIVE].sort());
      expect(Object.fromEntries(list.map((s) => [s.subscription_type, s.subscription_name]))).toEqual({
        tracer: 'Product Origin',
        fastpass: 'Product Fast Pass',
        publisher: 'Document Protection',
        verifier: 'Document Verification',
        compliance: 'Compliance Dashboard',
      });
    }
  });

  it('has a billing record for each, the compliance one on its trial, and an invoice for each plan', async () => {
    const records = (await call('retrieveSubscriptions', { organization_id: VERDANT })).body.data as {
      subscription_type: string;
      status: string;
      current_period_start: string;
      current_period_end: string;
      plan: { amount: number; interval: string };
    }[];
    expect(records.map((r) => r.subscription_type).sort()).toEqual([...FIVE].sort());
    const byType = Object.fromEntries(records.map((r) => [r.subscription_type, r]));
    expect(byType.compliance).toMatchObject({
      status: 'trialing',
      current_period_start: '2026-11-10T00:00:00.000Z',
      current_period_end: '2026-12-10T00:00:00.000Z',
    });
    expect(byType.publisher).toMatchObject({ status: 'active', plan: { amount: 29000, interval: 'year' } });
    expect(byType.verifier).toMatchObject({ status: 'active', plan: { amount: 1900, interval: 'month' } });

    const invoices = (await call('checkInvoiceStatus', { id: VERDANT })).body.list as {
      product_name: string | null;
      status: string;
      amount_due: number;
    }[];
    expect(invoices).toContainEqual(
      expect.objectContaining({ product_name: 'Document Protection', status: 'open', amount_due: 29000 }),
    );
    expect(invoices).toContainEqual(
      expect.objectContaining({ product_name: 'Document Verification', status: 'paid', amount_due: 1900 }),
    );
    // The trial's free introduction: no product on the invoice.
    expect(invoices).toContainEqual(expect.objectContaining({ product_name: null, status: 'paid', amount_due: 0 }));
  });

  it('gives every subscription’s dashboard figures of its own', async () => {
    await signIn('olivia.bennett@verdantlabs.com');
    // Tracer and fastpass: the catalogue's products of each kind.
    const products = (await call('listProducts', { organization_id: VERDANT })).body.data as {
      subscription_type: string;
    }[];
    for (const kind of ['tracer', 'fastpass'])
      expect(products.filter((p) => p.subscription_type === kind).length).toBeGreaterThan(0);

    // Publisher: the documents hashed in the last month, and the month's bar.
    const added = (await call('getDocumentAddedCount', { organization_id: VERDANT, ...lastMonth })).body.data;
    expect(added.total).toBeGreaterThan(0);
    expect(added.series.length).toBeGreaterThan(0);
    const overview = (await call('getDashboardOverview', { subscription_type: 'publisher' })).body.data;
    expect(overview.current_num_monthly_hashes).toBe(added.total);

    // Verifier: the verifications of the last month, by organization, with the document AI's verdicts.
    const counts = (await call('getDocumentMetricsCount', { organization_id: VERDANT, ...lastMonth })).body.data;
    expect(counts.total_doc).toBeGreaterThan(0);
    const ai = (await call('getUploadedDocumentDataAi', { organization_id: VERDANT, ...lastMonth })).body.data as {
      aiResult?: { result: string }[];
    }[];
    expect(ai.flatMap((o) => o.aiResult ?? []).map((r) => r.result)).toContain('Suspected tampering');

    // Compliance: the retailer table's rows.
    const retailer = (await call('getRetailerDashboard', undefined, { subscription: 'compliance' })).body;
    expect(retailer.data.length).toBeGreaterThan(0);
  });
});
