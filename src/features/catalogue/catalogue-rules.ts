import type { ProductWithBatches } from '@/api/generated/portal/model';

/** The home list's products, as `search-products` answers them. */
export type CatalogueProduct = ProductWithBatches;

/** Live search: product names containing the typed text, case and surrounding spaces ignored. */
export function filterProducts<T extends { title: string }>(products: readonly T[], text: string): readonly T[] {
  return searchIndex(products)(text);
}

/**
 * The same search for a list filtered on every keystroke (bench:search): build it when the loaded products
 * change, call it with each text. Names are lower-cased once; a text that contains the previous one (the
 * next keystroke) searches only the previous matches; an empty text gives the products themselves, and a
 * text that finds the same products as the previous call gives the previous array (nothing to re-render).
 */
export function searchIndex<T extends { title: string }>(products: readonly T[]): (text: string) => readonly T[] {
  const names = products.map((p) => p.title.toLowerCase());
  const all = products.map((_, i) => i);
  let last = { needle: '', indexes: all, found: products };
  return (text) => {
    const needle = text.trim().toLowerCase();
    if (needle === last.needle) return last.found;
    const from = last.needle && needle.includes(last.needle) ? last.indexes : all;
    const indexes = needle ? from.filter((i) => names[i]!.includes(needle)) : all;
    const same = indexes.length === last.indexes.length && indexes.every((i, k) => i === last.indexes[k]);
    const found = same ? last.found : needle ? indexes.map((i) => products[i]!) : products;
    last = { needle, indexes, found };
    return found;
  };
}

/**
 * The list shows the same rows: the same products (by id) with the same name, picture and subscription,
 * all a row paints. A server answer that brings nothing new then leaves what is painted alone.
 */
export function sameRows<T extends ListedProduct>(previous: readonly T[], next: readonly T[]): boolean {
  return (
    previous === next ||
    (previous.length === next.length &&
      previous.every((p, i) => {
        const n = next[i]!;
        return (
          p.id === n.id &&
          p.title === n.title &&
          p.image_url === n.image_url &&
          p.subscription_type === n.subscription_type
        );
      }))
  );
}

/** Gives back the previous list while `sameRows` holds: for a list shown through memoized rows. */
export function keepSameRows<T extends ListedProduct>(): (next: readonly T[]) => readonly T[] {
  let shown: readonly T[] | undefined;
  return (next) => {
    if (!shown || !sameRows(shown, next)) shown = next;
    return shown;
  };
}

interface ListedProduct {
  readonly id: string;
  readonly title: string;
  readonly image_url?: string | null;
  readonly subscription_type?: string | null;
}

/**
 * The batches the right panel lists: only those with a tracking id, newest created first,
 * and only published ones when the filter is on.
 */
export interface ListedBatch {
  readonly id: string;
  readonly tracking_id?: string | null;
  readonly is_published?: boolean;
  readonly created_on?: string;
}

export function visibleBatches<T extends ListedBatch>(batches: readonly T[], publishedOnly: boolean): T[] {
  return publishedOf(listedBatches(batches), publishedOnly);
}

/** The batches with a tracking id, newest created first (the list before the published-only filter). */
export function listedBatches<T extends ListedBatch>(batches: readonly T[]): T[] {
  // Each date is read once, not once per comparison: a product may hold thousands of batches.
  return batches
    .filter((b) => Boolean(b.tracking_id?.trim()))
    .map((batch) => ({ batch, time: timeOf(batch.created_on) }))
    .sort((a, b) => b.time - a.time)
    .map(({ batch }) => batch);
}

/** Only the published ones when the filter is on (the order kept). */
export function publishedOf<T extends ListedBatch>(batches: T[], publishedOnly: boolean): T[] {
  return publishedOnly ? batches.filter((b) => b.is_published === true) : batches;
}

/** Batches asked for at a time for a product opened by link (the server pages them). */
export const BATCH_PAGE_SIZE = 100;

/**
 * The count beside the batch list: how many it lists ('2 batches'), or, while the server has more pages, how many
 * of the product's batches have come so far ('100 of 5,000 batches loaded').
 */
export function batchCount(counts: ListCounts): string {
  return listCount(counts, 'batch', 'batches');
}

/** How many products the home list holds: '10,000 products', or '20 of 10,000 products loaded' while more can come. */
export function productCount(counts: ListCounts): string {
  return listCount(counts, 'product', 'products');
}

export interface ListCounts {
  readonly shown: number;
  readonly loaded: number;
  readonly total: number;
  readonly more: boolean;
}

/** One formatter for every count: making one per call is the costly part of a number's formatting. */
const numbers = new Intl.NumberFormat('en-US');

function listCount(counts: ListCounts, one: string, many: string): string {
  const n = (value: number) => numbers.format(value);
  if (counts.more) return `${n(counts.loaded)} of ${n(counts.total)} ${many} loaded`;
  return counts.shown === 1 ? `1 ${one}` : `${n(counts.shown)} ${many}`;
}

function timeOf(value: string | undefined): number {
  const t = value ? Date.parse(value) : NaN;
  return Number.isNaN(t) ? 0 : t;
}

/** The batch list's dates: M/D/YYYY (UTC, no leading zeros). */
export function formatBatchDate(value: string | undefined): string {
  const date = new Date(value ?? '');
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`;
}

export type CatalogueSubscription = 'tracer' | 'fastpass';

export function isCatalogueSubscription(type: string | null | undefined): type is CatalogueSubscription {
  return type === 'tracer' || type === 'fastpass';
}

/**
 * A product of the other subscription is not editable here: it shows a chip naming its
 * subscription ('Product FastPass' or 'Product Origin'), which switches to it. Null when the
 * product belongs to the current subscription.
 */
export function otherSubscriptionChip(
  productType: string | null | undefined,
  current: string | null,
): { label: string; switchTo: CatalogueSubscription } | null {
  if (!isCatalogueSubscription(productType) || productType === current) return null;
  return productType === 'fastpass'
    ? { label: 'Product FastPass', switchTo: 'fastpass' }
    : { label: 'Product Origin', switchTo: 'tracer' };
}

/** Page size of the home list (the server is asked page by page as the list scrolls). */
export const PRODUCT_PAGE_SIZE = 20;

/** The server search waits this long after the last keystroke; the loaded list answers at once. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Whether the chosen product's panel must be scrolled to after a person picks a product: its top is hidden above the
 * visible area (under the fixed header, `visibleTop`), or below its upper third. At a phone's width the panel comes
 * under the list, below the fold, and tapping a product would otherwise change only the highlight; side by side (a
 * desktop) its top is near the top of the page and nothing moves.
 */
export function panelOutOfView(panelTop: number, visibleTop: number, viewportHeight: number): boolean {
  return panelTop < visibleTop || panelTop > visibleTop + (viewportHeight - visibleTop) / 3;
}
