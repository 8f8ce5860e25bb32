import type { MovementLocation, TransferredBatch } from '@/api/generated/portal/model';

/** The transferred batches' words (spec 2, sections 4, 5 and 8; spec 3, section 4). */
export const TRANSFERRED_MESSAGES = {
  cloned: 'Clone Successful',
  /** Not in the spec. */
  empty: 'No batches have been transferred to your organization yet.',
  chooseOne: 'Choose a batch to see where it came from.',
  /** Not in the spec: before the links to the batches made from it. */
  clonedAs: 'Cloned into your catalogue as',
} as const;

/** Whether the organization has cloned a transferred batch already (its row lists the clones): Clone Again. */
export const wasCloned = (batch: Pick<TransferredBatch, 'clones'>): boolean => (batch.clones?.length ?? 0) > 0;

/** Batches listed a page at a time: the answer comes whole, and the list pages it here. */
export const TRANSFERRED_PAGE_SIZE = 20;

/** The rows of a page (counted from 0), and how many pages there are (at least one). */
export function pageOf<T>(rows: readonly T[], page: number, size: number): { rows: readonly T[]; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const at = Math.min(Math.max(0, page), pages - 1);
  return { rows: rows.slice(at * size, at * size + size), pages };
}

/** A static batch number as typed: spaces are stripped on entry. */

/** The slug of a static batch number: lower case, special characters removed ('VL-ASH-RM-2026-0309' → 'vl-ash-rm-2026-0309'). */
export function batchSlug(externalId: string): string {
  return externalId
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A clone's result counts as failed when it carries a statusCode (an HTTP error body in a 200). */
export function cloneFailed(result: unknown): result is { statusCode: number; message?: string } {
  return typeof result === 'object' && result !== null && 'statusCode' in result;
}

/** A transfer location on one line: '2150 NW Front Ave, Portland, OR 97209, US'. */
export function locationLine(location: MovementLocation | null | undefined): string {
  if (!location) return '—';
  const place = [location.state, location.zip].filter(Boolean).join(' ');
  return [location.line_1, location.city, place, location.country].filter(Boolean).join(', ');
}
