import type { Locator, Page, Request } from '@playwright/test';
import { OMEGA_BATCH } from '../../test-support/example-world';
import { expectAccessible } from '../support/axe';
import { expect, seedSession, test } from '../support/fixtures';
import { realPdf } from '../../test-support/real-files';

/**
 * Dates typed by hand, on Prism, in Chromium's own date field (en-US: MM/DD/YYYY segments). A year
 * typed with two digits is held by the field as 00yy: it is read as 20yy when the person leaves the field and sent
 * so; a year typed with six digits is refused in the field and nothing is sent.
 */

test.use({ locale: 'en-US' });

const BATCH = OMEGA_BATCH;
const RANGE = 'Please enter a date between 01/01/1900 and 12/31/2100.';
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

/** Types into the date field as a person does: focus it (the month segment) and type the digits and slashes. */
async function typeDate(page: Page, field: Locator, keys: string) {
  await field.focus();
  await page.keyboard.type(keys);
}

/** Every request to this path, as it goes out. */
function watch(page: Page, path: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(path)) sent.push(request);
  });
  return sent;
}

/**
 * Keeps the text parts the app puts in every multipart body (Chromium does not hand a body with a file part to
 * Playwright): read them with `textParts`.
 */
async function keepTextParts(page: Page) {
  await page.addInitScript(() => {
    const kept: [string, string][] = [];
    (window as unknown as { __textParts: [string, string][] }).__textParts = kept;
    const append = FormData.prototype.append;
    FormData.prototype.append = function (this: FormData, ...args: unknown[]) {
      if (typeof args[1] === 'string') kept.push([String(args[0]), args[1]]);
      return (append as (...a: unknown[]) => void).apply(this, args);
    } as typeof FormData.prototype.append;
  });
}
const textParts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __textParts: [string, string][] }).__textParts);

async function openTransit(page: Page) {
  await seedSession(page, { selected: 'tracer' });
  await page.goto(`/batches/${BATCH}?tab=0`);
  await page.getByRole('group', { name: 'Batch options' }).getByRole('button', { name: 'Transit' }).click();
  const form = page.getByRole('dialog', { name: 'Transit' });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill('To the Portland warehouse');
  await form.getByRole('combobox', { name: 'From location' }).click();
  await page.getByRole('option').first().click();
  return { form, date: form.getByLabel('Effective date') };
}

test('transit: a six-digit year is refused in the field; a short year is sent as 2026', async ({ page }) => {
  const sent = watch(page, '/api/transit/create');
  const { form, date } = await openTransit(page);

  await typeDate(page, date, '05/01/604201');
  await form.getByRole('button', { name: 'Save transit' }).click();
  await expect(form.getByText(RANGE)).toBeVisible();
  await expect(date).toHaveAccessibleDescription(RANGE);
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'transit dialog, date out of range', { include: '[role="dialog"]' });
  expect(sent).toEqual([]);
  await expect(form.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('To the Portland warehouse');

  await typeDate(page, date, '05/01/26');
  const created = page.waitForRequest('**/api/transit/create');
  await form.getByRole('button', { name: 'Save transit' }).click();
  expect((await created).postDataJSON()).toMatchObject({
    integrant_id: BATCH,
    title: 'To the Portland warehouse',
    effective_date: '2026-05-01T12:00:00.000Z',
  });
  await expect(form).toBeHidden();
  expect(sent).toHaveLength(1);
});

test('transit: the short year shows as 2026 once the person leaves the field', async ({ page }) => {
  const { form, date } = await openTransit(page);
  await typeDate(page, date, '05/01/26');
  await expect(date).toHaveValue('0026-05-01');
  await form.getByRole('textbox', { name: 'Title', exact: true }).focus();
  await expect(date).toHaveValue('2026-05-01');
  await expect(form.getByText(RANGE)).toHaveCount(0);
});

test('organization attachment: a six-digit year is refused in the field; a short year is sent as 2026', async ({
  page,
}) => {
  const sent = watch(page, '/api/organization-exhibit');
  await keepTextParts(page);
  await seedSession(page);
  await page.goto('/organization-exhibits/create');
  await expect(page.getByRole('heading', { name: 'Add Attachment' })).toBeVisible();
  await page.getByLabel('Title').fill('Supplier Audit Report 2026');
  await page.getByLabel('Description').fill('Annual audit, lot VL-OMG-2026-0412');
  await page.locator('input[aria-label="Attachment file"]').setInputFiles(realPdf('supplier audit 2026.pdf'));
  const date = page.getByLabel('Effective date');

  await typeDate(page, date, '05/01/604201');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(RANGE)).toBeVisible();
  await expect(date).toHaveAccessibleDescription(RANGE);
  await expectAccessible(page, 'add attachment, date out of range');
  expect(sent.filter((r) => r.method() === 'POST')).toEqual([]);
  await expect(page.getByLabel('Title')).toHaveValue('Supplier Audit Report 2026');
  await expect(page.getByLabel('Description')).toHaveValue('Annual audit, lot VL-OMG-2026-0412');
  await expect(page.getByText('supplier audit 2026.pdf')).toBeVisible();

  await typeDate(page, date, '05/01/26');
  const created = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/organization-exhibit'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await created;
  expect((await textParts(page)).filter(([name]) => name === 'effective_date')).toEqual([
    ['effective_date', '2026-05-01T00:00:00.000Z'],
  ]);
  await expect(toast(page, 'Attachment added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/organization-exhibits$/);
});
