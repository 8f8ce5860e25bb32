/** Steps taken between two looks at the idle time left. */
const SLICE = 100;

/**
 * Calls `step` for every index from 0 to `count - 1` while the browser is idle, a slice at a time, so that no task
 * grows long (where there is no idle callback, a slice per timer). Returns a cancel: no step is taken after it.
 */
export function inIdleSlices(count: number, step: (index: number) => void): () => void {
  let next = 0;
  let stopped = false;
  const run = (deadline?: IdleDeadline) => {
    if (stopped) return;
    do {
      const end = Math.min(count, next + SLICE);
      for (; next < end; next++) step(next);
    } while (next < count && deadline !== undefined && deadline.timeRemaining() > 1);
    if (next < count) schedule(run);
  };
  if (count > 0) schedule(run);
  return () => {
    stopped = true;
  };
}

function schedule(run: (deadline?: IdleDeadline) => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run);
  else window.setTimeout(() => run(), 0);
}
