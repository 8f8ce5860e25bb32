import type { Page } from '@playwright/test';
import { expect, seedSession, test } from '../support/fixtures';
import { toasts } from '../../test-support/replay/replay-expect';
import { FRESH_PASSWORD } from '../../test-support/replay/replay-screens';

/**
 * What a hostile or unlucky user types: emails the contract refuses are refused before anything is sent
 * (one message, the screen's own words), very long names neither widen nor clip the page, and phone
 * digits of other scripts become ASCII digits.
 */
const REFUSED_EMAILS = ['olivia😀@verdantlabs.com', 'مرحبا@example.com', '"<b>olivia</b>"@verdantlabs.com'];

/** Counts the calls to the portal's backend. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
  });
  return calls;
}

test('emails the contract refuses get the screen’s own message on login and recover, and nothing is sent', async ({
  page,
}) => {
  const calls = apiCalls(page);
  for (const email of REFUSED_EMAILS) {
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(FRESH_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.');

    await page.goto('/recover');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.');
  }
  await expect(toasts(page)).toHaveCount(0);
  expect(calls).toEqual([]);
});

test('a refused email on the sign-up and the profile is the field’s error, and nothing is sent', async ({ page }) => {
  await page.goto('/register');
  const calls = apiCalls(page);
  await page.getByLabel('Email').fill(REFUSED_EMAILS[0]!);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByLabel(/^Email/)).toHaveAccessibleDescription('Please enter vaild email address');

  await seedSession(page);
  await page.goto('/profile');
  await expect(page.getByLabel(/First name/)).toHaveValue('Olivia');
  calls.length = 0;
  await page.getByLabel(/^Email/).fill(REFUSED_EMAILS[1]!);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address.');
  expect(calls.filter((url) => url.includes('/individual/edit'))).toEqual([]);
});

test('phone digits of other scripts become ASCII digits; fields take a sensible length', async ({ page }) => {
  await seedSession(page);
  await page.goto('/profile');
  const phone = page.getByLabel(/Phone/);
  await phone.fill('٦٠٢-٥٥٥-٠١٩٩'); // Arabic-Indic
  await expect(phone).toHaveValue('602-555-0199');
  await phone.fill('۶۰۲–۵۵۵–۰۱۴۸'); // Extended Arabic-Indic, with en dashes
  await expect(phone).toHaveValue('602-555-0148');
  await expect(page.getByLabel(/First name/)).toHaveAttribute('maxlength', '100');
  await expect(page.getByLabel(/^Email/)).toHaveAttribute('maxlength', '254');
  await expect(phone).toHaveAttribute('maxlength', '20');
});

test('a very long first name neither widens the home page nor hides its full text', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 780 });
  // No subscription yet: home greets the user by name (every subscription opens its own screen).
  await seedSession(page, { subscriptions: [] });
  await page.goto('/profile');
  await page.getByLabel(/First name/).fill('W'.repeat(10_000));
  const saved = await page.getByLabel(/First name/).inputValue();
  expect(saved.length).toBeLessThanOrEqual(100);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your Profile details has been successfully updated.')).toBeVisible();
  await page.getByRole('link', { name: 'Producer Portal' }).click();
  const heading = page.getByRole('heading', { name: /Welcome back/ });
  await expect(heading).toHaveAttribute('title', `Welcome back, ${saved}`);
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.page, 'the page is no wider than the screen').toBeLessThanOrEqual(widths.view);
  const box = await heading.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
});

test('the sign-up welcome wraps a long name instead of clipping it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 780 });
  await page.goto('/register');
  await page.getByLabel('First name').fill('W'.repeat(10_000));
  await page.getByLabel('Last name').fill('Bennett');
  await page.getByLabel('Mobile phone').fill('602-555-0148');
  // An email the world holds no one with (a registered one is refused: alreadyRegistered).
  await page.getByLabel('Email').fill('w.bennett@verdantlabs.com');
  await page.getByLabel(/^Password/).fill(FRESH_PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  const thanks = page.getByRole('dialog', { name: 'Welcome aboard' }).getByText(/Thanks for signing up/);
  await expect(thanks).toBeVisible();
  await expect(thanks).toHaveAttribute('title', /^Thanks for signing up W+\. One of our team members/);
  const overflow = await thanks.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow, 'no text runs out of the dialog').toBeLessThanOrEqual(0);
});
