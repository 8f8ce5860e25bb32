import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOC, END, layersTable, shownPath, START, tableInDoc, withTable } from '../../../scripts/layers-table.mjs';

// docs/architecture.md's layers table is printed from eslint.config.js's zones (scripts/layers-table.mjs): the page
// states the zones the lint enforces, all of them.
describe('the layers table of docs/architecture.md', () => {
  it('is the one the lint zones print', () => {
    const inDoc = tableInDoc(readFileSync(DOC, 'utf8'));
    expect(inDoc, `docs/architecture.md has no ${START} … ${END} markers: run npm run docs:layers`).toBeDefined();
    expect(
      inDoc === layersTable(),
      "docs/architecture.md's layers table differs from the zones of eslint.config.js: run npm run docs:layers",
    ).toBe(true);
  });

  it('writes a zone a row, its paths as the page writes them', () => {
    const table = layersTable([
      { target: './src/first-paint', from: ['./src/routes/**', './mocks/**'], except: ['**/x-rules.ts'], message: 'm' },
      { target: ['./src/*/**', './src/!(main.tsx)'], from: './mocks', message: 'n' },
    ]);
    expect(table.split('\n')).toEqual([
      '| layer                       | may not import                                  | in words |',
      '| --------------------------- | ----------------------------------------------- | -------- |',
      '| `src/first-paint/`          | `src/routes/`, `mocks/`; except `**/x-rules.ts` | m        |',
      '| `src/*/`, `src/!(main.tsx)` | `mocks/`                                        | n        |',
    ]);
    expect(shownPath('./src/main.tsx')).toBe('`src/main.tsx`');
  });

  it('replaces only what stands between the markers', () => {
    const page = `# A\n\ntext\n\n${START}\n\nold\n\n${END}\n\nmore\n`;
    expect(withTable(page, 'new')).toBe(`# A\n\ntext\n\n${START}\n\nnew\n\n${END}\n\nmore\n`);
  });
});
