/**
 * The app's first commit (src/first-paint/first-paint-hand-over.tsx marks it): work that can wait for it, such as
 * fetching the code of overlays that are not on the first page, waits for it, so that it does not compete with the
 * first route's own chunks. `npm run bench:paint` reports the moment as when the page answers.
 */
const waiting: (() => void)[] = [];
let committed = false;

/** Runs `task` once the app has committed its first page (at once if it has). */
export function afterFirstCommit(task: () => void): void {
  if (committed) task();
  else waiting.push(task);
}

/** The app's first commit: marked for the bench, and what waited for it runs. */
export function firstCommitted(): void {
  if (committed) return;
  committed = true;
  performance.mark('portal:first-commit');
  waiting.splice(0).forEach((task) => task());
}
