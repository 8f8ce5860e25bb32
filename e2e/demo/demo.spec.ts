import { expect, test, type Page } from '@playwright/test';
import { fillProductDetails } from '../../test-support/catalogue-steps';
import { expectAccessible } from '../support/axe';
import { acceptWorldLinks, seedSession } from '../support/fixtures';

/**
 * The static demo (npm run build:demo) on a plain static host, nothing else running: the world answers in the page and
 * is kept in this browser's IndexedDB. Addresses are relative to the demo's base (`/` or `/demo/`: DEMO_BASE), so
 * the same journeys run at both.
 */
test.beforeEach(async ({ context, page }) => {
  acceptWorldLinks(context);
  await page.setViewportSize({ width: 1280, height: 900 });
});

/** The easy sign-in: an email the world does not know, any password, any six digits. */
async function signIn(page: Page, path = 'login') {
  await page.goto(path);
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByLabel('Verification code').fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
}

test('signed in with no server behind: a product made, found again after a reload', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page);
  await expectAccessible(page, 'demo: the catalogue home');
  await page.goto('create-new-product');
  const dialog = page.getByRole('dialog', { name: 'Create New Product' });
  await fillProductDetails(page, dialog, 'Demo Elderberry Syrup 120 ml');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\?product=PRD[0-9A-Z]{7}$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Demo Elderberry Syrup 120 ml' })).toBeVisible();
  // A new tab of the same browser finds the same world.
  const second = await page.context().newPage();
  await second.goto('');
  await second.getByLabel('Search products').fill('Demo Elderberry');
  await expect(second.getByRole('list', { name: 'Products' })).toContainText('Demo Elderberry Syrup 120 ml');
});

test('a scenario by link, and an armed failure shown in the scenario’s words', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('login?world=scenario:new-organization');
  // Applied once the address no longer carries it (the page takes the link's parameters off).
  await expect(page).not.toHaveURL(/world=/);
  await signIn(page);
  await expect(page.getByText('Data not available.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'My Subscriptions' }).first()).toHaveValue('Product Origin');
  await expectAccessible(page, 'demo: new-organization’s empty catalogue');

  // Deep link of a signed-in screen: the static host's fallback page, then the app's router.
  await page.goto('organization');
  await expect(page.getByLabel('Organization name')).toHaveValue('Juniper Hollow Naturals');

  // Signed out (the user menu's Logout), then a failure armed by link: the sign-in shows the contract's words.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('Sign Out Successful')).toBeVisible();
  await page.goto('login?replay=login:401:wrongCredentials');
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await expectAccessible(page, 'demo: an armed sign-in failure');
});

test('a repro link made in one browser opens in another with no server: its product and its armed failure', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const toast = (p: Page, text: string) => p.locator('.mantine-Notification-root').filter({ hasText: text });
  const products = (p: Page) => p.getByRole('list', { name: 'Products' });
  await seedSession(page, { selected: 'tracer' });
  await page.goto('create-new-product');
  const dialog = page.getByRole('dialog', { name: 'Create New Product' });
  await fillProductDetails(page, dialog, 'Demo Sea Buckthorn Oil');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Demo Sea Buckthorn Oil' })).toBeVisible();
  await page.goto('organization?replay=listLocations:500:serverError');
  await expect(toast(page, 'Internal server error')).toBeVisible();
  await page.getByRole('button', { name: 'Replay panel' }).click();
  const panel = page.getByRole('dialog', { name: /Replay documented responses/ });
  await panel.getByRole('tab', { name: 'World' }).click();
  await panel.getByRole('button', { name: 'Copy repro link' }).click();
  const box = panel.getByRole('textbox', { name: /^Repro link/ });
  await expect(box).toHaveValue(/organization#world=[\w-]+$/);
  const link = await box.inputValue();
  await expectAccessible(page, 'demo: the World tab with a repro link', { include: '[role="dialog"]' });

  const second = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  acceptWorldLinks(second);
  try {
    const other = await second.newPage();
    await seedSession(other, { selected: 'tracer' });
    await other.goto(link);
    await expect(toast(other, 'Internal server error')).toBeVisible();
    await other.goto('');
    await expect(products(other)).toContainText('Demo Sea Buckthorn Oil');
    await expectAccessible(other, 'demo: a repro link opened in a fresh browser');
    // What the second does stays in its own world.
    await other.goto('create-new-product');
    const more = other.getByRole('dialog', { name: 'Create New Product' });
    await fillProductDetails(other, more, 'Demo Ashwagandha Root 600 mg');
    await more.getByRole('button', { name: 'Save' }).click();
    await expect(other.getByRole('heading', { name: 'Demo Ashwagandha Root 600 mg' })).toBeVisible();
  } finally {
    await second.close();
  }
  await page.goto('');
  await expect(products(page)).toContainText('Demo Sea Buckthorn Oil');
  await expect(products(page)).not.toContainText('Demo Ashwagandha Root 600 mg');
});
