import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import contractJson from '@/api/generated/mock-server.json';
import { startPrism } from '~mocks/prism/prism.mjs';
import { AnswerCheck, type Answer } from './answers';
import { exampleIds, localRef, operationsOf, type Contract, type Operation } from './operations';
import { KINDS, RequestMaker, type FuzzRequest, type Kind } from './requests';
import { SchemaValues } from './schema-values';

/**
 * The fuzz run: the world's server in a process of its own (latency 0, its worlds in a temporary folder) and Prism's
 * validating proxy in front of it, as `npm start` runs them; for every operation of the contract, seeded requests
 * from its request schema, each sent through Prism and, when invalid, straight to the world too; every answer judged
 * against the contract. Each operation has a world of its own (the `portal-world` cookie) and its requests go one
 * after another, so that one operation's run replays exactly from the seed (FUZZ_SEED, FUZZ_OPS).
 */
const contract = contractJson as unknown as Contract;
export const OPERATIONS = operationsOf(contract);
const byId = new Map(OPERATIONS.map((op) => [op.id, op]));
const check = new AnswerCheck(contract, byId);
const maker = new RequestMaker(
  new SchemaValues({ resolve: (ref) => localRef(contract, ref), ids: exampleIds(contract) }),
);

/** Far longer than any answer takes, even on a busy machine: an answer that never comes is a hang. */
const REQUEST_TIMEOUT_MS = 20_000;
/** A body of ten million characters through Prism (it parses, checks and logs it, then the answer that echoes it). */
const HUGE_TIMEOUT_MS = 120_000;
const TOKEN = 'Bearer fuzz-token';

export interface Servers {
  readonly world: string;
  readonly prism: string;
  /** The world's process has exited (a crash), with its code. */
  readonly exited: () => number | null | undefined;
  /** The end of what the world's process wrote to stderr. */
  readonly log: () => string;
  /** Prism's process has exited, with its code. */
  readonly prismExited: () => number | null | undefined;
  readonly prismLog: () => string;
  stop(): Promise<void>;
}

/** The end of a process's log (what it said last before it stopped), kept cheaply. */
function tail(limit = 32 * 1024) {
  let kept = '';
  return {
    add(chunk: Buffer | string) {
      kept = (kept + String(chunk)).slice(-limit);
    },
    text: () => kept,
  };
}

export async function startServers(worldPort: number, prismPort: number): Promise<Servers> {
  const dir = await mkdtemp(join(tmpdir(), 'world-fuzz-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { startWorld } = await import('./mocks/world/serve.mjs');
       const world = await startWorld({ port: ${worldPort}, latency: 0, dir: ${JSON.stringify(dir)} });
       const stop = () => world.stop().then(() => process.exit(0));
       process.on('SIGTERM', stop);
       process.stdin.on('end', stop).resume();
       console.log('listening');`,
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let exitCode: number | null | undefined;
  const worldLog = tail();
  child.stderr?.on('data', (chunk: Buffer) => worldLog.add(chunk));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    child.on('exit', (code) => {
      exitCode = code;
      reject(new Error(`the world's server stopped (${code}): ${worldLog.text()}`));
    });
  });
  const world = `http://127.0.0.1:${worldPort}`;
  const prismLog = tail();
  const prism = await startPrism({ port: prismPort, upstream: world, log: (text: string) => prismLog.add(text) }).catch(
    (error: unknown) => {
      child.kill('SIGTERM');
      throw new Error(`${String(error)}\n${prismLog.text().slice(-2000)}`);
    },
  );
  let prismExit: number | null | undefined;
  prism.child.on('exit', (code: number | null) => {
    prismExit = code;
  });
  return {
    world,
    prism: prism.url,
    exited: () => exitCode,
    prismExited: () => prismExit,
    log: () => worldLog.text(),
    prismLog: () => prismLog.text(),
    stop: async () => {
      prism.stop();
      if (exitCode === undefined) {
        await new Promise<void>((resolve) => {
          child.removeAllListeners('exit');
          child.on('exit', () => resolve());
          child.kill('SIGTERM');
        });
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface Failure {
  readonly operationId: string;
  readonly kind: Kind;
  readonly note: string;
  readonly via: 'proxy' | 'world';
  readonly status: number | string;
  readonly problem: string;
}

export interface Figures {
  seed: number;
  operations: number;
  perOperation: number;
  /** Requests sent, through Prism and straight to the world. */
  sent: { proxy: number; world: number };
  byKind: Partial<Record<Kind, number>>;
  byStatus: { proxy: Record<string, number>; world: Record<string, number> };
  /** Answered by Prism itself (its 422 and the like), by reason; `valid`: of the requests generated as valid. */
  refusedByProxy: { total: number; valid: number; byReason: Record<string, number> };
  /** A few of the requests generated as valid that Prism refused (the generator and Prism disagree). */
  validRefused: Failure[];
  /** Refused by the world as Prism refuses (its 422 problem details): straight to it, or passed on by Prism. */
  refusedByWorld: { proxy: number; world: number };
  /** Refused by Node's HTTP parser before any code (a request line over its 16 KB). */
  refusedByHttp: { proxy: number; world: number };
  breaches: Failure[];
  hangs: Failure[];
  dropped: Failure[];
  crashes: number;
  /** Ten-million-character bodies Prism did not pass on within its time (the world answered them straight). */
  proxySlow: Failure[];
  /** The request Prism's process stopped on (Prism's own crash, not the world's). */
  prismStoppedBy?: Failure;
  /** The world's control endpoint answered at the end, for every world the run used. */
  stateAnswered: boolean;
  wallMs: number;
}

const templates = new Map(
  OPERATIONS.map((op) => [
    op.id,
    new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  ]),
);

/**
 * The operation a path names once a trailing slash is taken off, as the backend's framework reads it (an empty id
 * makes `/organization-exhibit/`: the list).
 */
function operationAt(method: string, path: string): string | undefined {
  const bare = path.replace(/\/+$/, '');
  return OPERATIONS.find((op) => op.method === method && templates.get(op.id)!.test(bare))?.id;
}

/** Whether the request's path is still its operation's (an empty id is not: `/integrant/`). */
function onPath(request: FuzzRequest): boolean {
  return templates.get(request.operationId)!.test(request.path);
}

function labelOf(request: FuzzRequest) {
  return { operationId: request.operationId, kind: request.kind, note: request.note };
}

function seedOf(seed: number, operationId: string): number {
  let h = seed | 0;
  for (const c of operationId) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}

/** The world of one operation in one run. */
export function worldKey(seed: number, operationId: string): string {
  return `fuzz-${seed >>> 0}-${operationId}`.slice(0, 80);
}

/** The body's bytes and content type as a client sends them (a form serialized with its boundary). */
async function bodyOf(request: FuzzRequest): Promise<{ bytes?: Uint8Array; contentType?: string }> {
  const b = request.body;
  if (!b || 'noBody' in b) return {};
  if ('json' in b) return { bytes: new TextEncoder().encode(JSON.stringify(b.json)), contentType: 'application/json' };
  if ('raw' in b)
    return {
      bytes: typeof b.raw === 'string' ? new TextEncoder().encode(b.raw) : b.raw,
      ...(b.contentType ? { contentType: b.contentType } : {}),
    };
  const form = new FormData();
  for (const part of b.form) {
    if ('file' in part)
      form.append(part.name, new Blob([part.file.bytes as BlobPart], { type: part.file.type }), part.file.filename);
    else form.append(part.name, part.value);
  }
  const whole = new Response(form);
  const bytes = new Uint8Array(await whole.arrayBuffer());
  return {
    bytes: b.cutAt === undefined ? bytes : bytes.slice(0, Math.floor(bytes.length * b.cutAt)),
    contentType: whole.headers.get('content-type') ?? 'multipart/form-data',
  };
}

type Sent = { answer: Answer } | { error: 'timeout' | 'dropped'; message: string };

/** Node's HTTP parser takes a request line and headers of up to 16 KB. */
const MAX_URL = 16 * 1024;

function targetOf(base: string, request: FuzzRequest): string {
  const search = new URLSearchParams(request.query as [string, string][]).toString();
  return `${base}${request.path}${search ? `?${search}` : ''}`;
}

/**
 * One request on a connection of its own (no keep-alive: a connection dropped is then the server's doing, never a
 * reused socket the server had just closed), with a time limit.
 */
async function send(base: string, key: string, request: FuzzRequest, timeout = REQUEST_TIMEOUT_MS): Promise<Sent> {
  const target = new URL(base);
  const { bytes, contentType } = await bodyOf(request);
  const headers: Record<string, string | number> = {
    ...request.headers,
    authorization: TOKEN,
    cookie: `portal-world=${key}`,
    ...(contentType ? { 'content-type': contentType } : {}),
    ...(bytes ? { 'content-length': bytes.length } : {}),
  };
  return new Promise<Sent>((resolve) => {
    const search = new URLSearchParams(request.query as [string, string][]).toString();
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: `${request.path}${search ? `?${search}` : ''}`,
        headers,
        agent: false,
        timeout,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => resolve({ error: 'dropped', message: String(error) }));
        res.on('end', () => {
          const header = (name: string) => {
            const v = res.headers[name];
            return Array.isArray(v) ? v.join(', ') : v;
          };
          const worldFailure = header('x-world-failure');
          const violations = header('sl-violations');
          resolve({
            answer: {
              status: res.statusCode ?? 0,
              contentType: header('content-type') ?? '',
              text: Buffer.concat(chunks).toString('utf8'),
              ...(worldFailure ? { worldFailure } : {}),
              ...(violations ? { violations } : {}),
            },
          });
        });
      },
    );
    req.on('timeout', () => {
      req.destroy();
      resolve({ error: 'timeout', message: `no answer within ${timeout} ms` });
    });
    req.on('error', (error) => resolve({ error: 'dropped', message: String(error) }));
    req.end(bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : undefined);
  });
}

export interface FuzzOptions {
  /** Requests generated per operation. */
  readonly runs: number;
  readonly seed: number;
  /** Only these operations (all when empty). */
  readonly only?: readonly string[];
  /** Operations worked on at once (each on its own world, its requests one after another). */
  readonly concurrency?: number;
  /** How many operations also send their ten-million-character body through Prism (all send it to the world). */
  readonly hugeThroughProxy?: number;
  readonly progress?: (done: number, total: number) => void;
}

export async function fuzz(servers: Servers, options: FuzzOptions): Promise<Figures> {
  const started = performance.now();
  const ops = options.only?.length ? OPERATIONS.filter((op) => options.only!.includes(op.id)) : OPERATIONS;
  const figures: Figures = {
    seed: options.seed,
    operations: ops.length,
    perOperation: options.runs,
    sent: { proxy: 0, world: 0 },
    byKind: {},
    byStatus: { proxy: {}, world: {} },
    refusedByProxy: { total: 0, valid: 0, byReason: {} },
    refusedByWorld: { proxy: 0, world: 0 },
    validRefused: [],
    proxySlow: [],
    refusedByHttp: { proxy: 0, world: 0 },
    breaches: [],
    hangs: [],
    dropped: [],
    crashes: 0,
    stateAnswered: false,
    wallMs: 0,
  };
  // The operations whose ten-million-character body also goes through Prism: a seeded few (all in the long run).
  const ids = ops.map((op) => op.id);
  const shuffled = fc.sample(fc.shuffledSubarray(ids, { minLength: ids.length }), {
    seed: options.seed,
    numRuns: 1,
  })[0]!;
  const hugeViaProxy = new Set(shuffled.slice(0, options.hugeThroughProxy ?? ids.length));

  const record = (via: 'proxy' | 'world', request: FuzzRequest, sent: Sent) => {
    figures.sent[via] += 1;
    const base = { ...labelOf(request), via };
    if ('error' in sent) {
      if (
        sent.error === 'dropped' &&
        targetOf(via === 'proxy' ? servers.prism : servers.world, request).length > MAX_URL
      ) {
        // Node's HTTP parser answers 431 to a request line over its limit and closes while the body is still sent.
        figures.refusedByHttp[via] += 1;
        return;
      }
      const list = sent.error === 'timeout' ? figures.hangs : figures.dropped;
      list.push({ ...base, status: sent.error, problem: sent.message });
      figures.byStatus[via][sent.error] = (figures.byStatus[via][sent.error] ?? 0) + 1;
      return;
    }
    const { answer } = sent;
    figures.byStatus[via][answer.status] = (figures.byStatus[via][answer.status] ?? 0) + 1;
    if (answer.status === 431 && answer.text === '') {
      figures.refusedByHttp[via] += 1;
      return;
    }
    const violations = via === 'proxy' ? check.answerViolations(answer) : [];
    if (violations.length > 0) {
      figures.breaches.push({ ...base, status: answer.status, problem: `Prism: ${violations.join('; ')}` });
      return;
    }
    const refused = via === 'proxy' ? check.prismRefusal(answer) : undefined;
    if (refused) {
      figures.refusedByProxy.total += 1;
      if (request.kind === 'valid') figures.refusedByProxy.valid += 1;
      figures.refusedByProxy.byReason[refused] = (figures.refusedByProxy.byReason[refused] ?? 0) + 1;
      if (request.kind === 'valid' && figures.validRefused.length < 20)
        figures.validRefused.push({ ...base, status: answer.status, problem: answer.text.slice(0, 400) });
      return;
    }
    if (check.worldRefusal(answer)) {
      figures.refusedByWorld[via] += 1;
      return;
    }
    const verdict = onPath(request)
      ? check.judge(request.operationId, answer)
      : check.judgeNoPath(request.method, answer, operationAt(request.method, request.path));
    if (!verdict.ok) figures.breaches.push({ ...base, status: answer.status, problem: verdict.problem });
  };

  const runOperation = async (op: Operation) => {
    const key = worldKey(options.seed, op.id);
    const requests = fc.sample(maker.requests(op), { seed: seedOf(options.seed, op.id), numRuns: options.runs });
    const huge = maker.huge(op);
    for (const request of [...requests, ...(huge ? [huge] : [])]) {
      if (servers.exited() !== undefined) return;
      figures.byKind[request.kind] = (figures.byKind[request.kind] ?? 0) + 1;
      const viaProxy = !request.directOnly && (request.kind !== 'huge-body' || hugeViaProxy.has(op.id));
      if (viaProxy && servers.prismExited() === undefined) {
        const sent = await send(
          servers.prism,
          key,
          request,
          request.kind === 'huge-body' ? HUGE_TIMEOUT_MS : undefined,
        );
        // A dropped connection may be Prism's process going down: give its exit a moment to be seen.
        if ('error' in sent) await new Promise((resolve) => setTimeout(resolve, 300));
        if ('error' in sent && servers.prismExited() !== undefined) {
          figures.prismStoppedBy ??= { ...labelOf(request), via: 'proxy', status: sent.error, problem: sent.message };
        } else if (request.kind === 'huge-body' && 'error' in sent && sent.error === 'timeout') {
          // Prism reads, checks, logs and passes on ten million characters each way: slow on a busy machine. The
          // world itself answers the same body straight (below); Prism's slowness is counted, not judged.
          figures.proxySlow.push({ ...labelOf(request), via: 'proxy', status: sent.error, problem: sent.message });
        } else record('proxy', request, sent);
      }
      if (request.kind !== 'valid') record('world', request, await send(servers.world, key, request));
    }
  };

  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < ops.length) {
      const op = ops[next++]!;
      await runOperation(op);
      done += 1;
      options.progress?.(done, ops.length);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 3 }, worker));

  figures.crashes = servers.exited() === undefined ? 0 : 1;
  if (figures.crashes === 0) {
    const states = await Promise.all(
      ops.map(async (op) => {
        const key = worldKey(options.seed, op.id);
        const response = await fetch(`${servers.world}/__world/state`, {
          headers: { cookie: `portal-world=${key}` },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        }).catch(() => undefined);
        const state = response?.ok ? ((await response.json()) as { key?: string }) : undefined;
        return state?.key === key;
      }),
    );
    figures.stateAnswered = states.every(Boolean);
  }
  figures.wallMs = Math.round(performance.now() - started);
  return figures;
}

/** The figures as a few lines of text. */
export function summary(f: Figures): string {
  const statuses = (s: Record<string, number>) =>
    Object.entries(s)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ');
  const kinds = KINDS.filter((k) => f.byKind[k])
    .map((k) => `${k} ${f.byKind[k]}`)
    .join(', ');
  return [
    `world fuzz, seed ${f.seed}: ${f.operations} operations × ${f.perOperation} generated requests (plus one 10 MB body each with a body), ${(f.wallMs / 1000).toFixed(1)} s`,
    `  by kind: ${kinds}`,
    `  through Prism: ${f.sent.proxy} sent; ${statuses(f.byStatus.proxy)}`,
    `    refused by the proxy: ${f.refusedByProxy.total} (of them generated as valid: ${f.refusedByProxy.valid}); ${statuses(f.refusedByProxy.byReason)}`,
    `  straight to the world: ${f.sent.world} sent; ${statuses(f.byStatus.world)}`,
    `    refused by the world as Prism refuses (422): ${f.refusedByWorld.world} (and ${f.refusedByWorld.proxy} passed on by Prism); refused by Node's HTTP parser (431): proxy ${f.refusedByHttp.proxy}, world ${f.refusedByHttp.world}`,
    ...(f.prismStoppedBy
      ? [
          `  Prism's process stopped on ${f.prismStoppedBy.operationId} [${f.prismStoppedBy.kind}: ${f.prismStoppedBy.note}]`,
        ]
      : []),
    ...(f.proxySlow.length > 0 ? [`  10 MB bodies Prism did not pass on in time: ${f.proxySlow.length}`] : []),
    `  breaches ${f.breaches.length} · hangs ${f.hangs.length} · dropped ${f.dropped.length} · crashes ${f.crashes} · /__world/state answered: ${f.stateAnswered}`,
  ].join('\n');
}

/** How to replay one operation's run, and what went wrong in it (the first few of each operation). */
export function failureReport(f: Figures): string {
  const all = [...f.breaches, ...f.hangs, ...f.dropped];
  const seen = new Map<string, number>();
  const lines: string[] = [];
  for (const x of all) {
    const n = (seen.get(x.operationId) ?? 0) + 1;
    seen.set(x.operationId, n);
    if (n <= 3) lines.push(`  ${x.operationId} [${x.kind}: ${x.note}] via ${x.via} → ${x.status}: ${x.problem}`);
  }
  const ops = [...seen.keys()];
  return [
    `${all.length} failures in ${ops.length} operations; replay with FUZZ_SEED=${f.seed} FUZZ_OPS=${ops.slice(0, 8).join(',')}`,
    ...lines,
  ].join('\n');
}
