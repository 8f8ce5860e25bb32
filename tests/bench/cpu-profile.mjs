// bench:search --profile: a CDP CPU profile summarised by self time, per function and per source module.
// The profiled build is unminified, so rolldown's `//#region src/…` markers tell which module a line is in.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** For each served file, its region starts as [line, module] (0-based lines, as CDP reports them). */
function regionsOf(dist, url, cache) {
  if (cache.has(url)) return cache.get(url);
  let regions = [];
  try {
    const path = new URL(url).pathname;
    const lines = readFileSync(join(dist, path), 'utf8').split('\n');
    let current = path.replace(/^\/assets\//, '');
    regions = [[0, current]];
    lines.forEach((line, n) => {
      const open = /^\/\/#region (.+)$/.exec(line);
      if (open) regions.push([n, (current = open[1].replace(/^.*node_modules\//, '~/'))]);
      else if (/^\/\/#endregion/.test(line)) regions.push([n, path.replace(/^\/assets\//, '')]);
    });
  } catch {
    regions = [[0, url || '(native)']];
  }
  cache.set(url, regions);
  return regions;
}

function moduleOf(dist, frame, cache) {
  if (!frame.url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  const regions = regionsOf(dist, frame.url, cache);
  let found = regions[0][1];
  for (const [line, name] of regions) if (line <= frame.lineNumber) found = name;
  return found;
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
