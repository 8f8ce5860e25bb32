import type { Request } from '@playwright/test';
import { expect, seedSession, test } from '../support/fixtures';
import {
  callPattern,
  caseTitle,
  catalogueCoverage,
  cases,
  chromiumCases,
  jsdomCases,
  rows,
} from '../../test-support/replay/replay-matrix';
import { expectOutcome } from '../../test-support/replay/replay-expect';
import { callsWithoutRow } from '../../test-support/replay/replay-guards';
import { screens, type Screen } from '../../test-support/replay/replay-screens';
import { settler } from './settle';

/**
 * The replay matrix in Chromium: documented failures of the calls the screens make, armed by link
 * (`?replay=<operationId>:<status>:<example>`), made from its screen, and checked against section 8. Chromium
 * replays the rows that need a real browser and one case of each outcome kind per area (`chromiumCases`); Vitest
 * replays every other case on the same rows and screens in jsdom (tests/replay/<area>.test.tsx).
 */
type Result = { result: 'replayed' | 'passed' } | { result: 'unreachable'; reason: string };
const results = new Map<string, Result>(); // by title, so that a retry counts once
const NOT_FOUND = 'Unfortunately the page you are looking for has been moved or deleted';

// The cases are independent (each its own page and its own armed answers): both workers take a share.
test.describe.configure({ mode: 'parallel' });

for (const c of chromiumCases) {
  const title = caseTitle(c);
  test(title, async ({ page }) => {
    const screen: Screen = screens[c.row.screen];
    const settle = settler(page);
    const crashes: string[] = [];
    page.on('pageerror', (e) => crashes.push(e.message));
    const calls: Request[] = [];
    const url = callPattern(c.operation.path);
    page.on('request', (r) => {
      if (r.method() === c.operation.method && url.test(new URL(r.url()).pathname)) calls.push(r);
    });
    const unreachable = (reason: string) => {
      results.set(title, { result: 'unreachable', reason });
      // Every screen of the matrix is built: a case that no longer reaches its call has lost its replay (a skip
      // would hide it, as it hid the tus chunks for a while), so it fails.
      throw new Error(`not reachable: ${reason}`);
    };

    if (screen.session) await seedSession(page, screen.seed);
    await page.goto(`${screen.path}${screen.path.includes('?') ? '&' : '?'}replay=${encodeURIComponent(c.param)}`);
    // A session end on load may send the user to the login page before the screen is drawn.
    const login = page.getByRole('button', { name: 'Login', exact: true });
    const arrived = c.expected.kind === 'expire' && screen.session ? screen.ready(page).or(login) : screen.ready(page);
    await expect(page.getByText(NOT_FOUND).or(arrived).first()).toBeVisible();
    if (await page.getByText(NOT_FOUND).isVisible()) return unreachable(`no screen at ${screen.path} yet`);
    await expect(page, 'the replay parameter leaves the address').not.toHaveURL(/replay=/);
    await c.row.act?.(page);
    const made = await expect
      .poll(() => calls.length, { timeout: 4000 })
      .toBeGreaterThan(0)
      .then(
        () => true,
        () => false,
      );
    if (!made) return unreachable(`${c.row.screen} does not call ${c.operation.operationId} yet (${c.row.how})`);

    results.set(title, { result: 'replayed' });
    expect(await calls[0]!.headerValue('prefer')).toBe(`code=${c.status}, example=${c.example}`);
    await expectOutcome(page, c.expected, () => (c.row.settled ?? screen.ready)(page), settle);
    if (c.expected.kind !== 'expire') await c.row.keeps?.(page);
    await expect(page.locator('#root'), 'no blank page').not.toBeEmpty();
    expect(crashes, 'no uncaught error in the page').toEqual([]);
    results.set(title, { result: 'passed' });
  });
}

test.afterAll(() => {
  const { failures, uncovered } = catalogueCoverage();
  const withoutRow = callsWithoutRow();
  const all = [...results.values()];
  const passed = all.filter((r) => r.result === 'passed').length;
  const unreachable = all.flatMap((r) => (r.result === 'unreachable' ? [r.reason] : []));
  const replayed = all.length - unreachable.length;
  console.log(
    [
      '',
      `replay matrix: ${cases.length} documented failures in ${rows.length} rows (${new Set(rows.map((r) => r.operationId)).size} operations)`,
      `  Chromium: ${chromiumCases.length} (the rows that need a browser, and one of each outcome kind per area), ${all.length} run by this worker; Vitest (npm run test:replay): ${jsdomCases.length}`,
      `  replayed from a screen: ${replayed}, passed: ${passed}, failed: ${replayed - passed}`,
      `  not yet reachable from a screen: ${unreachable.length}`,
      ...[...new Set(unreachable)].map((reason) => `    - ${reason}`),
      `  catalogue: ${failures} documented failures in all, ${uncovered} of them in no row yet`,
      `  calls a screen makes with no row (tests/replay/screen-calls.test.tsx fails on each): ${withoutRow.length}`,
      ...withoutRow.map(({ operationId }) => `    - ${operationId}`),
    ].join('\n'),
  );
});
