import { http, HttpResponse, delay, type RequestHandler } from 'msw';
import { contractPath } from '../contract-path';
import { findOperation } from '@/api/operations';
import { registerReset } from '@/lib/module-store';
import { exampleValues } from '@/api/generated/example-values';
import { operationRoutes } from '@/api/generated/operation-routes';
import { arrayFields, checkRequest, settle } from './answer';
import { exampleResponse } from '../replay/msw-handler';
import { SLOW_MS, TIMEOUT_MS, type FaultKind } from './faults';
import { getWorld, nextFault, saved, settingsOf, worldKey } from './registry';
import { routes, type Call, type Resolver } from './routes';
import { isBlob } from './routes/call';
import type { OperationId } from './types';

const templates = new Map(operationRoutes.map(([id, , path]) => [id, path]));

/** The path parameters by the names the contract gives them (`/integrant/{id}` → { id }). */
function pathParams(operationId: string, path: string): Record<string, string> {
  const names = (templates.get(operationId) ?? '').split('/');
  const parts = path.split('/');
  return Object.fromEntries(
    names.flatMap((name, i) =>
      /^\{.+\}$/.test(name) ? [[name.slice(1, -1), decodeURIComponent(parts[i] ?? '')]] : [],
    ),
  );
}

/** A multipart body as a plain object: a field once is its value, a field sent several times an array. */
function formObject(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    const before = out[name];
    out[name] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
  }
  return out;
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  if (type.includes('multipart/form-data')) return formObject(await request.formData());
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A form as the contract types it: each file part by its name (the contract's `format: binary` is text), and a field
 * the contract types as an array an array even when the form sent it once (one file in `files[]`).
 */
function formAsContract(operationId: string, body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const arrays = arrayFields(operationId);
  const name = (v: unknown) => (isBlob(v) ? ('name' in v && typeof v.name === 'string' ? v.name : 'file') : v);
  return Object.fromEntries(
    Object.entries(body).map(([k, v]) => {
      const value = Array.isArray(v) ? v.map(name) : name(v);
      return [k, arrays.has(k) && !Array.isArray(value) ? [value] : value] as const;
    }),
  );
}

/**
 * A request that breaks the contract, answered as Prism answers it: the operation's documented 400 (its first
 * example) where it has one, else Prism's own 422 naming the fields.
 */
function refusal(operationId: string, fields: string[]) {
  const documented = Object.values(exampleValues[operationId]?.['400']?.examples ?? {})[0];
  if (documented !== undefined) return HttpResponse.json(documented as never, { status: 400 });
  return HttpResponse.json(invalidRequest(fields), { status: 422 });
}

/** Prism's answer to a request that breaks the contract (its problem details, with one entry per field). */
function invalidRequest(fields: string[]) {
  return {
    type: 'https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY',
    title: 'Invalid request',
    status: 422,
    detail:
      'Your request is not valid and no HTTP validation response was found in the spec, so Prism is generating this error for you.',
    validation: fields.map((message) => ({ location: ['body'], severity: 'Error', message })),
  };
}

let latency = 0;
/** The delay before each world answer (a real backend's few hundred milliseconds; 0 in tests). */
export function setLatency(ms: number): void {
  latency = Math.max(0, ms);
}
registerReset('world latency', () => {
  latency = 0;
});

/** The server's latency (WORLD_LATENCY, VITE_WORLD_LATENCY): what a world without its own setting waits. */
export function serverLatency(): number {
  return latency;
}

/** The delay before an answer of the world of `key`: its setting for the operation, else its own, else the server's. */
export function latencyOf(key: string, operationId: string): number {
  const settings = settingsOf(key);
  return settings?.latencyByOperation[operationId] ?? settings?.latency ?? latency;
}

/**
 * The world's handler, behind the replay handler and in front of the generated example handlers: a call the world
 * knows is answered from it (and checked against the contract); any other call falls through to its example.
 */
export const worldHandler: RequestHandler = http.all('*', async ({ request }) => {
  const url = new URL(request.url);
  const path = contractPath(url);
  if (path === null) return undefined;
  const operation = findOperation(request.method, path);
  if (!operation) return undefined;
  const key = worldKey(request);
  const fault = nextFault(key, operation.id);
  if (fault === 'server-error') return serverFailure(operation.id);
  if (fault === 'drop-before') return dropped();
  const resolve = routes[operation.id as OperationId];
  const answer = resolve ? await answerFromWorld(request, url, path, key, operation.id, resolve) : undefined;
  // The world has done its part (or the call falls through to its example): the answer may still be lost or late.
  if (fault === 'drop-after') return dropped();
  const wait = latencyOf(key, operation.id) + delayOf(fault);
  if (wait > 0) await delay(wait);
  return answer;
});

/** The contract's own failure for a server in trouble: the documented 503 where there is one, else the 500. */
function serverFailure(operationId: string) {
  const status = exampleValues[operationId]?.['503'] ? 503 : 500;
  const example = Object.keys(exampleValues[operationId]?.[String(status)]?.examples ?? {})[0];
  return exampleResponse({ operationId, status, example } as never);
}

/**
 * A connection dropped with no answer: a network error for the page's fetch (MSW), which the world's server turns
 * into a dropped socket (server.ts and Vite's proxy: vite.config.ts).
 */
function dropped() {
  return HttpResponse.error();
}

function delayOf(fault: FaultKind | undefined): number {
  return fault === 'slow' ? SLOW_MS : fault === 'timeout' ? TIMEOUT_MS : 0;
}

async function answerFromWorld(
  request: Request,
  url: URL,
  path: string,
  key: string,
  operationId: string,
  resolve: (typeof routes)[OperationId],
) {
  const body = await readBody(request.clone());
  // A request that breaks the contract is refused as Prism refuses it (npm start), in every mode: the documented 400,
  // else a 422 naming the fields. A form's file parts are checked as the contract types them (text): by their names.
  const multipart = (request.headers.get('content-type') ?? '').includes('multipart/form-data');
  const broken = checkRequest(operationId, multipart ? formAsContract(operationId, body) : body);
  if (broken.length > 0) return refusal(operationId, broken);
  const call: Call<OperationId> = {
    world: getWorld(key),
    body: body as never,
    params: pathParams(operationId, path),
    query: url.searchParams,
    subscription: request.headers.get('selectedsubscription'),
    origin: url.origin,
  };
  const answer = await (resolve as Resolver<OperationId>)(call);
  if (!answer) return undefined;
  const { status, body: out } = settle(operationId as OperationId, answer as never);
  if (request.method !== 'GET') saved(key);
  if (status === 204) return new HttpResponse(null, { status });
  // A text answer the contract documents as text/plain (pre-registration's customer id) goes as text.
  if (typeof out === 'string') return HttpResponse.text(out, { status });
  return HttpResponse.json(out as never, { status });
}
