import type { Locator, Page } from '@playwright/test';
import { realPng } from './real-files';

export const PRODUCT_IMAGE = {
  name: 'elderberry.png',
  mimeType: 'image/png',
  buffer: Buffer.from('89504e470d0a1a0a', 'hex'),
};
/** The same image as a person's product photo: a valid PNG of 14 KB. */
export const PRODUCT_IMAGE_REAL = realPng('elderberry.png', 14);

/** The create overlay's Details tab, tracer: every required field, then Next (to Facets). */
export async function fillProductDetails(page: Page, dialog: Locator, title = 'Elderberry Immune Gummies') {
  await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
  await dialog.getByRole('textbox', { name: /^Description/ }).fill('Black elderberry gummies with zinc.');
  await dialog.getByRole('textbox', { name: /^Directions/ }).fill('Chew 2 gummies daily.');
  await dialog.getByRole('textbox', { name: /^SKU/ }).fill('VL-ELD-60-GUM');
  await dialog.getByRole('textbox', { name: /^UPC/ }).fill('850031245081');
  await dialog
    .getByLabel(/Sales Channel/)
    .first()
    .click();
  await page.getByRole('option', { name: 'Business to Consumer' }).click();
  await dialog.locator('input[aria-label="Product image"]').setInputFiles(PRODUCT_IMAGE_REAL);
  await dialog.getByRole('button', { name: 'Next' }).click();
}
