import type { Page, Request } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, seedSession, test } from '../support/fixtures';
import { ORGANIZATION_AXE_EXCLUDE } from '../support/organization-axe';
import { realPdf, realText } from '../../test-support/real-files';

/**
 * Files are judged by their bytes, not their names: an empty file, a PDF renamed .png and a text file
 * renamed .pdf are refused before anything is sent, with a message naming the file; a 413 from a proxy says the
 * file is too large and the file stays chosen.
 */

/** Every POST to an API path, as it leaves the browser. */
function posts(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith(path)) seen.push(request);
  });
  return seen;
}

async function addAttachment(page: Page) {
  await seedSession(page);
  await page.goto('/organization-exhibits');
  await page.getByRole('link', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Add Attachment' })).toBeVisible();
  await page.getByLabel('Title').fill('Supplier Audit Report 2026');
  await page.getByLabel('Effective date').fill('2026-02-15');
}

const attachmentInput = (page: Page) => page.locator('input[aria-label="Attachment file"]');
const fieldAlert = (page: Page, text: string) => page.locator('[role="alert"]').filter({ hasText: text });
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();

test('a zero-byte attachment is refused before sending, naming the file', async ({ page }) => {
  const sent = posts(page, '/organization-exhibit');
  await addAttachment(page);
  // An empty file is what people do produce (a failed export, a file still syncing): zero bytes is the fixture.
  await attachmentInput(page).setInputFiles({
    name: 'cGMP certificate.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(0),
  });
  await expect(fieldAlert(page, 'The file "cGMP certificate.pdf" is empty.')).toBeVisible();
  await expectAccessible(page, 'add attachment, empty file refused');
  await save(page);
  await expect(page.getByRole('heading', { name: 'Add Attachment' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  expect(sent).toEqual([]);
});

test('a text file renamed .pdf is refused as an attachment before sending', async ({ page }) => {
  const sent = posts(page, '/organization-exhibit');
  await addAttachment(page);
  // A real note of some KB from a text editor, renamed .pdf (the type says PDF, the bytes say text).
  await attachmentInput(page).setInputFiles({ ...realText('audit notes.pdf'), mimeType: 'application/pdf' });
  await expect(fieldAlert(page, '"audit notes.pdf" is not a PDF file (it is plain text).')).toBeVisible();
  await save(page);
  await expect(page.getByRole('heading', { name: 'Add Attachment' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  expect(sent).toEqual([]);
});

test('a PDF renamed .png as the organization logo is refused with the message naming the file', async ({ page }) => {
  const sent = posts(page, '/integrant/edit-organization-info');
  await seedSession(page);
  await page.goto('/organization');
  const pdf = realPdf('verdant logo.pdf');
  await page
    .getByLabel('Logo', { exact: true })
    .setInputFiles({ ...pdf, name: 'verdant logo.png', mimeType: 'image/png' });
  await expect(fieldAlert(page, '"verdant logo.png" is not a PNG file (it is a PDF).')).toBeVisible();
  await expectAccessible(page, 'organization, logo refused', { exclude: ORGANIZATION_AXE_EXCLUDE });
  // Saving now sends the organization without the refused file.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page
      .locator('.mantine-Notification-root')
      .filter({ hasText: 'Your Organization details has been successfully updated.' }),
  ).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(sent[0]!.postDataBuffer()?.includes('%PDF-')).toBe(false);
});

test('a 413 from a proxy says the file is too large, and the file stays chosen', async ({ page }) => {
  const sent = posts(page, '/organization-exhibit');
  await page.route('**/api/organization-exhibit', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 413,
          contentType: 'text/html',
          body: '<html><head><title>413 Request Entity Too Large</title></head><body><center>nginx</center></body></html>',
        })
      : route.fallback(),
  );
  await addAttachment(page);
  await attachmentInput(page).setInputFiles(realPdf('supplier-audit-2026.pdf'));
  await save(page);
  await expect(
    fieldAlert(page, '"supplier-audit-2026.pdf" is too large to upload: files must be smaller than 30 MB.'),
  ).toBeVisible();
  expect(sent).toHaveLength(1);
  await expect(page.getByText('supplier-audit-2026.pdf', { exact: true })).toBeVisible();
  await expect(page.getByText('Looks like something went wrong, please try again!')).toHaveCount(0);
  await expect(page.getByText('nginx')).toHaveCount(0);
  await expect(page).toHaveURL(/\/organization-exhibits\/create$/);
  await expectAccessible(page, 'add attachment, 413');
  // Still chosen: Save sends it again without choosing it anew.
  await save(page);
  await expect.poll(() => sent.length).toBe(2);
  expect(sent[1]!.postDataBuffer()?.includes('%PDF-1.4')).toBe(true);
});
