import type { Page } from '@playwright/test';
import { MAGNESIUM_PRODUCT, OMEGA_PRODUCT } from '../../test-support/example-world';
import { expectAccessible } from '../support/axe';
import { fillProductDetails } from '../../test-support/catalogue-steps';
import { expect, seedSession, test } from '../support/fixtures';

const SHOTS = 'e2e/.screenshots';

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe('the catalogue', () => {
  test.beforeEach(async ({ page }) => seedSession(page));

  test('find a product by typing and open its batches', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const list = page.getByRole('list', { name: 'Products' });
    await expect(list.getByRole('listitem')).toHaveCount(8);
    await page.getByLabel('Search products').fill('magnes');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await list.getByRole('button', { name: /Magnesium Glycinate/ }).click();
    await expect(page).toHaveURL(new RegExp(`\\?product=${MAGNESIUM_PRODUCT}`));
    await expect(page.getByRole('heading', { name: 'Magnesium Glycinate 400 mg' })).toBeVisible();
    const batches = page.getByRole('list', { name: 'Batches' });
    await expect(batches.getByRole('link')).toHaveText(['VL-MAG-2026-0814', 'VL-MAG-2026-0602']);
    await expect(batches).toContainText('8/14/2026');
    await page.getByRole('switch', { name: 'Published only' }).check({ force: true });
    await expect(batches.getByRole('link')).toHaveText(['VL-MAG-2026-0602']);
    await expectAccessible(page, 'home with a product (1280)');
    await shoot(page, 'catalogue-home-desktop');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Magnesium Glycinate 400 mg' })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expectAccessible(page, 'home with a product (375)');
    await shoot(page, 'catalogue-home-mobile');
    // On a phone the panel is under the list: tapping a product brings its batches and Create New batch into view.
    await page.getByLabel('Search products').fill('');
    await page.evaluate(() => window.scrollTo(0, 0));
    await list.getByRole('button', { name: /Vitamin D3 5000 IU/ }).click();
    await expect(page.getByRole('heading', { name: 'Vitamin D3 5000 IU' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Create New batch' })).toBeInViewport();
    await list.getByRole('button', { name: /Magnesium Glycinate/ }).click();
    await expect(page.getByRole('heading', { name: 'Magnesium Glycinate 400 mg' })).toBeInViewport();
    await page.getByRole('link', { name: 'VL-MAG-2026-0814' }).click();
    await expect(page).toHaveURL(/\/batches\/BATMAG0814$/);
  });

  test('create a product with traits and a video link', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/create-new-product');
    const dialog = page.getByRole('dialog', { name: 'Create New Product' });
    await expect(dialog).toBeVisible();
    // At 1280 × 800 the Details tab is taller than the dialog: its footer stays in sight all the same.
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const name of ['Cancel', 'Next', 'Save'])
      await expect(dialog.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
    await page.setViewportSize({ width: 1280, height: 900 });
    // Next looks disabled (aria-disabled) until the tab is complete; a click still says what is missing.
    await dialog.getByRole('button', { name: 'Next' }).click({ force: true });
    await expect(dialog.getByText('Title is a required field.')).toBeVisible();
    await expectAccessible(page, 'create product with errors (1280)', { include: '[role="dialog"]' });
    await shoot(page, 'product-create-errors-desktop');
    await fillProductDetails(page, dialog);
    await dialog.getByRole('button', { name: 'Add trait' }).click();
    await dialog.getByRole('textbox', { name: 'Trait 1 title' }).fill('Form');
    await dialog.getByRole('textbox', { name: 'Trait 1 description' }).fill('Gummy');
    await dialog.getByRole('textbox', { name: 'Video link' }).fill('https://www.youtube.com/watch?v=q7Jd3mElD60');
    await expectAccessible(page, 'create product, facets (1280)', { include: '[role="dialog"]' });
    await shoot(page, 'product-create-facets-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectAccessible(page, 'create product, facets (375)', { include: '[role="dialog"]' });
    await shoot(page, 'product-create-facets-mobile');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/\?product=PRD/);
    await expect(page.getByText('Product saved successfully.')).toBeVisible();
  });

  test('edit a product and disable it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/?product=${OMEGA_PRODUCT}`);
    await page.getByRole('link', { name: 'Edit product' }).click();
    await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
    const title = page.getByRole('textbox', { name: /^Title/ });
    await expect(title).toHaveValue('Daily Omega-3 Fish Oil 1000 mg');
    await expectAccessible(page, 'edit product (1280)');
    await shoot(page, 'product-edit-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectAccessible(page, 'edit product (375)');
    await shoot(page, 'product-edit-mobile');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('switch', { name: 'Product enabled' }).click({ force: true });
    const ask = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(ask).toContainText('Please confirm you would like to disable this product?');
    await expectAccessible(page, 'disable confirmation', { include: '[role="dialog"]' });
    await shoot(page, 'product-disable-confirm-desktop');
    await ask.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('switch', { name: 'Product disabled' })).not.toBeChecked();
    await title.fill('Daily Omega-3 Fish Oil 1000 mg (120 softgels)');
    await page.getByRole('button', { name: 'Cancel' }).click();
    const leave = page.getByRole('dialog', { name: 'Unsaved changes' });
    await expect(leave).toBeVisible();
    await expectAccessible(page, 'leave a dirty form', { include: '[role="dialog"]' });
    await leave.getByRole('button', { name: 'No' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/\\?product=${OMEGA_PRODUCT}`));
  });
});
