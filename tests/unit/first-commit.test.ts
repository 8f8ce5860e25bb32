import { describe, expect, it, vi } from 'vitest';
import { afterFirstCommit, firstCommitted } from '@/lib/first-commit';

// src/lib/first-commit.ts: what can wait for the app's first commit (the overlays' code) does not compete with the
// first route's chunks.
describe('afterFirstCommit', () => {
  it('holds work until the first commit, runs it then, once, and runs later work at once', () => {
    const early = vi.fn();
    afterFirstCommit(early);
    expect(early).not.toHaveBeenCalled();
    firstCommitted();
    expect(early).toHaveBeenCalledTimes(1);
    expect(performance.getEntriesByName('portal:first-commit')).toHaveLength(1);
    firstCommitted(); // StrictMode's second layout effect in development
    expect(early).toHaveBeenCalledTimes(1);
    expect(performance.getEntriesByName('portal:first-commit')).toHaveLength(1);
    const late = vi.fn();
    afterFirstCommit(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
