import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, signInWithCode, test } from '../support/fixtures';
import { useScenario } from '../support/scenario';

/**
 * The world's clock and the platform's administrator, from the World tab (mocks/world/world-tab-qa.tsx): QA moves a
 * free trial to its end and gives an approval, and the portal shows each after a reload, as it would on the day.
 */
async function worldTab(page: Page) {
  await page.getByRole('button', { name: 'Replay panel' }).click();
  const panel = page.getByRole('dialog', { name: /Replay documented responses/ });
  await panel.getByRole('tab', { name: 'World' }).click();
  return panel;
}

test('free-trial-ending moved 2 days: the session ends, and the trial is shown as ended', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await useScenario(page, 'free-trial-ending');
  await signInWithCode(page, 'someone@example.com', 'correct horse battery');
  const banner = page.getByRole('status').filter({ hasText: 'Free trial' });
  await expect(banner).toContainText('1 day left in your 30-day free trial.');

  const panel = await worldTab(page);
  await expect(panel.getByTestId('world-clock')).toHaveText('Moved forward: not moved');
  await expectAccessible(page, 'world tab: clock, administrator, outbox', { include: '[role="dialog"]' });
  await panel.getByRole('button', { name: '+2d' }).click(); // the page reloads on the moved world
  // Two days are past the session's 6 hours: the next call ends it with the spec's words, and the sign-in follows.
  await expect(
    page.getByText('Your login session is expired. please login again for continue your work.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await signInWithCode(page, 'someone@example.com', 'correct horse battery');
  await expect(page.getByText('Your 30-day free trial has ended.').first()).toBeVisible();
  await page.reload();
  await expect(page.getByText('Your 30-day free trial has ended.').first()).toBeVisible();
  await expectAccessible(page, 'free trial ended, 1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await expectAccessible(page, 'free trial ended, 375');
  await page.screenshot({ path: 'e2e/.screenshots/world-clock-trial-ended-375.png', fullPage: true });
});
