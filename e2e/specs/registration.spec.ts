import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { realPng } from '../../test-support/real-files';

/**
 * Registration journeys on Prism: a free plan, a card payment through the mock checkout and back, a
 * cancelled checkout, and an invoice. Axe scans of /plans, the wizard's steps and the thanks at 1280 and 375 px.
 */
const PASSWORD = 'Harvest-Morning-42';
// Four screens filled, with axe scans at each: longer than the default 45 s on a shared machine.
test.describe.configure({ timeout: 150_000 });
const size = (page: Page, width: number) => page.setViewportSize({ width, height: width === 375 ? 780 : 900 });
const scan = async (page: Page, label: string) => {
  await page.mouse.move(0, 0);
  await expectAccessible(page, label);
};
const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `e2e/.screenshots/registration-${name}-${width}.png`, fullPage: true });

/** /plans (signed out), the offering's tab, the plan's SIGN UP NOW. */
async function choosePlan(page: Page, tab: string, plan: string) {
  await page.goto('/plans');
  await expect(page.getByRole('heading', { name: 'Find the right plan for your organization' })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('article', { name: plan, exact: true }).getByRole('button', { name: 'SIGN UP NOW' }).click();
  await expect(page.getByRole('heading', { name: 'Registration', exact: true })).toBeVisible();
}

/** Each step's number is a round badge, whatever its title's wrapping (step 3's beside CHANGE at 375 px). */
async function expectRoundBadges(page: Page) {
  for (const title of ['Pre Registration', 'Service Agreement', 'Basic Organization Information', 'Payment Options']) {
    const box = await page.getByRole('region', { name: title }).locator('.mantine-Badge-root').first().boundingBox();
    expect(box, title).not.toBeNull();
    expect(Math.abs(box!.width - box!.height), `${title}: ${box!.width} × ${box!.height}`).toBeLessThan(1);
  }
}

/** Steps 0 to 2, to the payment step. */
async function walkToPayment(page: Page, width: number, scans = false) {
  await page.getByLabel('First name').fill('Elena');
  await page.getByLabel('Last name').fill('Vasquez');
  await page.getByLabel('Phone').fill('520-555-0187');
  await page.getByLabel('Email').fill('elena.vasquez@sonorannutrition.com');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
  if (scans) {
    await scan(page, `registration step 0 ${width}`);
    await shot(page, 'step-0', width);
  }
  await page.getByRole('button', { name: 'Continue' }).click();
  const agree = page.getByRole('checkbox', { name: /agree to the Service Agreement/ });
  await expect(agree).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await agree.check();
  if (scans) await scan(page, `registration step 1 ${width}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Organization name').fill('Sonoran Nutrition');
  await page.getByLabel('Domain name').fill(' sonorannutrition.com ');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.locator('input[type=file]').setInputFiles(realPng('logo.png', 12));
  if (scans) {
    await scan(page, `registration step 2 ${width}`);
    await shot(page, 'step-2', width);
  }
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('region', { name: 'Order detail' })).toBeVisible();
  await expectRoundBadges(page);
  if (scans) {
    await scan(page, `registration step 3 ${width}`);
    await shot(page, 'step-3', width);
  }
}

const thanks = (page: Page) => page.getByText('Great! Your Registration process successfully complete.');

for (const width of [1280, 375]) {
  test(`a free registration at ${width} px`, async ({ page }) => {
    await size(page, width);
    await page.goto('/plans?tab=publisher');
    await expect(page.getByRole('article', { name: 'Document Protection Starter' })).toBeVisible();
    await scan(page, `plans ${width}`);
    await shot(page, 'plans', width);
    await choosePlan(page, 'Document Protection', 'Document Protection Starter');
    await walkToPayment(page, width, true);
    await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(thanks(page)).toBeVisible();
    await expect(page).toHaveURL(/\/thank-you$/);
    await scan(page, `registration thanks ${width}`);
    await shot(page, 'thanks', width);
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });
}

test('a card registration through the mock checkout and back; one checkout however fast clicked', async ({ page }) => {
  await size(page, 1280);
  await choosePlan(page, 'Product Origin', 'Product Origin');
  await walkToPayment(page, 1280);
  const sessions: string[] = [];
  page.on('request', (r) => r.url().includes('create-payment-checkout-session') && sessions.push(r.url()));
  await page.getByRole('button', { name: 'Pay now' }).dblclick();
  await expect(page).toHaveURL(/\/mock-checkout\?/);
  expect(sessions).toHaveLength(1);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(thanks(page)).toBeVisible();
  await expect(page).toHaveURL(/\/thankyou\?success=true&session_id=/);
});

test('a cancelled checkout returns to the payment step', async ({ page }) => {
  await size(page, 1280);
  await choosePlan(page, 'Product Origin', 'Product Origin');
  await walkToPayment(page, 1280);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/registration\?canceled=true/);
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order detail' })).toContainText('Product Origin');
});

test('an invoice registration; one invoice however fast clicked', async ({ page }) => {
  await size(page, 1280);
  await choosePlan(page, 'Product Origin', 'Product Origin');
  await walkToPayment(page, 1280);
  const invoices: string[] = [];
  page.on('request', (r) => r.url().includes('generate-invoice') && invoices.push(r.url()));
  await page.getByRole('button', { name: 'Pay by invoice' }).dblclick();
  await expect(thanks(page)).toBeVisible();
  await expect(page).toHaveURL(/\/thank-you\/invoice$/);
  expect(invoices).toHaveLength(1);
});
