import type { Exhibit, ExhibitInput, ExhibitType } from '@/api/generated/portal/model';
import { cleanText, isBlank } from '@/lib/input/text';

export const EXHIBIT_TYPES: readonly ExhibitType[] = ['Quality', 'Sustainability', 'Diversity'];
export const EXHIBIT_TYPE_IDS: Record<ExhibitType, number> = { Quality: 1, Sustainability: 2, Diversity: 3 };

export const EXHIBIT_MESSAGES = {
  tracer: 'You Need Title, Description And Attachment File Filled Out.',
  other: 'You Need Title, Attachment File Filled Out.',
  inherited: 'This attachment is inherited and archived; it cannot be edited.',
} as const;

/** An attachment in the editor: new (editable), saved (view-only until edited), or inherited (archived). */
export interface ExhibitDraft {
  readonly key: string;
  readonly id?: string;
  readonly exhibit_type: ExhibitType;
  readonly title: string;
  readonly description: string;
  readonly url: string;
  readonly rank: number;
  readonly isOld: boolean;
  readonly state: 'new' | 'saved' | 'editing';
}

let counter = 0;
export function exhibitKey(): string {
  counter += 1;
  return `exhibit-${counter}`;
}

/** A rank containing '000' is fixed: the item cannot be dragged, nor moved by another's drop. */
export function isFixedRank(rank: number | null | undefined): boolean {
  return rank !== null && rank !== undefined && String(rank).includes('000');
}

/**
 * Inherited (old) attachments copied into a batch: they get ids (and ranks) of 1000 times their position,
 * counted from 1, so they stay fixed in place.
 */
export function copyOldExhibits(old: readonly Exhibit[]): ExhibitDraft[] {
  return old.map((e, i) => ({
    key: exhibitKey(),
    id: String((i + 1) * 1000),
    exhibit_type: e.exhibit_type ?? 'Quality',
    title: e.title,
    description: e.description ?? '',
    url: e.url,
    rank: (i + 1) * 1000,
    isOld: true,
    state: 'saved',
  }));
}

/** Saved attachments as editor items (inherited ones keep their flag). */
export function toExhibitDrafts(exhibits: readonly Exhibit[] | undefined): ExhibitDraft[] {
  return (exhibits ?? []).map((e, i) => ({
    key: exhibitKey(),
    ...(e.id ? { id: e.id } : {}),
    exhibit_type: e.exhibit_type ?? 'Quality',
    title: e.title,
    description: e.description ?? '',
    url: e.url,
    rank: e.rank ?? i + 1,
    isOld: e.isOld === true,
    state: 'saved',
  }));
}

/**
 * Drag and drop: move the item at `from` to `to`. Fixed items (rank with '000') never move, and a dragged
 * item cannot take a fixed item's place; the movable items get ranks 1, 2, 3… in their new order
 * (skipping any rank that would contain '000').
 */
export function moveExhibit<T extends { rank: number }>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || !items[from] || !items[to]) return [...items];
  if (isFixedRank(items[from].rank) || isFixedRank(items[to].rank)) return [...items];
  const movable = items.map((item, i) => ({ item, i })).filter(({ item }) => !isFixedRank(item.rank));
  const fromAt = movable.findIndex(({ i }) => i === from);
  const toAt = movable.findIndex(({ i }) => i === to);
  const order = movable.map(({ item }) => item);
  const [moved] = order.splice(fromAt, 1);
  order.splice(toAt, 0, moved!);
  const slots = movable.map(({ i }) => i);
  const result = [...items];
  let rank = 0;
  order.forEach((item, n) => {
    rank += 1;
    while (isFixedRank(rank)) rank += 1;
    result[slots[n]!] = { ...item, rank };
  });
  return result;
}

/** The form message of an attachment. */
export function exhibitMessage(tracer: boolean): string {
  return tracer ? EXHIBIT_MESSAGES.tracer : EXHIBIT_MESSAGES.other;
}

/** Save of an item is offered only once it has a title and an attachment. */
export function canSaveExhibit(e: Pick<ExhibitDraft, 'title' | 'url'>): boolean {
  return !isBlank(e.title) && !isBlank(e.url);
}

/** The attachments as the batch save sends them. */
export function toExhibitInputs(items: readonly ExhibitDraft[]): ExhibitInput[] {
  return items.map((e) => ({
    ...(e.id ? { id: e.id } : {}),
    exhibit_type: e.exhibit_type,
    exhibit_type_id: EXHIBIT_TYPE_IDS[e.exhibit_type],
    title: cleanText(e.title),
    description: cleanText(e.description),
    url: cleanText(e.url),
    rank: e.rank,
  }));
}
