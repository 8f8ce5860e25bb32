import { expect, type Page } from '@playwright/test';
import type { MatrixRow } from './replay-matrix';
import { breachedLookup, lookupFailure, SPEC_MESSAGES, type LocalHandling } from './replay-outcome';
import { EMAIL, FRESH_PASSWORD, submitLogin } from './replay-screens';

/** The signed-out screens: login with its sign-on buttons, the developer login, recover, register, update-password. */

const keepsEmail = async (page: Page) => expect(page.getByLabel('Email')).toHaveValue(EMAIL);

// Section 8, login failure: the server message or the fallback, under the button; a 403 is the portal's rule.
const signInFailure: LocalHandling = {
  statuses: [200, 401, 500],
  show: 'inline',
  fallback: SPEC_MESSAGES.loginFailure,
};

async function register(page: Page): Promise<void> {
  await page.getByLabel('First name').fill('Olivia');
  await page.getByLabel('Last name').fill('Bennett');
  await page.getByLabel('Mobile phone').fill('602-555-0148');
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel(/^Password/).fill(FRESH_PASSWORD); // 'Password *': a required field
  await page.getByRole('button', { name: 'Register', exact: true }).click();
}

async function updatePassword(page: Page): Promise<void> {
  await page.getByLabel('Current password', { exact: true }).fill('Tmp-7Kq2-Wx9R');
  await page.getByLabel('New password', { exact: true }).fill(FRESH_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(FRESH_PASSWORD);
  await page.getByRole('button', { name: 'Update', exact: true }).click();
}
const keepsPasswords = async (page: Page) =>
  expect(page.getByLabel('New password', { exact: true })).toHaveValue(FRESH_PASSWORD);

export const authRows: readonly MatrixRow[] = [
  {
    operationId: 'login',
    screen: 'login',
    how: 'fill the login form and press Login',
    act: submitLogin,
    local: signInFailure,
    keeps: keepsEmail,
  },
  {
    operationId: 'ssoLogin',
    screen: 'login',
    how: "press 'Login with' Google (the user-info lookup answers, then the sign-on)",
    act: (page) => page.getByRole('button', { name: 'Google' }).click(),
    local: signInFailure,
  },
  {
    operationId: 'sso-userinfo_getGoogleUserInfo',
    screen: 'login',
    how: "press 'Login with' Google",
    act: (page) => page.getByRole('button', { name: 'Google' }).click(),
    local: lookupFailure,
  },
  {
    operationId: 'sso-userinfo_getMicrosoftUserInfo',
    screen: 'login',
    how: "press 'Login with' Microsoft",
    act: (page) => page.getByRole('button', { name: 'Microsoft' }).click(),
    local: lookupFailure,
  },
  {
    operationId: 'ssoLogin',
    screen: 'developerLogin',
    how: 'open the developer login (it signs in by email on arrival)',
    local: signInFailure,
  },
  {
    operationId: 'forgotPassword',
    screen: 'recover',
    how: 'enter an email and press Reset Password',
    act: async (page) => {
      await page.getByLabel('Email').fill(EMAIL);
      await page.getByRole('button', { name: 'Reset Password' }).click();
    },
    // Section 8, Recover: statusCode 400 shows an error modal (the server's message); the rest is the portal's rule.
    local: { statuses: [400], show: 'modal', fallback: SPEC_MESSAGES.generic },
    keeps: keepsEmail,
  },
  {
    operationId: 'register',
    screen: 'register',
    how: 'fill the sign-up form and press Register',
    act: register,
    // Section 8, Sign-up: a generic error text on failure (the generic message), whatever the failure.
    local: { statuses: 'all', show: 'inline', fallback: SPEC_MESSAGES.generic, text: 'fixed' },
    keeps: keepsEmail,
  },
  {
    operationId: 'breached-password_getPasswordRange',
    screen: 'register',
    how: 'fill the sign-up form and press Register (the password is checked first)',
    act: register,
    local: breachedLookup,
    keeps: keepsEmail,
  },
  {
    operationId: 'changePassword',
    screen: 'updatePassword',
    how: 'fill current, new and confirm, press Update',
    act: updatePassword,
    // Section 8, change-password failure: the server message under the button (a body failure or a 500).
    local: { statuses: [200, 500], show: 'inline', fallback: SPEC_MESSAGES.generic },
    keeps: keepsPasswords,
  },
  {
    operationId: 'breached-password_getPasswordRange',
    screen: 'updatePassword',
    how: 'fill current, new and confirm, press Update (the new password is checked first)',
    act: updatePassword,
    local: { statuses: 'all', show: 'inline', fallback: SPEC_MESSAGES.breachedPassword, text: 'fixed' },
    keeps: keepsPasswords,
  },
];
