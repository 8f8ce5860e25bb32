import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, seedSession, test } from '../support/fixtures';
import { realPdf } from '../../test-support/real-files';

/** The catalogue's other doors on Prism: CSV import, the label import, organization attachments, transferred batches. */

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });
const CSV = {
  name: 'verdant-products.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(
    'title,description,sku,upc,product_type,directions\n' +
      'Vitamin C 1000 mg,Buffered vitamin C,VL-VTC-1000-100,850031245050,Business to Consumer,Take 1 daily.\n' +
      'Zinc 50 mg,Zinc picolinate,VL-ZNC-50,850031245067,Business to Consumer,Take 1 daily.\n',
  ),
};
const SUCCESS =
  'Your CSV details has been successfully updated, if we face any error while running csv then we are generating csv for you in which you find an error messages.';

test('import a CSV: preview, Upload, the success message', async ({ page }) => {
  await seedSession(page);
  await page.goto('/csv');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Please select file!')).toBeVisible();
  await expectAccessible(page, 'csv, no file');
  await page.locator('input[aria-label="Products CSV file"]').setInputFiles(CSV);
  await expect(page.getByRole('table', { name: 'CSV preview' })).toContainText('VL-ZNC-50');
  await expect(page.getByText('2 rows to import')).toBeVisible();
  await expectAccessible(page, 'csv, preview');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page, 'csv, preview, 375 px');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText(SUCCESS)).toBeVisible();
});

test('import a product from the label database', async ({ page }) => {
  await seedSession(page);
  await page.goto('/import-product-from-nih');
  await expect(page.getByRole('heading', { name: 'Import Product and Ingredients from NIH' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search labels' }).fill('Omega');
  const hit = page.getByRole('button', { name: /^Import .*Harborline/ });
  await expect(hit).toBeVisible();
  await expectAccessible(page, 'label import, hits');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page, 'label import, hits, 375 px');
  await page.setViewportSize({ width: 1280, height: 800 });
  await hit.click();
  // The world reads the label chosen (the label database's example): an Omega-3 draft with its ingredients.
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue('Daily Omega-3 Fish Oil 1000 mg');
  // The label has no SKU: the person gives the product's own.
  await page.getByRole('textbox', { name: /^SKU/ }).fill('VL-OMG-1000-120');
  await page.getByRole('tab', { name: 'Ingredients' }).click();
  await expect(page.getByText('EPA (Eicosapentaenoic Acid)', { exact: true })).toBeVisible();
  await expectAccessible(page, 'label import, ingredients');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/(\?|$)/);
});

test('organization attachments: add, validate, edit and delete', async ({ page }) => {
  await seedSession(page);
  await page.goto('/organization-exhibits');
  const table = page.getByRole('table', { name: 'Organization attachments' });
  await expect(table.getByText('cGMP Certificate of Compliance')).toBeVisible();
  await expect(table.getByText('02/15/2026')).toBeVisible();
  await expectAccessible(page, 'attachments');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page, 'attachments, 375 px');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Add.
  await page.getByRole('link', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Add Attachment' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Please enter a Title')).toBeVisible();
  await expect(page.getByText('Please select attachment file')).toBeVisible();
  await expectAccessible(page, 'add attachment, errors');
  await page.getByLabel('Title').fill('Supplier Audit Report 2026');
  await page.getByLabel('Effective date').fill('2026-02-15');
  await page.locator('input[aria-label="Attachment file"]').setInputFiles(realPdf('supplier-audit-2026.pdf'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Attachment added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/organization-exhibits$/);

  // Validate: the new one is listed first, with the three of the seed.
  await expect(page.getByLabel('4 attachments')).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: 'Supplier Audit Report 2026' });
  await row.getByRole('button', { name: 'Validate' }).click();
  await expect(row.getByText(/Document is (not )?verified/)).toBeVisible();

  // Edit.
  await row.getByRole('link', { name: 'Edit Supplier Audit Report 2026' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Attachment' })).toBeVisible();
  await expectAccessible(page, 'edit attachment');
  await page.getByLabel('Title').fill('Supplier Audit Report 2026-27');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Attachment updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/organization-exhibits$/);

  await expect(table.getByText('Supplier Audit Report 2026-27')).toBeVisible();

  // Delete: gone, and still gone after a reload.
  await table.getByRole('button', { name: 'Delete cGMP Certificate of Compliance' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to delete this attachment?')).toBeVisible();
  await expectAccessible(page, 'delete attachment dialog');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByLabel('3 attachments')).toBeVisible();
  await expect(table.getByText('cGMP Certificate of Compliance')).toHaveCount(0);
  await page.reload();
  await expect(table.getByText('Supplier Audit Report 2026-27')).toBeVisible();
  await expect(page.getByLabel('3 attachments')).toBeVisible();
  await expect(table.getByText('cGMP Certificate of Compliance')).toHaveCount(0);
});

test('transferred batches: detail, invite, clone', async ({ page }) => {
  // From the seed, even on a server kept from an earlier run (the test's world is named after it, and keeps the clone).
  expect((await page.request.post('/__world/reset', { data: {} })).ok()).toBe(true);
  await seedSession(page);
  await page.goto('/transferred');
  await expect(page.getByRole('heading', { name: 'Organic Ashwagandha Root Extract, lot 0309' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Transfers' })).toContainText('Portland, OR 97209');
  await expectAccessible(page, 'transferred');
  await expect(page.getByText('Scroll sideways for more')).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 800 });
  // The Transfers table is wider than a phone: it scrolls, and says so (a shadow at its edge, a hint under it).
  const transfers = page.getByRole('region', { name: 'Transfers, scrolls sideways' });
  await expect(transfers).toBeVisible();
  await expect(page.locator('[data-side-scroll][data-more-end]')).toHaveCount(1);
  await expect(page.getByText('Scroll sideways for more')).toBeVisible();
  await expectAccessible(page, 'transferred, 375 px');
  await transfers.evaluate((element) => element.scrollBy({ left: 1000 }));
  await expect(page.locator('[data-side-scroll][data-more-start]:not([data-more-end])')).toHaveCount(1);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Invite organization' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Sage & Stone Herbals');
  await dialog.getByLabel('Email').fill('partners@sageandstoneherbals.com');
  await expectAccessible(page, 'invite organization dialog');
  await dialog.getByRole('button', { name: 'Send Invite' }).click();
  await expect(toast(page, 'Organization Invited successful')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Clone', exact: true }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('New static batch number').fill('VL-ASH RM-2026-0309');
  await expect(dialog.getByLabel('New static batch number')).toHaveValue('VL-ASHRM-2026-0309');
  await expectAccessible(page, 'clone dialog');
  await dialog.getByRole('button', { name: 'Clone', exact: true }).click();
  await expect(toast(page, 'Clone Successful')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clone Again' })).toBeVisible();
  // The world keeps the clone under Verdant's own product: after a reload the row still says so, and links to it.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Clone Again' })).toBeVisible();
  await page.getByRole('link', { name: 'VL-ASHRM-2026-0309' }).click();
  await expect(page).toHaveURL(/\/batches\/BAT\w+\?tab=0$/);
});
