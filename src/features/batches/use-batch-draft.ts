import { useCallback, useEffect, useRef, useState } from 'react';
import type { Batch, BatchLocation } from '@/api/generated/portal/model';
import { toDrafts, type TraitDraft } from '@/components/traits-editor/traits-rules';
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

export const draftKey = (key: string) => `portal.batchDraft.${key}`;

/** sessionStorage (the tab's own): failures (private mode, quota) leave the draft in memory only. */
const session = {
  read(key: string): BatchDraft | null {
    try {
      const raw = globalThis.sessionStorage?.getItem(key);
      return raw ? (JSON.parse(raw) as BatchDraft) : null;
    } catch {
      return null;
    }
  },
  write(key: string, value: BatchDraft) {
    try {
      globalThis.sessionStorage?.setItem(key, JSON.stringify(value));
    } catch {
      /* in memory only */
    }
  },
  remove(key: string) {
    try {
      globalThis.sessionStorage?.removeItem(key);
    } catch {
      /* nothing stored */
    }
  },
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
 * The editor's state, kept in sessionStorage under the batch (or the new batch's product) so a reload or a
 * failed save loses nothing; `clear` forgets it after a save.
 */
export function useBatchDraft(key: string, batch: Batch | undefined) {
  const [draft, setDraft] = useState<BatchDraft>(() => session.read(draftKey(key)) ?? fromBatch(batch));
  // Read by the leave guard outside render; set where the draft changes.
  const dirty = useRef(draft.dirty);
  useEffect(() => {
    if (draft.dirty) session.write(draftKey(key), draft);
  }, [draft, key]);
  // A patch, or a function of the draft as React applies it (a late answer must not undo a keystroke).
  const update = useCallback((patch: Partial<BatchDraft> | ((d: BatchDraft) => Partial<BatchDraft>)) => {
    dirty.current = true;
    setDraft((d) => ({ ...d, ...(typeof patch === 'function' ? patch(d) : patch), dirty: true }));
  }, []);
  const reset = useCallback(
    (next: Batch | undefined) => {
      session.remove(draftKey(key));
      dirty.current = false;
      setDraft(fromBatch(next));
    },
    [key],
  );
  const isDirty = useCallback(() => dirty.current, []);
  return { draft, update, reset, isDirty };
}
