import { describe, expect, it } from 'vitest';
import type { PlanProduct } from '@/api/generated/portal/model';
import { activeTab, currentPlanLine, planButton, planTabs, tabProducts } from '@/features/plans/plans-rules';

const price = (id: string, amount = 100) => ({
  id,
  interval: 'month' as const,
  interval_count: 1,
  currency: 'usd',
  amount,
});
const product = (id: string, type: PlanProduct['subscription_type'], prices: string[], sort = 0): PlanProduct => ({
  product_id: id,
  prouct_name: id,
  subscription_type: type,
  prouct_metadata: {},
  product_plan: prices.map((p) => price(p)),
  sort_order: sort,
});
const products = [
  product('origin', 'tracer', ['p1', 'p2'], 2),
  product('originPlus', 'tracer', ['p3'], 1),
  product('prod_QfEn9Kp4Vd2RsJ', 'tracer', []),
  product('protect', 'publisher', ['p4']),
];
const facts = {
  signedIn: true,
  registered: true,
  currentPlans: [{ name: 'origin', plan: price('p2', 14900) }],
  products,
};

describe('the plan buttons', () => {
  it('follow the organization: current, update in a held offering, add elsewhere, contact us always', () => {
    expect(planButton(products[0]!, facts)).toBe('current');
    expect(planButton(products[1]!, facts)).toBe('update');
    expect(planButton(products[3]!, facts)).toBe('add');
    expect(planButton(products[2]!, facts)).toBe('contact');
    expect(planButton(products[0]!, { ...facts, signedIn: false })).toBe('signup');
    expect(planButton(products[0]!, { ...facts, registered: false })).toBe('complete');
    expect(planButton(products[2]!, { ...facts, signedIn: false })).toBe('contact');
  });
  it('tabs: disabled without plans, ?tab= only when enabled, products in sort order', () => {
    expect(
      planTabs(products)
        .filter((t) => t.disabled)
        .map((t) => t.type),
    ).toEqual(['fastpass', 'verifier', 'compliance']);
    expect(activeTab('publisher', products)).toBe('publisher');
    expect(activeTab('verifier', products)).toBe('tracer');
    expect(activeTab(undefined, products)).toBe('tracer');
    // Signed in, the organization's own kind (the selected subscription, then those held) unless ?tab= names one.
    const withFastPass = [product('fast', 'fastpass', ['p5']), ...products];
    expect(activeTab(undefined, withFastPass)).toBe('fastpass');
    expect(activeTab(undefined, withFastPass, ['tracer'])).toBe('tracer');
    expect(activeTab(undefined, withFastPass, [null, 'verifier', 'publisher'])).toBe('publisher');
    expect(activeTab('fastpass', withFastPass, ['tracer'])).toBe('fastpass');
    expect(tabProducts(products, 'tracer').map((p) => p.product_id)).toEqual([
      'prod_QfEn9Kp4Vd2RsJ',
      'originPlus',
      'origin',
    ]);
    expect(currentPlanLine(facts, 'publisher')).toBe('origin · $149.00 / month');
  });
});
