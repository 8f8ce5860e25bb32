import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, seedSession, selectSubscription, test } from '../support/fixtures';
import { useScenario } from '../support/scenario';
import {
  dataOf,
  failuresSeen,
  READS,
  screenOrLoader,
  sentTwice,
  slowDown,
  watchFailures,
  watchReads,
} from '../support/slow-reads';
import {
  CODE_STEP_ROUTES,
  DASHBOARD_ROUTES,
  SIGNED_IN_ROUTES,
  SIGNED_OUT_ROUTES,
  type SweptRoute,
} from '../../test-support/routes';

/**
 * The slow-reads sweep, CI's form: every documented route (test-support/routes.ts), opened and then
 * reloaded with every read the contract has answered after 1.5 s (the world's delay per operation, as
 * `?latency=<operationId>:1500` sets it), shows its screen or its loading state, then its data, never the error page
 * (nor a retry after a failure, nor the 404), and sends no read twice in one load. One browser context per journey, its
 * routes shared by three tabs. The long form, each read alone at 1.5 s and at 5 s, is `npm run sweep:slow`.
 */
const SLOW_MS = Number(process.env.SWEEP_SLOW_MS ?? 1500);
/** The slowest route reads four times in a row (its loader, then its screen's queries): 4 × 1.5 s and the rest. */
const DATA_TIMEOUT = Math.max(30_000, SLOW_MS * 8);

/** One load of a route, checked; what it read (each read once) and how long its data took. */
async function visit(page: Page, reads: ReturnType<typeof watchReads>, route: SweptRoute, how: 'opened' | 'reloaded') {
  const what = `${route.name} (${route.path}) ${how}`;
  const errorsBefore = test.info().errors.length;
  const started = Date.now();
  reads.newLoad();
  if (how === 'reloaded') await page.reload();
  else {
    await page.goto(route.path);
    if (route.via) await page.getByRole('button', { name: route.via.button }).first().click({ timeout: DATA_TIMEOUT });
  }
  await expect.soft(screenOrLoader(page), `${what}: its screen or its loading state`).toBeVisible();
  const { locator, value } = dataOf(route, page);
  await expect.soft(locator, `${what}: its data`).toBeVisible({ timeout: DATA_TIMEOUT });
  if (value !== undefined) await expect.soft(locator, `${what}: its data`).toHaveValue(value);
  const toData = Date.now() - started;
  // The reads under way when the data showed (a list beside it) are counted too.
  await expect.poll(() => reads.inFlight(), { timeout: DATA_TIMEOUT }).toBe(0);
  const failures = (await failuresSeen(page)).filter((words) => route.name !== '404' || !words.startsWith('Unfort'));
  expect.soft(failures, `${what}: never the error page`).toEqual([]);
  const sent = reads.take();
  expect.soft(sentTwice(sent), `${what}: no read sent twice`).toEqual([]);
  const problems = test
    .info()
    .errors.slice(errorsBefore)
    .map((error) => (error.message ?? '').split('\n')[0] ?? '');
  return { operations: [...new Set(sent.map((read) => read.operationId))], toData, problems };
}

/** `SWEEP_ROUTES=<regex>` sweeps only the routes whose name it matches (a run by hand). */
const only = process.env.SWEEP_ROUTES ? new RegExp(process.env.SWEEP_ROUTES) : null;
const chosen = (routes: readonly SweptRoute[]) => routes.filter((route) => !only || only.test(route.name));

/**
 * Who opens the routes: a visitor, the seeded session, a session at its code step (its code not verified), or the
 * all-subscriptions scenario's individual, who holds every kind (each kind's dashboard at /).
 */
type Visitor = 'signed out' | 'signed in' | 'code step' | 'every subscription';
async function enter(page: Page, who: Visitor) {
  if (who === 'signed in') await seedSession(page);
  if (who === 'code step') await seedSession(page, { otpVerified: false, authenticatorSet: true });
  if (who === 'every subscription') {
    // The test has started the all-subscriptions scenario (useScenario).
    await seedSession(page, { subscriptions: ['tracer', 'fastpass', 'publisher', 'verifier', 'compliance'] });
    await page.goto('/profile');
  }
}

/**
 * Tabs of one browser context (one world, one session) that sweep their share of the routes side by side: a load
 * spends most of its time waiting for its slowed reads, so three tabs take about a third of one tab's time.
 */
const LANES = 3;

async function sweep(page: Page, routes: readonly SweptRoute[], who: Visitor, lanes = LANES) {
  test.setTimeout(60_000 + Math.ceil(routes.length / lanes) * 2 * (DATA_TIMEOUT / 3));
  await slowDown(page, READS, SLOW_MS);
  const tabs = [page, ...(await Promise.all(Array.from({ length: lanes - 1 }, () => page.context().newPage())))];
  await Promise.all(
    tabs.map(async (tab, lane) => {
      await tab.setViewportSize({ width: 1280, height: 900 });
      await watchFailures(tab);
      await enter(tab, who);
      const reads = watchReads(tab);
      for (const route of routes.filter((_, i) => i % lanes === lane)) {
        if (route.subscription) await selectSubscription(tab, route.subscription);
        await visit(tab, reads, route, 'opened');
        await visit(tab, reads, route, 'reloaded');
      }
    }),
  );
}

/**
 * The long form (`npm run sweep:slow`, not CI): for each route, the reads it makes (found with no delay), each alone
 * at 1.5 s and then at 5 s, opened once; a row per route, read and delay goes to `$SWEEP_LONG/<journey>.json`.
 */
const LONG = process.env.SWEEP_LONG;
const LONG_DELAYS = [1500, 5000];

async function sweepLong(page: Page, routes: readonly SweptRoute[], who: Visitor, journey: string) {
  const perRoute = 10 * DATA_TIMEOUT;
  test.setTimeout(60_000 + routes.length * perRoute);
  await page.setViewportSize({ width: 1280, height: 900 });
  await watchFailures(page);
  await enter(page, who);
  const reads = watchReads(page);
  const rows: { route: string; path: string; operation: string; ms: number; toData: number; verdict: string }[] = [];
  for (const route of routes) {
    if (route.subscription) await selectSubscription(page, route.subscription);
    const { operations } = await visit(page, reads, route, 'opened');
    for (const operation of operations) {
      for (const ms of LONG_DELAYS) {
        await slowDown(page, [operation], ms);
        const { toData, problems } = await visit(page, reads, route, 'opened');
        await slowDown(page, [operation], null);
        rows.push({ route: route.name, path: route.path, operation, ms, toData, verdict: problems.join('; ') || 'ok' });
      }
    }
  }
  writeFileSync(join(LONG ?? '.', `${journey}.json`), JSON.stringify(rows, null, 1));
}

if (LONG) {
  const longHalf = Math.ceil(SIGNED_IN_ROUTES.length / 2);
  test('slow reads, long form: the signed-out routes, each read alone', async ({ page }) => {
    await sweepLong(page, chosen(SIGNED_OUT_ROUTES), 'signed out', 'signed-out');
  });
  test('slow reads, long form: the signed-in routes, first half', async ({ page }) => {
    await sweepLong(page, chosen(SIGNED_IN_ROUTES.slice(0, longHalf)), 'signed in', 'signed-in-1');
  });
  test('slow reads, long form: the signed-in routes, second half', async ({ page }) => {
    await sweepLong(page, chosen(SIGNED_IN_ROUTES.slice(longHalf)), 'signed in', 'signed-in-2');
  });
  test('slow reads, long form: the code step and the forced password change', async ({ page }) => {
    await sweepLong(page, chosen(CODE_STEP_ROUTES), 'code step', 'code-step');
  });
  test('slow reads, long form: each subscription’s dashboard', async ({ page }) => {
    await useScenario(page, 'all-subscriptions');
    await sweepLong(page, chosen(DASHBOARD_ROUTES), 'every subscription', 'dashboards');
  });
}

// Five journeys of one browser context each, so that CI's two workers share them.
test.describe.configure({ mode: 'parallel' });
const half = Math.ceil(SIGNED_IN_ROUTES.length / 2);

test.describe('CI form', () => {
  test.skip(Boolean(LONG), 'the long form runs instead');
  test('slow reads: the signed-out routes, opened then reloaded, every read at 1.5 s', async ({ page }) => {
    await sweep(page, chosen(SIGNED_OUT_ROUTES), 'signed out');
  });
  test('slow reads: the signed-in routes, first half', async ({ page }) => {
    await sweep(page, chosen(SIGNED_IN_ROUTES.slice(0, half)), 'signed in');
  });
  test('slow reads: the signed-in routes, second half', async ({ page }) => {
    await sweep(page, chosen(SIGNED_IN_ROUTES.slice(half)), 'signed in');
  });
  test('slow reads: the code step and the forced password change', async ({ page }) => {
    await sweep(page, chosen(CODE_STEP_ROUTES), 'code step');
  });
  // One tab: the subscription chosen is kept in the origin's storage, which the tabs share.
  test('slow reads: each subscription’s dashboard', async ({ page }) => {
    await useScenario(page, 'all-subscriptions');
    await sweep(page, chosen(DASHBOARD_ROUTES), 'every subscription', 1);
  });
});
