import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, seedSession, test } from '../support/fixtures';

/**
 * The imports on the mock world (mocks/world/resolvers/product-imports.ts, batch-files.ts), each across a reload: a
 * CSV's valid rows become products found in the home search, its invalid rows come back as the documented error rows,
 * and a label from the public label database becomes a product with the label's ingredients. Each test has its own
 * world (its cookie).
 */

const SUCCESS =
  'Your CSV details has been successfully updated, if we face any error while running csv then we are generating csv for you in which you find an error messages.';
const ERROR_ROWS = 'Some rows could not be imported: their errors were downloaded as a CSV file.';
const HEADER = 'title,description,sku,upc,product_type,directions,warnings';

/** A CSV as Excel saves it ("CSV UTF-8"): a byte order mark, CRLF line ends, a quoted cell where a comma is. */
const excelCsv = (name: string, rows: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFF${[HEADER, ...rows].join('\r\n')}\r\n`, 'utf8'),
});

const THREE_PRODUCTS = excelCsv('verdant-new-products.csv', [
  'Sea Moss Gel Capsules,Irish sea moss with bladderwrack,VL-SMG-60,850031245098,Business to Consumer,Take 2 capsules daily.,',
  '"Beet Root Powder, Organic",Nitrate-rich beet root,VL-BRP-300,850031245104,Business to Consumer,Mix 1 scoop with water.,May colour urine.',
  'Lion’s Mane 1000 mg,Fruiting-body extract,VL-LMN-1000,850031245111,Business to Consumer,Take 2 capsules daily.,',
]);

const WITH_AN_INVALID_ROW = excelCsv('verdant-vitamins.csv', [
  'Vitamin K2 MK-7 100 mcg,Menaquinone-7 from chickpea,VL-VK2-100,850031245142,Business to Consumer,Take 1 capsule daily.,',
  'Vitamin C 1000 mg,Buffered vitamin C with rose hips,VL-VTC-1000-100,,Business to Consumer,Take 1 tablet daily.,',
]);

const products = (page: Page) => page.getByRole('list', { name: 'Products' });
const fileInput = (page: Page) => page.locator('input[aria-label="Products CSV file"]');

/** The home list searched for a text: the titles it shows. */
async function search(page: Page, text: string) {
  await page.getByLabel('Search products').fill(text);
  return products(page);
}

async function uploadCsv(page: Page, file: ReturnType<typeof excelCsv>, rows: number) {
  await page.goto('/csv');
  await fileInput(page).setInputFiles(file);
  await expect(page.getByText(`${rows} rows to import`)).toBeVisible();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('a three-row CSV from Excel is imported, and its products are found in the home search, also after a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await seedSession(page, { selected: 'tracer' });
  await uploadCsv(page, THREE_PRODUCTS, 3);
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expect(page.getByText(ERROR_ROWS)).toHaveCount(0);
  await expectAccessible(page, 'world imports: csv imported');

  await page.goto('/');
  for (const [text, title] of [
    ['sea moss', 'Sea Moss Gel Capsules'],
    ['beet root', 'Beet Root Powder, Organic'],
    ['mane', 'Lion’s Mane 1000 mg'],
  ]) {
    const list = await search(page, text!);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText(title!);
  }
  await expectAccessible(page, 'world imports: an imported product found');

  await page.reload();
  const list = await search(page, 'beet root');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('button', { name: /Beet Root Powder, Organic/ }).click();
  await expect(page.getByRole('heading', { name: 'Beet Root Powder, Organic' })).toBeVisible();
  await expect(page.getByText('Nitrate-rich beet root')).toBeVisible();
  await expectAccessible(page, 'world imports: an imported product opened after a reload');
});

test('a CSV with an invalid row: the row comes back with its documented error, the valid one is made', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await seedSession(page, { selected: 'tracer' });
  const downloaded = page.waitForEvent('download');
  await uploadCsv(page, WITH_AN_INVALID_ROW, 2);
  await expect(page.getByText(ERROR_ROWS)).toBeVisible();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe('verdant-vitamins-errors.csv');
  const bytes = await readFile((await download.path())!);
  const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(3));
  expect(text).toBe(
    `${HEADER},error\nVitamin C 1000 mg,Buffered vitamin C with rose hips,VL-VTC-1000-100,,Business to Consumer,Take 1 tablet daily.,,upc is required\n`,
  );
  await expectAccessible(page, 'world imports: csv error rows downloaded');

  await page.goto('/');
  await page.reload();
  await expect((await search(page, 'vitamin k2')).getByRole('listitem')).toContainText('Vitamin K2 MK-7 100 mcg');
  await expect((await search(page, 'vitamin c')).getByRole('listitem')).toHaveCount(0);
  await expectAccessible(page, 'world imports: the invalid row was not made');
});

test('a label from the label database becomes a product with the label’s ingredients, kept across a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await seedSession(page, { selected: 'tracer' });
  await page.goto('/import-product-from-nih');
  await page.getByRole('textbox', { name: 'Search labels' }).fill('Omega');
  await page
    .getByRole('button', { name: /^Import / })
    .first()
    .click();

  const title = page.getByRole('textbox', { name: /^Title/ });
  await expect(title).toHaveValue('Daily Omega-3 Fish Oil 1000 mg');
  await expect(page.getByRole('textbox', { name: /^UPC/ })).toHaveValue('850012345612');
  await title.fill('Omega-3 Fish Oil 1000 mg (label import)');
  await page.getByRole('textbox', { name: /^SKU/ }).fill('VL-OMG-LBL-120');
  await page.getByRole('tab', { name: 'Ingredients' }).click();
  await expect(page.getByText('Vitamin E (as d-alpha Tocopherol)')).toBeVisible();
  await expect(page.getByText('2 mg per 2 Softgel(s), 13% Daily Value.')).toBeVisible();
  await expectAccessible(page, 'world imports: label read as a draft with its ingredients');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await page.reload();
  const list = await search(page, 'label import');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('button', { name: /label import/ }).click();
  await expect(page.getByRole('heading', { name: 'Omega-3 Fish Oil 1000 mg (label import)' })).toBeVisible();
  await expectAccessible(page, 'world imports: label product found after a reload');

  await page.getByRole('link', { name: 'Edit product' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
  await page.getByRole('tab', { name: 'Ingredients' }).click();
  await expect(page.getByText('EPA (Eicosapentaenoic Acid)')).toBeVisible();
  await expect(page.getByText('Gelatin (bovine)')).toBeVisible();
  await expectAccessible(page, 'world imports: the saved product’s ingredients');
});
