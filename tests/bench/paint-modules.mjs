// `npm run bench:paint -- --trace`: the JavaScript a trace's V8 samples ran, by source module (a package, or a file of
// the portal's own), through the build's hidden source maps. Where a script has no map, by script file.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

/** A script's address as the build names it: `http://127.0.0.1:4282/assets/main-x.js` → `assets/main-x.js`. */
export const servedPath = (url) => url.replace(/^https?:\/\/[^/]+\//, '');

/** `node_modules/@mantine/core/esm/…` → `@mantine/core`, `src/features/a/b.tsx` stays as it is. */
export function moduleOf(source) {
  const path = source.replace(/^(\.\.\/)+/, '');
  const at = path.lastIndexOf('node_modules/');
  if (at < 0) return path;
  const parts = path.slice(at + 'node_modules/'.length).split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? path);
}

/** A function that names the module a sampled call frame ran in, reading the maps of the build in `dir`. */
export function moduleNamer(dir) {
  const maps = new Map();
  const consumer = (file) => {
    if (!maps.has(file)) {
      const path = join(dir, `${file}.map`);
      maps.set(file, existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null);
    }
    return maps.get(file);
  };
  return (frame, fallback) => {
    const file = frame.url && servedPath(frame.url);
    const map = file && consumer(file);
    if (!map) return fallback;
    const { source } = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    return source ? moduleOf(source) : fallback;
  };
}
