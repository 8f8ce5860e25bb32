import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import contract from '@/api/generated/openapi.json';
import * as recordValidators from '@/api/generated/record-validators.js';
import { exampleValues } from '@/api/generated/example-values';
import { withDocumentedHeaders } from '../documented-headers';
import { handlers } from '../handlers';
import { exampleResponse } from '../replay/msw-handler';
import { cutAnswersInTransport, operationIdOf, setLatency } from './dispatch';
import { keepWorlds, type KeptWorlds } from './keep';
import { setDefaultFaults, setDefaultScenario } from './registry';
import { FAULT_HEADER, parseFaults } from './faults';
import { provideRecordValidators } from './snapshot';
import { provideFormContract } from './answer';
import { startFileServer } from './file-server';
import { localRefusal, worldWriteRefusal } from '../local-guard.mjs';

/**
 * The world as a small HTTP server (mocks/world/serve.mjs starts it), behind `prism proxy`: Prism checks every
 * request and every answer against the contract, as it would a real backend's, and the world answers. The same
 * MSW handlers as in the page and in Vitest (replay, world, examples) answer here through MSW's `getResponse`.
 *
 * - A `Prefer: code=403, example=thresholdLimit` header (the replay panel on Prism) answers that documented
 *   example before the world: replay wins, as in the other modes.
 * - `x-world-origin` (set by Vite's proxy) is the page's origin, which an uploaded file's URL is served from.
 * - It answers this machine only (mocks/local-guard.mjs, docs/security.md): a Host that is not its own loopback
 *   address and port (DNS rebinding), an Origin that is not a local page, and a `/__world/…` write that is not JSON
 *   are refused before anything is read.
 */
/** An answer's headers without the world's fault mark and its length (the answer is cut short). */
function withoutMark(headers: Record<string, string>) {
  const { [FAULT_HEADER]: _mark, 'content-length': _length, ...rest } = headers;
  return rest;
}

function preferred(request: Request, path: string): Response | undefined {
  const prefer = request.headers.get('prefer') ?? '';
  const code = /code=(\d{3})/.exec(prefer)?.[1];
  const example = /example=([\w-]+)/.exec(prefer)?.[1];
  const operationId = code || example ? operationIdOf(request.method, path) : undefined;
  if (!operationId) return undefined;
  // As Prism does: an example named alone answers with the status it is documented under.
  const sets = Object.entries(exampleValues[operationId] ?? {});
  const status = code ?? sets.find(([, set]) => example !== undefined && example in set.examples)?.[0];
  if (!status) return undefined;
  return exampleResponse({ operationId, status: Number(status), example } as never);
}

/**
 * The request's path with every segment decodable: a segment whose percent-encoding decodes to nothing (`%zz`, a
 * UTF-8 sequence cut short) is sent on with its percent signs encoded, so that it reaches the world as the text it is
 * (an id the world does not hold) instead of failing the path matching.
 */
export function decodablePath(url: string): string {
  const at = url.search(/[?#]/);
  const [path, rest] = at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)];
  const segments = path.split('/').map((segment) => {
    try {
      decodeURIComponent(segment);
      return segment;
    } catch {
      return segment.replace(/%/g, '%25');
    }
  });
  return segments.join('/') + rest;
}

/** A path no operation has: the contract's error body, as the backend's framework answers it. */
function noSuchPath(request: Request): Response {
  const path = new URL(request.url).pathname;
  return Response.json(
    { statusCode: 404, message: `Cannot ${request.method} ${path}`, error: 'Not Found' },
    { status: 404 },
  );
}

async function toRequest(req: IncomingMessage): Promise<Request> {
  const origin = URL.canParse(String(req.headers['x-world-origin']))
    ? String(req.headers['x-world-origin'])
    : 'http://127.0.0.1';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = chunks.length > 0 && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
  // The contract's paths come without the portal's /api prefix (Vite's proxy takes it off); the handlers match it.
  const sent = decodablePath(req.url ?? '/');
  const url = sent.startsWith('/ext/') || sent.startsWith('/__world/') ? sent : `/api${sent}`;
  return new Request(new URL(url, origin), { method: req.method, headers, body });
}

/** Why the world refuses a request before reading it (its Host, its Origin, a write of its own calls), or null. */
function refusal(req: IncomingMessage, port: number) {
  const origin = req.headers.origin;
  return (
    localRefusal({ host: req.headers.host, origin, port }) ??
    worldWriteRefusal({
      method: req.method,
      path: req.url ?? '/',
      contentType: req.headers['content-type'],
      origin,
    })
  );
}

export interface WorldServerOptions {
  port: number;
  latency: number;
  /** The scenario a new world starts from (`npm start -- --scenario <name>`). */
  scenario?: string;
  /** Where the worlds are kept across restarts (`.worlds/` on npm start; none in the e2e suite). */
  dir?: string;
  /** Start from the seeds: the kept worlds are removed (`npm start -- --fresh`). */
  fresh?: boolean;
  /** The faults every new world starts with (`WORLD_FAULTS`, as `?faults=` writes them). */
  faults?: string;
  /** The port of the uploaded files' own origin (mocks/world/file-server.ts; 0 or none: a free one). */
  filesPort?: number;
}

export async function startWorldServer({
  port,
  latency,
  scenario,
  dir,
  fresh,
  faults,
  filesPort,
}: WorldServerOptions): Promise<{ server: Server; kept?: KeptWorlds }> {
  setLatency(latency);
  cutAnswersInTransport();
  provideRecordValidators(recordValidators as never);
  provideFormContract(contract);
  if (scenario) setDefaultScenario(scenario);
  if (faults) {
    const parsed = parseFaults(faults);
    if ('error' in parsed) throw new Error(`WORLD_FAULTS: ${parsed.error}`);
    setDefaultFaults(parsed);
  }
  const kept = dir ? await keepWorlds(dir, { fresh }) : undefined;
  const server = createServer((req, res) => {
    const refused = refusal(req, (server.address() as AddressInfo).port);
    if (refused) {
      req.resume();
      res.writeHead(refused.statusCode, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(refused));
      return;
    }
    void (async () => {
      try {
        const request = await toRequest(req);
        const path = new URL(request.url).pathname.replace(/^\/api/, '');
        const answered = preferred(request, path) ?? (await getResponse(handlers, request)) ?? noSuchPath(request);
        if (answered.type === 'error') {
          // A fault's dropped connection: marked for the proxy in front (Vite's), which drops the page's connection.
          // Without a proxy that knows the mark (curl, a test), the socket itself is dropped.
          if (req.headers['x-world-via-proxy']) {
            res.writeHead(502, { [FAULT_HEADER]: 'drop', 'Content-Type': 'text/plain' });
            res.end('dropped');
          } else req.socket.destroy();
          return;
        }
        if (answered.headers.get(FAULT_HEADER) === 'cut' && !req.headers['x-world-via-proxy']) {
          // A fault's answer cut after its headers; behind a proxy that knows the mark (Vite's), the answer goes whole
          // and the proxy cuts the page's.
          const body = Buffer.from(await answered.arrayBuffer());
          const headers = withoutMark(Object.fromEntries(answered.headers.entries()));
          res.writeHead(answered.status, { ...headers, 'Content-Length': String(body.length) });
          res.write(body.subarray(0, Math.floor(body.length / 2)), () => req.socket.end());
          return;
        }
        const response = withDocumentedHeaders(answered, request.method, path);
        res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
        res.end(Buffer.from(await response.arrayBuffer()));
      } catch (error) {
        console.error('[world]', error);
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ statusCode: 500, message: String(error), error: 'Internal Server Error' }));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const files = await startFileServer(filesPort);
  server.on('close', () => {
    files.close();
    files.closeAllConnections();
  });
  return { server, kept };
}
