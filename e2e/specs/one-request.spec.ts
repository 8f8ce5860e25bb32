import type { Locator, Page } from '@playwright/test';
import { expect, paintedCopy, seedSession, test } from '../support/fixtures';
import { EMAIL, FRESH_PASSWORD } from '../../test-support/replay/replay-screens';
import type { SeedOptions } from '../../test-support/seeded-session';
import { OLIVIA_PASSWORD } from '../../test-support/example-world';

/**
 * One request per action: every mutating action of the identity screens and the shell, activated twice
 * in a row (a double click, and Enter pressed twice), sends its call once. The call is held for a while
 * (as a slow network would), so that the second activation comes while the first is under way.
 */
const HELD_MS = 500;

interface Action {
  readonly name: string;
  /** The call, as the browser addresses it. */
  readonly call: string;
  readonly path: string;
  /** A signed-in session, and how (none: signed out). */
  readonly seed?: SeedOptions;
  /** Fills the screen in, up to the action. */
  readonly prepare?: (page: Page) => Promise<void>;
  /** What a double click goes to. */
  readonly target: (page: Page) => Locator;
  /** What has the focus when Enter is pressed twice (default: the target). */
  readonly enterOn?: (page: Page) => Locator;
  /** Keys pressed before Enter (to highlight an option). */
  readonly keysBeforeEnter?: readonly string[];
  /** What shows once the action is over. */
  readonly done: (page: Page) => Promise<void>;
}

const button = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true });
const CODE = '492817';
const fillCode = (page: Page) => page.getByLabel('Verification code').fill(CODE);
const goneHome = (page: Page) => expect(page.getByRole('heading', { name: 'Products', exact: true })).toBeVisible();

async function fillLogin(page: Page) {
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(FRESH_PASSWORD);
}

async function openRegenerate(page: Page) {
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByRole('dialog', { name: 'Regenerate QR code' })).toBeVisible();
}

const actions: readonly Action[] = [
  {
    name: 'Login',
    call: '**/api/auth/login',
    path: '/login',
    prepare: fillLogin,
    target: button('Login'),
    enterOn: (page) => page.getByLabel('Password', { exact: true }),
    done: (page) => expect(page).toHaveURL(/\/verify-otp/),
  },
  {
    name: "'Login with' Google",
    call: '**/api/auth/sso-login',
    path: '/login',
    target: button('Google'),
    done: (page) => expect(page).toHaveURL(/\/verify-otp/),
  },
  {
    name: 'Reset Password',
    call: '**/api/auth/forgot-password',
    path: '/recover',
    prepare: (page) => page.getByLabel('Email').fill(EMAIL),
    target: button('Reset Password'),
    enterOn: (page) => page.getByLabel('Email'),
    done: (page) => expect(page.getByRole('dialog', { name: 'Check your email' })).toBeVisible(),
  },
  {
    name: 'Register',
    call: '**/api/auth/register',
    path: '/register',
    prepare: async (page) => {
      await page.getByLabel('First name').fill('Olivia');
      await page.getByLabel('Last name').fill('Bennett');
      await page.getByLabel('Mobile phone').fill('602-555-0148');
      // An email the world holds no one with (a registered one is refused: alreadyRegistered).
      await page.getByLabel('Email').fill('sign-up.one-request@verdantlabs.com');
      await page.getByLabel(/^Password/).fill(FRESH_PASSWORD);
    },
    target: button('Register'),
    enterOn: (page) => page.getByLabel(/^Password/),
    done: (page) => expect(page.getByRole('dialog', { name: 'Welcome aboard' })).toBeVisible(),
  },
  {
    name: 'Update (the forced password change)',
    call: '**/api/auth/change-password',
    path: '/update-password',
    seed: { temporaryPassword: true },
    prepare: async (page) => {
      await page.getByLabel('Current password', { exact: true }).fill(OLIVIA_PASSWORD); // the world holds her own: the seeded flag set no other;
      await page.getByLabel('New password', { exact: true }).fill(FRESH_PASSWORD);
      await page.getByLabel('Confirm password', { exact: true }).fill(FRESH_PASSWORD);
    },
    target: button('Update'),
    enterOn: (page) => page.getByLabel('Confirm password', { exact: true }),
    done: (page) => expect(page.getByRole('dialog', { name: 'Password changed' })).toBeVisible(),
  },
  {
    name: 'Verify (setup mode)',
    call: '**/api/auth/verify-otp',
    path: '/verify-otp',
    seed: { otpVerified: false },
    prepare: async (page) => {
      await expect(page.getByRole('img', { name: 'Authenticator QR code' })).toBeVisible();
      await fillCode(page);
    },
    target: button('Verify'),
    enterOn: (page) => page.getByLabel('Verification code'),
    done: goneHome,
  },
  {
    name: 'Verify (verify mode)',
    call: '**/api/auth/verify-authenticator-otp',
    path: '/verify-otp',
    seed: { otpVerified: false, authenticatorSet: true },
    prepare: fillCode,
    target: button('Verify'),
    enterOn: (page) => page.getByLabel('Verification code'),
    done: goneHome,
  },
  {
    name: 'the Regenerate confirmation',
    call: '**/api/auth/generate-2fa',
    path: '/verify-otp',
    seed: { otpVerified: false, authenticatorSet: true },
    prepare: openRegenerate,
    target: (page) => page.getByRole('dialog').getByRole('button', { name: 'Regenerate' }),
    done: (page) => expect(page.getByRole('img', { name: 'Authenticator QR code' })).toBeVisible(),
  },
  {
    name: 'Save (profile)',
    call: '**/api/individual/edit',
    path: '/profile',
    seed: {},
    prepare: (page) => page.getByLabel(/Phone/).fill('602-555-0199'),
    target: button('Save'),
    enterOn: (page) => page.getByLabel(/Phone/),
    done: (page) => expect(page.getByText('Your Profile details has been successfully updated.')).toBeVisible(),
  },
  {
    name: 'the notification bell (marks the unread read)',
    call: '**/api/notification/read-notification',
    path: '/',
    seed: {},
    target: (page) => page.getByRole('button', { name: /^Notifications \([1-9]\d* unread\)/ }),
    // Marked read, the list is asked again (Prism's example still holds unread ones).
    done: async (page) => void (await page.waitForResponse('**/api/notification/get-all')),
  },
  {
    name: 'an invited organization (login-as)',
    call: '**/api/auth/login-as',
    path: '/',
    seed: {},
    prepare: (page) => page.locator('header').getByLabel('Organizations').click(),
    target: (page) => page.getByRole('option', { name: 'Northwind Botanicals' }),
    // Enter twice on the open switcher: the first picks the highlighted organization, the second must not send again.
    enterOn: (page) => page.locator('header').getByRole('combobox', { name: 'Organizations' }),
    keysBeforeEnter: ['ArrowDown'],
    done: (page) =>
      expect(page.locator('header').getByRole('combobox', { name: 'Organizations' })).toHaveAttribute(
        'placeholder',
        'Invited organization',
      ),
  },
];

/** Counts the calls and holds each one for a while before it goes on to Prism. */
async function countCalls(page: Page, call: string): Promise<{ count: number }> {
  const counter = { count: 0 };
  await page.route(call, async (route) => {
    counter.count += 1;
    await new Promise((resolve) => setTimeout(resolve, HELD_MS));
    await route.continue();
  });
  return counter;
}

async function open(page: Page, action: Action) {
  if (action.seed) await seedSession(page, action.seed);
  await page.goto(action.path);
  // The app's own guard is under test: a script's click on the copy painted from HTML as the app replaces it would
  // reach a removed button (what the copy holds is first-paint.spec.ts's).
  await expect(paintedCopy(page)).toHaveCount(0);
  await action.prepare?.(page);
}

for (const action of actions) {
  test(`a double click on ${action.name} sends one request`, async ({ page }) => {
    const calls = await countCalls(page, action.call);
    await open(page, action);
    await action.target(page).dblclick();
    await action.done(page);
    expect(calls.count).toBe(1);
  });

  test(`two clicks on ${action.name} before the screen can re-render send one request`, async ({ page }) => {
    const calls = await countCalls(page, action.call);
    await open(page, action);
    // The fastest double click there is: both clicks in one task, so no render can disable the button in between.
    await action.target(page).evaluate((element: HTMLElement) => {
      element.click();
      element.click();
    });
    await action.done(page);
    expect(calls.count).toBe(1);
  });

  test(`Enter pressed twice on ${action.name} sends one request`, async ({ page }) => {
    const calls = await countCalls(page, action.call);
    await open(page, action);
    await (action.enterOn ?? action.target)(page).focus();
    for (const key of action.keysBeforeEnter ?? []) await page.keyboard.press(key);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await action.done(page);
    expect(calls.count).toBe(1);
  });
}
