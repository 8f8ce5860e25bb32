import type { Locator, Page } from '@playwright/test';
import { exampleValues } from '../../src/api/generated/example-values';
import { operations, type OperationEntry } from '../../src/api/generated/operations';
import { expectedOutcome, isFailure, type LocalHandling, type Outcome } from './replay-outcome';
import { authRows } from './replay-rows-auth';
import { authOtpRows } from './replay-rows-auth-otp';
import { batchOptionsRows } from './replay-rows-batch-options';
import { batchRows } from './replay-rows-batch';
import { dashboardRows } from './replay-rows-dashboard';
import { documentRows } from './replay-rows-document';
import { organizationRows } from './replay-rows-organization';
import { productRows } from './replay-rows-product';
import { productDoorsRows } from './replay-rows-product-doors';
import { registrationRows } from './replay-rows-registration';
import { shellRows } from './replay-rows-shell';
import { subscriptionRows } from './replay-rows-subscription';
import { surveyRows } from './replay-rows-survey';
import type { ScreenName } from './replay-screens';

/**
 * The replay matrix, as data, shared by both runners. A row names a call, the screen that makes it and how to make
 * it make the call; the suites (e2e/replay/replay-matrix.spec.ts in Chromium, tests/replay/<area>.test.tsx in jsdom)
 * replay every failure the catalogue documents for that call (every status >= 400 and every 200 body failure, so a
 * new example in the spec becomes a new case with no change here) and check the outcome section 8 gives for the
 * example's value.
 *
 * To add a row: add the screen to replay-screens.ts if it is new, then in the area's replay-rows-<area>.ts
 *   { operationId: 'verifyOtp', screen: 'verifyOtpSetup', how: 'enter a code, press Verify', act: async (page) => {…},
 *     local: { statuses: [200], show: 'toast', fallback: '…', text: 'fixed' } }   // only if the screen handles some statuses itself
 * A row whose screen does not exist yet, or whose screen does not make the call, is counted as
 * "not yet reachable" instead of failing.
 */
export interface MatrixRow {
  readonly operationId: string;
  readonly screen: ScreenName;
  /** In words, for the summary. */
  readonly how: string;
  /** What to do on the ready screen to make the call; none when the screen makes it on load. */
  readonly act?: (page: Page) => Promise<void>;
  /** The statuses the screen handles itself (its localErrors) and how it shows them. */
  readonly local?: LocalHandling;
  /** Arm the failure for the first call only (`!once`): later calls of the same operation get the default answer. */
  readonly once?: boolean;
  /** What shows once a silent failure is over, when the act leaves the screen (default: the screen's ready). */
  readonly settled?: (page: Page) => Locator;
  /** Checks that what was typed survives the failure (not run when the session ends). */
  readonly keeps?: (page: Page) => Promise<void>;
  /** A named failure the screen handles its own way (a CARD_NOT_FOUND that goes to checkout). */
  readonly byExample?: Readonly<Record<string, Outcome>>;
  /**
   * Why the row needs a real browser (it leaves the app for a checkout page, or needs a real page load): its failures
   * are replayed in Chromium only. Every other row is replayed in Vitest (tests/replay/), and in Chromium as one of
   * its area's representatives.
   */
  readonly browser?: string;
  /** The act chooses a file: one of its cases is replayed in Chromium too (a real file chooser, a real multipart body). */
  readonly upload?: boolean;
}

/**
 * The rows by area, keyed by the replay-rows-<area>.ts file's name: a contract tag, or <tag>-<part> (the names that are
 * neither are in the table of docs/architecture.md, 'One name per domain').
 */
const areas = {
  auth: authRows,
  'auth-otp': authOtpRows,
  shell: shellRows,
  product: productRows,
  organization: organizationRows,
  document: documentRows,
  'product-doors': productDoorsRows,
  dashboard: dashboardRows,
  survey: surveyRows,
  batch: batchRows,
  'batch-options': batchOptionsRows,
  subscription: subscriptionRows,
  registration: registrationRows,
} satisfies Record<string, readonly MatrixRow[]>;

export type Area = keyof typeof areas;

export const rows: readonly MatrixRow[] = Object.values(areas).flat();

const areaOf = new Map<MatrixRow, Area>(
  Object.entries(areas).flatMap(([area, list]) => list.map((row) => [row, area as Area] as const)),
);

export interface MatrixCase {
  readonly area: Area;
  readonly row: MatrixRow;
  readonly operation: OperationEntry;
  readonly status: number;
  readonly example: string;
  readonly expected: Outcome;
  /** The link parameter that arms it: <operationId>:<status>:<example>. */
  readonly param: string;
}

const byId = new Map(operations.map((op) => [op.operationId, op]));

/** Every documented failure of a call, each with its expected outcome. */
export function failuresOf(row: MatrixRow): MatrixCase[] {
  const operation = byId.get(row.operationId);
  if (!operation) throw new Error(`replay matrix: unknown operation ${row.operationId}`);
  return operation.responses.flatMap((response) =>
    response.examples.flatMap(({ name }) => {
      const value = exampleValues[row.operationId]?.[String(response.status)]?.examples[name];
      if (!isFailure(response.status, value)) return [];
      const expected = row.byExample?.[name] ?? expectedOutcome(response.status, value, operation.public, row.local);
      return [
        {
          area: areaOf.get(row)!,
          row,
          operation,
          status: response.status,
          example: name,
          expected,
          param: `${row.operationId}:${response.status}:${name}${row.once ? '!once' : ''}`,
        },
      ];
    }),
  );
}

export const cases: readonly MatrixCase[] = rows.flatMap(failuresOf);

/**
 * The call's address pattern: /api<path> for the portal, /ext/<service>/… (as documented) for a third party; a path
 * parameter matches any one segment.
 */
export function callPattern(path: string): RegExp {
  return new RegExp(
    `${path.startsWith('/ext/') ? '' : '/api'}${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}(\\?|$)`,
  );
}

/** The title of a case, the same in both runners. */
export const caseTitle = (c: MatrixCase) => `${c.param} from ${c.row.screen}: ${c.expected.kind}`;

/** What Vitest replays in jsdom (tests/replay/<area>.test.tsx): every case of a row that needs no browser. */
export const jsdomCases: readonly MatrixCase[] = cases.filter((c) => !c.row.browser);

/**
 * What Chromium replays (e2e/replay/replay-matrix.spec.ts): every case of the rows that need a browser, one case of
 * each row that chooses a file, one case of each outcome kind (a toast, an inline alert, a field error, the threshold
 * popup, the way out to /login, …) and one case of each area, so that the real browser sees every kind of answer and
 * every area's screens answer one. The outcomes are drawn by shared pieces (the toasts, the threshold popup, the way
 * out), which jsdom checks in every area: each kind in each area in Chromium too took about 90 cases at 5 s each.
 * Together with `jsdomCases`, every case.
 */
export const chromiumCases: readonly MatrixCase[] = (() => {
  const seen = new Set<unknown>();
  const first = (key: unknown) => !seen.has(key) && !!seen.add(key);
  return cases.filter((c) => {
    if (c.row.browser) return true;
    const kind = first(`kind:${c.expected.kind}`);
    const area = first(`area:${c.area}`);
    return (c.row.upload && first(c.row)) || kind || area;
  });
})();

/** The failures the whole catalogue documents, and how many of them no row covers yet. */
export function catalogueCoverage(): { failures: number; uncovered: number } {
  const covered = new Set(rows.map((r) => r.operationId));
  let failures = 0;
  let uncovered = 0;
  for (const op of operations) {
    for (const response of op.responses) {
      for (const { name } of response.examples) {
        if (!isFailure(response.status, exampleValues[op.operationId]?.[String(response.status)]?.examples[name]))
          continue;
        failures += 1;
        if (!covered.has(op.operationId)) uncovered += 1;
      }
    }
  }
  return { failures, uncovered };
}
