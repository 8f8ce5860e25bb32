import { afterEach, describe, expect, it, vi } from 'vitest';
import { inIdleSlices } from '@/components/data-table/idle-slices';

afterEach(() => vi.useRealTimers());

describe('inIdleSlices', () => {
  it('steps through every index once, in order, a slice per idle task', () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    inIdleSlices(1_000, (i) => seen.push(i));
    expect(seen).toEqual([]);
    vi.advanceTimersToNextTimer();
    // The test set-up's idle callback has no time left: one slice per task.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBeLessThan(1_000);
    vi.runAllTimers();
    expect(seen).toEqual(Array.from({ length: 1_000 }, (_, i) => i));
  });

  it('stops when cancelled', () => {
    vi.useFakeTimers();
    const step = vi.fn();
    const cancel = inIdleSlices(1_000, step);
    vi.advanceTimersToNextTimer();
    const done = step.mock.calls.length;
    cancel();
    vi.runAllTimers();
    expect(step).toHaveBeenCalledTimes(done);
  });
});
