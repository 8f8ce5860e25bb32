import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, signInWithCode, test } from '../support/fixtures';
import { useScenario } from '../support/scenario';

/**
 * The at-the-limits scenario (mocks/world/scenarios/at-the-limits.ts): any email signs in as Elena of Tidewater
 * Nutrition, on Product Fast Pass (25 products, 250 batches, 5 seats) with one less of each. The spec opens the
 * threshold popup on a plan-limit refusal (HTTP 403) and the world refuses only when nothing is left, so for each
 * kind the next create fills the plan and the one after it opens the popup. Products and batches made from their
 * Create buttons are first checked against the plan (check-subscription-status), which sends a full plan home with
 * the server's message instead, as is the batch form opened by its address; the popup comes from the
 * creates that are not checked first: the CSV import for products. User accounts have no check: the one past the last
 * seat is the popup.
 */

/** The first product of the scenario (Marine Collagen Peptides 60 count). */
const PRODUCT = 'PRDTW00001';
const POPUP = 'Your Organization Threshold Limit exceeded';
const CSV_DONE =
  'Your CSV details has been successfully updated, if we face any error while running csv then we are generating csv for you in which you find an error messages.';

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/.screenshots/scenario-at-the-limits-${name}.png`, fullPage: true });
}

/** A one-product CSV, as Excel saves it. */
const productCsv = (title: string, sku: string) => ({
  name: 'tidewater-products.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFFtitle,description,sku,upc\r\n${title},Wild dulse flakes,${sku},850041209999\r\n`, 'utf8'),
});

async function importProduct(page: Page, title: string, sku: string) {
  await page.goto('/csv');
  await page.locator('input[aria-label="Products CSV file"]').setInputFiles(productCsv(title, sku));
  await expect(page.getByText('1 row to import')).toBeVisible();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
}

/** The batch form (fast pass): a tracking id and the location, then Save. */
async function saveBatch(page: Page, trackingId: string) {
  const save = page.getByRole('button', { name: /^(Save batch|You Need .*)$/ });
  await page.getByRole('tab', { name: 'Details' }).click();
  await page.getByLabel('Tracking ID').fill(trackingId);
  await page.getByRole('tab', { name: 'Location' }).click();
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: /Packing house/ }).click();
  await expect(save).toHaveText('Save batch');
  await save.click();
}

async function addUser(page: Page, n: number) {
  await page.goto('/organization');
  await page.getByRole('link', { name: 'Add User' }).click();
  await expect(page.getByRole('heading', { name: 'Create User Account' })).toBeVisible();
  await page.getByLabel('First name').fill('Seat');
  await page.getByLabel('Last name').fill(`Holder ${n}`);
  await page.getByLabel('Phone').fill(`207-555-01${n}0`);
  await page.getByLabel('Email').fill(`seat.holder${n}@tidewaternutrition.com`);
  await page.getByRole('textbox', { name: 'Password' }).fill('Harbor-Morning-42');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

/** The threshold popup with the server's message: scanned, pictured at 1280 and 375 px, then closed. */
async function expectPopup(page: Page, kind: string, message: string) {
  const popup = page.getByRole('dialog', { name: POPUP });
  await expect(popup).toContainText(message);
  await expect(popup.getByRole('link', { name: 'Manage your subscription' })).toBeVisible();
  await expectAccessible(page, `at the limits: threshold popup, ${kind}, 1280`, { include: '[role="dialog"]' });
  await shoot(page, `${kind}-1280`);
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(popup.getByRole('link', { name: 'Manage your subscription' })).toBeInViewport();
  await expectAccessible(page, `at the limits: threshold popup, ${kind}, 375`, { include: '[role="dialog"]' });
  await shoot(page, `${kind}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await popup.getByText('Close', { exact: true }).click();
  await expect(popup).toBeHidden();
}

test('the next product, batch and user fill the plan, and one more of each opens the threshold popup', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await useScenario(page, 'at-the-limits');
  await signInWithCode(page, 'someone@example.com', 'correct horse battery');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Electrolyte Sea Salt 120 count/ })).toBeVisible();
  await shoot(page, 'home');

  // Products: the 25th is made; the Create button's check then sends a full plan home; the import past it is refused.
  await importProduct(page, 'Dulse Flakes 60 count', 'TW-DLS-60');
  await expect(page.getByText(CSV_DONE)).toBeVisible();
  await page.goto('/create-new-product');
  await expect(
    toast(page, 'You have reached the maximum of 25 products for Product Fast Pass. Please upgrade your subscription'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await importProduct(page, 'Dulse Flakes 120 count', 'TW-DLS-120');
  await expectPopup(
    page,
    'products',
    'You have reached the maximum number of products allowed by your plan. Please upgrade your subscription.',
  );

  // Batches: the 250th is made from the product's Create button; the form's check then sends a full plan home, from the
  // button as from the typed address (fast pass has no clone: no batch create is left unchecked for the popup).
  const createBatch = async () => {
    await page.goto(`/?product=${PRODUCT}`);
    await page.getByRole('button', { name: 'Create New batch' }).click();
  };
  await createBatch();
  await expect(page).toHaveURL(new RegExp(`/batches/create/${PRODUCT}`));
  await saveBatch(page, 'TW-MCP-60-L901');
  await expect(page).toHaveURL(/\/batches\/BAT[0-9A-Z]{7}(\?.*)?$/);
  await createBatch();
  await expect(
    toast(page, 'You have reached the maximum of 250 batches for Product Fast Pass. Please upgrade your subscription'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // The form's address typed is refused the same way before anything opens (typed addresses).
  await toast(page, 'You have reached the maximum of 250 batches').getByRole('button', { name: 'Close' }).click();
  await page.goto(`/batches/create/${PRODUCT}?tab=1`);
  await expect(
    toast(page, 'You have reached the maximum of 250 batches for Product Fast Pass. Please upgrade your subscription'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('Tracking ID')).toHaveCount(0);

  // Seats: the fifth account takes the last seat; the sixth is refused.
  await addUser(page, 1);
  await expect(page).toHaveURL(/\/organization$/);
  await addUser(page, 2);
  await expectPopup(
    page,
    'seats',
    'You have reached the maximum number of seats allowed by your plan. Please upgrade your subscription.',
  );
});
