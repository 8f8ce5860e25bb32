import type { Page } from '@playwright/test';
import type { MatrixRow } from './replay-matrix';

/** The batch editor's Options tab: static QR, clone, transit and the Transit Details table. */

async function clone(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Clone', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('New static batch number').fill('VL-OMG-2026-0999');
  await dialog.getByRole('button', { name: 'Clone', exact: true }).click();
}

async function transit(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Transit', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill('Finished goods to Tempe warehouse');
  await dialog
    .locator('input')
    .and(dialog.getByLabel(/^From location/))
    .first()
    .click();
  await page.getByRole('option').first().click();
  await dialog.getByLabel('Effective date').fill('2026-04-20');
  await dialog.getByRole('button', { name: 'Save transit' }).click();
}

export const batchOptionsRows: readonly MatrixRow[] = [
  {
    operationId: 'setStaticBatch',
    screen: 'batchOptions',
    how: "press 'Set this batch as the static QR code'",
    act: (page) => page.getByRole('button', { name: 'Set this batch as the static QR code' }).click(),
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
      await page
        .getByRole('button', { name: /^Delete transit of/ })
        .first()
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    },
  },
];
