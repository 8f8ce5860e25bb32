import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { fillProductDetails } from '../../test-support/catalogue-steps';
import { VERDANT } from '../../test-support/example-world';
import { acceptWorldLinks, expect, seedSession, test } from '../support/fixtures';

/**
 * A repro link (the World tab's Copy repro link) carries its world in the address's fragment (`#world=<…>`,
 * mocks/world/repro-fragment.ts): a second browser that opens it lands in a new world equal to the first's as it
 * was (its records, its armed failures), with no copy kept on any server, and what it does there never reaches the
 * first's world. A world with more changes than a link holds gets the snapshot file instead.
 */

const products = (page: Page) => page.getByRole('list', { name: 'Products' });
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

async function createProduct(page: Page, title: string) {
  await page.goto('/create-new-product');
  const dialog = page.getByRole('dialog', { name: 'Create New Product' });
  await fillProductDetails(page, dialog, title);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

async function worldTab(page: Page) {
  await page.getByRole('button', { name: 'Replay panel' }).click();
  const panel = page.getByRole('dialog', { name: /Replay documented responses/ });
  await panel.getByRole('tab', { name: 'World' }).click();
  return panel;
}

test('a repro link carries the world and what was armed in its fragment; the copy’s changes stay in the copy', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedSession(page, { selected: 'tracer' });
  await createProduct(page, 'Sea Buckthorn Oil 500 mg');

  // A documented failure armed by link: the organization's location list answers 500 until disarmed.
  await page.goto('/organization?replay=listLocations:500:serverError');
  await expect(toast(page, 'Internal server error')).toBeVisible();
  const panel = await worldTab(page);
  await expect(panel.getByTestId('world-key')).toHaveText(/\S+/);
  const firstWorld = await panel.getByTestId('world-key').innerText();
  await panel.getByRole('button', { name: 'Copy repro link' }).click();
  const linkBox = panel.getByRole('textbox', { name: /^Repro link/ });
  await expect(linkBox).toHaveValue(/\/organization#world=[\w-]+$/);
  const link = await linkBox.inputValue();
  // Everything is in the fragment, which no server receives: no world, no replay in the query.
  expect(new URL(link).search).toBe('');
  await expect(panel.getByTestId('repro-link-size')).toContainText(`${link.length.toLocaleString('en-US')} characters`);
  await expectAccessible(page, 'replay panel, world tab with a repro link', { include: '[role="dialog"]' });
  await page.screenshot({ path: 'e2e/.screenshots/world-repro-link.png' });

  // A fresh browser profile (a new cookie) opens the link: a world of its own, equal to the first's.
  const second = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  // A link from elsewhere (here: no referrer) asks before it changes the world; the person says yes.
  acceptWorldLinks(second);
  try {
    const other = await second.newPage();
    await other.setViewportSize({ width: 375, height: 800 });
    await seedSession(other, { selected: 'tracer' });
    await other.goto(link);
    await expect(toast(other, 'Internal server error')).toBeVisible();
    await expect(other).toHaveURL(/\/organization$/); // the fragment leaves the address
    await other.goto('/');
    await expect(products(other)).toContainText('Sea Buckthorn Oil 500 mg');
    const otherPanel = await worldTab(other);
    await expect(otherPanel.getByTestId('world-key')).not.toHaveText(firstWorld);
    await other.screenshot({ path: 'e2e/.screenshots/world-repro-opened-375.png' });
    await other.keyboard.press('Escape');

    await createProduct(other, 'Ashwagandha Root 600 mg');
    await other.goto('/');
    await expect(products(other)).toContainText('Ashwagandha Root 600 mg');
  } finally {
    await second.close();
  }

  // The first world has its product, and not the one made in the copy.
  await page.goto('/');
  await expect(products(page)).toContainText('Sea Buckthorn Oil 500 mg');
  await expect(products(page)).not.toContainText('Ashwagandha Root 600 mg');
});

test('a world with more changes than a link holds: the World tab says so and offers the snapshot file', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedSession(page);
  await page.goto('/organization');
  // Forty locations saved as another client could, each with a long note of letters that do not repeat: more than a
  // link of 4,000 characters holds once compressed.
  let seed = 11;
  const note = () =>
    Array.from({ length: 120 }, () => {
      seed = (seed * 1103515245 + 12345) >>> 0;
      return 'abcdefghijklmnopqrstuvwxyz'[(seed >>> 16) % 26];
    }).join('');
  for (let n = 1; n <= 40; n++) {
    const saved = await page.request.post('/api/location/save', {
      headers: { authorization: 'Bearer e2e-token' },
      data: {
        id: '',
        description: `Bay ${n}: ${note()}`,
        line_1: `${100 + n} Harbor Way`,
        line_2: null,
        zip: '85282',
        city: 'Tempe',
        state: 'AZ',
        country: 'US',
        organization_id: VERDANT,
      },
    });
    expect(saved.ok()).toBe(true);
  }
  await page.reload();

  const panel = await worldTab(page);
  await panel.getByRole('button', { name: 'Copy repro link' }).click();
  const tooLarge = panel.getByTestId('repro-link-too-large');
  await expect(tooLarge).toContainText('Too many changes for a link');
  await expect(tooLarge).toContainText(
    /The changes in this world \(4\d records\) would make a link of [\d,]+ characters/,
  );
  await expect(panel.getByRole('textbox', { name: /^Repro link/ })).toHaveCount(0);
  await expectAccessible(page, 'replay panel, world tab with a link too large', { include: '[role="dialog"]' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    tooLarge.getByRole('button', { name: 'Download snapshot instead' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^world-example-\d{4}-\d{2}-\d{2}\.json$/);
});

test('a link that names a scenario starts this browser’s world from it; the World tab says which', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedSession(page, { selected: 'tracer' });
  await page.goto('/?world=scenario:example&latency=getOrganization:1500');
  await expect(page).toHaveURL(/\/$/);
  const panel = await worldTab(page);
  await expect(panel.getByLabel('Scenario example')).toBeVisible();
  await expect(panel.getByText('getOrganization: 1500 ms')).toBeVisible();
  await expect(panel.getByText('olivia.bennett@verdantlabs.com · Olivia Bennett · Verdant Labs')).toBeVisible();
  await expectAccessible(page, 'replay panel, world tab', { include: '[role="dialog"]' });

  // Download snapshot: this world as a file, its scenario and settings with it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download snapshot' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^world-example-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile(await download.path(), 'utf8')) as Record<string, unknown>;
  expect(file).toMatchObject({
    format: 'portal-world-snapshot/1',
    scenario: 'example',
    settings: { latencyByOperation: { getOrganization: 1500 } },
  });
});

test('faults by link: a dropped connection reaches the page as a failed network, retried, then said; the World tab counts them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedSession(page, { selected: 'tracer' });
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.url().includes('/api/location')) failed.push(request.failure()?.errorText ?? '');
  });
  await page.goto('/organization?faults=1:seed=3:kinds=drop-before:ops=listLocations');
  await expect(page).toHaveURL(/\/organization$/);
  await expect(page.getByText('Looks like something went wrong, please try again!').first()).toBeVisible();
  // The first try and the policy's two retries, each a connection dropped with no answer.
  expect(failed).toHaveLength(3);
  const panel = await worldTab(page);
  await expect(panel.getByTestId('world-faults')).toContainText('Faults 1:seed=3:kinds=drop-before:ops=listLocations');
  // At least the page's three tries (the browser itself may try a dropped GET again).
  await expect(panel.getByTestId('world-faults')).toContainText(/failed: drop-before ([3-9]|\d\d)\./);
  await expectAccessible(page, 'replay panel, world tab with faults', { include: '[role="dialog"]' });
  await panel.getByRole('button', { name: 'Off' }).click();
  await expect(panel.getByTestId('world-faults')).toHaveText('No faults: every call is answered.');
});
