import type { Page } from '@playwright/test';
import type { MatrixRow } from './replay-matrix';
import { SPEC_MESSAGES, type LocalHandling } from './replay-outcome';

/** The two-factor step (section 4, Two-factor): setup mode, verify mode, and what is loaded after a verified code. */

/** Enters a code and presses Verify (in setup mode once the QR code's secret is there: Verify waits for it). */
async function verify(page: Page): Promise<void> {
  await page.getByLabel('Verification code').fill('492817');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

// 'OTP success is response status 1; anything else is an error toast' and 'a failed verification: Verification failed'.
const verificationFailed: LocalHandling = {
  statuses: [200],
  show: 'toast',
  fallback: SPEC_MESSAGES.verificationFailed,
  text: 'fixed',
};

/** After a verified code the user goes home (a valid domain name): the shell's user menu. */
const home = (page: Page) => page.getByRole('button', { name: 'User menu' });

export const authOtpRows: readonly MatrixRow[] = [
  {
    operationId: 'generateTwoFactor',
    screen: 'verifyOtpSetup',
    how: 'open /verify-otp without an authenticator secret (setup mode generates the QR code on arrival)',
  },
  {
    operationId: 'verifyOtp',
    screen: 'verifyOtpSetup',
    how: 'in setup mode, enter a code and press Verify',
    act: verify,
    local: verificationFailed,
  },
  {
    operationId: 'verifyAuthenticatorOtp',
    screen: 'verifyOtp',
    how: 'in verify mode, enter a code and press Verify',
    act: verify,
    local: verificationFailed,
  },
  {
    operationId: 'getIndividualRoles',
    screen: 'verifyOtp',
    how: 'in verify mode, enter a code and press Verify (the roles are loaded after a verified code)',
    act: verify,
    settled: home,
  },
  {
    operationId: 'getOrganization',
    screen: 'verifyOtp',
    how: 'in verify mode, enter a code and press Verify (the organization is loaded after a verified code)',
    act: verify,
    // Once: the shell then loads the organization again, and gets it.
    once: true,
    settled: home,
  },
];
