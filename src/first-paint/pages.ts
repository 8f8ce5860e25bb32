/**
 * The pages painted from HTML before the JavaScript runs: vite/first-paint.ts renders each at build time, at its
 * path and, with a subscription, signed in with it; choose.ts says which one an address shows. No imports: the
 * Vite config reads it.
 *
 * The pages of a first visit that are not here, and why: each would be drawn from the address and the stored session
 * alone, and these are not.
 * - The batch editor (/batches/{id}): its first drawing is the batch, an answer of the API for that id and that
 *   person. A frame without it would be replaced as soon as it came, so the route starts its calls with its code
 *   instead (src/features/batches/load-batch-editor.ts).
 * - The dashboards, the home of verifier, publisher and compliance: their cards are the organization's figures,
 *   and their periods are counted from today. Their route starts their calls with its code too.
 * - The home of a subscription without a dashboard (the welcome) and any home behind an access gate (free trial,
 *   domain, approval): rare on a first visit, and the gate's notice is the organization's.
 */
export const FIRST_PAINT_PAGES = [
  { name: 'login', path: '/login', atOnce: true },
  // Where the guard sends a signed-out visitor (of / or any page of the app): the same page, with its notice.
  { name: 'login-redirected', path: '/login?redirect=%2F', atOnce: true },
  { name: 'home-tracer', path: '/', subscription: 'tracer', atOnce: false },
  { name: 'home-fastpass', path: '/', subscription: 'fastpass', atOnce: false },
] as const;

/**
 * The marker on a copy in #root (its value: the indexes of the stylesheets it names): main.tsx waits for the route
 * before its first render when it is there.
 */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

/** The copy painted from HTML in `root`, or null. */
export function paintedCopy(root: ParentNode): Element | null {
  return root.querySelector(`:scope > [${FIRST_PAINT_ATTRIBUTE}]`);
}

/**
 * How React's first render replaces a copy (main.tsx). In slices (a transition), by default: typing into the copy is
 * not held up by one long task while the page is rendered behind it, and the signed-in homes' render in one task took
 * the blocking time on / over its target. A page marked `atOnce` is small enough to be rendered in one task: the
 * sign-in page then answers sooner, with a blocking time within the target (docs/adr/0006). The build marks its copy
 * (`FIRST_PAINT_AT_ONCE`, vite/first-paint.ts).
 */
export const FIRST_PAINT_AT_ONCE = 'data-first-paint-at-once';

/** Whether React's first render over `copy` (the copy in #root, or null) goes in slices rather than in one task. */
export function renderInSlices(copy: Element | null): boolean {
  return copy !== null && !copy.hasAttribute(FIRST_PAINT_AT_ONCE);
}

export type FirstPaintName = (typeof FIRST_PAINT_PAGES)[number]['name'];

/**
 * The id prefix of index.html's data blocks (vite/first-paint.ts): each copy's markup (`…-login`) and each stylesheet
 * the copies name (`…-sheet-0`) as the text of a `<script type="text/plain">`, which the browser neither runs nor
 * parses as JavaScript nor as HTML; stamp.ts reads only the copy that the page shows, and its sheets.
 */
export const FIRST_PAINT_DATA = 'portal-first-paint';

/** The id of a copy's data block, or of a stylesheet's (by its index). */
export const firstPaintBlockId = (name: FirstPaintName | number): string =>
  typeof name === 'number' ? `${FIRST_PAINT_DATA}-sheet-${name}` : `${FIRST_PAINT_DATA}-${name}`;
