import { expect, seedSession, test } from '../support/fixtures';
import { realPdf, realPng } from '../../test-support/real-files';

/**
 * Files as people produce them (test-support/real-files.ts). Until every multipart part said `allowReserved: true`,
 * Prism answered a real binary part 422 'Reserved characters used in request body' ("a real logo cannot be saved"),
 * which a 70-byte stub PNG never showed.
 */
const toast = (page: import('@playwright/test').Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

test('a real logo of 12 KB is saved on /organization', async ({ page }) => {
  await seedSession(page);
  await page.goto('/organization');
  await page.getByLabel('Logo', { exact: true }).setInputFiles(realPng('verdant-logo.png', 12));
  await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Your Organization details has been successfully updated.')).toBeVisible();
});

test('real PDFs of some kilobytes are uploaded as free-trial documents', async ({ page }) => {
  await seedSession(page, { subscriptions: ['publisher'] });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Free-trial documents' })).toBeVisible({ timeout: 30_000 });
  await page.locator('input[type="file"]').setInputFiles([realPdf('COA_lot_0412.pdf'), realPdf('GMP_2026.pdf')]);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Documents uploaded successfully')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'COA_lot_0412.pdf', exact: true })).toBeVisible();
});
