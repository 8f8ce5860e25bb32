import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, seedSession, test } from '../support/fixtures';
import { toasts } from '../../test-support/replay/replay-expect';
import { EMAIL, FRESH_PASSWORD } from '../../test-support/replay/replay-screens';
import { OLIVIA_PASSWORD } from '../../test-support/example-world';

/**
 * axe (WCAG 2.0/2.1 A and AA) over every route, menu, popup, dialog, drawer and toast the portal has, at
 * 1280 px and at 375 px: no serious or critical violation. One journey per test (one browser context);
 * a later screen adds its scans to the journey it belongs to, or a journey of its own (see the README).
 */
const WIDTHS = [1280, 375] as const;

/** A Mantine dropdown or dialog has finished its entrance (its transition), so that axe sees its final colours. */
async function settled(page: Page, selector: string) {
  const shown = page.locator(selector).locator('visible=true').first();
  await expect(shown).toBeVisible();
  await shown.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      test.slow(); // axe takes a few seconds per scan on these two cores
      await page.setViewportSize({ width, height: width === 375 ? 780 : 900 });
    });

    test('signed-out screens and their dialogs', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Login' }).click(); // the warning shows too
      await expect(page.getByText('Username or Password cannot be empty.')).toBeVisible();
      await expectAccessible(page, `/login at ${width}`);

      await page.goto('/recover');
      await page.getByLabel('Email').fill(EMAIL);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await settled(page, '[role=dialog]');
      await expectAccessible(page, `/recover's sent dialog at ${width}`);

      await page.goto('/register');
      await page.getByRole('button', { name: 'Register' }).click(); // every field's error
      await expect(page.getByText('Please enter a value').first()).toBeVisible();
      await expectAccessible(page, `/register with its errors at ${width}`);
      await page.getByLabel('First name').fill('Olivia');
      await page.getByLabel('Last name').fill('Bennett');
      await page.getByLabel('Mobile phone').fill('602-555-0148');
      // A sign-up with an email the world does not hold yet (Olivia's is registered: the documented alreadyRegistered).
      await page.getByLabel('Email').fill(`sign-up.${width}@verdantlabs.com`);
      await page.getByLabel(/^Password/).fill(FRESH_PASSWORD);
      await page.getByRole('button', { name: 'Register' }).click();
      await settled(page, '[role=dialog]');
      await expectAccessible(page, `/register's welcome dialog at ${width}`);

      // The developer login, as it shows a refused sign-in (it signs in on arrival; the failure stays on screen).
      await page.goto(`/account-login/accounts-data/${EMAIL}?replay=ssoLogin:401`);
      await expect(page.getByRole('alert')).toBeVisible();
      await expectAccessible(page, `the developer login at ${width}`);

      await page.goto('/no/such/page');
      await expect(
        page.getByText('Unfortunately the page you are looking for has been moved or deleted'),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Producer Portal' })).toBeVisible();
      await expectAccessible(page, `the 404 page at ${width}`);
    });

    test('the two-factor step, its help, its confirmation and the forced password change', async ({ page }) => {
      await seedSession(page, { otpVerified: false, authenticatorSet: true });
      await page.goto('/verify-otp');
      await expect(page.getByText('Forgot QR?')).toBeVisible();
      await expectAccessible(page, `/verify-otp (verify mode) at ${width}`);
      await page.getByRole('button', { name: 'Need help?' }).click();
      await settled(page, '.mantine-Popover-dropdown');
      await expectAccessible(page, `'Need help?' at ${width}`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Regenerate' }).click();
      await settled(page, '[role=dialog]');
      await expectAccessible(page, `the Regenerate confirmation at ${width}`);
      await page.getByRole('dialog').getByRole('button', { name: 'Regenerate' }).click();
      await expect(page.getByRole('img', { name: 'Authenticator QR code' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectAccessible(page, `/verify-otp (setup mode) at ${width}`);
      // A failed verification: the toast.
      await page.route('**/api/auth/verify-otp', (route) =>
        route.fulfill({ json: { status: '0', message: 'Verification failed' } }),
      );
      await page.getByLabel('Verification code').fill('000000');
      await page.getByRole('button', { name: 'Verify' }).click();
      await settled(page, '.mantine-Notification-root');
      await expectAccessible(page, `an error toast at ${width}`);

      await page.goto('/update-password');
      await page.getByLabel('Current password', { exact: true }).fill(OLIVIA_PASSWORD); // the world holds her own: the seeded flag set no other;
      await page.getByLabel('New password', { exact: true }).fill(FRESH_PASSWORD);
      await page.getByLabel('Confirm password', { exact: true }).fill(FRESH_PASSWORD);
      await expectAccessible(page, `/update-password at ${width}`);
      await page.getByRole('button', { name: 'Update' }).click();
      await settled(page, '[role=dialog]');
      await expectAccessible(page, `the password-changed dialog at ${width}`);
    });

    test('the signed-in shell, its menus, the profile and a success toast', async ({ page }) => {
      await seedSession(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Products', exact: true })).toBeVisible();
      await expectAccessible(page, `home at ${width}`);

      if (width === 375) {
        await page.getByRole('button', { name: 'Toggle menu' }).click();
        await settled(page, 'nav[aria-label="Main menu"]');
        await expectAccessible(page, `the mobile drawer at ${width}`);
        await page.keyboard.press('Escape');
      } else {
        await page.getByRole('button', { name: 'Create' }).click();
        await settled(page, '[role=menu]');
        await expectAccessible(page, `the Create menu at ${width}`);
        await page.keyboard.press('Escape');
        await page.locator('header').getByLabel('Organizations').click();
        await settled(page, '[role=listbox]');
        await expectAccessible(page, `the Organizations switcher at ${width}`);
        await page.keyboard.press('Escape');
      }
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await settled(page, '.mantine-Popover-dropdown');
      await expectAccessible(page, `the notifications at ${width}`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'User menu' }).click();
      await settled(page, '[role=menu]');
      await expectAccessible(page, `the user menu at ${width}`);
      await page.getByRole('menuitem', { name: 'Your Settings' }).click();

      await expect(page.getByLabel(/First name/)).toHaveValue('Olivia');
      await expectAccessible(page, `/profile at ${width}`);
      await page.getByRole('button', { name: 'Save' }).click();
      await settled(page, '.mantine-Notification-root');
      await expect(toasts(page)).toContainText('Your Profile details has been successfully updated.');
      await expectAccessible(page, `a success toast at ${width}`);

      // The pages open to everyone, and the 404, in the portal's frame when signed in.
      const header = page.getByRole('banner');
      await page.goto('/plans');
      await expect(page.getByRole('tab', { name: 'Product Origin' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('article', { name: 'Product Origin', exact: true })).toBeVisible();
      await expect(header.getByRole('button', { name: 'User menu' })).toBeVisible();
      await expectAccessible(page, `/plans signed in at ${width}`);
      await page.goto('/forbidden-substances');
      await expect(page.getByRole('heading', { name: 'Forbidden Substances Test' })).toBeVisible();
      await expect(header.getByRole('button', { name: 'User menu' })).toBeVisible();
      await expectAccessible(page, `/forbidden-substances signed in at ${width}`);
      await page.goto('/no/such/page');
      await expect(
        page.getByText('Unfortunately the page you are looking for has been moved or deleted'),
      ).toBeVisible();
      await expect(header.getByRole('link', { name: 'Producer Portal' })).toBeVisible();
      await expectAccessible(page, `the 404 page signed in at ${width}`);
    });

    test('the threshold popup and the replay drawer', async ({ page }) => {
      await seedSession(page);
      await page.goto('/?replay=getOrganization:403:thresholdLimit!once');
      await settled(page, '[role=dialog]');
      await expectAccessible(page, `the threshold popup at ${width}`);
      await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).first().click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.getByRole('button', { name: 'Replay panel' }).click();
      await settled(page, '[role=dialog]');
      await expectAccessible(page, `the replay drawer at ${width}`);
    });
  });
}
