// The mock servers answer this machine's own pages and programs only (docs/security.md, 'The mock world stays
// local'): the world's server (mocks/world/server.ts), its control calls (mocks/world/control.ts, under MSW too) and
// the front of Prism (mocks/prism/binary-front.mjs). Pure functions, in plain JS with JSDoc types so that the .mjs
// starters and the TypeScript of the world import the same rules (types for tsc: local-guard.d.mts).
//
// - A request whose Host is not the server's own loopback name and port is refused: a page on another name that
//   resolves to 127.0.0.1 (DNS rebinding) is same-origin to itself, sends no Origin on a GET, and would otherwise
//   read and change every world.
// - A request with an Origin header that is not a page on this machine is refused: another site's page, a sandboxed
//   frame or file (`null`), another scheme.
// - A write to the world's own calls (`/__world/…`) is JSON (a form or a text/plain body, which any site may send
//   without asking, is refused) and, with an Origin, a local one.

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];
const LOCAL_ORIGIN = /^http:\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::(\d{1,5}))?$/i;
const JSON_TYPE = /^\s*application\/json\s*(?:;.*)?$/i;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when `hostHeader` names this server on the loopback: `127.0.0.1:<port>`, `localhost:<port>` or
 * `[::1]:<port>`, exactly (case aside). No other name, no name without its port.
 * @param {string | null | undefined} hostHeader
 * @param {number | string} port
 * @returns {boolean}
 */
export function isOwnHost(hostHeader, port) {
  if (typeof hostHeader !== 'string') return false;
  const host = hostHeader.toLowerCase();
  return LOOPBACK_NAMES.some((name) => host === `${name}:${port}`);
}

/**
 * True when `origin` is a page served over http from this machine's loopback (`http://127.0.0.1:*`,
 * `http://localhost:*`, `http://[::1]:*`). Not `null` (a sandboxed frame, a file, a redirect), no other scheme.
 * @param {string | null | undefined} origin
 * @returns {boolean}
 */
export function isLocalOrigin(origin) {
  if (typeof origin !== 'string') return false;
  const match = LOCAL_ORIGIN.exec(origin);
  if (!match) return false;
  const port = match[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}

/**
 * True when a request changes something: any method but GET, HEAD and OPTIONS.
 * @param {string | null | undefined} method
 * @returns {boolean}
 */
export function isWrite(method) {
  return !READS.has(String(method ?? 'GET').toUpperCase());
}

/**
 * True for a JSON body's type (`application/json`, with parameters such as a charset).
 * @param {string | null | undefined} contentType
 * @returns {boolean}
 */
export function isJsonType(contentType) {
  return typeof contentType === 'string' && JSON_TYPE.test(contentType);
}

/**
 * @typedef {{ statusCode: number, message: string, error: string }} Refusal
 * The answer to a refused request, in the backend's error shape.
 */

/** @type {(statusCode: number, message: string) => Refusal} */
const refusal = (statusCode, message) => ({
  statusCode,
  message,
  error: statusCode === 415 ? 'Unsupported Media Type' : 'Forbidden',
});

/**
 * Why a server on `port` refuses a request (403), or null: its Host is not the server's own, or it carries an
 * Origin that is not local (`allowedOrigin`: one more origin to accept, the request's own under MSW in a page).
 * @param {{ host: string | null | undefined, origin: string | null | undefined, port: number | string, allowedOrigin?: string }} request
 * @returns {Refusal | null}
 */
export function localRefusal({ host, origin, port, allowedOrigin }) {
  if (!isOwnHost(host, port))
    return refusal(403, `This mock server answers its own address only (127.0.0.1:${port}, localhost:${port}).`);
  return originRefusal(origin, allowedOrigin);
}

/**
 * Why a request's Origin is refused (403), or null when it has none, a local one, or `allowedOrigin`.
 * @param {string | null | undefined} origin
 * @param {string} [allowedOrigin]
 * @returns {Refusal | null}
 */
export function originRefusal(origin, allowedOrigin) {
  if (origin === undefined || origin === null) return null;
  if (isLocalOrigin(origin) || (allowedOrigin !== undefined && origin === allowedOrigin)) return null;
  return refusal(403, 'This mock server answers pages on this machine only (http://127.0.0.1, http://localhost).');
}

/**
 * Why a call to the world's own `/__world/…` is refused, or null: a write that is not JSON (415), or whose Origin is
 * not local (403). Reads, and paths outside `/__world/`, are not this rule's.
 * @param {{ method: string | null | undefined, path: string, contentType: string | null | undefined, origin: string | null | undefined, allowedOrigin?: string }} request
 * @returns {Refusal | null}
 */
export function worldWriteRefusal({ method, path, contentType, origin, allowedOrigin }) {
  if (!path.startsWith('/__world/') || !isWrite(method)) return null;
  const foreign = originRefusal(origin, allowedOrigin);
  if (foreign) return foreign;
  if (!isJsonType(contentType))
    return refusal(415, 'The mock world takes its changes as JSON only (Content-Type: application/json).');
  return null;
}

/**
 * An answer's headers with the CORS allowance only for a local origin: every `Access-Control-*` header the server
 * behind wrote (Prism reflects any origin, with credentials) is dropped, and for a local `origin` the allowance is
 * that origin's alone.
 * @template {string | string[] | number | undefined} V
 * @param {Record<string, V>} headers the answer's headers, lower-case names
 * @param {string | null | undefined} origin the request's Origin
 * @returns {Record<string, V | string>}
 */
export function localCorsHeaders(headers, origin) {
  /** @type {Record<string, V | string>} */
  const kept = {};
  for (const [name, value] of Object.entries(headers))
    if (!name.toLowerCase().startsWith('access-control-')) kept[name] = value;
  if (!isLocalOrigin(origin)) return kept;
  const allowed = /** @type {string} */ (origin);
  for (const [name, value] of Object.entries(headers))
    if (/^access-control-(allow-(headers|methods)|expose-headers|max-age)$/i.test(name)) kept[name] = value;
  kept['access-control-allow-origin'] = allowed;
  kept['access-control-allow-credentials'] = 'true';
  const vary = String(headers.vary ?? '');
  if (!/\borigin\b/i.test(vary)) kept.vary = vary ? `${vary}, Origin` : 'Origin';
  return kept;
}
