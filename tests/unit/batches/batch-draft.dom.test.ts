import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_WRITE_DELAY, draftKey, useBatchDraft } from '@/features/batches/use-batch-draft';

const KEY = 'new.PRD1A2B3C4';
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

  it('an unchanged draft is never written', () => {
    const { unmount } = renderHook(() => useBatchDraft(KEY, undefined));
    act(() => vi.advanceTimersByTime(DRAFT_WRITE_DELAY * 2));
    window.dispatchEvent(new Event('pagehide'));
    unmount();
    expect(stored()).toBeNull();
  });
});
