import type { BatchSubscription, EditingKind } from './batch-tab-props';

/** Saved batch ids are 10 characters long; anything else is the temporary id of a draft. */
export const SAVED_ID_LENGTH = 10;

export function isDraftId(id: string): boolean {
  return id.length !== SAVED_ID_LENGTH;
}

/** A temporary id for a new batch: never 10 characters, so it is never mistaken for a saved one. */
export function newDraftId(): string {
  return `draft-${Math.random().toString(36).slice(2, 10)}`;
}

export type BatchTab = 'options' | 'details' | 'facets' | 'location' | 'exhibits' | 'movements';

export const TAB_LABELS: Record<BatchTab, string> = {
  options: 'Options',
  details: 'Details',
  facets: 'Facets',
  location: 'Location',
  exhibits: 'Exhibits',
  movements: 'Movements',
};

/**
 * The tabs in order. Tracer: Options, Details, Facets, Location, Exhibits. Fastpass: Facets, Location, Exhibits,
 * Movements, then Details (its details tab is tab 4). Transit and transfer records: only Location and Exhibits.
 */
export function tabsFor(subscription: BatchSubscription, kind: EditingKind): BatchTab[] {
  if (kind === 'Transit' || kind === 'Transfer') return ['location', 'exhibits'];
  return subscription === 'tracer'
    ? ['options', 'details', 'facets', 'location', 'exhibits']
    : ['facets', 'location', 'exhibits', 'movements', 'details'];
}

/** The `?tab=` index, kept inside the tabs there are (anything else opens the first). */
export function tabIndex(value: unknown, count: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 0 && n < count ? n : 0;
}
