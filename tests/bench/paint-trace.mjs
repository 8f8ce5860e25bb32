// `npm run bench:paint -- --trace`: one Chromium trace per page (4× CPU slowdown, fresh context, with V8's
// sampling profiler), and what the renderer's main thread ran from navigation to the app's first commit (the
// `portal:first-commit` mark; the largest contentful paint for a page without it): the JavaScript by script file and
// by source module (self time of the samples; modules through the build's hidden source maps, paint-modules.mjs), the
// rest by kind of work, when the scripts were fetched, and how full the main thread was with what work. With V8's
// sampler on, V8 compiles on the main thread what the compile hint (vite/compile-hints.ts) has it compile in the
// background: the times of a trace are longer than the bench's, and `BENCH_TRACE_PROFILER=0` leaves the sampler out
// (no JavaScript by file or module then).
import { mkdirSync, writeFileSync } from 'node:fs';
import { openPage } from './paint-measure.mjs';
import { moduleNamer, servedPath } from './paint-modules.mjs';

const CATEGORIES = [
  'devtools.timeline',
  'v8.execute',
  'loading',
  'blink.user_timing',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
].filter((category) => process.env.BENCH_TRACE_PROFILER !== '0' || !category.endsWith('cpu_profiler'));

/** Where the traces are written (BENCH_TRACE_DIR, else dist-bench/). */
const TRACE_DIR = process.env.BENCH_TRACE_DIR ?? 'dist-bench';

export async function traceFirstPaint(browser, target, network) {
  const { context, page } = await openPage(browser, target, network);
  try {
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(target.url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => globalThis.__paint.lcp > 0, null, { timeout: 10_000 }).catch(() => {});
    await page.waitForTimeout(500);
    const buffer = await browser.stopTracing();
    mkdirSync(TRACE_DIR, { recursive: true });
    const file = `${TRACE_DIR}/trace-${target.name.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'bare'}.json`;
    writeFileSync(file, buffer);
    summarize(target, JSON.parse(String(buffer)).traceEvents, file);
  } finally {
    await context.close();
  }
}

const short = (url) => servedPath(url).replace(/-[\w-]{8}\.(js|css)$/, '.$1') || '(no file)';
const ms = (us) => `${(us / 1000).toFixed(0)} ms`.padStart(8);

function summarize({ name, dir }, events, file) {
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL);
  const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === nav?.pid).at(-1);
  if (!nav || !lcp) return console.log(`\n${name}: no navigation or LCP in the trace (${file})`);
  const commit = events.find((e) => e.name === 'portal:first-commit' && e.pid === nav.pid);
  const end = commit ?? lcp;
  const until = commit ? 'first commit' : 'LCP';
  const main = events.find((e) => e.name === 'thread_name' && e.pid === nav.pid && e.args?.name === 'CrRendererMain');
  const onMain = (e) => e.pid === nav.pid && e.tid === main?.tid && e.ts >= nav.ts && e.ts < end.ts;
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && onMain(e));
  const busy = tasks.reduce((sum, e) => sum + (e.dur ?? 0), 0);
  console.log(
    `\n${name}: LCP at ${ms(lcp.ts - nav.ts).trim()}${commit ? `, first commit at ${ms(commit.ts - nav.ts).trim()}` : ''}` +
      `, main thread busy ${ms(busy).trim()} before the ${until} (${file})`,
  );
  const byFile = (frame, fallback) => (frame.url ? short(frame.url) : fallback);
  const js = scriptSelfTime(events, nav.pid, main?.tid, nav.ts, end.ts, byFile);
  const jsTotal = [...js.values()].reduce((a, b) => a + b, 0);
  console.log(`  JavaScript ${ms(jsTotal).trim()}, by file:`);
  for (const [url, time] of [...js].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${ms(time)}  ${url}`);
  if (dir) {
    const named = moduleNamer(dir);
    const modules = scriptSelfTime(events, nav.pid, main?.tid, nav.ts, end.ts, (f, fallback) =>
      named(f, byFile(f, fallback)),
    );
    console.log(
      `  by module (a package, or a file of the portal's own; a chunk's name for its code without a source):`,
    );
    for (const [module, time] of [...modules].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
      console.log(`  ${ms(time)}  ${module}`);
    }
  }
  const kinds = new Map();
  for (const e of events.filter((x) => x.ph === 'X' && onMain(x))) {
    if (
      /^(Layout|UpdateLayoutTree|Paint|PrePaint|ParseHTML|ParseAuthorStyleSheet|v8\.compile\w*|v8\.parse\w*)$/.test(
        e.name,
      )
    ) {
      kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0));
    }
  }
  console.log(`  other work: ${[...kinds].map(([k, t]) => `${k} ${ms(t).trim()}`).join(', ')}`);
  const { share, top } = mainThreadWork(events, nav, main?.tid, end.ts);
  console.log(
    `  main thread busy ${share}% of the time from 50 ms on; its tasks' work: ` +
      `${top.map(([k, t]) => `${k} ${ms(t).trim()}`).join(', ')}`,
  );
  const scripts = fetched(events, nav, end.ts);
  const last = scripts.reduce((max, r) => Math.max(max, r.end), 0);
  console.log(
    `  scripts fetched before the ${until}: ${scripts.length}, ${(scripts.reduce((sum, r) => sum + r.bytes, 0) / 1024).toFixed(0)} KiB` +
      ` (encoded), the last one in at ${ms(last * 1000).trim()}`,
  );
}

/**
 * How full the main thread was from 50 ms after navigation to `to` (the tasks' wall time at 4× CPU; near 100 %, the
 * first commit comes only as soon as the work before it is less), and that work by what each task did at its top level
 * (the HTML parser with its inline scripts, a module's evaluation, a call into the page's JavaScript such as React's
 * render, style and layout, the navigation's commit; `(other)`: tasks with no traced event of their own, such as a
 * script's arrival and compile).
 */
function mainThreadWork(events, nav, tid, to) {
  const from = nav.ts + 50_000;
  const onMain = events
    .filter((e) => e.ph === 'X' && e.pid === nav.pid && e.tid === tid && e.ts >= nav.ts && e.ts < to)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const work = new Map();
  const add = (kind, time) => work.set(kind, (work.get(kind) ?? 0) + time);
  let busy = 0;
  const open = []; // the events that enclose the current one, outermost first
  for (const e of onMain) {
    while (open.length && open.at(-1).ts + open.at(-1).dur <= e.ts) open.pop();
    if (open.length === 0 && e.name === 'RunTask') {
      busy += Math.max(0, Math.min(to, e.ts + e.dur) - Math.max(from, e.ts));
      add('(other)', e.dur);
    } else if (open.length === 1 && open[0].name === 'RunTask') {
      add(e.name === 'FunctionCall' ? 'JavaScript call' : e.name.replace(/^DocumentLoader::/, ''), e.dur);
      add('(other)', -e.dur);
    }
    open.push(e);
  }
  const share = Math.round((busy / Math.max(1, to - from)) * 100);
  return { share, top: [...work].sort((a, b) => b[1] - a[1]).slice(0, 8) };
}

/** The JavaScript files the page asked for before `to`: when each was asked for and in, relative to navigation. */
function fetched(events, nav, to) {
  const done = new Map(events.filter((e) => e.name === 'ResourceFinish').map((e) => [e.args.data.requestId, e]));
  return events
    .filter((e) => e.name === 'ResourceSendRequest' && /\.js(\?|$)/.test(e.args.data.url) && e.ts < to)
    .map((e) => {
      const finish = done.get(e.args.data.requestId);
      return {
        start: (e.ts - nav.ts) / 1000,
        end: finish ? (finish.ts - nav.ts) / 1000 : Infinity,
        bytes: finish?.args.data.encodedDataLength ?? 0,
      };
    });
}

/** Self time of V8's samples between `from` and `to`, by `name(callFrame, fallback)` (the trace's ProfileChunk events). */
function scriptSelfTime(events, pid, tid, from, to, name) {
  const nodes = new Map();
  const totals = new Map();
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return totals;
  let time = profile.args.data.startTime;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id)) {
    const data = chunk.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      const delta = deltas[i] ?? 0;
      time += delta;
      if (time < from || time >= to) continue;
      const frame = nodes.get(samples[i])?.callFrame;
      // V8 names its own work in parentheses already: '(program)', '(idle)', '(garbage collector)'.
      const native = frame?.functionName.startsWith('(') ? frame.functionName : `(${frame?.functionName || 'idle'})`;
      const key = frame ? name(frame, native) : '(idle)';
      if (key === '(idle)' || key === '(program)') continue;
      totals.set(key, (totals.get(key) ?? 0) + (deltas[i + 1] ?? delta));
    }
  }
  return totals;
}
