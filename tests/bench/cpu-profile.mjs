// bench:search --profile: a CDP CPU profile summarised by self time, per function and per source module.
// The profiled build is unminified and has source maps, which tell the module of each sampled line.
// Also a command: `node tests/bench/cpu-profile.mjs FILE.cpuprofile DIST` summarises a saved profile.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';

/** The source map of a served file, or null. */
function mapOf(dist, url, cache) {
  if (!cache.has(url)) {
    let map = null;
    try {
      map = new SourceMap(JSON.parse(readFileSync(join(dist, `${new URL(url).pathname}.map`), 'utf8')));
    } catch {
      map = null;
    }
    cache.set(url, map);
  }
  return cache.get(url);
}

function moduleOf(dist, frame, cache) {
  if (!frame.url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  const map = mapOf(dist, frame.url, cache);
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber);
  const source = entry?.originalSource;
  if (!source) return frame.url.replace(/^.*\/assets\//, '');
  return source.replace(/^.*node_modules\//, '~/').replace(/^(\.\.\/)+/, '');
}

/** Text: total sampled time, then the top functions and modules by self time (ms), idle left out. */
export function summarise(profile, dist, top = 25) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const cache = new Map();
  const fns = new Map();
  const modules = new Map();
  let busy = 0;
  for (const [id, ms] of self) {
    const { callFrame } = byId.get(id);
    if (callFrame.functionName === '(idle)') continue;
    busy += ms;
    const module = moduleOf(dist, callFrame, cache);
    const fn = `${callFrame.functionName || '(anonymous)'}  ${module}:${callFrame.lineNumber + 1}`;
    fns.set(fn, (fns.get(fn) ?? 0) + ms);
    modules.set(module, (modules.get(module) ?? 0) + ms);
  }
  const list = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => `  ${ms.toFixed(1).padStart(8)} ms  ${name}`)
      .join('\n');
  return [
    `CPU profile: ${busy.toFixed(0)} ms busy (not idle) during the typing`,
    'self time by module:',
    list(modules),
    'self time by function:',
    list(fns),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, dist] = process.argv.slice(2);
  console.log(summarise(JSON.parse(readFileSync(file, 'utf8')), dist));
}
