import { registerReset } from '@/lib/module-store';
import { ApiError } from './api-error';
import { afterLostAnswer, beforeResend, outcomeOpen, sentBody, type SentWrite } from './write-outcome';

/**
 * The one fetch function behind every generated hook (orval's custom mutator).
 * - base URL from VITE_API_URL (default /api, which Vite proxies to Prism);
 * - the bearer token and the selectedsubscription header from the session;
 * - JSON, multipart (FormData) and text bodies pass through as orval built them;
 * - the backend's envelope: HTTP 200 with body status "0" (or "2") is a failure;
 * - every failure becomes one ApiError; in development and test builds a response that
 *   breaks the contract becomes an ApiError naming the operation and the broken fields;
 * - a call given `onUploadProgress` (a hook's `request` option) is sent by XMLHttpRequest, which
 *   reports how much of the body went out (fetch cannot); everything else above stays the same.
 */

/** How much of a request body went out: `total` is 0 when the browser cannot tell. */
export interface UploadProgressInfo {
  readonly loaded: number;
  readonly total: number;
}

/** The options of one call: fetch's, and the upload progress callback. */
export interface ApiRequestInit extends RequestInit {
  readonly onUploadProgress?: (progress: UploadProgressInfo) => void;
}

/** The percentage (0–100, whole) of an upload's progress; 0 while the total is unknown. */
export function uploadPercent({ loaded, total }: UploadProgressInfo): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((loaded / total) * 100)));
}

export interface ClientContext {
  getToken(): string | null;
  getSubscription(): string | null;
  /** Headers added to one call (the replay panel uses it in mock builds). */
  decorate?(operationId: string, headers: Headers): void;
  /** Told about every answered call (the replay panel's log in mock builds). */
  observe?(call: { operationId: string; status: number; headers: Headers }): void;
}

const NO_CONTEXT: ClientContext = { getToken: () => null, getSubscription: () => null };
let context = NO_CONTEXT;
registerReset('api client context', () => {
  context = NO_CONTEXT;
});

/** Merges into the context: the router sets the session side, the replay panel (mock builds) the hooks. */
export function configureClient(next: Partial<ClientContext>): void {
  context = { ...context, ...next };
}

export const API_URL: string = import.meta.env.VITE_API_URL || '/api';

/**
 * The headers the client context adds to a documented call that does not go through this client
 * (the tus upload's own requests): in mock builds, the replay panel's arming. Empty otherwise.
 */
export function decorationsFor(operationId: string): Record<string, string> {
  const headers = new Headers();
  context.decorate?.(operationId, headers);
  return Object.fromEntries(headers.entries());
}

/**
 * The operation table (every documented call's method and path) is not needed to paint the first screen:
 * it is fetched in parallel with the entry, as its own chunk, and awaited by the first call.
 */
const operations = import('./operations');

/**
 * How long a call may wait for its answer before the portal gives up on it (an upload with a progress bar waits as
 * long as it moves). A read given up is asked again; a write given up is read back (src/api/write-outcome.ts).
 */
export const REQUEST_TIMEOUT_MS = 20_000;

/** Failures whose body says so although HTTP says 200. */
const FAILURE_STATUSES = new Set(['0', '2']);

export async function apiFetch<T>(url: string, options: ApiRequestInit = {}): Promise<T> {
  return call<T>('portal', url, options);
}

/**
 * Third-party services are addressed as /ext/<service>/… by their generated hooks; each one's
 * base URL comes from VITE_EXT_<SERVICE>_URL (for example VITE_EXT_LABEL_DATABASE_URL), and in
 * the mock modes stays /ext/<service>, which Prism or MSW answer.
 */
export async function thirdPartyFetch<T>(url: string, options: ApiRequestInit = {}): Promise<T> {
  return call<T>('third-party', url, options);
}

export function thirdPartyBase(service: string): string {
  const key = `VITE_EXT_${service.toUpperCase().replace(/-/g, '_')}_URL`;
  const configured = (import.meta.env as Record<string, string | undefined>)[key];
  return configured || `/ext/${service}`;
}

function resolveUrl(service: Service, url: string): string {
  const ext = /^\/ext\/([\w-]+)(\/.*)?$/.exec(url);
  if (service === 'third-party' && ext?.[1]) return `${thirdPartyBase(ext[1])}${ext[2] ?? ''}`;
  return `${API_URL}${url}`;
}

type Service = 'portal' | 'third-party';

async function call<T>(service: Service, url: string, requestOptions: ApiRequestInit): Promise<T> {
  const { onUploadProgress, ...given } = requestOptions;
  // Every file part goes out typed by what it holds, never by the browser's guess (docs/security.md, uploads).
  // Loaded with the first upload, not with the sign-in page.
  const options =
    given.body instanceof FormData
      ? { ...given, body: await (await import('./typed-parts')).typedByContent(given.body) }
      : given;
  const method = (options.method ?? 'GET').toUpperCase();
  const route = (await operations).findOperation(method, url);
  const operation = route?.id ?? `${method} ${url}`;
  const publicCall = service === 'third-party' || (route?.public ?? false);
  const headers = new Headers(options.headers);
  if (options.body instanceof FormData) headers.delete('Content-Type'); // the browser sets the boundary
  const token = context.getToken();
  // Between a sign-out (or an expired session) and the next page, screens may still ask: such a call
  // cannot succeed and is not sent.
  if (service === 'portal' && route && !route.public && !token) {
    throw new ApiError({ kind: 'signed-out', operation, httpStatus: 0, publicCall });
  }
  if (service === 'portal' && token && !route?.public) {
    headers.set('Authorization', `Bearer ${token}`);
    const subscription = context.getSubscription();
    if (subscription) headers.set('selectedsubscription', subscription);
  }
  context.decorate?.(operation, headers);

  // A write (not a read: those are asked again by the query's retry): what it sends, for reading it back if its answer
  // is lost, and reading back first when the same write lost its answer before.
  const write: SentWrite | undefined =
    route && !route.reads ? { operation, url, body: sentBody(options.body), sentAt: Date.now() } : undefined;
  if (write) {
    const known = await beforeResend(write);
    if (known) return known.answer as T;
  }
  const lost = (failure: ApiError): Promise<T> =>
    write && outcomeOpen(failure) ? (afterLostAnswer(write, failure) as Promise<T>) : Promise.reject(failure);

  let response: Response;
  const timeout = onUploadProgress ? undefined : AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  try {
    const signal = timeout && options.signal ? AbortSignal.any([options.signal, timeout]) : (timeout ?? options.signal);
    const init: RequestInit = { ...options, method, headers, ...(signal ? { signal } : {}) };
    response = onUploadProgress
      ? await sendWithProgress(resolveUrl(service, url), init, onUploadProgress)
      : await fetch(resolveUrl(service, url), init);
  } catch (cause) {
    const timedOut = timeout?.aborted === true && options.signal?.aborted !== true;
    // By name: an AbortError may come from another realm's DOMException (jsdom's signal in tests).
    if (!timedOut && (cause as { name?: unknown } | null)?.name === 'AbortError') throw cause;
    return lost(new ApiError({ kind: 'network', operation, httpStatus: 0, publicCall, timedOut }));
  }
  context.observe?.({ operationId: operation, status: response.status, headers: response.headers });

  let body: unknown;
  try {
    body = await readBody(response);
  } catch {
    // The connection dropped while the answer came.
    return lost(new ApiError({ kind: 'network', operation, httpStatus: 0, publicCall }));
  }
  if (!response.ok) {
    const fields = messageFields(body);
    return lost(new ApiError({ kind: 'http', operation, httpStatus: response.status, body, publicCall, ...fields }));
  }
  if (isRecord(body) && typeof body.status === 'string' && FAILURE_STATUSES.has(body.status)) {
    throw new ApiError({
      kind: 'body',
      operation,
      httpStatus: response.status,
      bodyStatus: body.status,
      publicCall,
      serverMessage: typeof body.message === 'string' ? body.message : undefined,
      body,
    });
  }
  if (route) {
    // Development builds check the whole schema; production builds the answer's shape (a few kilobytes of it).
    const violations = import.meta.env.DEV
      ? (await import('./contract-check')).contractViolations(route.id, response.status, body)
      : (await operations).answerViolations(route.id, response.status, body);
    if (violations.length > 0) {
      throw new ApiError({ kind: 'contract', operation, httpStatus: response.status, body, violations, publicCall });
    }
  }
  return body as T;
}

/** Statuses whose Response may carry no body. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * fetch's contract (a Response, a TypeError when nothing answered, an AbortError on abort) over an
 * XMLHttpRequest, for the upload progress fetch does not report.
 */
function sendWithProgress(
  url: string,
  init: RequestInit,
  onUploadProgress: (progress: UploadProgressInfo) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const signal = init.signal;
    const aborted = () => new DOMException('The operation was aborted.', 'AbortError');
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    xhr.responseType = 'arraybuffer';
    xhr.withCredentials = init.credentials === 'include';
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    const onAbort = () => {
      xhr.abort();
      reject(aborted());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.upload.addEventListener('progress', (event) => {
      onUploadProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    });
    xhr.addEventListener('load', () => {
      done();
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const body = NULL_BODY_STATUSES.has(xhr.status) ? null : (xhr.response as ArrayBuffer | null);
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers }));
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new TypeError('Failed to fetch'));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(aborted());
    });
    // Each upload starts from nothing: a bar left at the last upload's 100% goes back to 0 at once.
    onUploadProgress({ loaded: 0, total: 0 });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  const text = await response.text();
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function messageFields(body: unknown): { serverMessage?: string; serverError?: string; bodyStatus?: string } {
  if (!isRecord(body)) return typeof body === 'string' && body ? { serverMessage: body } : {};
  const message = Array.isArray(body.message) ? body.message.join(' ') : body.message;
  return {
    ...(typeof message === 'string' && message ? { serverMessage: message } : {}),
    ...(typeof body.error === 'string' ? { serverError: body.error } : {}),
    ...(typeof body.status === 'string' ? { bodyStatus: body.status } : {}),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
