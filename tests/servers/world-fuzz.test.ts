import { afterAll, beforeAll, expect, it } from 'vitest';
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
