import type { Page } from '@playwright/test';
import type { MatrixRow } from './replay-matrix';
import { SPEC_MESSAGES } from './replay-outcome';
import { realPdf } from '../real-files';

/** The catalogue's other doors: /csv, /import-product-from-nih, /organization-exhibits (list, create, edit), /transferred. */

/** A real PDF named as people name files: spaces, quotes and letters beyond ASCII (test-support/real-files.ts). */
const PDF = realPdf('cGMP certificate "2026" – Größe.pdf');
const CSV = {
  name: 'verdant-products.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    'title,description,sku,upc,product_type,directions\n' +
      'Vitamin C 1000 mg,Buffered vitamin C,VL-VTC-1000-100,850031245050,Business to Consumer,Take 1 daily.\n',
  ),
};
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();

async function chooseLabel(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Search labels' }).fill('Omega');
  await page.getByRole('button', { name: /^Import .*Harborline/ }).click();
}

export const productDoorsRows: readonly MatrixRow[] = [
  { operationId: 'listOrganizationExhibits', screen: 'exhibitsLoad', how: 'open /organization-exhibits' },
  {
    operationId: 'deleteOrganizationExhibit',
    screen: 'exhibits',
    how: 'press Delete on a row, then Yes',
    act: async (page) => {
      await page.getByRole('button', { name: 'Delete cGMP Certificate of Compliance' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    },
  },
  {
    operationId: 'verifyExhibitDocument',
    screen: 'exhibits',
    how: 'press Validate on a row',
    act: async (page) => {
      await page.getByRole('button', { name: 'Validate' }).first().click();
    },
  },
  {
    operationId: 'createOrganizationExhibit',
    upload: true,
    screen: 'exhibitCreate',
    // A 413 is said under the file, which stays chosen: the server's words ('You can upload maximum 30MB').
    local: { statuses: [413], show: 'field', field: 'Attachment file', fallback: SPEC_MESSAGES.attachmentTooLarge },
    how: 'fill title, effective date and file, press Save',
    act: async (page) => {
      await page.getByLabel('Title').fill('cGMP Certificate of Compliance');
      await page.getByLabel('Effective date').fill('2026-02-15');
      await page.locator('input[aria-label="Attachment file"]').setInputFiles(PDF);
      await save(page);
    },
  },
  {
    operationId: 'listLocations',
    screen: 'exhibitCreateLoad',
    how: 'open /organization-exhibits/create (the location suggestions load)',
  },
  { operationId: 'getOrganizationExhibit', screen: 'exhibitEditLoad', how: 'open /organization-exhibits/edit/{id}' },
  {
    operationId: 'updateOrganizationExhibit',
    screen: 'exhibitEdit',
    // A 413 is said under the file, which stays chosen: the server's words ('You can upload maximum 30MB').
    local: { statuses: [413], show: 'field', field: 'Attachment file', fallback: SPEC_MESSAGES.attachmentTooLarge },
    how: 'change the title, press Save',
    act: async (page) => {
      await page.getByLabel('Title').fill('cGMP Certificate 2026');
      await save(page);
    },
  },
  {
    operationId: 'uploadProductsCsv',
    upload: true,
    screen: 'csv',
    how: 'choose a .csv file, press Upload',
    act: async (page) => {
      await page.locator('input[aria-label="Products CSV file"]').setInputFiles(CSV);
      await page.getByRole('table', { name: 'CSV preview' }).waitFor();
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
    },
  },
  { operationId: 'listTransferredBatches', screen: 'transferredLoad', how: 'open /transferred' },
  {
    operationId: 'cloneTransferredBatch',
    screen: 'transferred',
    how: 'press Clone, give a new static batch number, press Clone',
    act: async (page) => {
      await page.getByRole('button', { name: 'Clone', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('New static batch number').fill('VL-ASH-RM-2026-0309');
      await dialog.getByRole('button', { name: 'Clone', exact: true }).click();
    },
    // A failed clone keeps its dialog open (with the number typed) to try again.
    settled: (page) => page.getByRole('dialog').getByRole('button', { name: 'Clone', exact: true }),
  },
  {
    operationId: 'inviteOrganization',
    screen: 'transferred',
    how: 'press Invite organization, fill name and email, press Send Invite',
    act: async (page) => {
      await page.getByRole('button', { name: 'Invite organization' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name').fill('Sage & Stone Herbals');
      await dialog.getByLabel('Email').fill('partners@sageandstoneherbals.com');
      await dialog.getByRole('button', { name: 'Send Invite' }).click();
    },
  },
  {
    operationId: 'label-database_browseProducts',
    screen: 'nihImport',
    how: 'type in the label search (debounced 1000 ms)',
    act: async (page) => {
      await page.getByRole('textbox', { name: 'Search labels' }).fill('Omega');
    },
  },
  { operationId: 'label-database_getLabel', screen: 'nihImport', how: 'search, choose a label', act: chooseLabel },
  {
    operationId: 'importProductFromNih',
    screen: 'nihImport',
    how: 'search, choose a label (the draft is read)',
    act: chooseLabel,
  },
  {
    operationId: 'listTraitTemplates',
    screen: 'nihImport',
    how: 'search, choose a label (the product form loads its trait templates)',
    act: chooseLabel,
    // The imported product's form stays on screen whatever the templates do.
    settled: (page) => page.getByRole('tab', { name: 'Ingredients' }),
  },
  {
    operationId: 'createProductFromLabel',
    screen: 'nihImport',
    how: 'search, choose a label, give its SKU (the label has none), press Save',
    act: async (page) => {
      await chooseLabel(page);
      await page.getByRole('tab', { name: 'Ingredients' }).waitFor();
      await page.getByRole('textbox', { name: /^SKU/ }).fill('VL-OMG-1000-120');
      await save(page);
    },
    local: { statuses: [200], show: 'toast', fallback: SPEC_MESSAGES.apiHelperFailure },
    // A failed save leaves the imported product's form on screen (the search is gone once a label is chosen).
    settled: (page) => page.getByRole('tab', { name: 'Ingredients' }),
  },
];
