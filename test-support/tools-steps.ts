import type { Page } from '@playwright/test';

/** Steps shared by the tools journeys and their replay rows. */

/** Opens a Mantine Select by its label and picks the option. */
export async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

export const chooseProduct = (page: Page) => choose(page, 'Product', 'Daily Omega-3 Fish Oil 1000 mg');

/** Product, batch, COA and NIH label of the example world (the Omega-3 batch VL-OMG-2026-0412, label 281734). */
export async function chooseAll(page: Page): Promise<void> {
  await chooseProduct(page);
  await choose(page, 'Batch', 'VL-OMG-2026-0412');
  await choose(page, 'COA', 'Certificate of Analysis');
  await choose(page, 'NIH label', /281734/);
}
