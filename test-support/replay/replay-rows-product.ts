import { expect, type Page } from '@playwright/test';
import { fillProductDetails } from '../catalogue-steps';
import type { MatrixRow } from './replay-matrix';
import { SPEC_MESSAGES } from './replay-outcome';
import { realPng } from '../real-files';

/** The catalogue: the home product browser and the product form (create overlay and edit page). */

const TITLE = 'Daily Omega-3 Fish Oil 1000 mg (120 softgels)';

/** Section 8: a refused status check goes home with the server's errorMsg (status "0" only; HTTP failures are the policy's). */
const statusRefusal = { statuses: [200], show: 'toast', fallback: SPEC_MESSAGES.apiHelperFailure } as const;

const PNG = realPng('Omega-3 label – étiquette.png', 8);
const MP4 = {
  name: 'omega-walkthrough.mp4',
  mimeType: 'video/mp4',
  buffer: Buffer.concat([
    Buffer.from('000000206674797069736f6d0000020069736f6d69736f326d703431', 'hex'),
    Buffer.alloc(2048, 1),
  ]),
};
const NEW_TITLE = 'Elderberry Immune Gummies';

/** Section 5 / 8: any failure of the video upload says so in these words, then the form goes home. */
const videoFailure = {
  statuses: 'all',
  show: 'toast',
  fallback:
    'Something went wrong! Video not uploaded. please try after sometime. you are able to upload video on edit product.',
  text: 'fixed',
} as const;
const home = (page: Page) => page.getByRole('heading', { name: 'Products' });

/** The create overlay, tracer: the Details tab's required fields, then Next and Save. */
async function createProduct(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Create New Product' });
  await fillProductDetails(page, dialog, NEW_TITLE);
  await dialog.getByRole('button', { name: 'Save' }).click();
}

/** The edit page, Facets tab: an uploaded video (title and file), then Save. */
async function uploadVideo(page: Page) {
  await page.getByRole('tab', { name: /Facets/ }).click();
  await page.getByText('Upload video', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Video title' }).fill('Omega-3 lot walkthrough');
  await page.locator('input[type="file"]').setInputFiles(MP4);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

async function editTitle(page: Page) {
  await page.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

export const productRows: readonly MatrixRow[] = [
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
    operationId: 'searchBatches',
    screen: 'catalogueProduct',
    how: "open /?product={id} (the chosen product's batches load)",
  },
  {
    operationId: 'createProduct',
    screen: 'productCreate',
    how: 'fill the Details tab, press Next, then Save',
    act: createProduct,
    // Section 8: a failed create shows the server message or the generic one; the form keeps what was typed.
    local: { statuses: [200], show: 'toast', fallback: SPEC_MESSAGES.apiHelperFailure },
    keeps: async (page) => {
      const limit = page.getByRole('dialog', { name: SPEC_MESSAGES.thresholdTitle });
      if (await limit.isVisible()) {
        await page.keyboard.press('Escape');
        await expect(limit).toBeHidden();
      }
      const dialog = page.getByRole('dialog', { name: 'Create New Product' });
      await dialog.getByRole('tab', { name: 'Details' }).click();
      await expect(dialog.getByRole('textbox', { name: /^Title/ })).toHaveValue(NEW_TITLE);
    },
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
    operationId: 'updateProductLabel',
    upload: true,
    screen: 'productEdit',
    how: 'choose a new product label and press Save (the label goes by its own call after the update)',
    act: async (page) => {
      await page.locator('input[aria-label="Product label"]').setInputFiles(PNG);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
    },
  },
  {
    operationId: 'createVideoUploadInfo',
    upload: true,
    screen: 'productEdit',
    how: 'upload a video on the Facets tab and press Save (the upload is signed after the update)',
    act: uploadVideo,
    local: videoFailure,
    settled: home,
  },
  {
    operationId: 'video-upload_createVideoUpload',
    browser: 'the tus upload of the video goes by the browser (its chunks, its offsets)',
    upload: true,
    screen: 'productEdit',
    how: 'upload a video and press Save (the tus upload is created at the video host)',
    act: uploadVideo,
    local: videoFailure,
    settled: home,
  },
  {
    operationId: 'video-upload_uploadVideoChunk',
    browser: 'the tus upload of the video goes by the browser (its chunks, its offsets)',
    upload: true,
    screen: 'productEdit',
    how: 'upload a video and press Save (the tus upload sends the file)',
    act: uploadVideo,
    local: videoFailure,
    settled: home,
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
