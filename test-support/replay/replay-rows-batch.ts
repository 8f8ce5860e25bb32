import { expect, type Page } from '@playwright/test';
import type { MatrixRow } from './replay-matrix';
import { SPEC_MESSAGES, geocodingLookup } from './replay-outcome';
import { realPdf } from '../real-files';

/** The batch editor: /batches/{batchId} and /batches/create/{integrantTypeId} (Details, Facets, Location, Exhibits). */

const URL = 'verdantlabs.com/shop/omega-again';

/** Location tab, No: a new location through the shared form, saved with 'Save location' (the lookup runs first). */
async function newLocation(page: Page): Promise<void> {
  await page.getByRole('radio', { name: /enter a new location/ }).check();
  await page.getByLabel('Address type').fill('Warehouse');
  await page.getByLabel('Street address').fill('1840 West University Drive');
  await page.getByRole('combobox', { name: 'State' }).fill('Arizona');
  await page.getByRole('option', { name: 'Arizona' }).click();
  await page.getByRole('combobox', { name: 'City' }).fill('Tempe');
  await page.getByRole('option', { name: 'Tempe', exact: true }).click();
  await page.getByLabel('Zip code').fill('85281');
  await page.getByRole('button', { name: 'Save location' }).click();
}

async function editUrl(page: Page): Promise<void> {
  await page.getByLabel('Buy Again URL').fill(URL);
  await expect(page.getByRole('button', { name: 'Save batch' })).toBeEnabled();
  await page.getByRole('button', { name: 'Save batch' }).click();
}

export const batchRows: readonly MatrixRow[] = [
  { operationId: 'getBatch', screen: 'batchLoad', how: 'open /batches/{id} (the batch)' },
  { operationId: 'getBatchTree', screen: 'batchEdit', how: 'open /batches/{id} (the layer pane tree)' },
  {
    operationId: 'checkStaticBatchNumber',
    screen: 'batchCreate',
    how: 'type a tracking id on Details (checked after 500 ms)',
    act: async (page) => {
      await page.getByLabel('Tracking ID').fill('VL-OMG-2026-0499');
    },
    // A taken number (any body failure) is said in the spec's words whatever the server sends.
    local: { statuses: [200], show: 'toast', fallback: 'Static Batch Number Already Exists!', text: 'fixed' },
    keeps: (page) => expect(page.getByLabel('Tracking ID')).toHaveValue('VL-OMG-2026-0499'),
  },
  {
    operationId: 'editBatch',
    screen: 'batchEdit',
    how: 'change the Buy Again URL on Details and press Save',
    act: editUrl,
    // Section 8, edit failure: the server message or 'Internal server error please try again!!!'.
    local: { statuses: [200, 500], show: 'toast', fallback: SPEC_MESSAGES.editFailure },
    keeps: (page) => expect(page.getByLabel('Buy Again URL')).toHaveValue(URL),
  },
  {
    operationId: 'uploadBatchFiles',
    upload: true,
    screen: 'batchExhibits',
    // A 413 is said under the file, which stays chosen: the server's words ('You can upload maximum 30MB').
    local: { statuses: [413], show: 'field', field: 'Attachment file', fallback: SPEC_MESSAGES.attachmentTooLarge },
    how: 'Add attachment, choose a pdf',
    act: async (page) => {
      await page.getByRole('button', { name: 'Add attachment' }).click();
      await page.getByLabel('Attachment file').setInputFiles(realPdf('COA VL-OMG-2026-0412 “Prüfbericht”.pdf'));
    },
  },
  {
    operationId: 'listLocations',
    screen: 'batchLocation',
    how: 'open the Location tab (the suggestions)',
  },
  {
    operationId: 'saveLocation',
    screen: 'batchLocation',
    how: "Location tab: No, fill the new location, press 'Save location'",
    act: newLocation,
    settled: (page) => page.getByRole('button', { name: 'Save location' }),
    keeps: (page) => expect(page.getByLabel('Zip code')).toHaveValue('85281'),
  },
  {
    operationId: 'geocoding_geocodeAddress',
    screen: 'batchLocation',
    how: "Location tab: No, fill the new location, press 'Save location' (the lookup runs first)",
    act: newLocation,
    local: geocodingLookup,
  },
  {
    operationId: 'listTraitTemplates',
    screen: 'batchLoad',
    how: 'open /batches/{id} (the Facets tab’s trait templates)',
  },
  {
    operationId: 'createBatch',
    screen: 'batchCreate',
    how: 'a new batch: tracking id, Buy Again URL, a location, press Save',
    act: async (page) => {
      await page.getByLabel('Tracking ID').fill('VL-OMG-2026-0777');
      await page.getByLabel('Buy Again URL').fill(URL);
      await page.getByRole('tab', { name: 'Location' }).click();
      await page.getByRole('combobox', { name: 'Location' }).click();
      await page.getByRole('option').first().click();
      await expect(page.getByRole('button', { name: 'Save batch' })).toBeEnabled();
      await page.getByRole('button', { name: 'Save batch' }).click();
    },
    // Section 8, edit failure: the server message or 'Internal server error please try again!!!'.
    local: { statuses: [200, 500], show: 'toast', fallback: SPEC_MESSAGES.editFailure },
    settled: (page) => page.getByRole('button', { name: 'Save batch' }),
    keeps: (page) => expect(page.getByRole('button', { name: 'Save batch' })).toBeEnabled(),
  },
];
