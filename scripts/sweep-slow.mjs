#!/usr/bin/env node
// The slow-reads sweep's long form (not in CI, run before an issue is resolved): every documented route,
// each of its reads alone slowed to 1.5 s and then to 5 s (e2e/specs/sweep-slow-reads.spec.ts with SWEEP_LONG), then a
// table of the figures: route, operation, delay, ms until the route's data showed, verdict. Exits 1 on any failure.
//
//   npm run sweep:slow                       every route
//   npm run sweep:slow -- --routes 'home|batch'   the routes whose name matches
//   npm run sweep:slow -- --report <dir>     only print the table of a run kept in <dir>
//
// It builds and serves the app as the e2e suite does (E2E_PREBUILT=1 reuses a build; the E2E_* ports move it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? undefined : args[i + 1];
};
const only = option('report');
const dir = only ?? mkdtempSync(join(tmpdir(), 'sweep-slow-'));
let status = 0;

if (!only) {
  const started = Date.now();
  const run = spawnSync(
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', 'e2e/specs/sweep-slow-reads.spec.ts', '--reporter=line'],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        SWEEP_LONG: dir,
        E2E_WORKERS: process.env.E2E_WORKERS ?? '2',
        ...(option('routes') ? { SWEEP_ROUTES: option('routes') } : {}),
      },
    },
  );
  status = run.status ?? 1;
  console.log(`\nthe long form took ${Math.round((Date.now() - started) / 1000)} s; its figures are in ${dir}`);
}

const rows = existsSync(dir)
  ? readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')))
  : [];
const header = ['route', 'operation', 'delay ms', 'ms to data', 'verdict'];
const table = rows.map((r) => [r.route, r.operation, String(r.ms), String(r.toData), r.verdict.slice(0, 120)]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells) =>
  cells.map((cell, i) => (i === 2 || i === 3 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');
console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
for (const row of table) console.log(line(row));
const failed = rows.filter((r) => r.verdict !== 'ok');
for (const ms of [1500, 5000]) {
  const at = rows
    .filter((r) => r.ms === ms)
    .map((r) => r.toData)
    .sort((a, b) => a - b);
  const pick = (q) => at[Math.min(at.length - 1, Math.floor(q * at.length))] ?? 0;
  console.log(`at ${ms} ms: ${at.length} loads, ms to data p50 ${pick(0.5)}, p95 ${pick(0.95)}, max ${at.at(-1) ?? 0}`);
}
console.log(`${rows.length} loads, ${failed.length} failed`);
if (failed.length > 0 || rows.length === 0) status = 1;
process.exit(status);
