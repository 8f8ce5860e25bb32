import type { Page } from '@playwright/test';
import { OMEGA_PRODUCT } from '../../test-support/example-world';
import { expectAccessible } from '../support/axe';
import { fillProductDetails, fillProductFields } from '../../test-support/catalogue-steps';
import { expect, seedSession, test } from '../support/fixtures';

/** Text as people paste it: invisible titles, international web addresses, long unbroken words. */

const saveButton = (page: Page) => page.getByRole('button', { name: /^(Save batch|You Need .*)$/ });

/** The page does not scroll sideways: nothing is wider than the window. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.scroll, `${where}: page width ${widths.scroll} px in a ${widths.window} px window`).toBeLessThanOrEqual(
    widths.window,
  );
}

test('a product title of zero-width spaces is refused as empty and nothing is sent', async ({ page }) => {
  await seedSession(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const sent: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/integrant-type\/(create|update)/.test(request.url())) sent.push(request.url());
  });
  await page.goto('/create-new-product');
  const dialog = page.getByRole('dialog', { name: 'Create New Product' });
  await expect(dialog).toBeVisible();
  // Pasted from a document: three zero-width spaces, a no-break space and a byte order mark look like nothing.
  await fillProductFields(page, dialog, '\u200B\u200B\u200B\u00A0\uFEFF');
  // Every other field is filled: the tab is still incomplete, and a click on Next says why.
  const next = dialog.getByRole('button', { name: 'Next' });
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await next.click({ force: true });
  await expect(dialog.getByText('Title is a required field.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Title/ })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('tab', { name: /Details/ })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page, 'create product, invisible title', { include: '[role="dialog"]' });
  // Save checks the Details tab first: refused again, and no save request leaves the page.
  await dialog.getByRole('button', { name: 'Save' }).click({ force: true });
  await expect(dialog.getByText('Title is a required field.')).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(sent).toEqual([]);
});

test('an international web address as the Buy Again URL is accepted and saved as typed', async ({ page }) => {
  test.setTimeout(90_000);
  await seedSession(page, { selected: 'tracer' });
  await page.route('**/api/integrant/check-static-batch-information', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'example=staticBatchAvailable' } }),
  );
  await page.goto(`/batches/create/${OMEGA_PRODUCT}?tab=1`);
  await expect(saveButton(page)).toHaveText('You Need Tracking & Buy Again URL Filled Out.');
  await page.getByLabel('Tracking ID').fill('VL\u00A0IDN\u200B2026');
  await expect(page.getByLabel('Tracking ID')).toHaveValue('VLIDN2026');
  const url = page.getByLabel('Buy Again URL');
  await url.fill('https://bücher.de/shop');
  await expect(url).toHaveValue('https://bücher.de/shop');
  await expect(page.getByText('Please enter a valid URL.')).toHaveCount(0);
  await expect(url).not.toHaveAttribute('aria-invalid', 'true');
  await expect(saveButton(page)).toHaveText('You Need Location Filled Out.');

  await page.getByRole('tab', { name: 'Location' }).click();
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option').first().click();
  await expect(saveButton(page)).toHaveText('Save batch');
  const created = page.waitForRequest('**/api/integrant/create');
  await saveButton(page).click();
  const body = (await created).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ external_id: 'VLIDN2026', buy_again_url: 'https://bücher.de/shop' });
  await expect(page).toHaveURL(/\/batches\/[A-Z0-9]{10}\?tab=4$/);

  // The mock world kept it: the saved batch shows the address as it was typed.
  const id = /\/batches\/([A-Z0-9]{10})/.exec(page.url())![1];
  await page.goto(`/batches/${id}?tab=1`);
  await expect(page.getByLabel('Buy Again URL')).toHaveValue('https://bücher.de/shop');
  await expect(page.getByText('Please enter a valid URL.')).toHaveCount(0);
});

test('a 200-character unbroken product title never makes the page scroll sideways at 375 px', async ({ page }) => {
  test.setTimeout(120_000);
  await seedSession(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  // One German compound, repeated to 200 characters without a space or a hyphen.
  const title = 'Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen'.repeat(4).slice(0, 200);
  expect(title).toHaveLength(200);
  await page.goto('/create-new-product');
  const dialog = page.getByRole('dialog', { name: 'Create New Product' });
  await fillProductDetails(page, dialog, title);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/\?product=PRD/);
  const productId = /product=(PRD[A-Z0-9]+)/.exec(page.url())![1]!;

  await page.setViewportSize({ width: 375, height: 800 });
  // The product panel's heading.
  await page.goto(`/?product=${productId}`);
  const heading = page.getByRole('heading', { name: title });
  await expect(heading).toBeVisible();
  await expectNoSidewaysScroll(page, 'product panel');
  const box = await heading.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await expectAccessible(page, 'product panel with a 200-character title (375)');

  // The product list, searched down to this one product.
  await page.getByLabel('Search products').fill('Donaudampf');
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(1);
  await expectNoSidewaysScroll(page, 'product list');

  // The edit page.
  await page.goto(`/update-product/${productId}`);
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(title);
  await expectNoSidewaysScroll(page, 'edit product');

  // The batch editor of a new batch of this product, with a 200-character tracking id.
  await page.goto(`/batches/create/${productId}?tab=1`);
  await page.getByLabel('Tracking ID').fill(title.replace(/ä/g, 'a'));
  await expect(page.getByText(/public address/)).toBeVisible();
  await expectNoSidewaysScroll(page, 'batch editor');
});
