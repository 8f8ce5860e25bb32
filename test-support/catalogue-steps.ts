import type { Locator, Page } from '@playwright/test';
import { realPng } from './real-files';

/** A person's product photo: a valid PNG of 14 KB. */
export const PRODUCT_PHOTO = realPng('elderberry.png', 14);

/** The create overlay's Details tab, tracer: every required field, then Next (to Facets). */
export async function fillProductDetails(page: Page, dialog: Locator, title = 'Elderberry Immune Gummies') {
  await fillProductFields(page, dialog, title);
  await dialog.getByRole('button', { name: 'Next' }).click();
}

/** The create overlay's Details tab, tracer: every required field, the title as given. */
export async function fillProductFields(page: Page, dialog: Locator, title: string) {
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
  await dialog.locator('input[aria-label="Product image"]').setInputFiles(PRODUCT_PHOTO);
}
