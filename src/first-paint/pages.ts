/**
 * The pages painted from HTML before the JavaScript runs: vite/first-paint.ts renders each at build time, at its
 * path and, with a subscription, signed in with it; choose.ts says which one an address shows. No imports: the
 * Vite config reads it.
 */
export const FIRST_PAINT_PAGES = [
  { name: 'login', path: '/login' },
  { name: 'home-tracer', path: '/', subscription: 'tracer' },
  { name: 'home-fastpass', path: '/', subscription: 'fastpass' },
] as const;

export type FirstPaintName = (typeof FIRST_PAINT_PAGES)[number]['name'];
