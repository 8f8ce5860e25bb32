import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '@/lib/after-paint';

// src/lib/after-paint.ts: work that must not delay the frame being drawn runs in a task after its paint.
describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the task after the next animation frame, not in it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const task = vi.fn();
    afterNextPaint(task);
    const frame = vi.fn();
    requestAnimationFrame(frame);
    vi.advanceTimersToNextFrame();
    // The frame's callbacks have run (its paint comes after them): the task is queued, not run.
    expect(frame).toHaveBeenCalledTimes(1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('is cancelled before the frame and after it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const early = vi.fn();
    afterNextPaint(early)();
    const late = vi.fn();
    const cancel = afterNextPaint(late);
    vi.advanceTimersToNextFrame();
    cancel();
    vi.advanceTimersByTime(100);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it('falls back to a timer where there are no animation frames', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', undefined);
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
