/**
 * The hand-over from the copy painted from HTML to the app. The copy is inert, so a click on it does nothing
 * there; stamp.ts keeps where the last one landed (`data-first-paint-click` on #root, viewport coordinates), and
 * once the app has drawn the same page in its place, that click goes to what is now under it: a field takes the
 * focus, a button or a link is clicked. Nothing the person did before the app ran is lost. No React here: stamp.ts,
 * index.html's inline script, is built from it.
 */
export const CLICK_ATTRIBUTE = 'data-first-paint-click';

const COPY = ':scope > [data-first-paint]';
const ACTIONABLE = 'button, a[href], input, textarea, select, label, [role="button"], [role="combobox"], [role="tab"]';

/** stamp.ts: from now until the app has replaced the copy, the last click of a pointer on the page is kept. */
export function keepClicksOnCopy(root: HTMLElement): void {
  const keep = (event: MouseEvent) => {
    if (!root.querySelector(COPY)) {
      document.removeEventListener('click', keep, true);
      return;
    }
    // A pointer's click (a script's element.click() has no place on the page).
    if (event.detail > 0)
      root.setAttribute(CLICK_ATTRIBUTE, `${Math.round(event.clientX)},${Math.round(event.clientY)}`);
  };
  document.addEventListener('click', keep, true);
}

/** After the app's first commit: the kept click, if any, to what is under it now. */
export function handOverClick(root: HTMLElement | null): void {
  const kept = root?.getAttribute(CLICK_ATTRIBUTE);
  if (!root || !kept) return;
  root.removeAttribute(CLICK_ATTRIBUTE);
  const [x = -1, y = -1] = kept.split(',').map(Number);
  const target = document.elementFromPoint(x, y)?.closest<HTMLElement>(ACTIONABLE);
  if (!target || !root.contains(target)) return;
  if (target.matches('input, textarea, select')) target.focus();
  else target.click();
}
