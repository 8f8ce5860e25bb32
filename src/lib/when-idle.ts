/**
 * Runs `task` once the browser is idle after the page has painted (at the latest after 3 s), or after 1.5 s where
 * there is no `requestIdleCallback`: for code a screen will want soon, not for its first view.
 */
export function whenIdle(task: () => void): void {
  if (typeof window === 'undefined') return;
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 3000 });
  else window.setTimeout(task, 1500);
}
