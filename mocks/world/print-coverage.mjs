#!/usr/bin/env node
// npm run world:coverage: every operation of the contract with how the mock world answers it (from its state, on the
// contract's example and why, or a third-party service), then the figures. The same table as the World tab's.
// --json prints the rows as JSON.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const at = (path) => fileURLToPath(new URL(path, import.meta.url));
const { module } = await runnerImport('./mocks/world/coverage.ts', {
  configFile: false,
  logLevel: 'error',
  resolve: { alias: { '@': at('../../src'), '~mocks': at('..') } },
});
const rows = module.coverage();
const figures = module.coverageSummary(rows);
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ figures, rows }, null, 2));
  process.exit(0);
}
const width = (key) => Math.max(key.length, ...rows.map((r) => String(r[key]).length));
const columns = ['operationId', 'method', 'path', 'answered'];
const widths = columns.map(width);
const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
console.log(line(columns) + '  why');
for (const r of rows) console.log(line(columns.map((c) => r[c])) + (r.why ? `  ${r.why}` : ''));
console.log(
  `\nThe world answers ${figures.world} of the portal's ${figures.operations} operations; ${figures.example} stay on their example, each for the reason above; ${figures.thirdParty} third-party operations answer their own examples.`,
);
