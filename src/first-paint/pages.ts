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
  { name: 'login', path: '/login' },
  // Where the guard sends a signed-out visitor (of / or any page of the app): the same page, with its notice.
  { name: 'login-redirected', path: '/login?redirect=%2F' },
  { name: 'home-tracer', path: '/', subscription: 'tracer' },
  { name: 'home-fastpass', path: '/', subscription: 'fastpass' },
] as const;

export type FirstPaintName = (typeof FIRST_PAINT_PAGES)[number]['name'];

/**
 * Where index.html's inline script leaves the copies (their markup, by name) and the stylesheets they name, as
 * strings, for stamp.ts: the browser parses only the copy that the page shows.
 */
export const FIRST_PAINT_DATA = '__portalFirstPaintCopies';

export interface FirstPaintCopies {
  readonly copies: Readonly<Partial<Record<FirstPaintName, string>>>;
  readonly sheets: readonly string[];
}
