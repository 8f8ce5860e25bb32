import type { Page } from '@playwright/test';
import { expect, seedSession, test } from '../support/fixtures';
import { toasts } from '../../test-support/replay/replay-expect';
import { EMAIL, FRESH_PASSWORD } from '../../test-support/replay/replay-screens';

/**
 * With the network off, an action says at once that the connection is lost (in the spec's generic words),
 * gives its button back, keeps what was typed, and works when tried again online; nothing is held and sent
 * later by itself. A page whose data cannot load offline says so and offers a retry.
 */
const GENERIC = 'Looks like something went wrong, please try again!';
/** 'At once': well before the 10 s an expectation waits by default. */
const AT_ONCE = { timeout: 3000 };

const lostConnection = (page: Page) => toasts(page).filter({ hasText: 'Connection lost' }).filter({ hasText: GENERIC });

/** Counts the calls that reach the network (none while offline). */
function countCalls(page: Page, path: string): { count: number } {
  const counter = { count: 0 };
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === `/api${path}`) counter.count += 1;
  });
  return counter;
}

interface OfflineAction {
  readonly name: string;
  readonly path: string;
  readonly call: string;
  readonly seed?: Parameters<typeof seedSession>[1];
  readonly fill: (page: Page) => Promise<void>;
  readonly button: string;
  /** What was typed, still there. */
  readonly kept: (page: Page) => Promise<void>;
  /** What shows once it works online. */
  readonly done: (page: Page) => Promise<void>;
}

const actions: readonly OfflineAction[] = [
  {
    name: 'login',
    path: '/login',
    call: '/auth/login',
    fill: async (page) => {
      await page.getByLabel('Email').fill(EMAIL);
      await page.getByLabel('Password', { exact: true }).fill(FRESH_PASSWORD);
    },
    button: 'Login',
    kept: (page) => expect(page.getByLabel('Email')).toHaveValue(EMAIL),
    done: (page) => expect(page).toHaveURL(/\/verify-otp/),
  },
  {
    name: 'recover',
    path: '/recover',
    call: '/auth/forgot-password',
    fill: (page) => page.getByLabel('Email').fill(EMAIL),
    button: 'Reset Password',
    kept: (page) => expect(page.getByLabel('Email')).toHaveValue(EMAIL),
    done: (page) => expect(page.getByRole('dialog', { name: 'Check your email' })).toBeVisible(),
  },
  {
    name: 'the two-factor step',
    path: '/verify-otp',
    call: '/auth/verify-authenticator-otp',
    seed: { otpVerified: false, authenticatorSet: true },
    fill: (page) => page.getByLabel('Verification code').fill('492817'),
    button: 'Verify',
    kept: (page) => expect(page.getByLabel('Verification code')).toHaveValue('492817'),
    done: (page) => expect(page.getByRole('heading', { name: 'Products', exact: true })).toBeVisible(),
  },
  {
    name: 'the profile',
    path: '/profile',
    call: '/individual/edit',
    seed: {},
    fill: (page) => page.getByLabel(/Phone/).fill('602-555-0199'),
    button: 'Save',
    kept: (page) => expect(page.getByLabel(/Phone/)).toHaveValue('602-555-0199'),
    done: (page) => expect(page.getByText('Your Profile details has been successfully updated.')).toBeVisible(),
  },
];

for (const action of actions) {
  test(`offline, ${action.name} says the connection is lost, keeps the input and works once online`, async ({
    page,
    context,
  }) => {
    if (action.seed) await seedSession(page, action.seed);
    const calls = countCalls(page, action.call);
    await page.goto(action.path);
    const button = page.getByRole('button', { name: action.button, exact: true });
    await expect(button).toBeEnabled();
    await action.fill(page);
    await context.setOffline(true);
    await button.click();
    await expect(lostConnection(page)).toBeVisible(AT_ONCE);
    await expect(button).toBeEnabled(AT_ONCE);
    await action.kept(page);
    await context.setOffline(false);
    // Nothing was held to go out by itself when the network came back.
    expect(calls.count).toBe(0);
    await button.click();
    await action.done(page);
    expect(calls.count).toBe(1);
  });
}

test('offline, a page whose data cannot load says so, offers a retry, and loads by itself once online', async ({
  page,
  context,
}) => {
  await seedSession(page);
  // Once online first, so that the screen's code is in the browser; a subscription switch then drops the data.
  await page.goto('/profile');
  await expect(page.getByLabel(/First name/)).toHaveValue('Olivia');
  await page.locator('header').getByLabel('My Subscriptions').click();
  await page.getByRole('option', { name: 'Product Fast Pass' }).click();
  await expect(page.getByRole('heading', { name: 'Products', exact: true })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Your Settings' }).click();
  await expect(page.getByText(GENERIC).first()).toBeVisible(AT_ONCE);
  await expect(page.getByLabel('Loading')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  // Back online, what was waiting is asked again without a click.
  await context.setOffline(false);
  await expect(page.getByLabel(/First name/)).toHaveValue('Olivia');
});

test('offline, the password check says it could not be made', async ({ page, context }) => {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Olivia');
  await page.getByLabel('Last name').fill('Bennett');
  await page.getByLabel('Mobile phone').fill('602-555-0148');
  // An email the world holds no one with (a registered one is refused: alreadyRegistered).
  await page.getByLabel('Email').fill('sign-up.offline@verdantlabs.com');
  await page.getByLabel(/^Password/).fill(FRESH_PASSWORD);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByLabel(/^Password/)).toHaveAccessibleDescription(
    'The password could not be checked because the connection is lost. Please try again.',
    AT_ONCE,
  );
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeEnabled();
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome aboard' })).toBeVisible();
});
