import { describe, expect, it } from 'vitest';
import {
  durationName,
  intervalLabel,
  isContactUsProduct,
  isFreePlan,
  isFreePrice,
  isOfferingType,
  limitLines,
  limitValue,
  money,
  offeringLabel,
  priceLabel,
  productHasPrice,
  productLimitLines,
  sortPrices,
  visiblePrices,
  type PriceLike,
} from '@/lib/plans/plan-rules';

const price = (interval: PriceLike['interval'], amount: number, interval_count = 1, id = `price_${interval}`) => ({
  id,
  interval,
  interval_count,
  amount,
  currency: 'usd',
});

describe('plan money and free plans', () => {
  it('formats minor units', () => {
    expect(money(4900)).toBe('$49.00');
    expect(money(149000, 'usd')).toBe('$1,490.00');
    expect(money(0)).toBe('$0.00');
  });
  it("detects free prices and plans by '$0.00'", () => {
    expect(isFreePrice(price('month', 0))).toBe(true);
    expect(isFreePrice(price('month', 1))).toBe(false);
    expect(isFreePlan([price('month', 0), price('year', 0)])).toBe(true);
    expect(isFreePlan([price('month', 0), price('year', 100)])).toBe(false);
    expect(isFreePlan([])).toBe(false);
  });
});

describe('intervals', () => {
  it('sorts day, week, month, year, then by count', () => {
    const sorted = sortPrices([
      price('year', 1),
      price('month', 2, 3, 'q'),
      price('day', 3),
      price('month', 4),
      price('week', 5),
    ]);
    expect(sorted.map((p) => `${p.interval_count}${p.interval}`)).toEqual([
      '1day',
      '1week',
      '1month',
      '3month',
      '1year',
    ]);
  });
  it('labels the interval from interval_count and interval', () => {
    expect(intervalLabel({ interval: 'month', interval_count: 1 })).toBe('month');
    expect(intervalLabel({ interval: 'month', interval_count: 3 })).toBe('3 months');
    expect(intervalLabel({ interval: 'year' })).toBe('year');
    expect(priceLabel(price('month', 4900))).toBe('$49.00 / month');
    expect(priceLabel(price('week', 1000, 2))).toBe('$10.00 / 2 weeks');
    expect(durationName({ interval: 'year', interval_count: 1 })).toBe('Yearly');
    expect(durationName({ interval: 'day', interval_count: 1 })).toBe('Daily');
    expect(durationName({ interval: 'month', interval_count: 6 })).toBe('Every 6 months');
  });
});

describe('limits', () => {
  it("shows -1 as 'Unlimited' and shortens with k, m, b, t", () => {
    expect(limitValue('-1')).toBe('Unlimited');
    expect(limitValue('250')).toBe('250');
    expect(limitValue('1500')).toBe('1.5k');
    expect(limitValue('2000000')).toBe('2m');
    expect(limitValue('3000000000')).toBe('3b');
    expect(limitValue('4000000000000')).toBe('4t');
    expect(limitValue('custom')).toBe('custom');
  });
  it('lists the limit labels in order and hides is_active and num_daily_hashes', () => {
    const lines = limitLines({
      num_monthly_hashes: '3000',
      num_daily_hashes: '100',
      is_active: 'true',
      num_seats: '5',
      num_batches: '-1',
      num_uploaded_documents: '500',
      num_products_on_chain: '25',
      support_level: 'email',
    });
    expect(lines.map((l) => `${l.label}: ${l.value}`)).toEqual([
      'Products on chain: 25',
      'Batches: Unlimited',
      'Seats: 5',
      'Uploaded documents: 500',
      'Monthly hashes: 3k',
      'Support level: email',
    ]);
    expect(limitLines(null)).toEqual([]);
  });
  it('shows no limits for the contact-us products', () => {
    const enterprise = { product_id: 'prod_QfEn9Kp4Vd2RsJ', prouct_metadata: { num_seats: '-1' }, product_plan: [] };
    const origin = { product_id: 'prod_QfOr3Gn8Tc5WzE', prouct_metadata: { num_seats: '-1' }, product_plan: [] };
    expect(isContactUsProduct(enterprise)).toBe(true);
    expect(productLimitLines(enterprise)).toEqual([]);
    expect(isContactUsProduct(origin)).toBe(false);
    expect(productLimitLines(origin)).toEqual([{ key: 'num_seats', label: 'Seats', value: 'Unlimited' }]);
  });
});

describe('offerings and prices of a product', () => {
  it('names the five offerings', () => {
    expect(offeringLabel('tracer')).toBe('Product Origin');
    expect(offeringLabel('fastpass')).toBe('Product Fast Pass');
    expect(isOfferingType('verifier')).toBe(true);
    expect(isOfferingType('other')).toBe(false);
  });
  it('sorts the visible prices and matches a current price to its product', () => {
    const product = { product_id: 'p', product_plan: [price('year', 1), price('month', 2)] };
    expect(visiblePrices(product.product_plan).map((p) => p.interval)).toEqual(['month', 'year']);
    expect(productHasPrice(product, 'price_year')).toBe(true);
    expect(productHasPrice(product, 'price_day')).toBe(false);
    expect(productHasPrice(product, undefined)).toBe(false);
  });
});
