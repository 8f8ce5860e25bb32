import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Batch, BatchLocation } from '@/api/generated/portal/model';
import { toDrafts, type TraitDraft } from '@/components/traits-editor/traits-rules';
import { readTab, TAB_KEY_PREFIXES, writeTab, type TabKey } from '@/lib/storage';
import { copyOldExhibits, toExhibitDrafts, type ExhibitDraft } from './exhibits/exhibit-rules';

/** What the editor holds until it is saved. */
export interface BatchDraft {
  trackingId: string;
  buyAgainUrl: string;
  traits: TraitDraft[];
  exhibits: ExhibitDraft[];
  locationMode: 'yes' | 'no';
  location: BatchLocation | null;
  /** Changed since it was loaded. */
  dirty: boolean;
}

export const draftKey = (key: string): TabKey => `${TAB_KEY_PREFIXES.batchDraft}${key}`;

/** sessionStorage (the tab's own): failures (private mode, quota) leave the draft in memory only. */
const session = {
  read: (key: TabKey) => readTab(key) as BatchDraft | null,
  write: (key: TabKey, value: BatchDraft) => writeTab(key, value),
  remove: (key: TabKey) => writeTab(key, null),
};

function fromBatch(batch: Batch | undefined): BatchDraft {
  const own = toExhibitDrafts(batch?.exhibits?.filter((e) => !e.isOld));
  const old = copyOldExhibits(batch?.exhibits?.filter((e) => e.isOld) ?? []);
  return {
    trackingId: batch?.external_id ?? batch?.tracking_id ?? '',
    buyAgainUrl: batch?.buy_again_url ?? '',
    traits: [...toDrafts(batch?.inherited_facets).map((t) => ({ ...t, isOld: true })), ...toDrafts(batch?.facets)],
    exhibits: [...old, ...own],
    locationMode: 'yes',
    location: batch?.location ?? null,
    dirty: false,
  };
}

/**
 * The draft after a save whose reload came while the person went on (a new attachment begun, a field typed): the
 * reloaded batch's draft `next`, with what changed between `sent` (the draft as saved) and `current` carried over.
 * - a field or the location changed since: the current value;
 * - a trait or attachment added since: appended; one edited since that the server knows (it has an id): the current
 *   version in its place; one removed since that the server knows: removed;
 * - one that was new when saved (no id then) and was edited or removed since: the record the save made of it (the
 *   reloaded items the save added, in the same order) takes the edit, or goes.
 * Nothing changed since: `next` as it is.
 */
export function rebaseDraft(next: BatchDraft, sent: BatchDraft, current: BatchDraft): BatchDraft {
  if (current === sent) return next;
  const fields = ['trackingId', 'buyAgainUrl', 'locationMode', 'location'] as const;
  const changed = Object.fromEntries(fields.filter((f) => current[f] !== sent[f]).map((f) => [f, current[f]]));
  const traits = carryOver(next.traits, sent.traits, current.traits, (edit, made) => ({ ...edit, id: made.id }));
  const exhibits = carryOver(next.exhibits, sent.exhibits, current.exhibits, (edit, made) => ({
    ...edit,
    ...(made.id ? { id: made.id } : {}),
    // Saved now: its form's Cancel keeps it (a new one's would drop it).
    state: edit.state === 'new' ? 'editing' : edit.state,
  }));
  const dirty = Object.keys(changed).length > 0 || traits !== next.traits || exhibits !== next.exhibits;
  return { ...next, ...changed, traits, exhibits, dirty };
}

/**
 * A list after a reload (`base`), with the changes made between `sent` and `current` (the same list's drafts).
 * `adopt` makes an edit of an item that was new when sent into an edit of the record the save made of it.
 */
function carryOver<T extends { readonly key: string; readonly id?: string | null }>(
  base: T[],
  sent: T[],
  current: T[],
  adopt: (edit: T, made: T) => T,
): T[] {
  if (current === sent) return base;
  const sentByKey = new Map(sent.map((item) => [item.key, item]));
  const currentByKey = new Map(current.map((item) => [item.key, item]));
  const removed = new Set(sent.filter((item) => !currentByKey.has(item.key) && item.id).map((item) => item.id));
  const edited = new Map(
    current
      .filter((item) => item.id && sentByKey.has(item.key) && sentByKey.get(item.key) !== item)
      .map((item) => [item.id, item]),
  );
  const added = current.filter((item) => !sentByKey.has(item.key));
  const sinceNew = madeSince(base, sent, currentByKey, adopt);
  if (removed.size === 0 && edited.size === 0 && added.length === 0 && sinceNew.size === 0) return base;
  return [
    ...base.flatMap((item) => {
      if (sinceNew.has(item)) {
        const edit = sinceNew.get(item);
        return edit ? [edit] : [];
      }
      if (item.id && removed.has(item.id)) return [];
      return [item.id ? (edited.get(item.id) ?? item) : item];
    }),
    ...added,
  ];
}

/**
 * The records the save made of the items that were new when sent (no id), paired in order with the reloaded items
 * whose ids the sent list did not have, when their counts agree: each record with the edit made since (adopted), or
 * null when the item was removed since. Items unchanged since are left out.
 */
function madeSince<T extends { readonly key: string; readonly id?: string | null }>(
  base: T[],
  sent: T[],
  currentByKey: ReadonlyMap<string, T>,
  adopt: (edit: T, made: T) => T,
): Map<T, T | null> {
  const sentIds = new Set(sent.flatMap((item) => (item.id ? [item.id] : [])));
  const made = base.filter((item) => item.id && !sentIds.has(item.id));
  const unsaved = sent.filter((item) => !item.id);
  const paired = new Map<T, T | null>();
  if (made.length !== unsaved.length) return paired;
  unsaved.forEach((item, i) => {
    const record = made[i];
    const now = currentByKey.get(item.key);
    if (record && now !== item) paired.set(record, now ? adopt(now, record) : null);
  });
  return paired;
}

/** A pause in the typing after which the draft is written: a keystroke never waits for the whole draft's JSON. */
export const DRAFT_WRITE_DELAY = 400;

/** A change: a patch, or a function of the draft as it is when applied (a late answer must not undo a keystroke). */
export type DraftChange = Partial<BatchDraft> | ((d: BatchDraft) => Partial<BatchDraft>);

/**
 * The editor's draft, outside React: a part of the editor reads the slice it shows (`useDraft`) and is drawn again
 * when that slice changes, so that a keystroke in a trait draws the traits, not the whole editor.
 */
export interface DraftStore {
  /** The sessionStorage key it is kept under (the batch, or the new batch's product). */
  readonly key: string;
  readonly get: () => BatchDraft;
  readonly subscribe: (listener: () => void) => () => void;
  readonly update: (change: DraftChange) => void;
  /** The traits editor's change: the whole list. */
  readonly setTraits: (traits: TraitDraft[]) => void;
  /** The exhibits tab's change: a function of the list as it is when applied. */
  readonly changeExhibits: (change: (list: ExhibitDraft[]) => ExhibitDraft[]) => void;
  /** After a save: the draft of `next` (the batch reloaded, or nothing), and the kept one forgotten. */
  readonly reset: (next: Batch | undefined) => void;
  /**
   * After a save and the batch reloaded: the draft of `next`, with what changed since `sent` (the draft as saved)
   * carried over (`rebaseDraft`).
   */
  readonly settle: (next: Batch | undefined, sent: BatchDraft) => void;
  /**
   * The save of `sent` went through: if nothing changed since, the draft is clean at once (leaving asks nothing while
   * the batch reloads). Returns the draft to settle against.
   */
  readonly markSaved: (sent: BatchDraft) => BatchDraft;
  /** Changed since it was loaded (the leave guard asks, outside render). */
  readonly isDirty: () => boolean;
}

function createDraftStore(key: string, batch: Batch | undefined): DraftStore {
  let draft = session.read(draftKey(key)) ?? fromBatch(batch);
  const listeners = new Set<() => void>();
  const set = (next: BatchDraft) => {
    draft = next;
    for (const listener of listeners) listener();
  };
  const update = (change: DraftChange) =>
    set({ ...draft, ...(typeof change === 'function' ? change(draft) : change), dirty: true });
  return {
    key,
    get: () => draft,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    update,
    setTraits: (traits) => update({ traits }),
    changeExhibits: (change) => update((d) => ({ exhibits: change(d.exhibits) })),
    reset: (next) => {
      session.remove(draftKey(key));
      set(fromBatch(next));
    },
    markSaved: (sent) => {
      if (draft !== sent) return sent;
      session.remove(draftKey(key));
      const clean = { ...sent, dirty: false };
      set(clean);
      return clean;
    },
    settle: (next, sent) => {
      session.remove(draftKey(key));
      const settled = rebaseDraft(fromBatch(next), sent, draft);
      set(settled);
      if (settled.dirty) session.write(draftKey(key), settled);
    },
    isDirty: () => draft.dirty,
  };
}

/**
 * The editor's draft, kept in sessionStorage under the batch (or the new batch's product) so a reload or a failed
 * save loses nothing. It is written once the person pauses, and at once when the page is left (a reload, a closed
 * tab: `pagehide`), hidden, or the editor unmounted; never on every key.
 */
export function useBatchDraft(key: string, batch: Batch | undefined): DraftStore {
  const [created, setCreated] = useState(() => createDraftStore(key, batch));
  // Another product's new batch in the same editor: its own draft.
  const store = created.key === key ? created : createDraftStore(key, batch);
  if (store !== created) setCreated(store);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A change made before this subscribed (a tab's own mount) is written on leaving.
    let unwritten = store.isDirty();
    const flush = () => {
      clearTimeout(timer);
      if (!unwritten) return;
      unwritten = false;
      session.write(draftKey(store.key), store.get());
    };
    const unsubscribe = store.subscribe(() => {
      clearTimeout(timer);
      // A reset (after a save) has removed what was kept: nothing is left to write.
      unwritten = store.isDirty();
      if (unwritten) timer = setTimeout(flush, DRAFT_WRITE_DELAY);
    });
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [store]);
  return store;
}

/** The slice of the draft a part of the editor shows: drawn again when it changes (a value, or the same object). */
export function useDraft<T>(store: DraftStore, select: (draft: BatchDraft) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.get()));
}
