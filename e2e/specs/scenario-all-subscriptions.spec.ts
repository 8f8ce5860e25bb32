import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, signInWithCode, test } from '../support/fixtures';
import { OLIVIA_PASSWORD } from '../../test-support/example-world';
import { useScenario } from '../support/scenario';

/**
 * The all-subscriptions scenario (mocks/world/scenarios/all-subscriptions.ts): Olivia signs in through the form, the
 * world's sign-in lists Verdant Labs' five subscriptions, and the switcher goes through every one of them; each
 * dashboard shows the world's figures, not an empty state.
 */

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/.screenshots/scenario-all-subscriptions-${name}.png`, fullPage: true });
}

async function switchTo(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'My Subscriptions' }).first().click();
  await page.getByRole('option', { name }).click();
}

test('every subscription’s dashboard through the switcher, each with the world’s figures', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await useScenario(page, 'all-subscriptions');
  await signInWithCode(page, 'olivia.bennett@verdantlabs.com', OLIVIA_PASSWORD);
  await expect(page).not.toHaveURL(/verify-otp/);

  // The switcher lists the five the world's sign-in gave.
  await page.getByRole('combobox', { name: 'My Subscriptions' }).first().click();
  for (const name of [
    'Product Origin',
    'Product Fast Pass',
    'Document Protection',
    'Document Verification',
    'Compliance Dashboard',
  ])
    await expect(page.getByRole('option', { name })).toBeVisible();
  await page.keyboard.press('Escape');

  // Tracer: its own products, and the consumer survey's submissions.
  await switchTo(page, 'Product Origin');
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Daily Omega-3 Fish Oil 1000 mg' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Whey Protein Isolate Vanilla' })).toHaveCount(0);
  await expect(page.getByText('2 submissions')).toBeVisible();
  await expectAccessible(page, 'all subscriptions: tracer');
  await shoot(page, 'tracer');

  // Fastpass: its own products, no tracer one.
  await switchTo(page, 'Product Fast Pass');
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Whey Protein Isolate Vanilla' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Daily Omega-3 Fish Oil 1000 mg' })).toHaveCount(0);
  await expectAccessible(page, 'all subscriptions: fastpass');
  await shoot(page, 'fastpass');

  // Verifier: the last month's verifications, by organization, with the document AI's verdicts and the chart.
  await switchTo(page, 'Document Verification');
  await expect(page.getByText('You are working in')).toBeVisible();
  const byOrganization = page.getByRole('table', { name: 'Verification by organization' });
  await expect(byOrganization).toBeVisible({ timeout: 30_000 });
  await expect(byOrganization.getByRole('cell', { name: 'Northwind Botanicals' })).toBeVisible();
  await expect(byOrganization.getByText('Suspected tampering')).toBeVisible();
  await expect(page.getByText('178', { exact: true })).toBeVisible();
  // The chart comes in its own chunk, after the figures and the table: scanned once it is drawn.
  await expect(page.getByRole('status', { name: 'Loading the chart' })).toHaveCount(0);
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expectAccessible(page, 'all subscriptions: verifier');
  await shoot(page, 'verifier');

  // Publisher: the documents hashed in the range and this month's share of the limit, the free-trial documents.
  await switchTo(page, 'Document Protection');
  await expect(page.getByRole('heading', { name: 'Free-trial documents' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Documents published this month')).toHaveText('318/500');
  await expect(page.getByText('318 documents added in the range')).toBeVisible();
  await expect(page.getByText('Data not available.')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Free-trial documents' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expectAccessible(page, 'all subscriptions: publisher');
  await shoot(page, 'publisher');

  // Compliance: the retailer table's brands.
  await switchTo(page, 'Compliance Dashboard');
  const retailer = page.getByRole('table', { name: 'Retailer compliance' });
  await expect(retailer).toBeVisible({ timeout: 30_000 });
  await expect(retailer.getByRole('cell', { name: 'Northwind Botanicals' })).toBeVisible();
  await expect(retailer.getByRole('cell', { name: 'Wasatch Contract Nutrition' })).toBeVisible();
  // The pointer leaves the table: a row under it is highlighted, which is not the state to scan.
  await page.mouse.move(0, 0);
  await expectAccessible(page, 'all subscriptions: compliance');
  await shoot(page, 'compliance');

  // On a phone: the same dashboard, the switcher behind the menu.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(retailer.getByRole('cell', { name: 'Northwind Botanicals' })).toBeVisible();
  await expectAccessible(page, 'all subscriptions: compliance at 375');
  await shoot(page, 'compliance-375');
});
