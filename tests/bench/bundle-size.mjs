#!/usr/bin/env node
// npm run bench: builds the production bundle (tests/bench/build.mjs) and prints, gzip: the initial JS and
// CSS (the entry and what index.html preloads), what each first route adds (preloaded in parallel, see
// vite/route-preload.ts), every route chunk and every chunk lazy routes share, and where the heavy libraries
// are. It fails when a budget of budgets.json is broken, when a heavy library is in the first load, or when
// mock code (MSW, faker, the replay panel) is in the build at all, or when a chunk does not start with the compile
// hint (vite/compile-hints.ts). `--no-build` reads dist/ as it is.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { runnerImport } from 'vite';
import { buildPortal, readBuild } from './build.mjs';
import { LIBRARIES, MOCK_MARKERS } from './libraries.mjs';

const dist = 'dist';
const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));
if (!process.argv.includes('--no-build')) await buildPortal({ outDir: dist });
const { manifest, modules } = readBuild(dist);
const { module: hints } = await runnerImport('./vite/compile-hints.ts', { configFile: false, logLevel: 'warn' });

const gz = (file) => gzipSync(readFileSync(join(dist, file))).length / 1024;
const kib = (size) => `${size.toFixed(1)} KiB`.padStart(10);
const sum = (files) => files.reduce((total, f) => total + gz(f), 0);
const failures = [];

/** A manifest key and every chunk it imports statically. */
function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    (manifest[key].imports ?? []).forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}
const filesOf = (keys) => [...keys].map((k) => manifest[k].file);
const cssOf = (keys) => [...new Set([...keys].flatMap((k) => manifest[k].css ?? []))];

// The first load: the entry and what it imports statically (index.html's script, modulepreloads, stylesheets).
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const initialKeys = closure([entryKey]);
const initialJs = sum(filesOf(initialKeys));
const initialCss = sum(cssOf(initialKeys));
const initialFiles = new Set([...filesOf(initialKeys), ...cssOf(initialKeys)]);
console.log(`initial JS  (gzip) ${kib(initialJs)}  [${initialKeys.size} files; budget ${budgets.initialJs} KiB]`);
console.log(
  `initial CSS (gzip) ${kib(initialCss)}  [${cssOf(initialKeys).length} files; budget ${budgets.initialCss} KiB]`,
);
if (initialJs > budgets.initialJs) failures.push(`initial JS ${initialJs.toFixed(1)} KiB > ${budgets.initialJs} KiB`);
if (initialCss > budgets.initialCss)
  failures.push(`initial CSS ${initialCss.toFixed(1)} KiB > ${budgets.initialCss} KiB`);
// index.html: what every first load fetches before anything else, with the pages painted from HTML and their
// stylesheets inline (vite/first-paint.ts).
const html = gz('index.html');
console.log(`index.html  (gzip) ${kib(html)}  [with the first-paint copies; budget ${budgets.indexHtml} KiB]`);
if (html > budgets.indexHtml) failures.push(`index.html ${html.toFixed(1)} KiB > ${budgets.indexHtml} KiB`);

// Route chunks: TanStack's code-split route components (`src/routes/….tsx?tsr-split=…`), found by the modules in
// them (a route's chunk may hold other modules too, and then has no route facade to be named by).
const chunkOfFile = Object.fromEntries(Object.entries(manifest).map(([k, c]) => [c.file, k]));
const routeOf = Object.fromEntries(
  Object.entries(modules).flatMap(([file, ids]) =>
    ids.filter((id) => /^src\/routes\/.*\?tsr-split=/.test(id)).map((id) => [chunkOfFile[file], id]),
  ),
);
const routeKeys = Object.keys(routeOf);
const routeName = (key) => routeOf[key].replace(/^src\/routes\//, '').replace(/\?tsr-split=.*$/, '');
console.log('\nroute chunks (gzip): the chunk itself, and all a visit to it fetches beyond the first load');
for (const key of routeKeys.sort((a, b) => gz(manifest[b].file) - gz(manifest[a].file))) {
  const extra = [...closure([key])].filter((k) => !initialKeys.has(k));
  const own = gz(manifest[key].file);
  const all = sum(filesOf(extra)) + sum(cssOf(extra).filter((f) => !initialFiles.has(f)));
  console.log(`  ${routeName(key).padEnd(42)}${kib(own)}  ${kib(all)} with its shared chunks and CSS`);
}
const largestRoute = Math.max(...routeKeys.map((k) => gz(manifest[k].file)));
console.log(`largest route chunk ${kib(largestRoute).trim()}`);

// Every lazily loaded chunk (routes, the chunks they share, lazy overlays) against the chunk budget.
const lazyKeys = Object.keys(manifest).filter((k) => !initialKeys.has(k) && manifest[k].file.endsWith('.js'));
/** The budget entry of a chunk: by its name, or by a family's name ending in * ('city-*' for city-US). */
const exceptionOf = (name) =>
  budgets.largerChunks[name] ??
  Object.entries(budgets.largerChunks).find(([key]) => key.endsWith('*') && name?.startsWith(key.slice(0, -1)))?.[1];
for (const key of lazyKeys) {
  const { file, name } = manifest[key];
  const size = gz(file);
  const exception = exceptionOf(name);
  const limit = exception?.limit ?? budgets.chunk;
  if (size > limit) failures.push(`${file} is ${size.toFixed(1)} KiB > ${limit} KiB${exception ? ` (${name})` : ''}`);
  // Whatever the exceptions say, no lazy chunk but the charts' may be over lazyMax.
  if (size > budgets.lazyMax && !exception?.aboveLazyMax)
    failures.push(`${file} is ${size.toFixed(1)} KiB > ${budgets.lazyMax} KiB, the most any lazy chunk may weigh`);
}
// The stylesheets fetched after the first load (the lazy screens' CSS in one sheet, the charts' own).
const lazyCss = [...new Set(Object.values(manifest).flatMap((c) => c.css ?? []))]
  .filter((file) => !initialFiles.has(file))
  .map((file) => ({ file, size: gz(file) }));
for (const { file, size } of lazyCss) {
  if (size > budgets.lazyCss) failures.push(`${file} is ${size.toFixed(1)} KiB > ${budgets.lazyCss} KiB`);
}
console.log(
  `lazy stylesheets: ${lazyCss.map(({ file, size }) => `${file} ${size.toFixed(1)} KiB`).join(', ')} [each ≤ ${budgets.lazyCss} KiB]`,
);
const lazyJs = sum(filesOf(lazyKeys));
const largestLazy = Math.max(...lazyKeys.map((k) => gz(manifest[k].file)));
console.log(
  `lazy chunks: ${lazyKeys.length}, ${lazyJs.toFixed(1)} KiB gzip in all, each ≤ ${budgets.chunk} KiB (largest ${largestLazy.toFixed(1)} KiB; none over ${budgets.lazyMax} KiB but the charts)`,
);
for (const [name, { limit, reason }] of Object.entries(budgets.largerChunks)) {
  console.log(`  allowed larger: ${name} ≤ ${limit} KiB (${reason})`);
}

// The heavy libraries: in which chunks their modules are.
console.log('\nheavy libraries');
for (const library of LIBRARIES) {
  const chunks = Object.entries(modules)
    .filter(([, ids]) => ids.some((id) => library.match.test(id)))
    .map(([file]) => file);
  const initial = chunks.filter((f) => initialKeys.has(chunkOfFile[f]));
  const where =
    chunks.length === 0 ? 'not in the build' : `${initial.length ? 'INITIAL' : 'lazy'}: ${chunks.join(', ')}`;
  console.log(`  ${library.name.padEnd(44)} ${where}`);
  if (library.production === false && chunks.length)
    failures.push(`${library.name} in the production build: mock code outside a literal import.meta.env check`);
  else if (initial.length) failures.push(`${library.name} in the initial bundle (${initial.join(', ')})`);
}
for (const file of Object.keys(modules)) {
  const text = readFileSync(join(dist, file), 'utf8');
  // The hint counts only on a file's first line: nothing may be written above it.
  if (!text.startsWith(`${hints.COMPILE_HINT}\n`)) failures.push(`${file} does not start with the compile hint`);
  for (const [name, marker] of Object.entries(MOCK_MARKERS)) {
    if (marker.test(text))
      failures.push(`${name} code (by its marker) in ${file}: mock code outside a literal import.meta.env check`);
  }
}

if (failures.length) {
  console.error(`\nbudget broken (follow docs/recipes.md, "A broken budget"):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  '\nall budgets hold; no MSW, faker, replay or mock world code in the production build; every chunk starts with ' +
    'the compile hint',
);
