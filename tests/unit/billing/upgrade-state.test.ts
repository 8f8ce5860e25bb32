import { describe, expect, it } from 'vitest';
import {
  canCalculate,
  canConfirm,
  couponFieldError,
  initialUpgrade,
  promotionCodeOf,
  prorationDate,
  upgradeReducer,
} from '@/features/billing/upgrade-state';
import { parseUpgradeReturn } from '@/features/billing/upgrade-return';
import { boxSpan } from '@/lib/plans/plan-rules';

const MONTH = 'price_month';
const YEAR = 'price_year';

describe('upgrade state', () => {
  it('starts with nothing chosen; the plan held now cannot be chosen', () => {
    const start = initialUpgrade([MONTH]);
    expect(canCalculate(start)).toBe(false);
    expect(upgradeReducer(start, { type: 'select', priceId: MONTH })).toBe(start);
    const chosen = upgradeReducer(start, { type: 'select', priceId: YEAR });
    expect(chosen.selected).toBe(YEAR);
    expect(canCalculate(chosen)).toBe(true);
    expect(canConfirm(chosen)).toBe(false);
  });

  it('shows the amount once calculated, drops an answer for a box no longer chosen', () => {
    let s = upgradeReducer(initialUpgrade([]), { type: 'select', priceId: YEAR });
    expect(upgradeReducer(s, { type: 'calculated', priceId: MONTH, total: 1, currency: 'usd' })).toBe(s);
    s = upgradeReducer(s, { type: 'calculated', priceId: YEAR, total: 12418, currency: 'usd' });
    expect(s.amount).toEqual({ total: 12418, currency: 'usd' });
    expect(canConfirm(s)).toBe(true);
  });

  it('a coupon goes from none to applied or error; another box resets the amount and the coupon', () => {
    let s = upgradeReducer(initialUpgrade([]), { type: 'select', priceId: YEAR });
    // No coupon before the amount.
    expect(upgradeReducer(s, { type: 'couponFailed', message: 'x' })).toBe(s);
    s = upgradeReducer(s, { type: 'calculated', priceId: YEAR, total: 100, currency: 'usd' });
    expect(s.coupon).toEqual({ kind: 'none' });
    expect(promotionCodeOf(s)).toBeNull();
    const failed = upgradeReducer(s, { type: 'couponFailed', message: 'Invalid promotion code' });
    expect(failed.coupon).toEqual({ kind: 'error', message: 'Invalid promotion code' });
    expect(promotionCodeOf(failed)).toBeNull();
    const applied = upgradeReducer(failed, {
      type: 'couponApplied',
      code: 'HARVEST25',
      promotionCodeId: 'promo_1',
      message: 'ok',
    });
    expect(promotionCodeOf(applied)).toBe('promo_1');
    expect(upgradeReducer(applied, { type: 'couponCleared' }).coupon).toEqual({ kind: 'none' });
    const other = upgradeReducer(applied, { type: 'select', priceId: MONTH });
    expect(other).toMatchObject({ selected: MONTH, amount: null, coupon: { kind: 'none' } });
  });

  it("the coupon field: 'Coupon code is a required field.' when empty or blank", () => {
    expect(couponFieldError('')).toBe('Coupon code is a required field.');
    expect(couponFieldError('   ')).toBe('Coupon code is a required field.');
    expect(couponFieldError('HARVEST25')).toBe('');
  });

  it('boxes: 2, 3 or 4 per row, otherwise full width', () => {
    expect([1, 2, 3, 4, 5, 6].map(boxSpan)).toEqual([12, 6, 4, 3, 12, 12]);
  });

  it('the proration date is the current time in whole seconds', () => {
    expect(prorationDate(1_795_190_400_999)).toBe(1_795_190_400);
  });

  it('reads back only a complete stored return', () => {
    const stored = {
      productId: 'prod_1',
      price: YEAR,
      promotionCode: null,
      customerId: 'cus_1',
      type: 'fastpass',
      planName: 'Product Fast Pass',
      sessionId: 'cs_1',
    };
    expect(parseUpgradeReturn(stored)).toEqual(stored);
    expect(parseUpgradeReturn({ ...stored, sessionId: '' })).toBeNull();
    expect(parseUpgradeReturn('nope')).toBeNull();
    expect(parseUpgradeReturn(null)).toBeNull();
  });
});
