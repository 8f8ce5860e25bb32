import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, seedSession, test } from '../support/fixtures';

/**
 * A batch's public page on the mock world (mocks/world/public-page.ts): the Options tab's Preview opens
 * /p/{short code}/b/{slug}?preview=true in a new tab, served by the world from its records, at 1280 and 375 px,
 * scanned with axe. The test has a world of its own (the `portal-world` cookie of e2e/support/fixtures.ts), which the
 * new tab shares.
 */

/** An unpublished tracer batch of Verdant Labs (Daily Omega-3 Fish Oil 1000 mg) with a transfer in the seed. */
const BATCH = 'BATOMG0527';
const PRODUCT = 'Daily Omega-3 Fish Oil 1000 mg';

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/.screenshots/world-public-page-${name}.png`, fullPage: true });
}

test('Preview opens the batch’s public page from the world, before and after publishing', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // From the seed, even on a server kept from an earlier run (the test's world is named after it).
  expect((await page.request.post('/__world/reset', { data: {} })).ok()).toBe(true);
  await seedSession(page, { selected: 'tracer' });
  await page.goto(`/batches/${BATCH}?tab=0`);
  const publishing = page.getByRole('group', { name: 'Publishing' });
  await expect(publishing.getByRole('button', { name: 'Publish Online' })).toBeEnabled();

  // Unpublished: the preview shows the page under its banner.
  let [preview] = await Promise.all([
    page.waitForEvent('popup'),
    publishing.getByRole('button', { name: 'Preview' }).click(),
  ]);
  await expect(preview).toHaveURL(/\/p\/VRDNT\/b\/vl-omg-2026-0527\?preview=true$/);
  await expect(preview.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await expect(preview.getByRole('note')).toContainText('This batch is not published');
  await expect(preview.getByRole('heading', { name: 'Movements' })).toBeVisible();
  await expect(preview.getByRole('region', { name: 'Movements table' })).toContainText('Transfer');
  await preview.close();

  await publishing.getByRole('button', { name: 'Publish Online' }).click();
  await expect(publishing.getByRole('button', { name: 'Unpublish' })).toBeVisible();

  [preview] = await Promise.all([
    page.waitForEvent('popup'),
    publishing.getByRole('button', { name: 'Preview' }).click(),
  ]);
  await expect(preview.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await expect(preview.getByRole('note')).toContainText('This is the page consumers see.');
  await expect(preview.getByText('Batch VL-OMG-2026-0527', { exact: true })).toBeVisible();
  for (const section of ['Traits', 'Attachments', 'Location']) {
    await expect(preview.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await preview.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(preview, 'public page, preview, 1280 px');
  await shoot(preview, '1280');
  await preview.setViewportSize({ width: 375, height: 800 });
  await expect(preview.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  // No sideways scroll of the page itself at 375: only the movements table scrolls.
  expect(await preview.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(preview, 'public page, preview, 375 px');
  await shoot(preview, '375');

  // The public address without the preview flag shows the published page to anyone.
  await preview.goto('/p/VRDNT/b/vl-omg-2026-0527');
  await expect(preview.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await expect(preview.getByRole('note')).toHaveCount(0);
});
