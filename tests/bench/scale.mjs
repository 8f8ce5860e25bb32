#!/usr/bin/env node
// npm run bench:scale (not in CI): the screens that hold many rows, with large answers beside the example world's.
// Builds the production build into dist-scale/, serves it with `vite preview` (:4288) in front of Prism (:4029), and
// visits each screen of scale-screens.mjs signed in, in Debian's Chromium at 4× CPU slowdown, each visit in a fresh
// context: once with its calls answered with large, contract-valid data grown from the contract's examples
// (scale-data.ts; every other call is Prism's example), once with the examples' own sizes. Per screen, the median of
// the rounds: when its rows show (from the navigation, or from the click that opens it), one typical interaction
// (Event Timing's duration, from the input to the next paint, as INP counts it), the longest task after the rows
// show, the DOM's elements and the JS heap after (garbage collected). Prints one table, the example-size figure and
// the ratio beside each, then which of the targets each screen meets. Prints numbers; asserts nothing.
// Options: `--only RE` (the screens whose name matches, case-insensitive), `--rounds N` (5), `--no-build` (reuse
// dist-scale/), `--json FILE` (every sample and median), `--steps` (each step of a visit as it is reached).
// Ports: BENCH_PORTAL_PORT, BENCH_PRISM_PORT.
import { existsSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { preview, runnerImport } from 'vite';
import { startPrism } from '../../mocks/prism/prism.mjs';
import { buildPortal } from './build.mjs';
import { launchChromium } from './chromium.mjs';
import { measureScreen } from './scale-measure.mjs';
import { report } from './scale-report.mjs';
import { screens } from './scale-screens.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const rounds = Number(option('--rounds') ?? 5);
const only = new RegExp(option('--only') ?? '', 'i');
const OUT = 'dist-scale';
const PORTAL = Number(process.env.BENCH_PORTAL_PORT ?? 4288);
const PRISM = Number(process.env.BENCH_PRISM_PORT ?? 4029);
const BASE = `http://127.0.0.1:${PORTAL}`;
/** A screen may freeze for a long while with thousands of rows drawn at once: it is measured, not cut short. */
const TIMEOUT = 600_000;
const at = (path) => fileURLToPath(new URL(path, import.meta.url));

// Built before anything runs through Vite's module runner, which sets NODE_ENV to development (a build inheriting
// it would bundle React's development build).
if (!args.includes('--no-build') || !existsSync(`${OUT}/index.html`)) await buildPortal({ outDir: OUT });

const load = (path) =>
  runnerImport(path, {
    configFile: false,
    logLevel: 'error',
    resolve: { alias: { '@': at('../../src'), '~mocks': at('../../mocks') } },
  }).then((r) => r.module);
const data = await load('./tests/bench/scale-data.ts');
const seed = await load('./test-support/seeded-session.ts');
const chosen = screens(data).filter((s) => only.test(s.name));
if (chosen.length === 0) throw new Error(`bench:scale: no screen matches ${only}`);

process.env.PRISM_URL = `http://127.0.0.1:${PRISM}`;
const prism = await startPrism({ port: PRISM });
const server = await preview({
  logLevel: 'warn',
  build: { outDir: OUT },
  preview: { port: PORTAL, host: '127.0.0.1', strictPort: true },
});
const browser = await launchChromium();

/** Checked answers by screen, size and request: the same request is answered with the same text in every round. */
const answers = new Map();
/** An answer of the bench's that breaks the contract: the visit is ended and the run stops. */
let breach = null;

/** page.route's handler for one visit: the screen's calls answered with `size` rows, every other call to Prism. */
const answerFor = (screen, size) => {
  const calls = screen.calls(size);
  return async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const operation = data.operationOf(request.method(), url.pathname);
    const make = operation && calls[operation.operationId];
    if (!make) return route.continue();
    const key = `${screen.name}|${size}|${request.method()}|${url.pathname}${url.search}|${request.postData() ?? ''}`;
    if (!answers.has(key)) {
      let body = null;
      try {
        body = request.postDataJSON();
      } catch {
        // a multipart or empty body: not a paged call's
      }
      const call = { ...operation, query: Object.fromEntries(url.searchParams), body };
      try {
        answers.set(key, JSON.stringify(data.checked(operation.operationId, make(call))));
      } catch (error) {
        breach = error;
        await route.abort();
        return request.frame().page().context().close();
      }
    }
    return route.fulfill({ status: 200, contentType: 'application/json', body: answers.get(key) });
  };
};

/** `--steps`: each step of a visit as it is reached, with the time of day (where a screen waits, and how long). */
const step = (name) => process.stderr.write(`[${new Date().toISOString().slice(11, 19)} ${name}] `);

const results = chosen.map((screen) => ({ screen, large: [], example: [], errors: [] }));
try {
  for (let round = 1; round <= rounds; round++) {
    // Rotated order, so that no screen always runs first (or right after another).
    for (let i = 0; i < results.length; i++) {
      const result = results[(i + round - 1) % results.length];
      for (const kind of ['large', 'example']) {
        const size = result.screen[kind];
        process.stderr.write(`round ${round}/${rounds}: ${result.screen.name}, ${size} rows… `);
        try {
          const sample = await measureScreen(browser, {
            base: BASE,
            screen: result.screen,
            session: seed.seededSession(result.screen.session),
            answer: answerFor(result.screen, size),
            timeout: TIMEOUT,
            log: args.includes('--steps') ? step : undefined,
          });
          result[kind].push(sample);
          process.stderr.write(`${Math.round(sample.rowsShown)} ms\n`);
        } catch (error) {
          result.errors.push(`${kind}: ${String(error?.message ?? error).split('\n')[0]}`);
          process.stderr.write(`failed: ${String(error?.message ?? error).split('\n')[0]}\n`);
          // A contract breach is the bench's own fault: stop rather than measure something else.
          if (breach) throw breach;
        }
      }
    }
  }
  const table = report(results, rounds);
  console.log(
    `  load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  if (option('--json')) writeFileSync(option('--json'), JSON.stringify(table, null, 1));
} finally {
  await browser.close();
  await new Promise((done) => server.httpServer.close(done));
  prism.stop();
}
