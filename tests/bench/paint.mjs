#!/usr/bin/env node
// npm run bench:paint (not in CI): the first paint of the portal against a bare React + Mantine page.
// Builds both (the portal's production build, and tests/bench/baseline/), serves them with `vite preview`
// (portal :4282, bare :4283, Prism :4022 behind the portal's /api), then loads the bare page, /login signed
// out, / signed in, the batch editor (/batches/BATELD0911) and the verifier dashboard signed in, in turn, each
// in a fresh browser context at 4× CPU slowdown: a warm-up round, then 7 rounds. Prints the largest contentful paint (LCP), the total blocking time (TBT: the long tasks' time over
// 50 ms from the first paint, up to the page settling) and when the page answers (the app's first commit: a page
// painted from HTML, vite/first-paint.ts, takes typing before it and holds a click until then) as median and
// min–max, and the ratios to the bare page.
// `--trace` also records one Chromium trace per page (into BENCH_TRACE_DIR, else dist-bench/) and prints what ran
// before its largest paint.
// `--rounds N` changes the number of rounds; `--no-build` reuses dist-bench/ and dist-bare/; `--out DIR` builds
// into DIR instead of dist-bench/; `--portal DIR` measures another production build of the portal instead of
// building it; `--also NAME=DIR` (repeatable) measures another build in the same run, its pages named `NAME …`
// (the landed build beside this one: the figures of both come from the same loads of the bare page); `--only RE`
// measures only the portal's pages whose name RE matches (`--only 'batch|signed'`), beside the bare page;
// `--no-copy` builds the portal without the pages painted from HTML (vite/first-paint.ts): the app draws every page
// itself, and its largest paint on /login and / is then the app's own (with `--out DIR`, beside the usual build:
// `--also copy=dist-bench`).
// `--floor` builds the portal so that, over a page painted from HTML, the app's first commit draws nothing (only the
// hand-over's mark, once the route has loaded, src/main.tsx): the earliest the app could answer with the copy, the
// entry and the route as they are, without React's render of the page (with `--out DIR`, beside the usual build).
// `--latency MS` adds MS to every request and caps the download at `--down MBIT` (default 10 Mbit/s, upload a quarter
// of it): the bench's server is on the same machine, and without it the network takes no time.
// Ports: BENCH_PORTAL_PORT, BENCH_BARE_PORT, BENCH_PRISM_PORT.
import { build, preview, runnerImport } from 'vite';
import { startPrism } from '../../mocks/prism/prism.mjs';
import { buildPortal } from './build.mjs';
import { launchChromium } from './chromium.mjs';
import { measure } from './paint-measure.mjs';
import { traceFirstPaint } from './paint-trace.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const rounds = Number(option('--rounds') ?? 7);
const network = option('--latency')
  ? { latency: Number(option('--latency')), down: (Number(option('--down') ?? 10) * 1_000_000) / 8 }
  : undefined;
const portalDir = option('--portal') ?? option('--out') ?? 'dist-bench';
const PORTAL = Number(process.env.BENCH_PORTAL_PORT ?? 4282);
const BARE = Number(process.env.BENCH_BARE_PORT ?? 4283);
const PRISM = Number(process.env.BENCH_PRISM_PORT ?? 4022);
/** `--also NAME=DIR`, each on the next port after the portal's. */
const others = args
  .flatMap((arg, i) => (arg === '--also' ? [args[i + 1] ?? ''] : []))
  .map((spec, i) => ({ name: spec.split('=')[0], dir: spec.split('=').slice(1).join('='), port: PORTAL + 2 + i }));

if (!args.includes('--no-build')) {
  // With hidden source maps: a trace names the modules that ran (paint-modules.mjs); the chunks are the same.
  if (!option('--portal')) {
    await buildPortal({
      outDir: portalDir,
      sourcemap: 'hidden',
      firstPaint: !args.includes('--no-copy'),
      floor: args.includes('--floor'),
    });
  }
  await build({
    configFile: 'tests/bench/baseline/vite.config.ts',
    root: 'tests/bench/baseline',
    logLevel: 'warn',
    build: { outDir: '../../../dist-bare', emptyOutDir: true },
  });
}

process.env.PRISM_URL = `http://127.0.0.1:${PRISM}`;
const prism = await startPrism({ port: PRISM });
const portal = await preview({
  logLevel: 'warn',
  build: { outDir: portalDir },
  preview: { port: PORTAL, host: '127.0.0.1', strictPort: true },
});
const servers = [portal];
for (const other of others) {
  servers.push(
    await preview({
      logLevel: 'warn',
      build: { outDir: other.dir },
      preview: { port: other.port, host: '127.0.0.1', strictPort: true },
    }),
  );
}
const bare = await preview({
  configFile: false,
  logLevel: 'warn',
  build: { outDir: 'dist-bare' },
  preview: { port: BARE, host: '127.0.0.1', strictPort: true },
});
const { module: seed } = await runnerImport('./test-support/seeded-session.ts', {
  configFile: false,
  logLevel: 'warn',
});
const { module: world } = await runnerImport('./test-support/example-world.ts', {
  configFile: false,
  logLevel: 'warn',
});
const browser = await launchChromium();

const portalPages = (prefix, origin, dir) =>
  [
    { name: `${prefix}/login`, url: `${origin}/login` },
    { name: `${prefix}/ signed in`, url: `${origin}/`, session: seed.seededSession() },
    // The heavy routes: the batch editor, where producers spend most time, and a dashboard with its charts.
    { name: `${prefix}batch editor`, url: `${origin}/batches/${world.GUMMIES_BATCH}`, session: seed.seededSession() },
    { name: `${prefix}verifier`, url: `${origin}/`, session: seed.seededSession({ subscriptions: ['verifier'] }) },
  ].map((page) => ({ ...page, dir }));
const only = new RegExp(option('--only') ?? '');
const pages = [
  { name: 'bare', url: `http://127.0.0.1:${BARE}/` },
  ...[
    ...portalPages('', `http://127.0.0.1:${PORTAL}`, portalDir),
    ...others.flatMap((other) => portalPages(`${other.name} `, `http://127.0.0.1:${other.port}`, other.dir)),
  ].filter((page) => only.test(page.name)),
];
const results = Object.fromEntries(pages.map((p) => [p.name, []]));
try {
  for (let round = 0; round <= rounds; round++) {
    // Rotated order, so that no page always runs first (or right after another).
    for (let i = 0; i < pages.length; i++) {
      const page = pages[(i + round) % pages.length];
      const sample = await measure(browser, page, network);
      if (round > 0) results[page.name].push(sample);
    }
    process.stderr.write(round === 0 ? 'warm-up done\n' : `round ${round}/${rounds}\n`);
  }
  if (rounds > 0) report(results);
  if (args.includes('--trace')) for (const page of pages) await traceFirstPaint(browser, page, network);
} finally {
  await browser.close();
  for (const server of servers) await new Promise((done) => server.httpServer.close(done));
  await new Promise((done) => bare.httpServer.close(done));
  prism.stop();
}

function report(all) {
  const stats = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return { median: sorted[Math.floor(sorted.length / 2)], min: sorted[0], max: sorted.at(-1) };
  };
  const ms = (v) => `${Math.round(v)} ms`.padStart(8);
  const range = (s) => `${Math.round(s.min)}–${Math.round(s.max)}`.padEnd(14);
  const width = Math.max(14, ...Object.keys(all).map((name) => name.length + 2));
  const base = { lcp: stats(all.bare.map((s) => s.lcp)), ready: stats(all.bare.map((s) => s.ready)) };
  const slowed = network ? `, ${network.latency} ms latency, ${(network.down * 8) / 1_000_000} Mbit/s` : '';
  console.log(`\nfirst paint, 4× CPU slowdown${slowed}, ${rounds} loads each (median, min–max)`);
  console.log(
    `${'page'.padEnd(width)}${'LCP'.padStart(8)}  ${'min–max'.padEnd(14)}${'TBT'.padStart(8)}  ${'min–max'.padEnd(14)}` +
      `${'answers'.padStart(8)}  ${'min–max'.padEnd(14)}LCP ratio  answers ratio  paired: LCP  answers`,
  );
  for (const [name, samples] of Object.entries(all)) {
    const lcp = stats(samples.map((s) => s.lcp));
    const tbt = stats(samples.map((s) => s.tbt));
    const ready = stats(samples.map((s) => s.ready));
    const ratio = (value, to) => (name === 'bare' ? '' : `${(value / to).toFixed(2)}×`);
    // Each load against the bare page's load of the same round (a minute apart at most), then the median: the
    // machine's drift over a run (the bare page moved by a third in one session) cancels out.
    const paired = (key) =>
      name === 'bare' ? '' : `${stats(samples.map((s, i) => s[key] / all.bare[i][key])).median.toFixed(2)}×`;
    console.log(
      `${name.padEnd(width)}${ms(lcp.median)}  ${range(lcp)}${ms(tbt.median)}  ${range(tbt)}${ms(ready.median)}  ${range(ready)}` +
        `${ratio(lcp.median, base.lcp.median).padEnd(11)}${ratio(ready.median, base.ready.median).padEnd(15)}` +
        `${paired('lcp').padEnd(13)}${paired('ready')}`,
    );
  }
  console.log(
    'targets: LCP /login ≤ 1.2× bare, / signed in ≤ 1.3× bare; answers ≤ 1.3× and TBT ≤ 100 ms on both; ' +
      'batch editor and verifier answers and LCP ≤ 2× bare',
  );
  console.log(
    "answers: the app's first commit (a page painted from HTML takes typing before it, and holds a click until then); " +
      "paired: the median of each load's ratio to the bare page's load of the same round",
  );
}
