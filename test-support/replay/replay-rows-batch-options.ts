import { expect, type Page } from '@playwright/test';
import { GUMMIES_BATCH, OMEGA_BATCH, SALT_LAKE, transferInput } from '../example-world';
import { motionDone } from '../motion';
import { exampleValues } from '../../src/api/generated/example-values';
import type { MatrixRow } from './replay-matrix';
import { SPEC_MESSAGES } from './replay-outcome';

/**
 * The batch editor's Options tab: static QR, clone, ingredients and links, transit and transfer (with the
 * organization search and the coupon) and their Details tables; the transfer payment's return.
 */

type Example = { data: Record<string, unknown> };
const example = (op: string, name: string) => exampleValues[op]!['200']!.examples[name] as Example;

/**
 * Serves the batch with `extra` merged in (a transfer row) and reloads: the armed answer lives in sessionStorage
 * and survives the reload.
 */
async function batchWith(page: Page, extra: Record<string, unknown>): Promise<void> {
  const batch = example('getBatch', 'batch');
  await page.route(`**/api/integrant/${OMEGA_BATCH}`, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ json: { ...batch, data: { ...batch.data, ...extra } } })
      : route.continue(),
  );
  await page.reload();
}

const TRANSFER = example('getTransfer', 'transferDetail').data;

/** The seed's gummies lot, whose tree has 3 nodes (it and its two ingredient lots), and one of those ingredients. */
const GUMMIES = GUMMIES_BATCH;
const INGREDIENT = 'BATVD30609';

async function withTransfer(page: Page): Promise<void> {
  await batchWith(page, { transfers: [{ ...TRANSFER, integrant_id: OMEGA_BATCH }] });
  await expect(page.getByRole('button', { name: /^Edit transfer of/ }).first()).toBeVisible();
}

/** Opens Transfer and picks the receiving organization from the search (Prism answers all four). */
async function openTransfer(page: Page, organization: string): Promise<void> {
  await page.getByRole('button', { name: 'Transfer to another organization' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'To organization' }).fill('n');
  await page.getByRole('option', { name: organization }).click();
}

async function fillMovement(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill(title);
  await dialog
    .locator('input')
    .and(dialog.getByLabel(/^From location/))
    .first()
    .click();
  await page.getByRole('option').first().click();
  await dialog.getByLabel('Effective date').fill('2026-06-08');
}

async function clone(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Clone', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('New static batch number').fill('VL-OMG-2026-0999');
  await dialog.getByRole('button', { name: 'Clone', exact: true }).click();
}

async function transit(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Transit', exact: true }).click();
  await fillMovement(page, 'Finished goods to Tempe warehouse');
  await page.getByRole('dialog').getByRole('button', { name: 'Save transit' }).click();
}

/** A movement's edit says its own body failure: the server's message or the edit failure (section 8). */
const EDIT_FAILURE = { statuses: [200], show: 'toast', fallback: SPEC_MESSAGES.editFailure } as const;

/** A transfer stored before the checkout (what the return creates, marked paid). */
const PENDING = transferInput({
  title: 'Private-label lot for Northwind Botanicals',
  description: '',
  from_location_id: SALT_LAKE,
});

/**
 * Presses Yes in the confirmation, once it has finished opening: on a loaded machine a click during the modal's
 * entrance was once lost (the dialog stayed open, nothing sent; CI, 2026-11-25). In the jsdom replay there is no
 * animation to wait for (its locators' `evaluate` runs the check on the element: replay/shim/page.ts).
 */
async function confirm(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await motionDone(dialog);
  await dialog.getByRole('button', { name: 'Yes' }).click();
}

/** Presses a Transit Details or Transfer Details row's edit or delete icon (the first row's). */
const rowAction = (page: Page, action: 'Edit' | 'Delete', noun: 'transit' | 'transfer') =>
  page
    .getByRole('button', { name: new RegExp(`^${action} ${noun} of`) })
    .first()
    .click();

export const batchOptionsRows: readonly MatrixRow[] = [
  {
    operationId: 'setStaticBatch',
    screen: 'batchOptions',
    how: "press 'Set this batch as the static QR code'",
    act: (page) => page.getByRole('button', { name: 'Set this batch as the static QR code' }).click(),
  },
  {
    operationId: 'editBatch',
    screen: 'batchOptions',
    how: "press 'Publish Online' (or Unpublish)",
    act: (page) => page.getByRole('button', { name: /^(Publish Online|Unpublish)$/ }).click(),
  },
  { operationId: 'cloneBatch', screen: 'batchOptions', how: 'press Clone, give a new number, press Clone', act: clone },
  {
    operationId: 'createTransit',
    screen: 'batchOptions',
    how: 'press Transit, fill the form, Save transit',
    act: transit,
    // A failed save keeps the transit form open with what was typed.
    settled: (page) => page.getByRole('button', { name: 'Save transit' }),
  },
  {
    operationId: 'getTransit',
    screen: 'batchOptions',
    how: 'press the edit icon of a Transit Details row',
    act: (page) =>
      page
        .getByRole('button', { name: /^Edit transit of/ })
        .first()
        .click(),
  },
  {
    operationId: 'deleteTransit',
    screen: 'batchOptions',
    how: 'press the delete icon of a Transit Details row, then Yes',
    act: async (page) => {
      await rowAction(page, 'Delete', 'transit');
      await confirm(page);
    },
  },
  {
    operationId: 'editTransit',
    screen: 'batchOptions',
    how: 'press the edit icon of a Transit Details row, then Save transit',
    act: async (page) => {
      await rowAction(page, 'Edit', 'transit');
      await page.getByRole('dialog').getByRole('button', { name: 'Save transit' }).click();
    },
    local: EDIT_FAILURE,
    settled: (page) => page.getByRole('button', { name: 'Save transit' }),
  },
  {
    operationId: 'searchOrganizations',
    screen: 'batchOptions',
    how: "press Transfer to another organization, type in 'To organization'",
    act: async (page) => {
      await page.getByRole('button', { name: 'Transfer to another organization' }).click();
      await page.getByRole('dialog').getByRole('combobox', { name: 'To organization' }).fill('North');
    },
    settled: (page) => page.getByRole('dialog').getByRole('combobox', { name: 'To organization' }),
  },
  {
    operationId: 'validateTransferCoupon',
    screen: 'batchOptions',
    how: 'Transfer to Northwind Botanicals (a fee), type a promo code, press Apply',
    act: async (page) => {
      await openTransfer(page, 'Northwind Botanicals');
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Promo code').fill('SPRING10');
      await dialog.getByRole('button', { name: 'Apply' }).click();
    },
    settled: (page) => page.getByRole('dialog').getByLabel('Promo code'),
    keeps: (page) => expect(page.getByRole('dialog').getByLabel('Promo code')).toHaveValue('SPRING10'),
  },
  {
    operationId: 'createTransfer',
    screen: 'batchOptions',
    how: 'Transfer to Summit Ridge Naturals, fill the form, press Save transfer',
    act: async (page) => {
      await openTransfer(page, 'Summit Ridge Naturals');
      await fillMovement(page, 'Private-label lot for Summit Ridge');
      await page.getByRole('dialog').getByRole('button', { name: 'Save transfer' }).click();
    },
    // The screen says a body failure itself (the server's message); CARD_NOT_FOUND is no failure to the user:
    // the transfer is stored and the checkout opens.
    local: { statuses: [200], show: 'toast', fallback: SPEC_MESSAGES.apiHelperFailure },
    byExample: { cardNotFound: { kind: 'silent' } },
    settled: (page) =>
      page.getByRole('button', { name: 'Save transfer' }).or(page.getByRole('button', { name: /^Pay / })),
  },
  {
    operationId: 'getTransfer',
    screen: 'batchOptions',
    how: 'press the edit icon of a Transfer Details row',
    act: async (page) => {
      await withTransfer(page);
      await rowAction(page, 'Edit', 'transfer');
    },
  },
  {
    operationId: 'editTransfer',
    screen: 'batchOptions',
    how: 'press the edit icon of a Transfer Details row, then Save transfer',
    act: async (page) => {
      await withTransfer(page);
      await rowAction(page, 'Edit', 'transfer');
      await page.getByRole('dialog').getByRole('button', { name: 'Save transfer' }).click();
    },
    local: EDIT_FAILURE,
    settled: (page) => page.getByRole('button', { name: 'Save transfer' }),
  },
  {
    operationId: 'deleteTransfer',
    screen: 'batchOptions',
    how: 'press the delete icon of a Transfer Details row, then Yes',
    act: async (page) => {
      await withTransfer(page);
      await rowAction(page, 'Delete', 'transfer');
      await confirm(page);
    },
  },
  {
    operationId: 'searchIntegrantTypes',
    screen: 'batchOptions',
    how: "press 'Add ingredient for this batch' (its products load)",
    act: (page) => page.getByRole('button', { name: 'Add ingredient for this batch' }).click(),
    settled: (page) => page.getByRole('dialog').getByLabel(/^Static batch number/),
  },
  {
    operationId: 'addBatchIngredient',
    screen: 'batchOptions',
    how: "press 'Add ingredient for this batch', choose a product, give a number, press Add ingredient",
    act: async (page) => {
      await page.getByRole('button', { name: 'Add ingredient for this batch' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: 'Product' }).click();
      await page.getByRole('option').first().click();
      await dialog.getByLabel(/^Static batch number/).fill('VL-FSH-2026-0410');
      const add = dialog.getByRole('button', { name: 'Add ingredient' });
      await expect(add).toBeEnabled();
      await add.click();
    },
    settled: (page) => page.getByRole('dialog').getByRole('button', { name: 'Add ingredient' }),
    keeps: (page) =>
      expect(page.getByRole('dialog').getByLabel(/^Static batch number/)).toHaveValue('VL-FSH-2026-0410'),
  },
  {
    operationId: 'createLink',
    screen: 'batchOptions',
    how: "open the gummies lot (3 tree nodes), press 'Connect to another ingredient', choose both batches, press Connect",
    act: async (page) => {
      // The seed's gummies lot and its two ingredient lots: the tree that offers Connect.
      await page.goto(`/batches/${GUMMIES}`);
      await page.getByRole('button', { name: 'Connect to another ingredient' }).click();
      const dialog = page.getByRole('dialog');
      // 'Connect to' starts on the open batch (choosing it again would clear it): the zinc lot under the vitamin D3 lot.
      await dialog.getByRole('combobox', { name: 'Ingredient' }).click();
      await page.getByRole('option', { name: /^Zinc Picolinate/ }).click();
      await dialog.getByRole('combobox', { name: 'Connect to' }).click();
      await page.getByRole('option', { name: /^Vitamin D3/ }).click();
      await dialog.getByRole('button', { name: 'Connect' }).click();
    },
    settled: (page) => page.getByRole('dialog').getByRole('button', { name: 'Connect' }),
  },
  {
    operationId: 'removeBatchMutation',
    screen: 'batchOptions',
    how: 'open an ingredient lot of the gummies (linked under them), press Remove from parent, then Yes',
    act: async (page) => {
      // The seed's vitamin D3 lot holds its link under the gummies lot (MUTELDVD31).
      await page.goto(`/batches/${INGREDIENT}`);
      await page.getByRole('button', { name: 'Remove from parent' }).click();
      await confirm(page);
    },
  },
  {
    operationId: 'createTransfer',
    screen: 'transferPaymentDone',
    how: 'return from a paid checkout with a stored transfer (it is created, marked paid, on arrival)',
    // The return asks the server and says itself what it answered: a body failure is a payment not confirmed.
    local: {
      statuses: [200],
      show: 'inline',
      fallback: 'The server did not confirm a payment for this checkout, so the transfer was not recorded.',
      text: 'fixed',
    },
    act: async (page) => {
      await page.evaluate((transfer) => {
        sessionStorage.setItem('portal.pendingTransfer', JSON.stringify(transfer));
      }, PENDING);
      await page.reload();
    },
  },
];
