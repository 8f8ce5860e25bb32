/**
 * The plan rules (first document, sections 3, 6 and 9): prices and their interval labels, the order of
 * intervals, the limit lines of a plan card, the contact-us products, free plans ('$0.00') and money.
 * Pure functions shared by /plans, the registration wizard, upgrade, buy-new-product and /subscription.
 * The exported names are stable: other screens import them.
 */

import { formatLimit, formatMoney } from '@/lib/format';

export type Interval = 'day' | 'week' | 'month' | 'year';
export type OfferingType = 'fastpass' | 'tracer' | 'publisher' | 'verifier' | 'compliance';

/** What the rules need of a price (a plan price, a current plan's price, a subscription record's plan). */
export interface PriceLike {
  readonly id?: string;
  readonly amount: number;
  readonly currency: string;
  readonly interval: Interval;
  /** 1 when absent (a subscription record's plan has none). */
  readonly interval_count?: number;
}

/** What the rules need of a plan product. */
export interface ProductLike<P extends PriceLike = PriceLike> {
  readonly product_id: string;
  readonly prouct_metadata?: Readonly<Record<string, unknown>> | null;
  readonly product_plan: readonly P[];
}

/** The five purchasable offerings, in the order of the /plans tabs, with their subscription type. */
export const OFFERINGS: readonly { readonly type: OfferingType; readonly label: string }[] = [
  { type: 'fastpass', label: 'Product Fast Pass' },
  { type: 'tracer', label: 'Product Origin' },
  { type: 'publisher', label: 'Document Protection' },
  { type: 'verifier', label: 'Document Verification' },
  { type: 'compliance', label: 'Compliance Dashboard' },
];

/** The offering's name for a subscription type ('Product Origin' for tracer), or the type itself. */
export function offeringLabel(type: string): string {
  return OFFERINGS.find((o) => o.type === type)?.label ?? type;
}

export function isOfferingType(value: unknown): value is OfferingType {
  return typeof value === 'string' && OFFERINGS.some((o) => o.type === value);
}

// ---- money -------------------------------------------------------------------------------------

/** The text a free price shows; free plans are detected by it (section 9). */
export const FREE_AMOUNT = '$0.00';

/** Minor units (cents) as shown: 4900 usd is '$49.00'. */
export function money(minor: number, currency = 'usd'): string {
  return formatMoney(minor, currency);
}

export function isFreePrice(price: PriceLike): boolean {
  return money(price.amount, price.currency) === FREE_AMOUNT;
}

/** A plan whose every price shows '$0.00' (a plan with no prices is not free: it is a contact-us product). */
export function isFreePlan(prices: readonly PriceLike[]): boolean {
  return prices.length > 0 && prices.every(isFreePrice);
}

// ---- intervals ---------------------------------------------------------------------------------

export const INTERVAL_ORDER: readonly Interval[] = ['day', 'week', 'month', 'year'];

/** Prices sorted day, week, month, year (then by the interval count); a new array. */
export function sortPrices<P extends PriceLike>(prices: readonly P[]): P[] {
  return [...prices].sort(
    (a, b) =>
      INTERVAL_ORDER.indexOf(a.interval) - INTERVAL_ORDER.indexOf(b.interval) ||
      (a.interval_count ?? 1) - (b.interval_count ?? 1),
  );
}

/** 'month' for one month, '3 months' for three. */
export function intervalLabel(price: Pick<PriceLike, 'interval' | 'interval_count'>): string {
  const count = price.interval_count ?? 1;
  return count === 1 ? price.interval : `${count} ${price.interval}s`;
}

/** 'Monthly', 'Yearly', 'Every 3 months': the name of a plan-duration box. */
export function durationName(price: Pick<PriceLike, 'interval' | 'interval_count'>): string {
  const count = price.interval_count ?? 1;
  if (count !== 1) return `Every ${count} ${price.interval}s`;
  return { day: 'Daily', week: 'Weekly', month: 'Monthly', year: 'Yearly' }[price.interval];
}

/** '$49.00 / month', '$120.00 / 3 months'. */
export function priceLabel(price: PriceLike): string {
  return `${money(price.amount, price.currency)} / ${intervalLabel(price)}`;
}

// ---- limits ------------------------------------------------------------------------------------

/** The six limit keys and their labels, in the order a card lists them. */
export const LIMIT_LABELS: Readonly<Record<string, string>> = {
  num_products_on_chain: 'Products on chain',
  num_batches: 'Batches',
  num_seats: 'Seats',
  num_uploaded_documents: 'Uploaded documents',
  num_daily_hashes: 'Daily hashes',
  num_monthly_hashes: 'Monthly hashes',
};

/** Metadata keys never shown on a plan card. */
export const HIDDEN_METADATA_KEYS: readonly string[] = ['is_active', 'num_daily_hashes'];

/** A limit as shown: '-1' is 'Unlimited', 1500 is '1.5k'; text that is not a number is shown as it is. */
export function limitValue(value: unknown): string {
  const text = String(value ?? '').trim();
  if (/^-?\d+$/.test(text)) return formatLimit(Number(text));
  return text;
}

export interface LimitLine {
  readonly key: string;
  readonly label: string;
  readonly value: string;
}

/** The limit lines of a metadata map: known keys first in LIMIT_LABELS order, hidden keys left out. */
export function limitLines(metadata: Readonly<Record<string, unknown>> | null | undefined): LimitLine[] {
  if (!metadata) return [];
  const known = Object.keys(LIMIT_LABELS).filter((k) => k in metadata);
  const extra = Object.keys(metadata).filter((k) => !(k in LIMIT_LABELS));
  return [...known, ...extra]
    .filter((key) => !HIDDEN_METADATA_KEYS.includes(key))
    .filter((key) => metadata[key] !== null && metadata[key] !== undefined && metadata[key] !== '')
    .map((key) => ({ key, label: LIMIT_LABELS[key] ?? humanKey(key), value: limitValue(metadata[key]) }));
}

function humanKey(key: string): string {
  const words = key.replace(/^num_/, '').split('_').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// ---- contact-us products and hidden prices -----------------------------------------------------

/** The contact-us (enterprise) products: CONTACT US, no limits (the contract's ContactUsProductId). */
export const CONTACT_US_PRODUCT_IDS: readonly string[] = ['prod_QfEn9Kp4Vd2RsJ', 'prod_QfCe4Xn7Ty2Vb8'];

/** Price ids never shown (section 9: "some price ids are hidden"; the spec does not list them). */
export const HIDDEN_PRICE_IDS: readonly string[] = [];

export function isContactUsProduct(product: Pick<ProductLike, 'product_id'>): boolean {
  return CONTACT_US_PRODUCT_IDS.includes(product.product_id);
}

/** The prices a card or a duration box shows: hidden ids left out, sorted day, week, month, year. */
export function visiblePrices<P extends PriceLike>(prices: readonly P[]): P[] {
  return sortPrices(prices.filter((p) => !p.id || !HIDDEN_PRICE_IDS.includes(p.id)));
}

/** A card's limit lines: none for a contact-us product. */
export function productLimitLines(product: ProductLike): LimitLine[] {
  return isContactUsProduct(product) ? [] : limitLines(product.prouct_metadata);
}

/** Whether a product holds the price with this id (how a current plan is matched to its product). */
export function productHasPrice(product: ProductLike, priceId: string | undefined): boolean {
  return !!priceId && product.product_plan.some((p) => p.id === priceId);
}

/** The boxes split the width by their number: 2, 3 or 4 per row, otherwise full width (a 12-column span). */
export function boxSpan(count: number): number {
  return count >= 2 && count <= 4 ? 12 / count : 12;
}
