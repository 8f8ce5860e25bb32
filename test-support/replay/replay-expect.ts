import { expect, type Locator, type Page } from '@playwright/test';
import type { Outcome } from './replay-outcome';
import { SPEC_MESSAGES } from './replay-outcome';

export const toasts = (page: Page) => page.locator('.mantine-Notification-root');
const threshold = (page: Page) => page.getByRole('dialog', { name: SPEC_MESSAGES.thresholdTitle });

const escape = (text: string) => text.replace(/[.*+?^$()|[\]{}\\]/g, '\\$&');

/**
 * Waits until the page has nothing more to say: no call or chunk under way, and what their answers drew drawn
 * (Chromium: the network idle and two frames; Vitest: the mock server idle and the timers of a tick). No fixed sleep.
 */
export type Settle = () => Promise<void>;

/** Once the expected toast shows and the page has settled, no other toast followed it. */
async function said(page: Page, settle: Settle, why: string): Promise<void> {
  await settle();
  expect(await toasts(page).count(), why).toBe(1);
}

/**
 * Checks that the screen shows the outcome: a toast, an inline error, a modal, a field's error, the
 * threshold popup, the way out to /login, or nothing (`ready` is what shows once a silent failure is over).
 */
export async function expectOutcome(page: Page, outcome: Outcome, ready: () => Locator, settle: Settle): Promise<void> {
  switch (outcome.kind) {
    case 'toast':
      await expect(toasts(page).filter({ hasText: outcome.text })).toBeVisible();
      await expect(threshold(page)).toHaveCount(0);
      await said(page, settle, 'one toast, not the same failure told twice');
      break;
    case 'inline':
      await expect(page.getByRole('alert').filter({ hasText: outcome.text }).first()).toBeVisible();
      await expect(toasts(page), 'a failure the screen shows itself is not also a toast').toHaveCount(0);
      break;
    case 'modal':
      await expect(page.getByRole('dialog').filter({ hasText: outcome.text })).toBeVisible();
      await expect(toasts(page), 'a failure the screen shows itself is not also a toast').toHaveCount(0);
      await expect(threshold(page)).toHaveCount(0);
      break;
    case 'field':
      // The field's label, with or without the required asterisk; its error is its accessible description.
      await expect(page.getByLabel(new RegExp(`^${escape(outcome.label)}( \\*)?$`))).toHaveAccessibleDescription(
        new RegExp(escape(outcome.text)),
      );
      await expect(page.getByText(outcome.text, { exact: true })).toBeVisible();
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
      await said(page, settle, 'the expired session is the only toast');
      break;
    case 'silent':
      // Nothing is said: once the page has settled (the answer handled, a toast's chunk loaded and drawn), none
      // shows. Counted at once, not awaited: a toast closes by itself after 5 s, and must not pass by vanishing.
      await settle();
      expect(await toasts(page).count(), 'no toast').toBe(0);
      expect(await threshold(page).count(), 'no threshold popup').toBe(0);
      await expect(ready()).toBeVisible();
      break;
  }
}
