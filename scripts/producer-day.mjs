#!/usr/bin/env node
// A producer's day under faults with many seeds (not in CI): e2e/specs/producer-day.spec.ts once without faults (the
// reference), then once per seed, a few side by side; then the figures of all of them.
// Exits 1 if anything was lost or doubled, a page went blank, an error went uncaught or the portal misbehaved.
//
//   node scripts/producer-day.mjs --seeds 100            seeds 1 to 100
//   node scripts/producer-day.mjs --seeds 7,12,40-45     those seeds
//   node scripts/producer-day.mjs --report <dir>         only print the figures of a run kept in <dir>
//   options: --rate 0.2 (the share of calls that fail), --keep <dir> (where each seed's figures go),
//            --workers 3 (seeds run side by side, after the reference day alone)
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
const seedsArg = option('seeds') ?? '100';
const seeds = /^\d+$/.test(seedsArg) ? `1-${seedsArg}` : seedsArg;
const rate = option('rate') ?? '0.2';
const workers = option('workers') ?? '3';
const only = option('report');
const dir = only ?? option('keep') ?? mkdtempSync(join(tmpdir(), 'producer-day-'));

if (!only) {
  console.log(
    `producer's day: seeds ${seeds}, faults at ${rate}, ${workers} side by side; each seed's figures in ${dir}`,
  );
  const started = Date.now();
  const playwright = (env, extra = []) =>
    spawnSync(
      'npx',
      [
        'playwright',
        'test',
        '-c',
        'e2e/playwright.config.ts',
        'e2e/specs/producer-day.spec.ts',
        '--reporter=line',
        ...extra,
      ],
      { stdio: 'inherit', env: { ...process.env, CI: '1', PRODUCER_DAY_RATE: rate, PRODUCER_DAY_REPORT: dir, ...env } },
    );
  // The day without faults first, alone: its counts are what every seed is held to.
  const reference = playwright({ E2E_WORKERS: '1', PRODUCER_DAY_SEEDS: 'none' });
  if (reference.status !== 0) {
    console.error('the reference day (no faults) failed: no seed is run');
    process.exit(1);
  }
  // Then the seeds side by side: a day mostly waits (late answers, timeouts, the portal's retries), so a few at once
  // cost little more than one. Each has its own world on the same servers.
  // (The build the reference's run made is served again.)
  playwright({ E2E_WORKERS: workers, E2E_PREBUILT: '1', PRODUCER_DAY_SEEDS: seeds, PRODUCER_DAY_REFERENCE: 'kept' }, [
    '--fully-parallel',
  ]);
  console.log(`\nthe run took ${minutes(Date.now() - started)}`);
}

const runs = (existsSync(dir) ? readdirSync(dir) : [])
  .filter((name) => /^seed-\d+\.json$/.test(name))
  .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')))
  .sort((a, b) => a.seed - b.seed);
if (runs.length === 0) {
  console.error(`no seed's figures in ${dir}`);
  process.exit(1);
}

const sum = (pick) => runs.reduce((n, run) => n + pick(run), 0);
const tally = {};
for (const run of runs) for (const [kind, n] of Object.entries(run.tally)) tally[kind] = (tally[kind] ?? 0) + n;
const times = runs.map((run) => run.ms).sort((a, b) => a - b);
const failing = runs.filter(
  (run) =>
    run.stopped ||
    run.lost.length + run.doubled.length + run.wrong.length + run.censusDiff.length + run.problems.length > 0 ||
    run.blankPages + run.uncaught > 0,
);

const faults = sum((r) => Object.values(r.tally).reduce((a, b) => a + b, 0));
const rows = [
  ['seeds', `${runs.length} (faults at ${runs[0].rate})`],
  ['actions', `${sum((r) => r.actions)} (${runs[0].actions} a day)`],
  ['calls answered by the world', sum((r) => r.calls)],
  ['faults injected', faults],
  ...Object.entries(tally)
    .sort()
    .map(([kind, n]) => [`  ${kind}`, n]),
  ['actions that needed a retry', `${sum((r) => r.actionsRetried)} (${sum((r) => r.retries)} retries)`],
  ['lost', sum((r) => r.lost.length)],
  ['doubled', sum((r) => r.doubled.length)],
  ['kept with other values', sum((r) => r.wrong.length)],
  ['counts unlike the reference', sum((r) => r.censusDiff.length)],
  ['blank pages', sum((r) => r.blankPages)],
  ['uncaught errors', sum((r) => r.uncaught)],
  ['days cut short', runs.filter((r) => r.stopped).length],
  ['portal problems', sum((r) => r.problems.length)],
  [
    'a seed: min / median / max',
    [times[0], times[Math.floor(times.length / 2)], times.at(-1)].map(minutes).join(' / '),
  ],
];
console.log(`\n| figure | value |\n| --- | --- |\n${rows.map(([k, v]) => `| ${k} | ${v} |`).join('\n')}\n`);

for (const run of failing) {
  console.log(`seed ${run.seed}${run.stopped ? ` (cut short: ${run.stopped})` : ''}`);
  for (const [label, list] of [
    ['lost', run.lost],
    ['doubled', run.doubled],
    ['other values', run.wrong],
    ['counts', run.censusDiff],
    ['portal', run.problems],
  ])
    for (const item of list) console.log(`  ${label}: ${item}`);
  for (const action of run.faulted ?? []) console.log(`    ${action.name} met ${action.faults.join(', ')}`);
}
process.exit(failing.length > 0 ? 1 : 0);

function minutes(ms) {
  return `${(ms / 60_000).toFixed(1)} min`;
}
