/**
 * The mock world's own headers on the wire, by name: what Vite's proxy (vite.config.ts) and the world's server
 * (mocks/world/server.ts) say to each other. A module of names only, so that Vite's config reads them without loading
 * the world's code.
 */

/**
 * The mark of an answer a fault loses on its way (`drop` before any byte, `cut` after the headers): the world's server
 * and Vite's proxy drop the page's connection accordingly (mocks/world/faults.ts).
 */
export const FAULT_HEADER = 'x-world-fault';

/** The page's origin, set by Vite's proxy: an uploaded file's URL is served from it. */
export const WORLD_ORIGIN_HEADER = 'x-world-origin';

/** Set by Vite's proxy: a proxy that knows the fault mark stands in front, and cuts or drops the page's answer itself. */
export const VIA_PROXY_HEADER = 'x-world-via-proxy';
