import { afterAll, beforeAll, expect, it } from 'vitest';
import { VERDANT } from '../../test-support/example-world';
import { realPng } from '../../test-support/real-files';
import { failureReport, fuzz, OPERATIONS, startServers, summary, type Servers } from './fuzz/harness';

/**
 * A world no request can break: the world's server as `npm start` runs it (latency 0, its worlds kept in a temporary
 * folder) behind Prism's validating proxy, and for every operation of the contract seeded requests generated from
 * its request schema (tests/servers/fuzz/): valid ones, and invalid ones sent through Prism and straight to the world.
 * Every answer has a status the operation documents and a body valid against that status's schema, no 500 but the
 * documented ones, no hang, no dropped connection, no crash; the world still answers `/__world/state` at the end.
 *
 * FUZZ_SEED replays a run (it is printed with the figures), FUZZ_OPS=a,b only those operations, FUZZ_RUNS sets the
 * requests per operation. The long run is `node scripts/fuzz-world.mjs`.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const ONLY = process.env.FUZZ_OPS?.split(',').filter(Boolean) ?? [];

let servers: Servers | undefined;

beforeAll(async () => {
  servers = await startServers(4500, 4501);
}, 60_000);

afterAll(async () => {
  await servers?.stop();
});

it(
  `answers every operation's generated requests as the contract documents (seed ${SEED})`,
  { timeout: 400_000 },
  async () => {
    const figures = await fuzz(servers!, { runs: RUNS, seed: SEED, only: ONLY, concurrency: 3, hugeThroughProxy: 1 });
    console.log(summary(figures));
    const failures = [...figures.breaches, ...figures.hangs, ...figures.dropped];
    expect(failures, failureReport(figures)).toEqual([]);
    expect(figures.crashes, `the world's server stopped:\n${servers!.log()}`).toBe(0);
    expect(figures.prismStoppedBy, `Prism stopped:\n${servers!.prismLog()}`).toBeUndefined();
    expect(figures.stateAnswered).toBe(true);
    expect(figures.operations).toBe(ONLY.length > 0 ? ONLY.length : OPERATIONS.length);
  },
);

it('an image uploaded through Prism reaches the world byte for byte (Prism 5 reads bodies as text)', async () => {
  const png = realPng('label.png');
  expect(png.buffer.some((byte) => byte > 0x7f)).toBe(true);
  const form = new FormData();
  const fields = { title: 'Binary Check 1', description: 'D', subscription: 'tracer', upc: '1', sku: 'BIN-1' };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('organization_id', VERDANT);
  form.set('image_url', new Blob([png.buffer], { type: png.mimeType }), png.name);
  const headers = { authorization: 'Bearer binary-check', cookie: 'portal-world=binary-check' };
  const answer = await fetch(`${servers!.prism}/integrant-type/create`, { method: 'POST', headers, body: form });
  expect(answer.status, await answer.clone().text()).toBe(200);

  const snapshot = (await (await fetch(`${servers!.world}/__world/snapshot`, { headers })).json()) as {
    world: { files: { name: string; data: string }[] };
  };
  const kept = snapshot.world.files.find((file) => file.name === png.name);
  expect(kept).toBeDefined();
  expect(Buffer.from(kept!.data, 'base64').equals(png.buffer)).toBe(true);
});
