import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, signInWithCode, test } from '../support/fixtures';
import { useScenario } from '../support/scenario';

/**
 * The free-trial-ending scenario (mocks/world/scenarios/free-trial-ending.ts): any email signs in as Daniel of
 * Sunfield Apothecary, a publisher whose 30-day free trial has one day left. The home skips the domain and approval
 * gates (the trial), shows the trial's banner with the day left, and the publisher dashboard lists the documents
 * uploaded during the trial, as the world holds them.
 */

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/.screenshots/scenario-free-trial-ending-${name}.png`, fullPage: true });
}

test('the free trial’s last day, and the documents uploaded during it', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await useScenario(page, 'free-trial-ending');
  await signInWithCode(page, 'someone@example.com', 'correct horse battery');
  await expect(page).toHaveURL(/\/$/);

  // The trial's banner, in the spec's words (30 days from the organization's created_on), past both gates.
  const banner = page.getByRole('status').filter({ hasText: 'Free trial' });
  await expect(banner).toContainText('1 day left in your 30-day free trial.');
  await expect(page.getByText('Sunfield Apothecary').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verify your domain' })).toHaveCount(0);

  // The documents uploaded during the trial: six, the latest first, the described ones with their type.
  const documents = page.getByRole('table', { name: 'Free-trial documents' });
  await expect(documents.getByRole('row')).toHaveCount(7);
  await expect(documents.getByRole('row').nth(1)).toContainText('Sunfield stability study Ashwagandha.pdf');
  const coa = documents.getByRole('row').filter({ hasText: 'Sunfield COA Elderberry Syrup lot SF-ELD-2611.pdf' });
  await expect(coa).toContainText('Certificate of Analysis');
  await expect(coa).toContainText('Sunfield Apothecary');
  await expectAccessible(page, 'free trial ending: home, 1280');
  await shoot(page, '1280');

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(banner).toContainText('1 day left in your 30-day free trial.');
  await expect(documents.getByRole('row')).toHaveCount(7);
  await expectAccessible(page, 'free trial ending: home, 375');
  await shoot(page, '375');
});
