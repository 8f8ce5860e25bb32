import { expect, type Page } from '@playwright/test';
import type { MatrixRow } from './replay-matrix';
import { breachedLookup, lookupFailure, SPEC_MESSAGES } from './replay-outcome';
import { FRESH_PASSWORD } from './replay-screens';
import { realPng } from '../real-files';

/** The plans and the registration wizard (public): the plans load, the wizard's steps, the payment calls. */

const EMAIL = 'elena.vasquez@sonorannutrition.com';

/** SIGN UP NOW on a plan of /plans (the screen), then step 0 filled (the names, phone, email and robot check). */
async function fillAccount(page: Page, tab = 'Product Origin', plan = 'Product Origin'): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('article', { name: plan, exact: true }).getByRole('button', { name: 'SIGN UP NOW' }).click();
  await page.getByLabel('First name').fill('Elena');
  await page.getByLabel('Last name').fill('Vasquez');
  await page.getByLabel('Phone').fill('520-555-0187');
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
}

/** Step 0 filled with a password and sent. */
async function sendAccount(page: Page, tab?: string, plan?: string): Promise<void> {
  await fillAccount(page, tab, plan);
  await page.getByLabel(/^Password/).fill(FRESH_PASSWORD);
  await page.getByLabel('Confirm password').fill(FRESH_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Steps 0 to 2 sent: the payment step shows. */
async function toPayment(page: Page, tab?: string, plan?: string): Promise<void> {
  await sendAccount(page, tab, plan);
  await page.getByRole('checkbox', { name: /agree to the Service Agreement/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Organization name').fill('Sonoran Nutrition');
  await page.getByLabel('Domain name').fill('sonorannutrition.com');
  await page.locator('input[type=file]').setInputFiles(realPng('Sonoran Nutrition logo (final).png', 12));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('region', { name: 'Order detail' }).waitFor();
}

const keepsEmail = async (page: Page) => expect(page.getByLabel('Email')).toHaveValue(EMAIL);
/** Where a failed finalization leaves a signed-out visitor: '/' sends them on to the login page. */
const signInPage = (page: Page) => page.getByRole('button', { name: 'Login', exact: true });

export const registrationRows: readonly MatrixRow[] = [
  { operationId: 'listPlans', screen: 'plans', how: 'open /plans (the plans load)' },
  {
    operationId: 'saveRegistrationStep',
    screen: 'plans',
    how: "SIGN UP NOW, fill step 0, Continue (a failed step 0 says the message with ' Please Login to Continue')",
    act: (page) => sendAccount(page),
    once: true,
    local: { statuses: 'all', show: 'toast', fallback: SPEC_MESSAGES.apiHelperFailure, text: 'server' },
    settled: (page) => page.getByRole('heading', { name: /Find the right plan|Products|Login/ }).first(),
  },
  {
    operationId: 'createCheckoutSession',
    upload: true,
    screen: 'plans',
    how: 'walk the wizard to the payment step, press Pay now',
    act: async (page) => {
      await toPayment(page);
      await page.getByRole('button', { name: 'Pay now' }).click();
    },
    // A silent failure leaves the payment step on screen, to pay again.
    settled: (page) => page.getByRole('button', { name: 'Pay now' }),
  },
  {
    operationId: 'generateInvoice',
    upload: true,
    screen: 'plans',
    how: 'walk the wizard to the payment step, press Pay by invoice',
    act: async (page) => {
      await toPayment(page);
      await page.getByRole('button', { name: 'Pay by invoice' }).click();
    },
  },
  {
    operationId: 'breached-password_getPasswordRange',
    screen: 'plans',
    how: 'SIGN UP NOW, fill step 0, Continue (the password is checked before step 0 is sent)',
    act: (page) => sendAccount(page),
    local: breachedLookup,
    keeps: keepsEmail,
  },
  {
    operationId: 'sso-userinfo_getGoogleUserInfo',
    screen: 'plans',
    how: "SIGN UP NOW, fill step 0 without a password, press 'Sign up with' Google",
    act: async (page) => {
      await fillAccount(page);
      await page.getByRole('button', { name: 'Google' }).click();
    },
    local: lookupFailure,
    keeps: keepsEmail,
  },
  {
    operationId: 'sso-userinfo_getMicrosoftUserInfo',
    screen: 'plans',
    how: "SIGN UP NOW, fill step 0 without a password, press 'Sign up with' Microsoft",
    act: async (page) => {
      await fillAccount(page);
      await page.getByRole('button', { name: 'Microsoft' }).click();
    },
    local: lookupFailure,
    keeps: keepsEmail,
  },
  {
    operationId: 'getRegistrationUserInfo',
    screen: 'plans',
    how: 'send step 0, then reload the wizard (it asks for the saved user info to resume)',
    act: async (page) => {
      await sendAccount(page);
      await page.getByRole('checkbox', { name: /agree to the Service Agreement/ }).waitFor();
      await page.reload();
    },
    // The lookup only helps to resume: a failure leaves the wizard where the draft has it, and says nothing.
    local: { statuses: 'all', show: 'silent', fallback: '' },
    settled: (page) => page.getByRole('checkbox', { name: /agree to the Service Agreement/ }),
  },
  {
    operationId: 'createFreeSubscription',
    upload: true,
    screen: 'plans',
    how: 'walk the wizard with a $0.00 plan, press Login (/thank-you creates the free subscription)',
    act: async (page) => {
      await toPayment(page, 'Document Protection', 'Document Protection Starter');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
    },
    // Section 8: a failed finalization alerts (the portal's rule) and goes to /, which is the login page when signed out.
    settled: signInPage,
  },
  {
    operationId: 'createPortalSession',
    browser: 'Pay now leaves the app for the checkout page, and its Pay comes back by a page load',
    screen: 'plans',
    how: 'walk the wizard, Pay now, Pay on the mock checkout (/thankyou reads the subscription from the portal session)',
    act: async (page) => {
      await toPayment(page);
      await page.getByRole('button', { name: 'Pay now' }).click();
      await page.waitForURL(/\/mock-checkout\?/);
      await page.getByRole('button', { name: /^Pay / }).click();
    },
    settled: signInPage,
    // A body failure is the server refusing the checkout (not paid, or never made): the return says so itself.
    local: {
      statuses: [200],
      show: 'toast',
      fallback: 'Your payment was not confirmed, so your registration is not complete. Please try again.',
      text: 'fixed',
    },
  },
  {
    operationId: 'saveRegistrationStep',
    screen: 'plans',
    how: 'SIGN UP NOW, then the draft an invoice payment leaves and /thank-you/invoice (it posts step 4)',
    act: async (page) => {
      await page.getByRole('tab', { name: 'Product Origin' }).click();
      await page
        .getByRole('article', { name: 'Product Origin', exact: true })
        .getByRole('button', { name: 'SIGN UP NOW' })
        .click();
      await page.getByLabel('First name').waitFor();
      // Steps 0 to 3 as they leave the draft (their own saves are the other rows'): the invoice generated.
      await page.evaluate((email) => {
        const account = { name_first: 'Elena', name_middle: '', name_last: 'Vasquez', phone: '520-555-0187' };
        const draft = { step: 3, reached: 3, account: { ...account, email_address: email }, invoiceId: 'in_1QfPt' };
        sessionStorage.setItem('registration.draft', JSON.stringify(draft));
      }, EMAIL);
      await page.goto('/thank-you/invoice');
    },
    // Section 8, "Failed finalization: alert, redirect to /": the toast of the failure (the portal's rule), then / (the
    // login page signed out), not the thanks; failed steps 1 and 2 instead leave the user on the wizard.
    settled: signInPage,
  },
];
