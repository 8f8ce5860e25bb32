import { exampleValues } from '../../src/api/generated/example-values';
import { operations } from '../../src/api/generated/operations';
import { screenCalls } from '../screen-calls';
import { rows } from './replay-matrix';
import { isFailure } from './replay-outcome';

/**
 * What keeps the replay matrix whole as calls are added (tests/replay/screen-calls.test.tsx and
 * tests/replay/coverage.test.tsx check it; the Chromium spec prints it): every call a screen makes has a row, and
 * the matrix replays every failure the contract documents for every row's call.
 */

/** How to add what a guard asks for: the recipe's step. */
export const ADD_ROWS =
  'docs/recipes.md, "A new call", step 5: add its rows in test-support/replay/replay-rows-<area>.ts (the screen in replay-screens.ts if it is new)';

/**
 * Calls a screen makes that have no replay row, each with why (the one place for it). What is here is replayed by
 * neither runner: the reason says why no row can make the call from a screen, or why its failures need none.
 */
export const NO_ROW: Readonly<Record<string, string>> = {};

/** The calls the screens make (test-support/screen-calls.ts) that have no row and no reason in `NO_ROW`. */
export function callsWithoutRow(): { operationId: string; files: readonly string[] }[] {
  const covered = new Set(rows.map((r) => r.operationId));
  return [...screenCalls()]
    .filter(([operationId]) => !covered.has(operationId) && !(operationId in NO_ROW))
    .map(([operationId, files]) => ({ operationId, files }));
}

/** How many failures (a status >= 400, or a 200 body failure) the contract documents for an operation. */
export function documentedFailures(operationId: string): number {
  const operation = operations.find((op) => op.operationId === operationId);
  return (operation?.responses ?? []).reduce(
    (sum, response) =>
      sum +
      response.examples.filter(({ name }) =>
        isFailure(response.status, exampleValues[operationId]?.[String(response.status)]?.examples[name]),
      ).length,
    0,
  );
}

/**
 * The replay floor, from the rows: every documented failure of every row's call, counted from the contract's
 * catalogue. A new row raises it; a case the matrix fails to build for a row is missing from the count.
 */
export function replayFloor(): number {
  return rows.reduce((sum, row) => sum + documentedFailures(row.operationId), 0);
}
