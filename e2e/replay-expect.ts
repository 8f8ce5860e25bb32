import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { Outcome } from './replay-outcome';
import { SPEC_MESSAGES } from './replay-outcome';

export const toasts = (page: Page) => page.locator('.mantine-Notification-root');
const threshold = (page: Page) => page.getByRole('dialog', { name: SPEC_MESSAGES.thresholdTitle });

/** Checks that the screen shows the outcome: a toast, an inline error, the threshold popup, the way out to /login, or nothing. */
export async function expectOutcome(page: Page, outcome: Outcome, ready: () => ReturnType<Page['getByRole']>): Promise<void> {
  switch (outcome.kind) {
    case 'toast':
      await expect(toasts(page).filter({ hasText: outcome.text })).toBeVisible();
      await expect(threshold(page)).toHaveCount(0);
      break;
    case 'inline':
      await expect(page.getByRole('alert').filter({ hasText: outcome.text }).first()).toBeVisible();
      await expect(toasts(page), 'a failure the screen shows itself is not also a toast').toHaveCount(0);
      break;
    case 'threshold':
      await expect(threshold(page)).toBeVisible();
      await expect(threshold(page).getByText(outcome.text)).toBeVisible();
      await expect(threshold(page).getByRole('link', { name: 'Manage your subscription' })).toBeVisible();
      break;
    case 'expire':
      await expect(page).toHaveURL(/\/login/);
      await expect(toasts(page).filter({ hasText: outcome.text })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
      break;
    case 'silent':
      // Nothing is said: give a toast or a popup the time to appear, then check that none did.
      await page.waitForTimeout(1200);
      await expect(toasts(page)).toHaveCount(0);
      await expect(threshold(page)).toHaveCount(0);
      await expect(ready()).toBeVisible();
      break;
  }
}
