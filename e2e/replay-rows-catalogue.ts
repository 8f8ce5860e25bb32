import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { MatrixRow } from './replay-matrix';
import { SPEC_MESSAGES } from './replay-outcome';

/** The catalogue: the home product browser and the product form (create overlay and edit page). */

const TITLE = 'Daily Omega-3 Fish Oil 1000 mg (120 softgels)';

/** Section 8: a refused status check goes home with the server's errorMsg (status "0" only; HTTP failures are the policy's). */
const statusRefusal = { statuses: [200], show: 'toast', fallback: SPEC_MESSAGES.apiHelperFailure } as const;

async function editTitle(page: Page) {
  await page.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

export const catalogueRows: readonly MatrixRow[] = [
  { operationId: 'searchProducts', screen: 'catalogue', how: 'open / as tracer (the product list loads)' },
  {
    operationId: 'checkSubscriptionStatus',
    screen: 'catalogue',
    how: 'choose a product and press Create New batch',
    act: async (page) => {
      await page
        .getByRole('list', { name: 'Products' })
        .getByRole('button', { name: /Daily Omega-3/ })
        .click();
      await page.getByRole('button', { name: 'Create New batch' }).click();
    },
    local: statusRefusal,
  },
  {
    operationId: 'getProduct',
    screen: 'productEditLoad',
    how: 'open /update-product/{id} (its loader fetches the product)',
  },
  {
    operationId: 'getProductLabel',
    screen: 'productEdit',
    how: 'open /update-product/{id} as tracer (the label is read)',
  },
  { operationId: 'listTraitTemplates', screen: 'productEdit', how: 'open the product form (the trait templates load)' },
  {
    operationId: 'updateProduct',
    screen: 'productEdit',
    how: 'change the title and press Save',
    act: editTitle,
    // Section 8, edit failure: the server message or 'Internal server error please try again!!!'.
    local: { statuses: [200], show: 'toast', fallback: SPEC_MESSAGES.editFailure },
    keeps: async (page) => expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(TITLE),
  },
  {
    operationId: 'setProductDisabled',
    screen: 'productEdit',
    how: 'turn the product off and confirm with Yes',
    act: async (page) => {
      await page.getByRole('switch', { name: 'Product enabled' }).click({ force: true });
      await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Yes' }).click();
    },
  },
];
