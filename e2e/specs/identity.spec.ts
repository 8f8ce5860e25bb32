import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, test } from '../support/fixtures';
import { OLIVIA_PASSWORD } from '../../test-support/example-world';

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill('olivia.bennett@verdantlabs.com');
  await page.getByLabel('Password', { exact: true }).fill('Harvest-Morning-42');
  await page.getByRole('button', { name: 'Login' }).click();
}

test('sign in, set up two-factor from the QR screen, edit the profile, sign out', async ({ page }) => {
  await signIn(page);
  // The contract's individual has an authenticator secret: verify mode, so regenerate to set up again.
  await expect(page).toHaveURL(/\/verify-otp/);
  await expect(page.getByText('Forgot QR?')).toBeVisible();
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByRole('img', { name: 'Authenticator QR code' })).toBeVisible();
  const secret = (await page.getByLabel('Authenticator secret').textContent())?.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  // The code of the new secret, as the authenticator app would show it once the QR code is scanned.
  await page.getByLabel('Verification code').fill(new TOTP({ secret: Secret.fromBase32(secret!) }).generate());
  await page.getByRole('button', { name: 'Verify' }).click();
  // A valid domain name: home.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Your Settings' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const phone = page.getByLabel(/Phone/);
  await expect(phone).toHaveValue('602-555-0148');
  await phone.fill('602-555-0199');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your Profile details has been successfully updated.')).toBeVisible();

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('Sign Out Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a temporary password leads to the forced change, then back to login', async ({ page }) => {
  await page.route('**/api/auth/login', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'example=temporaryPassword' } }),
  );
  await signIn(page);
  await expect(page).toHaveURL(/\/update-password$/);
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);
  const update = page.getByRole('button', { name: 'Update' });
  await expect(update).toBeDisabled();
  await page.getByLabel('Current password', { exact: true }).fill(OLIVIA_PASSWORD); // the world holds her own: the seeded flag set no other;
  await page.getByLabel('New password', { exact: true }).fill('Orchard-Evening-73');
  await page.getByLabel('Confirm password', { exact: true }).fill('Orchard-Evening-73');
  await expect(update).toBeEnabled();
  await update.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Your password has been changed successfully.');
  await dialog.getByRole('link', { name: 'Login' }).click();
  await expect(page.getByText('Sign Out Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a double click on Login sends one request', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/auth/login', async (route) => {
    calls += 1;
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill('olivia.bennett@verdantlabs.com');
  await page.getByLabel('Password', { exact: true }).fill('Harvest-Morning-42');
  await page.getByRole('button', { name: 'Login' }).dblclick();
  await expect(page).toHaveURL(/\/verify-otp/);
  expect(calls).toBe(1);
});

test('single sign-on with the Google-type account goes through the user-info lookup', async ({ page }) => {
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/ext/sso-userinfo/')) lookups.push(request.url());
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Google' }).click();
  await expect(page).toHaveURL(/\/verify-otp/);
  expect(lookups).toHaveLength(1);
});
