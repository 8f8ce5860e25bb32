import type { Locator, Page, Route } from '@playwright/test';
import { NORTHWIND, OMEGA_BATCH, TEMPE, VERDANT } from '../../test-support/example-world';
import { expectAccessible } from '../support/axe';
import { expect, seedSession, test } from '../support/fixtures';

/**
 * Long lists stay whole: every row reachable, with the total shown. Each test has a world of its own (the
 * `portal-world` cookie of e2e/support/fixtures.ts), grown through the world's own calls, as the portal makes them:
 * - a product with 150 batches (Probiotic 50 Billion CFU: its 2 batches and 148 more), whose 101st batch opens, both
 *   from the home list (which brings the product's batches) and from a link before the list has answered (the
 *   batches then come from integrant/search, 100 at a time);
 * - Northwind Botanicals receiving 25 transfers from Verdant Labs, so that its /transferred has a page two.
 */

const PROBIOTIC = 'PRD3R4S5T6';
const ADDED = 148;
/** Added batches are listed newest first: the 101st row is the 48th added. */
const HUNDRED_FIRST = 'VL-PRB-SCL-048';

const API = { Authorization: 'Bearer e2e-token', selectedsubscription: 'tracer' };
const number = (n: number) => String(n).padStart(3, '0');

/** The world's createBatch, once per batch, one after another (so that their order is the order they were made). */
async function addBatches(page: Page) {
  for (let n = 1; n <= ADDED; n++) {
    const external = `VL-PRB-SCL-${number(n)}`;
    const answer = await page.request.post('/api/integrant/create', {
      headers: API,
      data: {
        organization_id: VERDANT,
        integrant_type_id: PROBIOTIC,
        title: 'Probiotic 50 Billion CFU',
        external_id: external,
        external_id_slug: external.toLowerCase(),
        buy_again_url: 'https://verdantlabs.com/shop/probiotic-50-billion-cfu',
        is_published: false,
        subscription: 'tracer',
      },
    });
    expect(answer.ok(), `batch ${external} created`).toBe(true);
    expect(await answer.json()).toMatchObject({ status: '1' });
  }
}

/** Scrolls a virtual list's box to a pixel offset (its rows are drawn where it is scrolled to). */
async function scrollList(list: Locator, to: 'end' | { row: number }) {
  await list.evaluate((element, target) => {
    const box = element.parentElement!;
    const row = element.querySelector('[role="listitem"]')?.getBoundingClientRect().height ?? 0;
    box.scrollTop = target === 'end' ? element.scrollHeight : target.row * row;
  }, to);
}

/** The 101st batch is drawn once scrolled to, and opens the batch editor on it. */
async function openHundredFirst(page: Page, batches: Locator) {
  await scrollList(batches, { row: 100 });
  const row = batches.locator('[data-index="100"]');
  await expect(row.getByRole('link')).toHaveText(HUNDRED_FIRST);
  const href = await row.getByRole('link').getAttribute('href');
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await page.getByRole('tab', { name: /Details/ }).click();
  await expect(page.getByLabel(/Tracking ID/)).toHaveValue(HUNDRED_FIRST);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedSession(page);
});

test('the 101st batch of a product with 150 batches opens, from the home list', async ({ page }) => {
  test.setTimeout(120_000);
  await addBatches(page);
  await page.goto('/');
  await page
    .getByRole('list', { name: 'Products' })
    .getByRole('button', { name: /Probiotic 50 Billion CFU/ })
    .click();
  const batches = page.getByRole('list', { name: 'Batches' });
  await expect(page.getByText('150 batches', { exact: true })).toBeVisible();
  // A window of the list is drawn, not the 150 rows.
  expect(await batches.getByRole('listitem').count()).toBeLessThan(30);
  await scrollList(batches, { row: 100 });
  await expect(batches.locator('[data-index="100"]')).toBeVisible();
  await expectAccessible(page, 'batches of a product with 150, scrolled (1280)');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page, 'batches of a product with 150, scrolled (375)');
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHundredFirst(page, batches);
});

test('the 101st batch of a product with 150 batches opens, by link, page by page from the server', async ({ page }) => {
  test.setTimeout(120_000);
  await addBatches(page);
  // The home list has not answered yet (an organization with more products than its first page): the linked
  // product's batches come from integrant/search alone.
  const held: Route[] = [];
  await page.route('**/api/integrant/search-products', (route) => void held.push(route));
  const asked: { offset?: number; limit?: number }[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/integrant/search')) asked.push(request.postDataJSON());
  });
  await page.goto(`/?product=${PROBIOTIC}`);
  const batches = page.getByRole('list', { name: 'Batches' });
  await expect(page.getByText('100 of 150 batches loaded')).toBeVisible();
  expect(asked).toEqual([expect.objectContaining({ integrant_type_id: PROBIOTIC, offset: 0, limit: 100 })]);
  await expectAccessible(page, 'batches by link, first page (1280)');
  await scrollList(batches, 'end');
  await expect(page.getByText('150 batches', { exact: true })).toBeVisible();
  expect(asked[1]).toMatchObject({ offset: 100, limit: 100 });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page, 'batches by link, every page (375)');
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHundredFirst(page, batches);
  await page.unroute('**/api/integrant/search-products');
  for (const route of held) await route.fallback();
});

test('page two of /transferred: a batch on it shows where it came from', async ({ page }) => {
  test.setTimeout(120_000);
  for (let n = 1; n <= 25; n++) {
    const answer = await page.request.post('/api/transfer/create', {
      headers: API,
      data: {
        integrant_id: OMEGA_BATCH,
        title: `Private-label lot ${number(n)} for Northwind`,
        effective_date: new Date(Date.UTC(2026, 5, n)).toISOString(),
        from_organization_id: VERDANT,
        to_organization_id: NORTHWIND,
        from_location_id: TEMPE,
        is_payment_done: false,
      },
    });
    expect(answer.ok(), `transfer ${n} created`).toBe(true);
    expect(await answer.json()).toMatchObject({ status: '1' });
  }
  // Northwind Botanicals receives them: the portal switches to it as a person of both organizations would.
  await page.goto('/');
  await page.getByLabel('Organizations').first().click();
  await page.getByRole('option', { name: 'Northwind Botanicals' }).click();
  // Switched once the header offers the way back (the login-as answer came): only then is /transferred Northwind's.
  await expect(page.getByLabel('Organizations').first()).toHaveAttribute('placeholder', 'Invited organization');
  await page.goto('/transferred');
  const list = page.getByRole('navigation', { name: 'Transferred batches' });
  // The 25 transfers and the seed's own one, 20 a page.
  await expect(list.getByRole('button')).toHaveCount(20);
  await expect(page.getByText('1–20 of 26')).toBeVisible();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(list.getByRole('button')).toHaveCount(6);
  await expect(page.getByText('21–26 of 26')).toBeVisible();
  // Newest first: the second row of page two is the 22nd, the fourth transfer made.
  const chosen = list.getByRole('button').nth(1);
  await chosen.click();
  await expect(chosen).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('table', { name: 'Transfers' })).toContainText('Private-label lot 004 for Northwind');
  await expectAccessible(page, 'transferred, page two (1280)');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page, 'transferred, page two (375)');
});
