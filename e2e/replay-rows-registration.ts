import type { Page } from '@playwright/test';
import type { MatrixRow } from './replay-matrix';
import { SPEC_MESSAGES } from './replay-outcome';
import { FRESH_PASSWORD } from './replay-screens';

/** The plans and the registration wizard (public): the plans load, the wizard's steps, the payment calls. */

/** SIGN UP NOW on a plan of /plans (the screen), then step 0 filled and sent. */
async function sendAccount(page: Page, tab = 'Product Origin', plan = 'Product Origin'): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('article', { name: plan, exact: true }).getByRole('button', { name: 'SIGN UP NOW' }).click();
  await page.getByLabel('First name').fill('Elena');
  await page.getByLabel('Last name').fill('Vasquez');
  await page.getByLabel('Phone').fill('520-555-0187');
  await page.getByLabel('Email').fill('elena.vasquez@sonorannutrition.com');
  await page.getByLabel(/^Password/).fill(FRESH_PASSWORD);
  await page.getByLabel('Confirm password').fill(FRESH_PASSWORD);
  await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Steps 0 to 2 sent: the payment step shows. */
async function toPayment(page: Page, tab?: string, plan?: string): Promise<void> {
  await sendAccount(page, tab, plan);
  await page.getByRole('checkbox', { name: /agree to the Service Agreement/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Organization name').fill('Sonoran Nutrition');
  await page.getByLabel('Domain name').fill('sonorannutrition.com');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('region', { name: 'Order detail' }).waitFor();
}

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
    screen: 'plans',
    how: 'walk the wizard to the payment step, press Pay by invoice',
    act: async (page) => {
      await toPayment(page);
      await page.getByRole('button', { name: 'Pay by invoice' }).click();
    },
  },
];
