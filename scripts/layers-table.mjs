#!/usr/bin/env node
// The layers table of docs/architecture.md, printed from the lint zones that enforce it (eslint.config.js's `layers`),
// so that the page cannot state a zone the code does not have, or miss one it has. Its unit test
// (tests/unit/build/layers-table.test.ts) fails when the page's table differs from what this prints.
//
//   npm run docs:layers              writes the table into docs/architecture.md, between its markers
//   node scripts/layers-table.mjs    prints it
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { layers } from '../eslint.config.js';

export const START = '<!-- layers:start -->';
export const END = '<!-- layers:end -->';
export const DOC = fileURLToPath(new URL('../docs/architecture.md', import.meta.url));

/** A zone's path as the page writes it: `./src/routes/**` is `src/routes/`, a folder ends with a slash. */
export function shownPath(path) {
  const bare = path.replace(/^\.\//, '').replace(/\/\*\*$/, '');
  const last = bare.split('/').pop() ?? '';
  const isFolder = bare !== path.replace(/^\.\//, '') || (!/[*!(]/.test(last) && !/\.\w+$/.test(last));
  return `\`${isFolder ? `${bare}/` : bare}\``;
}

const list = (value) => [value ?? []].flat().map(shownPath).join(', ');

/** The markdown table of the zones, one row a zone, padded as Prettier pads a table. */
export function layersTable(zones = layers) {
  const rows = zones.map((zone) => [
    list(zone.target),
    zone.except ? `${list(zone.from)}; except ${list(zone.except)}` : list(zone.from),
    zone.message,
  ]);
  const head = ['layer', 'may not import', 'in words'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [line(head), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
}

/** The table the page holds between its markers, or undefined when a marker is missing. */
export function tableInDoc(text) {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start === -1 || end < start) return undefined;
  return text.slice(start + START.length, end).trim();
}

/** The page with its table replaced by `table`. */
export function withTable(text, table) {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start === -1 || end < start) throw new Error(`${DOC} has no ${START} … ${END} markers`);
  return `${text.slice(0, start + START.length)}\n\n${table}\n\n${text.slice(end)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes('--write')) {
    writeFileSync(DOC, withTable(readFileSync(DOC, 'utf8'), layersTable()));
    console.log(`docs/architecture.md: the layers table written from eslint.config.js (${layers.length} zones)`);
  } else console.log(layersTable());
}
