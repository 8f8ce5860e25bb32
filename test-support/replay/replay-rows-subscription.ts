import type { Page } from '@playwright/test';
import type { MatrixRow } from './replay-matrix';
import { SPEC_MESSAGES } from './replay-outcome';

/** The billing screens: /subscription and its Billing tab, upgrade and its return, buy-new-product and its return. */

const UPDATE_FAILED = 'Something went wrong please try again';
const RETURN_FAILED = 'Something went wrong while updating your subscription.';

async function calculateYearly(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /Yearly/ }).check();
  await page.getByRole('button', { name: 'Calculate amount' }).click();
  await page.getByRole('button', { name: 'Confirm', exact: true }).waitFor();
}

/** No card on file from now on (Prism's Prefer header): Confirm goes through the checkout. */
async function noCard(page: Page): Promise<void> {
  await page.route('**/api/individual-subscription-detail/is-card-added', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'example=noCardOnFile' } }),
  );
}

/** The example's upgrade checkout (the world's seeded plan checkout), paid on its mock checkout page. */
const UPGRADE_SESSION = 'cs_live_a1Gq7ZkT2vNw9RbX4mLp8YcH3sDf6JuE0oKi5WtA';

/**
 * What the upgrade stored before its checkout, its checkout paid (the return asks the server, which confirms only a
 * paid session: mocks/world/resolvers/subscription.ts), then the return page again.
 */
async function storedReturn(page: Page): Promise<void> {
  await page.evaluate(
    (session) =>
      fetch('/__world/checkout/pay', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ session }),
      }).then((answer) => answer.status),
    UPGRADE_SESSION,
  );
  await page.evaluate(() =>
    sessionStorage.setItem(
      'portal.upgradeReturn',
      JSON.stringify({
        productId: 'prod_QfPs7Lx2Ha9KdM',
        price: 'price_1QfPsY3rFp7kQ2mXnC',
        promotionCode: null,
        customerId: 'cus_R4fT8nVb2LqX9z',
        type: 'fastpass',
        planName: 'Product Fast Pass',
        sessionId: 'cs_live_a1Gq7ZkT2vNw9RbX4mLp8YcH3sDf6JuE0oKi5WtA',
      }),
    ),
  );
  await page.reload();
}

const purchaseFailure = {
  statuses: [200, 500],
  show: 'inline',
  fallback: SPEC_MESSAGES.apiHelperFailure,
  text: 'fixed',
} as const;
/** Section 8, "Upgrade return failure": the return page says RETURN_FAILED whatever failed (transactionUpdateFailed, bodyFailure, a 500). */
const returnFailure = { statuses: [200, 500], show: 'inline', fallback: RETURN_FAILED, text: 'fixed' } as const;

export const subscriptionRows: readonly MatrixRow[] = [
  { operationId: 'retrieveSubscriptions', screen: 'subscriptionLoad', how: 'open /subscription' },
  {
    operationId: 'checkInvoiceStatus',
    screen: 'subscription',
    how: 'open the Billing tab',
    act: (page) => page.getByRole('tab', { name: 'Billing' }).click(),
  },
  { operationId: 'listPlans', screen: 'upgradeLoad', how: 'open /plans/upgrade/{productID}' },
  {
    operationId: 'prorationInvoice',
    screen: 'upgrade',
    how: "choose Yearly, press 'Calculate amount'",
    act: async (page) => {
      await page.getByRole('radio', { name: /Yearly/ }).check();
      await page.getByRole('button', { name: 'Calculate amount' }).click();
    },
  },
  {
    operationId: 'verifyPromotionCode',
    screen: 'upgrade',
    how: 'calculate, type a coupon, press Apply',
    act: async (page) => {
      await calculateYearly(page);
      await page.getByLabel('Coupon code').fill('HARVEST25');
      await page.getByRole('button', { name: 'Apply' }).click();
    },
    local: { statuses: [200], show: 'inline', fallback: 'This coupon cannot be applied.', text: 'server' },
  },
  {
    operationId: 'isCardAdded',
    screen: 'upgrade',
    how: 'calculate, press Confirm',
    act: async (page) => {
      await calculateYearly(page);
      await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    },
  },
  {
    operationId: 'updateSubscription',
    screen: 'upgrade',
    how: 'calculate, press Confirm (a card on file)',
    act: async (page) => {
      await calculateYearly(page);
      await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    },
    // Its success is 201 and only 201; "without success" is the documented refusal (400): the fixed alert, the user stays.
    local: { statuses: [400], show: 'inline', fallback: UPDATE_FAILED, text: 'fixed' },
  },
  {
    operationId: 'createCheckoutSession',
    screen: 'upgrade',
    how: 'no card on file: calculate, press Confirm',
    act: async (page) => {
      await noCard(page);
      await calculateYearly(page);
      await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    },
    local: { statuses: [200], show: 'inline', fallback: UPDATE_FAILED, text: 'fixed' },
  },
  {
    operationId: 'sendUpgradeInvoice',
    screen: 'upgrade',
    how: "calculate, press 'Pay using Invoice'",
    act: async (page) => {
      await calculateYearly(page);
      await page.getByRole('button', { name: 'Pay using Invoice' }).click();
    },
  },
  {
    operationId: 'createPortalSession',
    screen: 'upgradeReturn',
    how: 'the upgrade stored its return; reload the return page',
    act: storedReturn,
    local: returnFailure,
  },
  {
    operationId: 'updateTransaction',
    screen: 'upgradeReturn',
    how: 'the upgrade stored its return; reload the return page',
    act: storedReturn,
    local: returnFailure,
  },
  {
    operationId: 'buyNewProduct',
    screen: 'buyNew',
    how: 'choose Yearly, press Confirm (recorded as pending)',
    act: async (page) => {
      await page.getByRole('radio', { name: /Yearly/ }).check();
      await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    },
    local: purchaseFailure,
  },
  {
    operationId: 'createCheckoutSession',
    screen: 'buyNew',
    how: 'choose Yearly, press Confirm (the checkout after the pending record)',
    act: async (page) => {
      await page.getByRole('radio', { name: /Yearly/ }).check();
      await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    },
    local: purchaseFailure,
  },
  {
    operationId: 'buyNewProduct',
    screen: 'buyNewReturn',
    how: 'the return from the checkout records the purchase',
    local: purchaseFailure,
  },
  {
    operationId: 'createFreeSubscription',
    screen: 'buyNewFree',
    how: 'press Confirm on a $0.00 product',
    act: (page) => page.getByRole('button', { name: 'Confirm', exact: true }).click(),
  },
];
