import type { Page } from '@playwright/test';
import { OMEGA_BATCH } from '../../test-support/example-world';
import { expectAccessible } from '../support/axe';
import { fillProductDetails } from '../../test-support/catalogue-steps';
import { realPdf } from '../../test-support/real-files';
import { expect, seedSession, test } from '../support/fixtures';

/**
 * The portal's policy under faults (src/api/write-outcome.ts, src/api/error-policy.ts), on the world with faults set
 * by link: a write is never sent twice by the portal, a write whose answer was lost is read back, and a read that
 * fails is asked again while the page says so.
 */

const CONNECTION_LOST = 'Connection lost';
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

/** How many of the world's products have this title (the test's own world, by its cookie). */
async function productsTitled(page: Page, title: string): Promise<number> {
  const answer = await page.request.get('/__world/snapshot');
  const snapshot = (await answer.json()) as { world: { products: { title: string }[] } };
  return snapshot.world.products.filter((p) => p.title === title).length;
}

async function setFaults(page: Page, faults: string | null) {
  expect((await page.request.post('/__world/faults', { data: { faults } })).ok()).toBe(true);
}

/** The page's product creates, and how each ended ('ok', or the network's failure: the answer lost). */
function countCreates(page: Page) {
  const creates: string[] = [];
  const isCreate = (r: { method(): string; url(): string }) =>
    r.method() === 'POST' && r.url().endsWith('/api/integrant-type/create');
  page.on('requestfinished', (r) => {
    if (isCreate(r)) creates.push('ok');
  });
  page.on('requestfailed', (r) => {
    if (isCreate(r)) creates.push(r.failure()?.errorText ?? 'failed');
  });
  return creates;
}

async function openCreateProduct(page: Page, title: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedSession(page, { selected: 'tracer' });
  await page.goto('/create-new-product');
  const dialog = page.getByRole('dialog', { name: 'Create New Product' });
  await fillProductDetails(page, dialog, title);
  return dialog;
}

test('a product whose answer is dropped after the world made it is read back and shown once, not sent again', async ({
  page,
}) => {
  const title = 'Elderberry Syrup 120 ml';
  const creates = countCreates(page);
  const dialog = await openCreateProduct(page, title);
  await setFaults(page, '1:seed=1:kinds=drop-after:ops=createProduct');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The portal found the product it made and went on as if the answer had come.
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  // One create, whose answer was cut on its way (the world's mark went through Prism, Vite's proxy cut it).
  await expect.poll(() => creates).toEqual([expect.stringMatching(/^net::ERR_/)]);
  expect(await productsTitled(page, title)).toBe(1);
});

test('a product whose connection drops before the world sees it says so, keeps the form, and is made once on Save again', async ({
  page,
}) => {
  const title = 'Rosehip Vitamin C 500 mg';
  const creates = countCreates(page);
  const dialog = await openCreateProduct(page, title);
  await setFaults(page, '1:seed=1:kinds=drop-before:ops=createProduct');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, CONNECTION_LOST)).toBeVisible();
  await expect(toast(page, 'Looks like something went wrong, please try again!')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Details' }).click();
  await expect(dialog.getByRole('textbox', { name: /^Title/ })).toHaveValue(title);
  expect(await productsTitled(page, title)).toBe(0);
  await expect.poll(() => creates).toEqual([expect.stringMatching(/^net::ERR_/)]);
  await expectAccessible(page, 'create product after a lost connection');

  await setFaults(page, null);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect.poll(() => creates.length).toBe(2);
  expect(await productsTitled(page, title)).toBe(1);
});

test('a page whose data fails on the server says it is trying again, then offers Try again, which loads it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await seedSession(page, { selected: 'tracer' });
  await page.goto('/organization?faults=1:seed=2:kinds=server-error:ops=listLocations');
  const locations = page
    .locator('.mantine-Card-root')
    .filter({ has: page.getByRole('heading', { name: 'Locations' }) });
  await expect(page.getByText('The server did not answer. Trying again…')).toBeVisible();
  await expectAccessible(page, 'organization while a load is tried again');
  const again = locations.getByRole('button', { name: 'Try again' });
  await expect(again).toBeVisible();
  await expect(page.getByText('The server did not answer. Trying again…')).toBeHidden();
  await expectAccessible(page, 'organization with a load that failed');

  await setFaults(page, null);
  await again.click();
  await expect(locations.getByRole('table', { name: 'Locations' })).toBeVisible();
  await expect(again).toBeHidden();
});

test('an attachment whose upload answer is cut keeps the form and the file, and Try again uploads it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedSession(page, { selected: 'tracer' });
  await page.goto(`/batches/${OMEGA_BATCH}?tab=4`);
  const list = page.getByRole('list', { name: 'Attachments' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add attachment' }).click();
  await list.getByLabel('Title').fill('Stability study');
  await list.getByLabel('Description').fill('Twelve months at 25 °C');
  await setFaults(page, '1:seed=1:kinds=drop-after:ops=uploadBatchFiles');
  await page.getByLabel('Attachment file').setInputFiles(realPdf('Stability study 2026.pdf'));
  await expect(list.getByText('Stability study 2026.pdf was not uploaded.')).toBeVisible();
  await expect(list.getByLabel('Title')).toHaveValue('Stability study');
  await expectAccessible(page, 'attachment after a cut upload');

  await setFaults(page, null);
  await list.getByRole('button', { name: 'Try again' }).click();
  await list.getByRole('button', { name: 'Save attachment' }).click();
  await expect(list.getByText('Stability study', { exact: true })).toBeVisible();
});
