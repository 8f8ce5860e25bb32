import type { Request } from '@playwright/test';
import { expect, seedSession, test } from './fixtures';
import { catalogueCoverage, cases, rows } from './replay-matrix';
import { expectOutcome } from './replay-expect';
import { screens, type Screen } from './replay-screens';

/**
 * The replay matrix: every documented failure of the calls the screens make, armed by link
 * (`?replay=<operationId>:<status>:<example>`), made from its screen, and checked against section 8.
 */
type Result = { result: 'replayed' | 'passed' } | { result: 'unreachable'; reason: string };
const results = new Map<string, Result>(); // by title, so that a retry counts once
const NOT_FOUND = 'Unfortunately the page you are looking for has been moved or deleted';

/** The call's address in the browser: /api<path> for the portal, /ext/<service>/… (as documented) for a third party. */
function pattern(path: string): RegExp {
  return new RegExp(
    `${path.startsWith('/ext/') ? '' : '/api'}${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}(\\?|$)`,
  );
}

// The cases are independent (each its own page and its own armed answers): both workers take a share.
test.describe.configure({ mode: 'parallel' });

for (const c of cases) {
  const title = `${c.param} from ${c.row.screen}: ${c.expected.kind}`;
  test(title, async ({ page }) => {
    const screen: Screen = screens[c.row.screen];
    const crashes: string[] = [];
    page.on('pageerror', (e) => crashes.push(e.message));
    const calls: Request[] = [];
    const url = pattern(c.operation.path);
    page.on('request', (r) => {
      if (r.method() === c.operation.method && url.test(new URL(r.url()).pathname)) calls.push(r);
    });
    const unreachable = (reason: string) => {
      results.set(title, { result: 'unreachable', reason });
      test.skip(true, `not yet reachable: ${reason}`);
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
    await expectOutcome(page, c.expected, () => (c.row.settled ?? screen.ready)(page));
    if (c.expected.kind !== 'expire') await c.row.keeps?.(page);
    await expect(page.locator('#root'), 'no blank page').not.toBeEmpty();
    expect(crashes, 'no uncaught error in the page').toEqual([]);
    results.set(title, { result: 'passed' });
  });
}

test.afterAll(() => {
  const { failures, uncovered } = catalogueCoverage();
  const all = [...results.values()];
  const passed = all.filter((r) => r.result === 'passed').length;
  const unreachable = all.flatMap((r) => (r.result === 'unreachable' ? [r.reason] : []));
  const replayed = all.length - unreachable.length;
  console.log(
    [
      '',
      `replay matrix: ${cases.length} documented failures in ${rows.length} rows (${new Set(rows.map((r) => r.operationId)).size} operations), ${all.length} run by this worker`,
      `  replayed from a screen: ${replayed}, passed: ${passed}, failed: ${replayed - passed}`,
      `  not yet reachable from a screen: ${unreachable.length}`,
      ...[...new Set(unreachable)].map((reason) => `    - ${reason}`),
      `  catalogue: ${failures} documented failures in all, ${uncovered} of them in no row yet`,
    ].join('\n'),
  );
});
