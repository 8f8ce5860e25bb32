import type { ProductWithBatches } from '@/api/generated/portal/model';

/** The home list's products, as `search-products` answers them. */
export type CatalogueProduct = ProductWithBatches;

/** Live search: product names containing the typed text, case and surrounding spaces ignored. */
export function filterProducts<T extends { title: string }>(products: readonly T[], text: string): T[] {
  return searchIndex(products)(text);
}

/**
 * The same search with the names lower-cased once, for a list filtered on every keystroke:
 * build it when the loaded products change, call it with each text.
 */
export function searchIndex<T extends { title: string }>(products: readonly T[]): (text: string) => T[] {
  const names = products.map((p) => p.title.toLowerCase());
  return (text) => {
    const needle = text.trim().toLowerCase();
    if (!needle) return [...products];
    const found: T[] = [];
    for (let i = 0; i < names.length; i += 1) if (names[i]!.includes(needle)) found.push(products[i]!);
    return found;
  };
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
  return batches
    .filter((b) => Boolean(b.tracking_id?.trim()))
    .filter((b) => !publishedOnly || b.is_published === true)
    .sort((a, b) => timeOf(b.created_on) - timeOf(a.created_on));
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
