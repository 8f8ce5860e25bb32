#!/usr/bin/env node
// npm run world:coverage: every operation of the contract with how the mock world answers it (from its state, on the
// contract's example and why, or a third-party service), then the figures. The same table as the World tab's.
// --json prints the rows as JSON. With an operation id (`npm run world:coverage -- getBatch`): that operation's
// place: its resolver file, its docs page, its replay rows, its tests and the collections it reads and writes.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const at = (path) => fileURLToPath(new URL(path, import.meta.url));
const load = async (path) =>
  (
    await runnerImport(path, {
      configFile: false,
      logLevel: 'error',
      resolve: { alias: { '@': at('../../src'), '~mocks': at('..') } },
    })
  ).module;
const operationId = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (operationId) {
  const place = (await load('./mocks/world/operation-map.ts')).operationPlace(operationId);
  if (!place) {
    console.error(`${operationId}: no operation of the contract has this id (npm run world:coverage lists them)`);
    process.exit(1);
  }
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(place, null, 2));
    process.exit(0);
  }
  const list = (items) => (items?.length ? items.join(', ') : '(none)');
  const lines = [
    [`${place.operationId}`, `${place.method} ${place.path} (tag ${place.tag})`],
    ['answered', place.answered + (place.why ? `: ${place.why}` : '')],
    ['resolver', place.resolver ? `mocks/world/resolvers/${place.resolver}` : '(none)'],
    ['docs', place.docs ?? '(none)'],
    ['reads', list(place.reads)],
    ['writes', list(place.writes)],
    ['replay rows', list(place.replayRows)],
    ['tests', list(place.tests)],
  ];
  const width = Math.max(...lines.map(([k]) => k.length));
  for (const [k, v] of lines) console.log(`${k.padEnd(width)}  ${v}`);
  process.exit(0);
}
const module = await load('./mocks/world/coverage.ts');
const rows = module.coverage();
const figures = module.coverageSummary(rows);
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ figures, rows }, null, 2));
  process.exit(0);
}
const width = (key) => Math.max(key.length, ...rows.map((r) => String(r[key] ?? '').length));
const columns = ['operationId', 'method', 'path', 'answered', 'resolver'];
const widths = columns.map(width);
const line = (cells) => cells.map((c, i) => String(c ?? '').padEnd(widths[i])).join('  ');
console.log(line(columns) + '  why');
for (const r of rows) console.log(line(columns.map((c) => r[c])) + (r.why ? `  ${r.why}` : ''));
console.log(
  `\nThe world answers ${figures.world} of the portal's ${figures.operations} operations; ${figures.example} stay on their example, each for the reason above; ${figures.thirdParty} third-party operations answer their own examples.\nOne operation's resolver, docs, replay rows, tests and collections: npm run world:coverage -- <operationId>`,
);
