import type { Page } from '@playwright/test';
import { OLIVIA } from '../../test-support/example-world';
import { expectAccessible } from '../support/axe';
import { expect, seedSession, test } from '../support/fixtures';

/**
 * The identity world in Chromium: a name saved on /profile is what the world answers and what the header
 * shows after a reload; a deleted user account stays gone after a reload. Each test has a world of its own (the
 * `portal-world` cookie of e2e/support/fixtures.ts).
 */

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });
const avatar = (page: Page) => page.getByRole('button', { name: 'User menu' }).first();

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/.screenshots/world-identity-${name}.png`, fullPage: true });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('a first name saved on /profile: in the answer, in /profile and in the header after a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await seedSession(page);
  await page.goto('/profile');
  const first = page.getByRole('textbox', { name: /^First name/ });
  await expect(first).toHaveValue('Olivia');
  await expect(avatar(page)).toHaveText('OB');

  await first.fill('Zelda');
  const saved = page.waitForResponse((r) => r.url().endsWith('/individual/edit'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const answer = (await (await saved).json()) as { status: string; data: { name_first: string } };
  expect(answer).toMatchObject({ status: '1', data: { name_first: 'Zelda' } });
  await expect(toast(page, 'Your Profile details has been successfully updated.')).toBeVisible();
  await expect(avatar(page)).toHaveText('ZB');
  await expectAccessible(page, 'profile, saved');
  await shoot(page, 'profile-saved');

  const read = page.waitForResponse((r) => r.url().endsWith(`/individual/${OLIVIA}`));
  await page.reload();
  expect(((await (await read).json()) as { data: { name_first: string } }).data.name_first).toBe('Zelda');
  await expect(first).toHaveValue('Zelda');
  await expect(page.getByRole('textbox', { name: /^Last name/ })).toHaveValue('Bennett');
  await expect(avatar(page)).toHaveText('ZB');
  await shoot(page, 'profile-reloaded');
});

test('a deleted user account is gone from the list, and stays gone after a reload', async ({ page }) => {
  test.setTimeout(90_000);
  await seedSession(page);
  await page.goto('/organization');
  const accounts = page.getByRole('table', { name: 'User accounts' });
  await expect(accounts).toContainText('Marcus Reed');
  await expect(accounts).toContainText('Priya Natarajan');

  await accounts.getByRole('button', { name: 'Delete Marcus Reed' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'User Account has been successfully Delete.')).toBeVisible();
  await expect(accounts).not.toContainText('Marcus Reed');
  await expect(accounts).toContainText('Priya Natarajan');
  await expectAccessible(page, 'organization, user deleted');
  await shoot(page, 'user-deleted');

  await page.reload();
  await expect(accounts).toContainText('Priya Natarajan');
  await expect(accounts).not.toContainText('Marcus Reed');
  await shoot(page, 'user-deleted-reloaded');
});
