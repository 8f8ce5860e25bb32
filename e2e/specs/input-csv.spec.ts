import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, seedSession, test } from '../support/fixtures';
import { realPng } from '../../test-support/real-files';

/** The CSV import reads files as Excel saves them: Windows-1252, header-only, an image renamed .csv. */

const SUCCESS =
  'Your CSV details has been successfully updated, if we face any error while running csv then we are generating csv for you in which you find an error messages.';
const HEADER = 'title,description,sku,upc,product_type,directions,warnings';
/** As older Excel saves it: Windows-1252, CRLF line ends; the accents are single bytes, not UTF-8. */
const WINDOWS_1252_CSV = {
  name: 'Verdant desserts 2026.csv',
  mimeType: 'text/csv',
  buffer: Buffer.concat([
    Buffer.from(`${HEADER}\r\n`),
    Buffer.from(
      'Crème Brûlée Protein Bar,Caramelised crème brûlée flavour,VL-CRB-60,850031245074,Business to Consumer,' +
        'Eat 1 bar a day.,Contains milk.\r\n' +
        'Café au lait Collagen,Collagen with café au lait,VL-CAL-300,850031245081,Business to Consumer,' +
        'Mix 1 scoop with water.,Not for children.\r\n',
      'latin1',
    ),
  ]),
};

const fileInput = (page: Page) => page.locator('input[aria-label="Products CSV file"]');
const upload = (page: Page) => page.getByRole('button', { name: 'Upload', exact: true });

/** Every CSV upload the page sends. */
function watchUploads(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/integrant/csv-upload')) sent.push(request.url());
  });
  return sent;
}

/**
 * Keeps the bytes of every file the app puts in a multipart body (Chromium does not hand a body with a file part
 * to Playwright), read back with `sentFiles`.
 */
async function keepSentFiles(page: Page) {
  await page.addInitScript(() => {
    const parts: Blob[] = [];
    (window as unknown as { __sentFiles: Blob[] }).__sentFiles = parts;
    const append = FormData.prototype.append;
    FormData.prototype.append = function (this: FormData, ...args: unknown[]) {
      if (args[1] instanceof Blob) parts.push(args[1]);
      return (append as (...a: unknown[]) => void).apply(this, args);
    } as typeof FormData.prototype.append;
  });
}
const sentFiles = (page: Page) =>
  page.evaluate(async () =>
    Promise.all(
      (window as unknown as { __sentFiles: Blob[] }).__sentFiles.map(async (blob) => [
        ...new Uint8Array(await blob.arrayBuffer()),
      ]),
    ),
  );

test('a Windows-1252 CSV shows its accents, says how it was read, and is uploaded as UTF-8', async ({ page }) => {
  await seedSession(page);
  await keepSentFiles(page);
  const sent = watchUploads(page);
  await page.goto('/csv');
  await fileInput(page).setInputFiles(WINDOWS_1252_CSV);
  const table = page.getByRole('table', { name: 'CSV preview' });
  await expect(table).toContainText('Crème Brûlée Protein Bar');
  await expect(table).toContainText('Café au lait Collagen');
  await expect(table).not.toContainText('\uFFFD');
  await expect(page.getByText('2 rows to import')).toBeVisible();
  await expect(
    page.getByText('Read as Windows-1252 (older Excel), not UTF-8: it will be uploaded as UTF-8.'),
  ).toBeVisible();
  await expectAccessible(page, 'csv, read as Windows-1252');

  await upload(page).click();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expect(
    page.getByText('"Verdant desserts 2026.csv" was read as Windows-1252 and uploaded as UTF-8.'),
  ).toBeVisible();
  expect(sent).toHaveLength(1);
  const [bytes] = await sentFiles(page);
  // A fatal decoder throws on anything that is not UTF-8: the backend gets the accents right.
  const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes!));
  expect(text).toContain('Crème Brûlée Protein Bar,Caramelised crème brûlée flavour');
  expect(text.startsWith(HEADER)).toBe(true);
  await expectAccessible(page, 'csv, uploaded as UTF-8');
});

test('the error rows are said and downloaded as UTF-8 with a byte order mark', async ({ page }) => {
  await seedSession(page);
  await page.route('**/api/integrant/csv-upload', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'example=csvWithErrors' } }),
  );
  await page.goto('/csv');
  await fileInput(page).setInputFiles(WINDOWS_1252_CSV);
  await expect(page.getByRole('table', { name: 'CSV preview' })).toContainText('Crème Brûlée');
  const downloaded = page.waitForEvent('download');
  await upload(page).click();
  await expect(
    page.getByText('Some rows could not be imported: their errors were downloaded as a CSV file.'),
  ).toBeVisible();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe('Verdant desserts 2026-errors.csv');
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(3))).toContain('upc is required');
  await expectAccessible(page, 'csv, error rows downloaded');
});

test('a header-only CSV is refused with a message and nothing is sent', async ({ page }) => {
  await seedSession(page);
  const sent = watchUploads(page);
  await page.goto('/csv');
  await fileInput(page).setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${HEADER}\r\n\r\n`),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'The file has a header row but no rows to import.' }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'CSV preview' })).toHaveCount(0);
  await expectAccessible(page, 'csv, header-only refused');
  await upload(page).click();
  await expect(page.getByText('Please select file!')).toBeVisible();
  expect(sent).toEqual([]);
});

test('an image renamed .csv is refused with a message naming it and nothing is sent', async ({ page }) => {
  await seedSession(page);
  const sent = watchUploads(page);
  await page.goto('/csv');
  await fileInput(page).setInputFiles({ ...realPng('verdant logo.csv'), mimeType: 'text/csv' });
  // The shared file field refuses it by its first bytes, or the screen by its content: either names the file.
  await expect(page.getByRole('alert').filter({ hasText: '"verdant logo.csv" is not a CSV file' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'CSV preview' })).toHaveCount(0);
  await expect(page.getByText(/rows? to import/)).toHaveCount(0);
  await expectAccessible(page, 'csv, image refused');
  await upload(page).click();
  await expect(page.getByText('Please select file!')).toBeVisible();
  expect(sent).toEqual([]);
});
