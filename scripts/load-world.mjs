#!/usr/bin/env node
// Load held: the world's server (as npm start runs it, latency 0, worlds kept in a temporary folder) driven by twenty
// clients at once on one world (one `portal-world` cookie) with autocannon, a producer's mix of reads and writes,
// bounded by a number of requests and a time cap. Then once more through Prism's validating proxy in front of it.
// Prints requests per second, p50/p95/p99 latency and the errors of each run, and checks the world against the
// journal of successful calls. Exits 1 on any error or inconsistency. Not in CI: `node scripts/load-world.mjs`.
//
// LOAD_CLIENTS (20), LOAD_REQUESTS (requests per run), LOAD_SECONDS (each run's time cap), LOAD_RUNS
// (direct,prism), LOAD_WORLD_PORT and LOAD_PRISM_PORT (the servers' ports).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startPrism } from '../mocks/prism/prism.mjs';
import { checkConsistency, counts, createJournal, cycle, ORGANIZATION } from './load-world-mix.mjs';

const CLIENTS = Number(process.env.LOAD_CLIENTS ?? 20);
// Each run's count is sized for a run of some twenty seconds on two cores; Prism's proxy answers fewer a second.
const REQUESTS = { direct: 6000, prism: 3000 };
const requestsOf = (name) => Number(process.env.LOAD_REQUESTS ?? REQUESTS[name] ?? 3000);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const RUNS = (process.env.LOAD_RUNS ?? 'direct,prism').split(',');
const WORLD_PORT = Number(process.env.LOAD_WORLD_PORT ?? 4530);
const PRISM_PORT = Number(process.env.LOAD_PRISM_PORT ?? 4531);
const WORLD = `http://127.0.0.1:${WORLD_PORT}`;

/** The world's server in a process of its own, so that the clients and the server do not share an event loop. */
function startWorldProcess(dir, log) {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { startWorld } = await import('./mocks/world/serve.mjs');
       const world = await startWorld({ port: ${WORLD_PORT}, latency: 0, dir: ${JSON.stringify(dir)} });
       process.on('SIGTERM', () => world.stop().then(() => process.exit(0)));
       console.log('listening');`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stderr.on('data', (chunk) => log(String(chunk)));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('listening')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the world's server stopped (${code})`)));
  });
}

function stopProcess(child) {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] : NaN);
const ms = (value) => `${Number(value).toFixed(1)} ms`;

/** Signs in once (the password, then the code), as the portal does: the bearer token for the run's calls. */
async function signIn(call) {
  const login = await call('POST', '/auth/login', { email_address: 'olivia.bennett@verdantlabs.com', password: 'x' });
  const { access_token: token, authenticator_secret: secret } = login.data;
  const verified = await call('POST', '/auth/verify-otp', { token: '492817', secret }, token);
  if (verified.status !== '1') throw new Error(`verify-otp: ${JSON.stringify(verified)}`);
  return token;
}

/**
 * Verdant Labs on the tracer plan without limits, as the large-organization scenario has it (a snapshot of the world,
 * changed and loaded back): Product Origin allows 100 products, which a run makes in seconds, and every create after
 * it would be the documented refusal instead of a create.
 */
async function unlimitedTracer(call) {
  const plans = await call('POST', '/subscription/list', { organization_id: ORGANIZATION });
  const enterprise = plans.data.plans.find(
    (p) => p.subscription_type === 'tracer' && Number(p.prouct_metadata.num_products_on_chain) < 0,
  );
  const snapshot = await call('GET', '/__world/snapshot');
  const tracer = snapshot.world.subscriptions.find(
    (s) => s.organization_id === ORGANIZATION && s.subscription_type === 'tracer',
  );
  Object.assign(tracer, { product_id: enterprise.product_id, price_id: `price_${enterprise.product_id}` });
  await call('POST', '/__world/snapshot', snapshot);
}

async function run(name, target, worldLog) {
  const key = `load-${name}-${process.pid}`;
  const cookie = `portal-world=${key}`;
  let token = '';
  // The contract's calls go to the target (the world, or Prism in front of it); the world's own calls to the world.
  const call = async (method, path, body, bearer = token) => {
    const base = path.startsWith('/__world/') ? WORLD : target;
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  await call('POST', '/__world/scenario', { name: 'example' });
  await unlimitedTracer(call);
  // Each client signs in once, all at the same time.
  const signInStart = performance.now();
  const tokens = await Promise.all(Array.from({ length: CLIENTS }, () => signIn(call)));
  const signInMs = performance.now() - signInStart;
  token = tokens[0];
  const seed = await call('POST', '/integrant/search', {
    organization_id: ORGANIZATION,
    integrant_type_id: 'PRD1A2B3C4',
    offset: 0,
    limit: 10,
  });
  const seedBatches = seed.data.rows.map((b) => b.id);
  const before = await counts(call);

  const journal = createJournal();
  const latencies = [];
  const byOp = new Map();
  let last;
  const worldErrorsBefore = worldLog.errors;
  const instance = autocannon({
    url: target,
    connections: CLIENTS,
    pipelining: 1,
    amount: requestsOf(name),
    timeout: 10,
    headers: { cookie, authorization: `Bearer ${token}` },
    requests: cycle(journal, { seedBatches, onAnswer: (answer) => journal.answers.push((last = answer)) }),
  });
  instance.on('response', (_client, _status, _bytes, time) => {
    latencies.push(time);
    if (last) (byOp.get(last.op) ?? byOp.set(last.op, []).get(last.op)).push(time);
    last = undefined;
  });
  let capped = false;
  const cap = setTimeout(() => {
    capped = true;
    instance.stop();
  }, SECONDS * 1000);
  const result = await instance;
  clearTimeout(cap);

  const after = await counts(call);
  const problems = await checkConsistency(call, journal, before, after);
  const sorted = [...latencies].sort((a, b) => a - b);
  const failed = journal.answers.filter((a) => !a.ok);
  return {
    name,
    capped,
    signInMs,
    seconds: result.duration,
    answered: journal.answers.length,
    rps: journal.answers.length / result.duration,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    failed,
    worldErrors: worldLog.errors - worldErrorsBefore,
    pending: journal.pending.size,
    made: { products: journal.products.size, batches: journal.batches.size, locations: journal.locations.size },
    before,
    after,
    problems,
    byOp: [...byOp].map(([op, times]) => {
      const s = times.sort((a, b) => a - b);
      return { op, count: s.length, p50: percentile(s, 0.5), p95: percentile(s, 0.95), p99: percentile(s, 0.99) };
    }),
  };
}

function report(r) {
  const lines = [
    `\n== ${r.name === 'direct' ? 'the world directly' : "through Prism's validating proxy"}: ${CLIENTS} clients, one world`,
    `sign-in of ${CLIENTS} clients at once: ${ms(r.signInMs)}`,
    `${r.answered} answers in ${r.seconds.toFixed(1)} s${r.capped ? ' (stopped at the time cap)' : ''}: ${r.rps.toFixed(0)} requests/s`,
    `latency p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}, max ${ms(r.max)}`,
    `errors: ${r.errors} connection errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx, ${r.failed.length} failed answers, ${r.worldErrors} world errors logged, ${r.pending} writes unanswered`,
    `made: ${r.made.products} products, ${r.made.batches} batches, ${r.made.locations} locations`,
    `census before → after: products ${r.before.census.products} → ${r.after.census.products}, batches ${r.before.census.batches} → ${r.after.census.batches}, locations ${r.before.census.locations} → ${r.after.census.locations}`,
    r.problems.length === 0
      ? 'world consistent with the journal: every count and every record read back as the successful calls imply'
      : `INCONSISTENT:\n  ${r.problems.slice(0, 20).join('\n  ')}`,
    'by operation (count, p50 / p95 / p99):',
    ...r.byOp.map(
      (o) => `  ${o.op.padEnd(22)} ${String(o.count).padStart(6)}  ${ms(o.p50)} / ${ms(o.p95)} / ${ms(o.p99)}`,
    ),
  ];
  for (const f of r.failed.slice(0, 5)) lines.push(`  failed: ${JSON.stringify(f)}`);
  console.log(lines.join('\n'));
}

const dir = await mkdtemp(join(tmpdir(), 'load-world-'));
const worldLog = { errors: 0 };
const world = await startWorldProcess(dir, (text) => {
  process.stderr.write(text);
  worldLog.errors += (text.match(/\[world\]/g) ?? []).length;
});
let prism;
let exit = 0;
try {
  for (const name of RUNS) {
    let target = WORLD;
    if (name === 'prism') {
      prism = await startPrism({
        port: PRISM_PORT,
        upstream: WORLD,
        // Its own start-up probe (/__health) is no finding.
        log: (text) =>
          /violation|error/i.test(text) && !text.includes('__health')
            ? process.stderr.write(`[prism] ${text}`)
            : undefined,
      });
      target = prism.url;
    }
    const r = await run(name, target, worldLog);
    report(r);
    const bad = r.errors + r.timeouts + r.non2xx + r.failed.length + r.worldErrors + r.problems.length + r.pending;
    if (bad > 0 || r.capped) exit = 1;
    prism?.stop();
    prism = undefined;
  }
} finally {
  prism?.stop();
  await stopProcess(world);
  await rm(dir, { recursive: true, force: true });
}
process.exit(exit);
