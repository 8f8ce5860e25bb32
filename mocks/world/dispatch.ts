import { http, HttpResponse, delay, type RequestHandler } from 'msw';
import { contractPath } from '../contract-path';
import { findOperation } from '@/api/operations';
import { operationRoutes } from '@/api/generated/operation-routes';
import { checkRequest, settle } from './answer';
import { getWorld, resetWorld, saved, worldCensus, worldKey } from './registry';
import { routes, type Call, type Resolver } from './routes';
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

let latency = 0;
/** The delay before each world answer (a real backend's few hundred milliseconds; 0 in tests). */
export function setLatency(ms: number): void {
  latency = Math.max(0, ms);
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
  const resolve = operation ? routes[operation.id as OperationId] : undefined;
  if (!operation || !resolve) return undefined;
  const key = worldKey(request);
  const body = await readBody(request.clone());
  // Only JSON bodies are checked: a form's file parts arrive as Files, which the contract (and zod) types as strings.
  if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data')) checkRequest(operation.id, body);
  const call: Call<OperationId> = {
    world: getWorld(key),
    body: body as never,
    params: pathParams(operation.id, path),
    query: url.searchParams,
    subscription: request.headers.get('selectedsubscription'),
    origin: url.origin,
  };
  const answer = await (resolve as Resolver<OperationId>)(call);
  if (!answer) return undefined;
  const { status, body: out } = settle(operation.id as OperationId, answer as never);
  if (request.method !== 'GET') saved(key);
  if (latency > 0) await delay(latency);
  return status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json(out as never, { status });
});

/** The world's own calls (not the contract's): its census, a reset, and the files uploaded into it. */
export const worldControlHandlers: RequestHandler[] = [
  http.get('*/__world/state', ({ request }) => HttpResponse.json(worldCensus(worldKey(request)))),
  http.post('*/__world/reset', ({ request }) => {
    resetWorld(worldKey(request));
    return HttpResponse.json(worldCensus(worldKey(request)));
  }),
  http.get('*/__world/files/:id', ({ request, params }) => {
    const file = getWorld(worldKey(request)).files.get(String(params.id));
    if (!file) return new HttpResponse(null, { status: 404 });
    const bytes = Uint8Array.from(atob(file.data), (c) => c.charCodeAt(0));
    return new HttpResponse(bytes, { headers: { 'Content-Type': file.type || 'application/octet-stream' } });
  }),
];
