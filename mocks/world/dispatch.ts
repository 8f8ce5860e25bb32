import { bearerOf, sessionExpired } from './model/rules/session';
import { http, HttpResponse, delay, type RequestHandler } from 'msw';
import { contractPath } from '../contract-path';
import { findOperation } from '@/api/operations';
import { registerReset } from '@/lib/module-store';
import { exampleValues } from '@/api/generated/example-values';
import { operationRoutes } from '@/api/generated/operation-routes';
import { arrayFields, breach, checkForm, checkRequest, hasRequestSchema, settle } from './answer';
import { exampleResponse } from '../replay/msw-handler';
import { FAULT_HEADER, SLOW_MS, TIMEOUT_MS, type FaultKind } from './faults';
import { getWorld, nextFault, saved, settingsOf, worldKey } from './registry';
import {
  hostOperationOf,
  hostRoutes,
  resolverFiles,
  resolvers,
  type Call,
  type Declared,
  type HostRoute,
  type Resolver,
} from './resolvers';
import { tracked, undeclared, type Access } from './model/access';
import { isBlob } from './resolvers/resolver';
import type { OperationId } from './types';

const templates = new Map(operationRoutes.map(([id, , path]) => [id, path]));
const literalPaths = new Map(
  operationRoutes.filter(([, , path]) => !path.includes('{')).map(([id, method, path]) => [`${method} ${path}`, id]),
);

/**
 * The operation a call is: a path the contract writes out in full first (`/integrant-type/integrant-type-with-
 * integrant-for-nih` is not `/integrant-type/{id}` with that id), then the templates with parameters.
 */
export function operationIdOf(method: string, path: string): string | undefined {
  return literalPaths.get(`${method} ${path.split('?')[0]}`) ?? findOperation(method, path)?.id;
}

/** A path segment decoded; one whose percent-encoding decodes to nothing (`%zz`) as it was sent. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The path parameters by the names the contract gives them (`/integrant/{id}` → { id }). */
function pathParams(operationId: string, path: string): Record<string, string> {
  const names = (templates.get(operationId) ?? '').split('/');
  const parts = path.split('/');
  return Object.fromEntries(
    names.flatMap((name, i) => (/^\{.+\}$/.test(name) ? [[name.slice(1, -1), decoded(parts[i] ?? '')]] : [])),
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

/** The body as sent: JSON parsed (text that does not parse stays text), a form as an object; or why it cannot be read. */
async function readBody(request: Request): Promise<{ value: unknown } | { unreadable: string }> {
  const type = request.headers.get('content-type') ?? '';
  if (request.method === 'GET' || request.method === 'HEAD') return { value: undefined };
  if (type.includes('multipart/form-data')) {
    try {
      return { value: formObject(await request.formData()) };
    } catch {
      // No boundary, a boundary that is not there, a part cut short: no form at all.
      return { unreadable: '(body): not a multipart form (its boundary and parts do not parse)' };
    }
  }
  const text = await request.text();
  if (!text) return { value: undefined };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { value: text };
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
 * An answer lost on its way: its status and headers come, its body never does (reading it is a network error).
 * Behind the world's HTTP server (`cutAnswersInTransport`), the answer goes whole, marked, and the last hop to the
 * page cuts it (Prism in between checks it as any answer). An answer with no body (a 204) cannot be cut: it is
 * dropped instead.
 */
function cut(answer: Response) {
  if (answer.status === 204 || answer.status === 304) return dropped();
  const headers = new Headers(answer.headers);
  headers.set(FAULT_HEADER, 'cut');
  if (cutInTransport) return new Response(answer.body, { status: answer.status, headers });
  headers.delete('content-length');
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => controller.error(new TypeError('The connection dropped while the answer came')),
  });
  return new Response(body, { status: answer.status, headers });
}

let cutInTransport = false;
/** The world's HTTP server cuts a lost answer on the wire (server.ts), instead of the answer's body failing here. */
export function cutAnswersInTransport(): void {
  cutInTransport = true;
}

/**
 * The world's handler, behind the replay handler and in front of the generated example handlers: a call the world
 * knows is answered from it (and checked against the contract); any other call falls through to its example.
 */
export const worldHandler: RequestHandler = http.all('*', async ({ request }) => {
  const url = new URL(request.url);
  const path = contractPath(url);
  if (path === null) return undefined;
  const operationId = operationIdOf(request.method, path) ?? hostOperationOf(request.method, path);
  if (!operationId) return undefined;
  const key = worldKey(request);
  const fault = nextFault(key, operationId);
  if (fault === 'server-error') return serverFailure(operationId) ?? dropped();
  if (fault === 'drop-before') return dropped();
  const declared = resolvers[operationId as OperationId];
  const host = hostRoutes[operationId];
  const answer = host
    ? await answerAsHost(request, path, key, host)
    : declared
      ? await answerFromWorld(request, url, path, key, operationId, declared as Declared<OperationId>)
      : undefined;
  // The world has done its part (or the call falls through to its example): the answer may still be lost or late.
  if (fault === 'drop-after') return answer ? cut(answer) : dropped();
  const wait = latencyOf(key, operationId) + delayOf(fault);
  if (wait > 0) await delay(wait);
  return answer;
});

/** The contract's own failure for a server in trouble: the documented 503 where there is one, else the 500. */
/** The operation's documented 503, else its 500; none when it documents neither (the fault drops the call instead). */
function serverFailure(operationId: string) {
  const status = exampleValues[operationId]?.['503'] ? 503 : 500;
  if (!exampleValues[operationId]?.[String(status)]) return undefined;
  const example = Object.keys(exampleValues[operationId]?.[String(status)]?.examples ?? {})[0];
  return exampleResponse({ operationId, status, example } as never);
}

/** The mark of an answer the world gave because it failed on the request (a bug in the world, not a fault). */
export const WORLD_FAILURE_HEADER = 'x-world-failure';

/** The contract's own server failure (its 500; a 503 where only that is documented), marked as the world's failure. */
function worldFailure(operationId: string, message: string) {
  const status = exampleValues[operationId]?.['500'] ? 500 : 503;
  const example = Object.keys(exampleValues[operationId]?.[String(status)]?.examples ?? {})[0];
  const response = exampleValues[operationId]?.[String(status)]
    ? exampleResponse({ operationId, status, example } as never)
    : HttpResponse.json({ statusCode: 500, message: 'Internal server error' }, { status: 500 });
  response.headers.set(WORLD_FAILURE_HEADER, message.replace(/[^\x20-\x7e]/g, '?').slice(0, 500));
  return response;
}

/**
 * A connection dropped with no answer: a network error for the page's fetch (MSW), which the world's server turns
 * into a dropped socket (server.ts and Vite's proxy: vite.config.ts).
 */
function dropped() {
  return HttpResponse.error();
}

/** A third-party host the world plays (resolvers/index.ts): the request and the answer whole, checked by the host. */
async function answerAsHost(request: Request, path: string, key: string, host: HostRoute) {
  const answer = await host({ request, world: getWorld(key), path });
  if (request.method !== 'GET' && request.method !== 'HEAD') saved(key);
  return answer;
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
  declared: Declared<OperationId>,
) {
  // A session this world opened and whose lifetime is over (model/rules/session.ts): the documented 401.
  const token = bearerOf(request.headers.get('authorization'));
  if (exampleValues[operationId]?.['401']?.examples?.sessionExpired && sessionExpired(getWorld(key), token))
    return exampleResponse({ operationId, status: 401, example: 'sessionExpired' } as never);
  const read = await readBody(request.clone());
  if ('unreadable' in read) {
    breach({ operationId, side: 'request', fields: [read.unreadable] });
    return refusal(operationId, [read.unreadable]);
  }
  // No body where the contract has one is checked (and answered) as an empty one: refused when it requires fields.
  const body = read.value === undefined && hasRequestSchema(operationId) ? {} : read.value;
  // A request that breaks the contract is refused as Prism refuses it (npm start), in every mode: the documented 400,
  // else a 422 naming the fields. A form's file parts are checked as the contract types them (text): by their names;
  // and a file where the contract has a text field is refused too (the field would be kept as a file).
  const multipart = (request.headers.get('content-type') ?? '').includes('multipart/form-data');
  const broken = [
    ...(multipart ? await checkForm(operationId, body) : []),
    ...checkRequest(operationId, multipart ? formAsContract(operationId, body) : body),
  ];
  if (broken.length > 0) return refusal(operationId, broken);
  const access: Access = { read: new Set(), written: new Set() };
  const call: Call<OperationId> = {
    world: tracked(getWorld(key), access),
    body: body as never,
    params: pathParams(operationId, path),
    query: url.searchParams,
    subscription: request.headers.get('selectedsubscription'),
    origin: url.origin,
    token,
  };
  let answer: Awaited<ReturnType<Resolver<OperationId>>>;
  try {
    answer = await declared.answer(call);
  } catch (error) {
    // A request the world was not written for: a documented answer all the same, and the failure said loudly.
    const message = breach({ operationId, side: 'world', fields: [String(error)] });
    return worldFailure(operationId, message);
  }
  const beyond = undeclared(access, declared);
  // A resolver that touches what it does not declare: said (a test that made the call fails), answered all the same.
  if (beyond.length > 0)
    breach({
      operationId,
      side: 'declaration',
      fields: [
        `${beyond.join(', ')}: not declared in mocks/world/resolvers/${resolverFiles[operationId]} (reads, writes)`,
      ],
    });
  if (!answer) return undefined;
  const { status, body: out } = settle(operationId as OperationId, answer as never);
  if (request.method !== 'GET') saved(key);
  if (status === 204) return new HttpResponse(null, { status });
  // A text answer the contract documents as text/plain (pre-registration's customer id) goes as text.
  if (typeof out === 'string') return HttpResponse.text(out, { status });
  return HttpResponse.json(out as never, { status });
}
