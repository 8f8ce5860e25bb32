#!/usr/bin/env node
// npm run bench: builds the production bundle, prints the gzip sizes of what the first page load fetches
// (the entry script, its preloaded chunks and the stylesheet) and of every chunk, and fails if mock code
// (MSW, faker, the replay panel) reached the production build.
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: ['ignore', 'ignore', 'inherit'] });

const dist = 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;

const assets = readdirSync(join(dist, 'assets')).map((f) => `assets/${f}`);
let js = 0;
let css = 0;
for (const file of initial) {
  if (file.endsWith('.js')) js += gz(file);
  else css += gz(file);
}
console.log(`initial JS  (gzip): ${kib(js)}  [${initial.filter((f) => f.endsWith('.js')).length} files]`);
console.log(`initial CSS (gzip): ${kib(css)}`);
const lazy = assets.filter((f) => f.endsWith('.js') && !initial.includes(f));
console.log(`lazy chunks: ${lazy.length}, ${kib(lazy.reduce((sum, f) => sum + gz(f), 0))} gzip in all`);
for (const f of lazy.sort((a, b) => gz(b) - gz(a)).slice(0, 8)) console.log(`  ${f.padEnd(60)} ${kib(gz(f))}`);

const markers = {
  msw: /mockServiceWorker|\[MSW\]/,
  faker: /@faker-js|faker\.(string|number|helpers)/,
  replay: /__portal_replay__/,
};
const leaks = [];
for (const file of assets.filter((f) => f.endsWith('.js'))) {
  const text = readFileSync(join(dist, file), 'utf8');
  for (const [name, pattern] of Object.entries(markers)) if (pattern.test(text)) leaks.push(`${name} in ${file}`);
}
if (leaks.length > 0) {
  console.error(`mock code in the production build: ${leaks.join(', ')}`);
  process.exit(1);
}
console.log('production build: no MSW, faker or replay code');
