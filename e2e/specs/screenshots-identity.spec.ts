import type { Page } from '@playwright/test';
import { expect, seedSession, test } from '../support/fixtures';

/** Screenshots of the identity screens at 1280 px and 375 px, into e2e/.screenshots/ (git-ignored). */
const widths = [1280, 375] as const;
const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `e2e/.screenshots/identity-${name}-${width}.png`, fullPage: true });

for (const width of widths) {
  test(`identity screens at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 780 : 900 });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Username or Password cannot be empty.')).toBeVisible();
    await shot(page, 'login', width);
    await page.goto('/recover');
    await expect(page.getByRole('button', { name: 'Reset Password' })).toBeVisible();
    await shot(page, 'recover', width);
    await page.goto('/register');
    await page.getByRole('button', { name: 'Register' }).click();
    await shot(page, 'register', width);

    await page.goto('/login');
    await page.getByLabel('Email').fill('olivia.bennett@verdantlabs.com');
    await page.getByLabel('Password', { exact: true }).fill('Harvest-Morning-42');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Forgot QR?')).toBeVisible();
    await shot(page, 'otp-verify', width);
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Regenerate' }).click();
    await expect(page.getByRole('img', { name: 'Authenticator QR code' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0); // the confirmation has finished closing
    await shot(page, 'otp-setup', width);
    await page.goto('/update-password');
    await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
    await shot(page, 'update-password', width);
  });

  test(`profile at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 780 : 900 });
    await seedSession(page);
    await page.goto('/profile');
    await expect(page.getByLabel(/First name/)).toHaveValue('Olivia');
    await shot(page, 'profile', width);
  });
}
