#!/usr/bin/env node
// The long fuzz run of the mock world (not in CI): the same harness as tests/servers/world-fuzz.test.ts, thousands of
// generated requests per operation, every ten-million-character body through Prism too. Prints the figures; exits 1
// on a breach, a hang, a dropped connection or a crash.
//
//   node scripts/fuzz-world.mjs [requests per operation] [--seed N] [--ops a,b] [--port 4504]
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const at = (path) => fileURLToPath(new URL(path, import.meta.url));
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? undefined : args[i + 1];
};
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 2000);
const seed = Number(option('seed') ?? Math.floor(Math.random() * 2 ** 31));
const only = option('ops')?.split(',').filter(Boolean) ?? [];
const port = Number(option('port') ?? 4504);

const { module } = await runnerImport('./tests/servers/fuzz/harness.ts', {
  configFile: false,
  logLevel: 'error',
  resolve: { alias: { '@': at('../src'), '~mocks': at('../mocks') } },
});
const { failureReport, fuzz, startServers, summary } = module;

console.log(`world fuzz: ${runs} requests per operation, seed ${seed}`);
const servers = await startServers(port, port + 1);
// Stopped early (Ctrl+C): Prism and the world's server stop with it.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    void servers.stop().then(() => process.exit(130));
  });
let figures;
try {
  figures = await fuzz(servers, {
    runs,
    seed,
    only,
    concurrency: 3,
    progress: (done, total) => process.stdout.write(`\r  ${done}/${total} operations`),
  });
} finally {
  process.stdout.write('\n');
  await servers.stop();
}
console.log(summary(figures));
const failures = figures.breaches.length + figures.hangs.length + figures.dropped.length;
if (failures > 0 || figures.crashes > 0 || figures.prismStoppedBy || !figures.stateAnswered) {
  console.log(failureReport(figures));
  process.exit(1);
}
