import { describe, expect, it } from 'vitest';
import { rows, type MatrixRow } from '../../test-support/replay/replay-matrix';
import { ADD_ROWS, callsWithoutRow, NO_ROW } from '../../test-support/replay/replay-guards';
import { screenCalls } from '../../test-support/screen-calls';

/**
 * Every call a screen makes has a replay row (docs/recipes.md, "A new call", step 5), or its reason in `NO_ROW`
 * (test-support/replay/replay-guards.ts). The calls are read from `src/` (test-support/screen-calls.ts); the rows are
 * the matrix's, and every replay-rows file's rows are in it.
 */
const calls = screenCalls();
const covered = new Set(rows.map((r) => r.operationId));

/** Every replay-rows file, found by name: a new one the matrix does not gather is a silent step too. */
const rowFiles = import.meta.glob<Record<string, unknown>>('../../test-support/replay/**/replay-rows-*.ts', {
  eager: true,
});

const isRow = (value: unknown): value is MatrixRow =>
  typeof value === 'object' && value !== null && 'operationId' in value && 'screen' in value;

describe('the calls the screens make', () => {
  it('each has a replay row, or a reason in NO_ROW', () => {
    const missing = callsWithoutRow().map(({ operationId, files }) => `${operationId} (called in ${files.join(', ')})`);
    expect(
      missing,
      `${missing.length} calls a screen makes have no replay row: ${ADD_ROWS}; or, if no row can make it, its reason in NO_ROW of test-support/replay/replay-guards.ts:\n  ${missing.join('\n  ')}`,
    ).toEqual([]);
  });

  it('NO_ROW lists only calls a screen makes that have no row, each with its reason', () => {
    const stale = Object.entries(NO_ROW).flatMap(([operationId, why]) => [
      ...(calls.has(operationId) ? [] : [`${operationId}: no screen calls it any more`]),
      ...(covered.has(operationId) ? [`${operationId}: it has a row now`] : []),
      ...(why.length > 10 ? [] : [`${operationId}: say why it has no row`]),
    ]);
    expect(
      stale,
      `remove these from NO_ROW in test-support/replay/replay-guards.ts, or give the reason (docs/recipes.md, "A new call", step 5):\n  ${stale.join('\n  ')}`,
    ).toEqual([]);
  });

  it('each row is of a call a screen makes', () => {
    const strays = [...covered].filter((operationId) => !calls.has(operationId));
    expect(
      strays,
      `rows for calls no screen in src/ makes: remove the row, or, if a screen makes the call in a way test-support/screen-calls.ts does not read, teach it that way (docs/recipes.md, "A new call", step 5):\n  ${strays.join('\n  ')}`,
    ).toEqual([]);
  });

  it('each replay-rows file is gathered by the matrix', () => {
    expect(Object.keys(rowFiles).length, 'no replay-rows files found').toBeGreaterThan(0);
    const gathered = new Set<unknown>(rows);
    const loose = Object.entries(rowFiles).flatMap(([file, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => Array.isArray(value) && value.some((row) => isRow(row) && !gathered.has(row)))
        .map(([name]) => `${file.replace(/^(\.\.\/)+/, '')}: ${name}`),
    );
    expect(
      loose,
      `rows the matrix does not replay: add them to \`areas\` in test-support/replay/replay-matrix.ts (docs/recipes.md, "A new call", step 5):\n  ${loose.join('\n  ')}`,
    ).toEqual([]);
  });
});
