// `npm run bench:paint -- --trace`: one Chromium trace per page (4× CPU slowdown, fresh context), and what the
// renderer's main thread did from navigation to the largest contentful paint, by self time.
import { mkdirSync, writeFileSync } from 'node:fs';
import { openPage } from './paint-measure.mjs';

const CATEGORIES = [
  'devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-devtools.timeline',
];

export async function traceFirstPaint(browser, target) {
  const { context, page } = await openPage(browser, target);
  try {
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(target.url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const buffer = await browser.stopTracing();
    const file = `dist-bench/trace-${target.name.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'bare'}.json`;
    mkdirSync('dist-bench', { recursive: true });
    writeFileSync(file, buffer);
    summarize(target.name, JSON.parse(String(buffer)).traceEvents, file);
  } finally {
    await context.close();
  }
}

function summarize(name, events, file) {
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate').at(-1);
  if (!nav || !lcp) return console.log(`${name}: no navigation or LCP in the trace (${file})`);
  const main = events.find((e) => e.name === 'thread_name' && e.pid === nav.pid && e.args?.name === 'CrRendererMain');
  const slices = events
    .filter((e) => e.ph === 'X' && e.pid === nav.pid && e.tid === main?.tid && e.ts >= nav.ts && e.ts < lcp.ts)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // Self time: a slice's duration less its children's (slices on one thread nest).
  const self = new Map();
  const stack = [];
  for (const slice of slices) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= slice.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) parent.self -= slice.dur ?? 0;
    const entry = { ts: slice.ts, dur: slice.dur ?? 0, self: slice.dur ?? 0, label: label(slice) };
    stack.push(entry);
    self.set(entry, entry);
  }
  const totals = new Map();
  for (const { label: l, self: s } of self.values()) totals.set(l, (totals.get(l) ?? 0) + s);
  const busy = [...totals.values()].reduce((a, b) => a + b, 0);
  console.log(
    `\n${name}: LCP at ${((lcp.ts - nav.ts) / 1000).toFixed(0)} ms, main thread busy ${(busy / 1000).toFixed(0)} ms before it (${file})`,
  );
  for (const [l, t] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 14)) {
    console.log(`  ${(t / 1000).toFixed(1).padStart(7)} ms  ${l}`);
  }
}

function label(slice) {
  const url = slice.args?.data?.url ?? slice.args?.data?.stackTrace?.[0]?.url ?? slice.args?.fileName ?? '';
  const where = url ? ` ${url.replace(/^https?:\/\/[^/]+\//, '').replace(/-[\w-]{8}\.(js|css)$/, '.$1')}` : '';
  return `${slice.name}${where}`;
}
