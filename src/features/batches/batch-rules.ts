import { isBlank, isWebAddress as isWebAddressRule } from '@/lib/input/text';
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

/** The editor's kind of a subscription: fastpass's, or tracer's for any other. */
export function batchSubscriptionOf(selected: string | null | undefined): BatchSubscription {
  return selected === 'fastpass' ? 'fastpass' : 'tracer';
}

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

/** The public page's slug: the tracking id with special characters removed. */
export function slugOf(trackingId: string): string {
  return trackingId.replace(/[^A-Za-z0-9_-]/g, '');
}

/**
 * A web address, the scheme optional: 'example.com/buy', 'https://shop.example.com', and international domain
 * names ('https://bücher.de/shop'), by the URL standard (src/lib/input/text.ts).
 */
export function isWebAddress(value: string): boolean {
  return isWebAddressRule(value);
}

export interface AddressFields {
  readonly line_1?: string | null;
  readonly city?: string | null;
  readonly state?: string | null;
  readonly zip?: string | null;
  readonly country?: string | null;
}

/** A location counts as filled only when line 1, city, state, zip and country are all set. */
export function isLocationFilled(location: AddressFields | null | undefined): boolean {
  if (!location) return false;
  return [location.line_1, location.city, location.state, location.zip, location.country].every(
    (v) => typeof v === 'string' && !isBlank(v),
  );
}

export const SAVE_TEXT = {
  trackingAndUrl: 'You Need Tracking & Buy Again URL Filled Out.',
  tracking: 'You Need Tracking ID Filled Out.',
  traits: 'You Need Traits Filled Out.',
  location: 'You Need Location Filled Out.',
  locationAndOrganization: 'You Need Location & To Organization Filled Out.',
  attachments: 'You Need Attachments Filled Out.',
  /** The batch's save says what it saves (the attachment's says 'Save attachment'); the spec's 'Save'. */
  save: 'Save batch',
} as const;

export interface SaveState {
  readonly subscription: BatchSubscription;
  readonly kind: EditingKind;
  readonly trackingId: string;
  readonly buyAgainUrl: string;
  readonly traits: readonly { title: string; description: string }[];
  readonly locationFilled: boolean;
  /** Transfer only: the receiving organization is chosen. */
  readonly toOrganization?: boolean;
  readonly exhibits: readonly { title: string; description?: string | null }[];
}

/**
 * The save button's text, in the spec's priority order: tracking (and, for tracer, the Buy Again URL), then
 * traits, then location (and the receiving organization for a transfer), then attachments; otherwise 'Save batch'.
 * Transit and transfer records have no tracking id or traits of their own.
 */
export function saveButtonText(s: SaveState): string {
  const movement = s.kind === 'Transit' || s.kind === 'Transfer';
  if (!movement) {
    if (s.subscription === 'tracer') {
      if (isBlank(s.trackingId) || !isWebAddress(s.buyAgainUrl)) return SAVE_TEXT.trackingAndUrl;
    } else if (isBlank(s.trackingId)) return SAVE_TEXT.tracking;
    if (s.traits.some((t) => isBlank(t.title) || isBlank(t.description))) return SAVE_TEXT.traits;
  }
  if (s.kind === 'Transfer') {
    if (!s.locationFilled || !s.toOrganization) return SAVE_TEXT.locationAndOrganization;
  } else if (!s.locationFilled) return SAVE_TEXT.location;
  const needsDescription = s.subscription === 'tracer';
  if (s.exhibits.some((e) => isBlank(e.title) || (needsDescription && isBlank(e.description))))
    return SAVE_TEXT.attachments;
  return SAVE_TEXT.save;
}

/** Where a save leads (spec 2, section 5): the page reloads, or the new batch opens on tab 4, or home. */
export type AfterSave = { to: 'reload' } | { to: 'batch'; batchId: string; tab: 4 } | { to: 'home' };

/**
 * An edit reloads the batch. A create from a new-batch context (the product it was created for, and a saved
 * id in the answer) opens /batches/{id}?tab=4; without that context the editor goes home.
 */
export function afterSave(s: {
  created: boolean;
  savedId: string | null | undefined;
  integrantTypeId: string;
}): AfterSave {
  if (!s.created) return { to: 'reload' };
  if (s.integrantTypeId && s.savedId && !isDraftId(s.savedId)) return { to: 'batch', batchId: s.savedId, tab: 4 };
  return { to: 'home' };
}

/**
 * The editor's heading: the product's name, then the batch ('Batch {tracking id}', 'New batch' for a
 * draft). `productTitle` is the product's read; when it could not be read (`productFailed`), the batch's own title
 * stands in for it unless it is only the tracking id again. Null while the product's name is still to come.
 */
export function batchHeading(s: {
  readonly isDraft: boolean;
  readonly batch:
    { readonly title?: string; readonly external_id?: string | null; readonly tracking_id?: string | null } | undefined;
  readonly productTitle: string | null | undefined;
  readonly productFailed: boolean;
}): { productName: string | null; batchName: string } {
  const tracking = s.batch?.external_id || s.batch?.tracking_id || '';
  const title = s.batch?.title ?? '';
  const batchName = s.isDraft ? 'New batch' : tracking ? `Batch ${tracking}` : title || 'Batch';
  if (s.productTitle) return { productName: s.productTitle, batchName };
  const standIn = s.productFailed && title && title !== tracking && !s.isDraft ? title : null;
  return { productName: standIn, batchName };
}
