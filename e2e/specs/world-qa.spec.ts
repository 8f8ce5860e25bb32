import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { fillProductDetails } from '../../test-support/catalogue-steps';
import { OLIVIA_PASSWORD } from '../../test-support/example-world';
import { realPng } from '../../test-support/real-files';
import { currentCode, expect, signInWithCode, test } from '../support/fixtures';
import { registerThroughAgreement } from '../support/registration';
import { useScenario } from '../support/scenario';

/**
 * The spec's negative paths from the world's state, through the World tab (mocks/world/world-tab-qa.tsx): the clock
 * moves a free trial to its end and ends the session; the administrator gives an approval; the outbox holds the
 * temporary password of a reset; the authenticator's code the tab shows is the one the code step takes. Each across a
 * reload, each new state scanned.
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

test('registered and paid by invoice: approval pending until the World tab approves, then a first product', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = 'rafael.ortiz@mesaverdebotanicals.com';
  const password = 'Canyon-Sunrise-48';
  await registerThroughAgreement(page, { email, password });
  await page.getByLabel('Organization name').fill('Mesa Verde Botanicals');
  await page.getByLabel('Domain name').fill('mesaverdebotanicals.com');
  await page.locator('input[type=file]').setInputFiles(realPng('mesa-verde-logo.png', 10));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Pay by invoice' }).click();
  await expect(page).toHaveURL(/\/thank-you\/invoice/);
  await expect(page.getByText('Great! Your Registration process successfully complete.')).toBeVisible();

  await page.getByRole('link', { name: 'Login' }).click();
  await signInWithCode(page, email, password);
  await page.goto('/organization');
  await page.getByLabel('I have added this TXT record to the DNS of my domain.').check();
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Approval pending' })).toBeVisible();

  const panel = await worldTab(page);
  await panel.getByRole('button', { name: 'Approve: Mesa Verde Botanicals' }).click(); // the page reloads
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Approval pending' })).toHaveCount(0);
  await expectAccessible(page, 'approved organization, its empty home');

  await page.goto('/create-new-product');
  const dialog = page.getByRole('dialog', { name: 'Create New Product' });
  await fillProductDetails(page, dialog, 'Prickly Pear Seed Oil 30 ml');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/\?product=PRD[0-9A-Z]{7}$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Prickly Pear Seed Oil 30 ml' })).toBeVisible();
});

test('forgot password: the temporary password from the outbox, /update-password, then the new one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const olivia = 'olivia.bennett@verdantlabs.com';
  const fresh = 'Orchard-Evening-73';
  await useScenario(page, 'example');
  await page.goto('/recover');
  await page.getByLabel('Email').fill(olivia);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('dialog', { name: 'Check your email' })).toBeVisible();
  await page.keyboard.press('Escape');

  const panel = await worldTab(page);
  const outbox = panel.getByRole('group', { name: /^Email to olivia\.bennett@verdantlabs\.com/ });
  await expect(outbox).toBeVisible();
  await expectAccessible(page, 'world tab: the outbox with a temporary password', { include: '[role="dialog"]' });
  const temporary = (await outbox.getByTestId('outbox-password').textContent())!.trim();
  await page.keyboard.press('Escape');

  // The temporary password signs in once, to the password change; the old one no longer does.
  await page.goto('/login');
  await page.getByLabel('Email').fill(olivia);
  await page.getByLabel('Password', { exact: true }).fill(temporary);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/update-password/);
  await page.reload();
  await expect(page).toHaveURL(/\/update-password/);
  await expectAccessible(page, '/update-password after a temporary password');
  await page.getByLabel('Current password', { exact: true }).fill(temporary);
  await page.getByLabel('New password', { exact: true }).fill(fresh);
  await page.getByLabel('Confirm password', { exact: true }).fill(fresh);
  await page.getByRole('button', { name: 'Update' }).click();
  await page.getByRole('dialog', { name: 'Password changed' }).getByRole('link', { name: 'Login' }).click();

  await page.getByLabel('Email').fill(olivia);
  await page.getByLabel('Password', { exact: true }).fill(OLIVIA_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await signInWithCode(page, olivia, fresh);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
});

test('a wrong code is refused, the code the World tab shows is taken', async ({ page }) => {
  test.setTimeout(90_000);
  const olivia = 'olivia.bennett@verdantlabs.com';
  await useScenario(page, 'example');
  await page.goto('/login');
  await page.getByLabel('Email').fill(olivia);
  await page.getByLabel('Password', { exact: true }).fill(OLIVIA_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const right = await currentCode(page, olivia);
  const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
  await page.getByLabel('Verification code').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Verification failed').first()).toBeVisible();
  await expectAccessible(page, '/verify-otp, a wrong code refused');
  await page.reload();

  const panel = await worldTab(page);
  const code = (await panel.getByTestId(`code-${olivia}`).textContent())!.trim();
  await page.keyboard.press('Escape');
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
});

test('a switch into Northwind: its profile and its users, not Verdant’s', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await useScenario(page, 'example');
  await signInWithCode(page, 'olivia.bennett@verdantlabs.com', OLIVIA_PASSWORD);
  await page.getByLabel('Organizations').first().click();
  await page.getByRole('option', { name: 'Northwind Botanicals' }).click();
  // Switched once the header offers the way back (the login-as answer came).
  await expect(page.getByLabel('Organizations').first()).toHaveAttribute('placeholder', 'Invited organization');
  await page.goto('/organization');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Organization name' })).toHaveValue('Northwind Botanicals');
  await expect(page.getByText('Subscription: Product Origin')).toBeVisible();
  // Its people: none besides the identity signed in (Verdant's Marcus Reed and Priya Natarajan are not listed), and
  // the access it shares with Olivia.
  await expect(page.getByText('No User Accounts Found')).toBeVisible();
  await expect(page.getByText('Marcus Reed')).toHaveCount(0);
  const shared = page.getByRole('table', { name: 'Invited users' });
  await expect(shared.getByRole('row', { name: /Olivia Bennett olivia\.bennett@verdantlabs\.com/ })).toBeVisible();
  await expectAccessible(page, 'the organization after a switch into Northwind');
});

test('a receiver’s clone of a transferred batch is found from its home', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await useScenario(page, 'example');
  await signInWithCode(page, 'someone@example.com', 'correct horse battery');
  await page.goto('/transferred');
  await expect(page.getByRole('heading', { name: 'Organic Ashwagandha Root Extract, lot 0309' })).toBeVisible();
  await page.getByRole('button', { name: 'Clone', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('New static batch number').fill('VL-ASH-CL-0309');
  await dialog.getByRole('button', { name: 'Clone', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto('/');
  await page.getByLabel('Search products').fill('Ashwagandha');
  const products = page.getByRole('list', { name: 'Products' });
  await products.getByRole('listitem').filter({ hasText: 'Ashwagandha' }).first().click();
  await page.reload();
  const batches = page.getByRole('list', { name: 'Batches' });
  await expect(batches).toContainText('VL-ASH-CL-0309');
  await expectAccessible(page, 'home: the receiver’s clone among its batches');
});

test('the clock moved 7 hours: the next call ends the session with the spec’s words', async ({ page }) => {
  test.setTimeout(90_000);
  await useScenario(page, 'example');
  await signInWithCode(page, 'someone@example.com', 'correct horse battery');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  const panel = await worldTab(page);
  await panel.getByRole('button', { name: '+7h' }).click(); // the page reloads on the moved world
  await expect(
    page.getByText('Your login session is expired. please login again for continue your work.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expectAccessible(page, '/login after the session expired');
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  const again = await worldTab(page);
  await expect(again.getByTestId('world-clock')).toHaveText('Moved forward: 7 hours');
});
