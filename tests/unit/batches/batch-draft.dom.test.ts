import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DRAFT_WRITE_DELAY,
  draftKey,
  rebaseDraft,
  useBatchDraft,
  type BatchDraft,
} from '@/features/batches/use-batch-draft';
import type { ExhibitDraft } from '@/features/batches/exhibits/exhibit-rules';
import { OMEGA_PRODUCT } from '../../../test-support/example-world';

const KEY = `new.${OMEGA_PRODUCT}`;
const stored = () => {
  const raw = sessionStorage.getItem(draftKey(KEY));
  return raw ? (JSON.parse(raw) as { trackingId: string }) : null;
};

describe('useBatchDraft: the draft kept across a reload', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is written once the typing pauses, not on every key', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const { result } = renderHook(() => useBatchDraft(KEY, undefined));
    for (const trackingId of ['L', 'LO', 'LOT', 'LOT8', 'LOT88']) {
      act(() => result.current.update({ trackingId }));
      act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY - 1));
    }
    expect(stored()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(stored()).toMatchObject({ trackingId: 'LOT88', dirty: true });
    expect(setItem.mock.calls.filter(([key]) => key === draftKey(KEY))).toHaveLength(1);
  });

  it('is written at once when the page is left (a reload or a closed tab)', () => {
    const { result } = renderHook(() => useBatchDraft(KEY, undefined));
    act(() => result.current.update({ trackingId: 'LOT88' }));
    expect(stored()).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()).toMatchObject({ trackingId: 'LOT88' });
  });

  it('is written at once when the page is hidden', () => {
    const { result } = renderHook(() => useBatchDraft(KEY, undefined));
    act(() => result.current.update({ trackingId: 'LOT88' }));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    expect(stored()).toMatchObject({ trackingId: 'LOT88' });
  });

  it('is written at once when the editor is left for another screen, and read back when it opens again', () => {
    const first = renderHook(() => useBatchDraft(KEY, undefined));
    act(() => first.result.current.update({ trackingId: 'LOT88' }));
    first.unmount();
    expect(stored()).toMatchObject({ trackingId: 'LOT88' });
    const again = renderHook(() => useBatchDraft(KEY, undefined));
    expect(again.result.current.get().trackingId).toBe('LOT88');
  });

  it('a reset (after a save) forgets it, and a write that was waiting does not bring it back', () => {
    const { result, unmount } = renderHook(() => useBatchDraft(KEY, undefined));
    act(() => result.current.update({ trackingId: 'LOT88' }));
    act(() => result.current.reset(undefined));
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY * 2));
    window.dispatchEvent(new Event('pagehide'));
    unmount();
    expect(stored()).toBeNull();
  });

  it('a save that went through leaves it clean while the batch reloads; a change after that is dirty again', () => {
    const { result, unmount } = renderHook(() => useBatchDraft(KEY, undefined));
    act(() => result.current.update({ trackingId: 'LOT88' }));
    const sent = result.current.get();
    let saved = sent;
    act(() => {
      saved = result.current.markSaved(sent);
    });
    expect(result.current.isDirty()).toBe(false);
    expect(stored()).toBeNull();
    act(() => result.current.update({ buyAgainUrl: 'verdantlabs.com/shop' }));
    expect(result.current.isDirty()).toBe(true);
    act(() => result.current.settle(undefined, saved));
    expect(result.current.get()).toMatchObject({ buyAgainUrl: 'verdantlabs.com/shop', dirty: true });
    unmount();
  });

  it('an unchanged draft is never written', () => {
    const { unmount } = renderHook(() => useBatchDraft(KEY, undefined));
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY * 2));
    window.dispatchEvent(new Event('pagehide'));
    unmount();
    expect(stored()).toBeNull();
  });
});

describe('rebaseDraft: a save whose reload came while the person went on', () => {
  const exhibit = (key: string, title: string, extra: Partial<ExhibitDraft> = {}): ExhibitDraft => ({
    key,
    exhibit_type: 'Quality',
    title,
    description: '',
    url: '',
    rank: 1,
    isOld: false,
    state: 'saved',
    ...extra,
  });
  const draft = (extra: Partial<BatchDraft> = {}): BatchDraft => ({
    trackingId: 'LOT88',
    buyAgainUrl: '',
    traits: [],
    exhibits: [],
    locationMode: 'yes',
    location: null,
    dirty: false,
    ...extra,
  });

  it('is the reloaded batch when nothing changed since the save', () => {
    const sent = draft({ dirty: true });
    const next = draft({ exhibits: [exhibit('e9', 'COA', { id: 'EXH1' })] });
    expect(rebaseDraft(next, sent, sent)).toBe(next);
  });

  it('keeps an attachment begun, a field typed and an edit made since, and drops one removed since', () => {
    const coa = exhibit('e1', 'COA', { id: 'EXH1' });
    const spec = exhibit('e2', 'Spec', { id: 'EXH2' });
    const sent = draft({ exhibits: [coa, spec], dirty: true });
    const begun = exhibit('e3', 'Stability study', { state: 'new' });
    const current = {
      ...sent,
      buyAgainUrl: 'verdantlabs.com/shop',
      exhibits: [{ ...coa, title: 'COA, lot 88', state: 'editing' as const }, begun],
    };
    // The reload gives every item a new key, as fromBatch does.
    const next = draft({
      exhibits: [
        { ...coa, key: 'e7' },
        { ...spec, key: 'e8' },
      ],
    });
    const settled = rebaseDraft(next, sent, current);
    expect(settled.buyAgainUrl).toBe('verdantlabs.com/shop');
    expect(settled.exhibits.map((e) => [e.title, e.state])).toEqual([
      ['COA, lot 88', 'editing'],
      ['Stability study', 'new'],
    ]);
    expect(settled.dirty).toBe(true);
    expect(settled.trackingId).toBe('LOT88');
  });

  it('carries an edit of an attachment that was new at the save onto the record the save made of it', () => {
    const coa = exhibit('e1', 'COA', { id: 'EXH1' });
    const study = exhibit('e2', 'Stability study');
    const sent = draft({ exhibits: [coa, study], dirty: true });
    const current = {
      ...sent,
      exhibits: [coa, { ...study, title: 'Stability study, 6 months', state: 'new' as const }],
    };
    const next = draft({
      exhibits: [
        { ...coa, key: 'e7' },
        { ...study, key: 'e8', id: 'EXH2' },
      ],
    });
    const settled = rebaseDraft(next, sent, current);
    // The edit, on the record the save made (its id): the next save changes it, never makes a second one.
    expect(settled.exhibits.map((e) => [e.id, e.title, e.state])).toEqual([
      ['EXH1', 'COA', 'saved'],
      ['EXH2', 'Stability study, 6 months', 'editing'],
    ]);
    expect(settled.dirty).toBe(true);
  });

  it('drops the record of an attachment new at the save and removed since; an unchanged one stays as reloaded', () => {
    const study = exhibit('e2', 'Stability study');
    const coa = exhibit('e3', 'COA');
    const sent = draft({ exhibits: [study, coa], dirty: true });
    const current = { ...sent, exhibits: [coa] };
    const next = draft({
      exhibits: [
        { ...study, key: 'e8', id: 'EXH2' },
        { ...coa, key: 'e9', id: 'EXH3' },
      ],
    });
    const settled = rebaseDraft(next, sent, current);
    expect(settled.exhibits.map((e) => [e.id, e.key])).toEqual([['EXH3', 'e9']]);
  });

  it('carries a trait new at the save and edited since onto the facet the save made', () => {
    const trait = { key: 't1', title: 'Origin', description: 'Chile', group_id: null };
    const sent = draft({ traits: [trait], dirty: true });
    const current = { ...sent, traits: [{ ...trait, description: 'Chile, Maule valley' }] };
    const next = draft({ traits: [{ ...trait, key: 'FCT1', id: 'FCT1' }] });
    expect(rebaseDraft(next, sent, current).traits).toEqual([
      { key: 't1', id: 'FCT1', title: 'Origin', description: 'Chile, Maule valley', group_id: null },
    ]);
  });
});
