import { exampleValues } from '@/api/generated/example-values';
import type { Schemas } from '../../types';

/**
 * The plans and the money (docs/world/subscription.md; pure, unit-tested in tests/unit/world/world-billing.test.ts):
 * the plan catalogue is the contract's (listPlans' `plans` example), read-only; a price is found by its id; the
 * proration of a change is computed from the two prices, their intervals and the days left in the current period; a
 * coupon is one of a small table.
 */
export type PlanProduct = Schemas['PlanProduct'];
export type PlanPrice = Schemas['PlanPrice'];
export type SubscriptionType = Schemas['SubscriptionType'];

const DAY = 86_400_000;

let catalogue: PlanProduct[] | undefined;

/** Every plan product of the contract's example, in its order (contact-us products included, without prices). */
export function planProducts(): PlanProduct[] {
  catalogue ??= (
    (exampleValues.listPlans?.['200']?.examples.plans as { data: { plans: PlanProduct[] } } | undefined)?.data.plans ??
    []
  ).map((p) => structuredClone(p));
  return catalogue.map((p) => structuredClone(p));
}

export interface PricedPlan {
  readonly product: PlanProduct;
  readonly price: PlanPrice;
}

/** A price by its id, with its product; undefined when no plan has it. */
export function findPrice(priceId: string | null | undefined): PricedPlan | undefined {
  for (const product of planProducts()) {
    const price = product.product_plan.find((p) => p.id === priceId);
    if (price) return { product, price };
  }
  return undefined;
}

export const findProduct = (productId: string | null | undefined): PlanProduct | undefined =>
  planProducts().find((p) => p.product_id === productId);

/** The product of a subscription held by name (the sign-in examples name their subscriptions so). */
export const productNamed = (name: string | undefined, type: string): PlanProduct | undefined =>
  planProducts().find((p) => p.prouct_name === name && p.subscription_type === type && p.product_plan.length > 0);

/** A product's metadata as a subscription record carries it (is_active is the provider's flag, not a limit). */
export function limitsOf(product: PlanProduct): Schemas['PlanMetadata'] {
  const { is_active: _active, ...limits } = product.prouct_metadata;
  return limits;
}

/** A limit as a number: -1 (unlimited) when absent or not a number. */
export const limitNumber = (value: unknown): number =>
  value !== undefined && value !== null && value !== '' && Number.isFinite(Number(value)) ? Number(value) : -1;

/** A date moved by a price's interval (n times; negative goes back). Months and years keep the day of the month. */
export function addInterval(at: Date, price: Pick<PlanPrice, 'interval' | 'interval_count'>, n = 1): Date {
  const d = new Date(at.getTime());
  const count = price.interval_count * n;
  if (price.interval === 'day') d.setUTCDate(d.getUTCDate() + count);
  else if (price.interval === 'week') d.setUTCDate(d.getUTCDate() + 7 * count);
  else if (price.interval === 'month') d.setUTCMonth(d.getUTCMonth() + count);
  else d.setUTCFullYear(d.getUTCFullYear() + count);
  return d;
}

export interface Period {
  readonly start: Date;
  readonly end: Date;
}

/**
 * The billing period that holds `at`: the stored period, renewed by the price's interval as often as needed (a
 * subscription renews at the end of each period), or the first one when `at` is before it.
 */
export function periodAt(stored: Period, price: Pick<PlanPrice, 'interval' | 'interval_count'>, at: Date): Period {
  let { start, end } = stored;
  for (let i = 0; at.getTime() >= end.getTime() && i < 10_000; i += 1) {
    start = end;
    end = addInterval(start, price);
  }
  return { start, end };
}

export interface Proration {
  /** To pay now, in minor units (never below 0). */
  readonly total: number;
  /** What the change leaves as credit (0 or negative: a downgrade's unused time), kept as the ending balance. */
  readonly credit: number;
  readonly daysLeft: number;
  readonly periodDays: number;
  /** The change starts a new billing period (another interval): it begins now. */
  readonly newPeriod: boolean;
}

/**
 * What changing from one price to another costs now (the provider's proration, by whole days):
 * - nothing held before: the new price in full, a new period;
 * - the same interval: the difference of the two prices for the days left of the period
 *   (`(new − old) × daysLeft / periodDays`), the period unchanged;
 * - another interval: a new period starts now, the new price in full less the unused days of the old one
 *   (`new − old × daysLeft / periodDays`).
 * Days left count a started day as a whole one. A negative result is credit, not a payment.
 */
export function prorate(from: PlanPrice | undefined, to: PlanPrice, period: Period | undefined, at: Date): Proration {
  if (!from || !period) return { total: to.amount, credit: 0, daysLeft: 0, periodDays: 0, newPeriod: true };
  const current = periodAt(period, from, at);
  const periodDays = Math.max(1, Math.round((current.end.getTime() - current.start.getTime()) / DAY));
  const daysLeft = Math.min(periodDays, Math.max(0, Math.ceil((current.end.getTime() - at.getTime()) / DAY)));
  const sameCycle = from.interval === to.interval && from.interval_count === to.interval_count;
  const unused = (from.amount * daysLeft) / periodDays;
  const net = Math.round(sameCycle ? ((to.amount - from.amount) * daysLeft) / periodDays : to.amount - unused);
  return { total: Math.max(0, net), credit: Math.min(0, net), daysLeft, periodDays, newPeriod: !sameCycle };
}

/** The coupons the provider knows (the contract's example, HARVEST25): code, promotion code id, percent off. */
export const COUPONS = [{ code: 'HARVEST25', id: 'promo_1QgHv3LmKx8RtN2p', percentOff: 25 }] as const;

/** A coupon by its code (case and surrounding spaces ignored, as the provider's codes are). */
export const couponByCode = (code: string | null | undefined) =>
  COUPONS.find((c) => c.code === (code ?? '').trim().toUpperCase());

/** A coupon by the promotion code id verify-promotion-code answered. */
export const couponById = (id: string | null | undefined) => COUPONS.find((c) => c.id === id);

/** An amount less a coupon's percent (rounded to the minor unit). */
export const discounted = (amount: number, percentOff = 0): number => Math.round((amount * (100 - percentOff)) / 100);

/** Every price of the product is $0.00 (a free plan; a contact-us product without prices is not one). */
export const isFreePlan = (product: PlanProduct): boolean =>
  product.product_plan.length > 0 && product.product_plan.every((p) => p.amount === 0);
