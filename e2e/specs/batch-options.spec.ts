import { readFile } from 'node:fs/promises';
import type { Locator, Page, Route } from '@playwright/test';
import { GUMMIES_BATCH, NORTHWIND, OMEGA_BATCH, OMEGA_PRODUCT } from '../../test-support/example-world';
import { expectAccessible } from '../support/axe';
import { expect, seedSession, test } from '../support/fixtures';

/**
 * The batch editor's Options tab (tracer) on Prism: the QR downloads, publishing, the static QR batch, clone,
 * transfer with a promo code through the mock checkout and back, transit, ingredient, connect and the link graph.
 * Prism is stateless, so where a journey needs the batch to change (published, no tracking id) the batch read is
 * answered by Prism and then altered on its way to the page.
 */

const BATCH = OMEGA_BATCH;
/** The seed's gummies lot: its tree has 3 nodes (it and its two ingredient lots), so Connect shows. */
const GUMMIES = GUMMIES_BATCH;
const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

async function openOptions(page: Page, query = '', batch = BATCH) {
  await seedSession(page, { selected: 'tracer' });
  await page.goto(`/batches/${batch}?tab=0${query}`);
  await expect(page.getByRole('group', { name: 'Batch options' })).toBeVisible();
}

/** The batch read (GET integrant/{id}) as Prism answers it, with `change` applied to its data. */
async function alterBatch(page: Page, change: (data: Record<string, unknown>) => void) {
  await page.route(
    (url) => new RegExp(`/api/integrant/${BATCH}$`).test(url.pathname),
    async (route: Route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const body = (await response.json()) as { data?: Record<string, unknown> };
      if (body.data) change(body.data);
      await route.fulfill({ response, json: body });
    },
  );
}

/** Every later call of this path is answered with Prism's example of that name. */
async function preferExample(page: Page, path: string, example: string) {
  await page.route(`**/api/${path}`, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: `example=${example}` } }),
  );
}

const MAGIC: Record<string, (b: Buffer) => boolean> = {
  png: (b) => b.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47])),
  webp: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  jpeg: (b) => b[0] === 0xff && b[1] === 0xd8,
  svg: (b) => b.toString('utf8').trimStart().startsWith('<svg'),
};

test('the QR code downloads as PNG, WEBP, JPEG and SVG (QR_Code, 1000 px)', async ({ page }) => {
  // Whether the code of the actions below the QR code had been asked for (its preload link) when the code was first
  // drawn: it is asked for only once the tab has been painted (the links cost that render about 30 ms).
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('img[alt^="QR code of"]')) return;
      seen.disconnect();
      (window as { actionsAskedWithQr?: boolean }).actionsAskedWithQr =
        document.querySelector('link[href*="options-actions"], script[src*="options-actions"]') !== null;
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  await openOptions(page);
  await expect(page.getByRole('img', { name: /^QR code of / })).toBeVisible();
  expect(await page.evaluate(() => (window as { actionsAskedWithQr?: boolean }).actionsAskedWithQr)).toBe(false);
  await expectAccessible(page, 'batch options, qr, 1280');
  for (const format of ['PNG', 'WEBP', 'JPEG', 'SVG']) {
    const ext = format.toLowerCase();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download QR code as ${format}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`QR_Code.${ext}`);
    const bytes = await readFile((await file.path())!);
    expect(bytes.length, `${format} is not empty`).toBeGreaterThan(100);
    expect(MAGIC[ext]!(bytes), `${format} magic bytes`).toBe(true);
    if (ext === 'png') expect(bytes.readUInt32BE(16), 'PNG width (IHDR)').toBe(1000);
    if (ext === 'svg') expect(bytes.toString('utf8')).toMatch(/^<svg[^>]* width="1000"/);
  }
});

test('publish and unpublish: the request is sent and the button follows the batch', async ({ page }) => {
  let published = true;
  await alterBatch(page, (data) => {
    data.is_published = published;
  });
  await openOptions(page);
  const publishing = page.getByRole('group', { name: 'Publishing' });
  await expect(publishing.getByRole('button', { name: 'Unpublish' })).toBeEnabled();

  const unpublish = page.waitForRequest((r) => r.url().endsWith('/api/integrant/edit') && r.method() === 'POST');
  published = false;
  await publishing.getByRole('button', { name: 'Unpublish' }).click();
  expect((await unpublish).postDataJSON()).toMatchObject({ integrant_id: BATCH, is_published: false });
  await expect(publishing.getByRole('button', { name: 'Publish Online' })).toBeEnabled();
  await expect(page.getByText(/^Published online/)).toHaveCount(0);

  const publish = page.waitForRequest((r) => r.url().endsWith('/api/integrant/edit') && r.method() === 'POST');
  published = true;
  await publishing.getByRole('button', { name: 'Publish Online' }).click();
  expect((await publish).postDataJSON()).toMatchObject({ integrant_id: BATCH, is_published: true });
  await expect(publishing.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await expect(page.getByText(/^Published online/)).toBeVisible();
});

test('Publish Online is disabled while the batch has no tracking id', async ({ page }) => {
  await alterBatch(page, (data) => {
    data.is_published = false;
    data.external_id = null;
    data.tracking_id = null;
  });
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/integrant/edit')) sent += 1;
  });
  await openOptions(page);
  const button = page.getByRole('group', { name: 'Publishing' }).getByRole('button', { name: 'Publish Online' });
  await expect(button).toBeDisabled();
  await button.click({ force: true });
  expect(sent).toBe(0);
});

test('set the static QR batch: the button then reads Current Batch, disabled', async ({ page }) => {
  await openOptions(page);
  const set = page.getByRole('button', { name: 'Set this batch as the static QR code' });
  await expect(set).toBeEnabled();
  const request = page.waitForRequest('**/api/integrant/update-static-batch-information');
  await set.click();
  expect((await request).postDataJSON()).toMatchObject({ integrant_id: BATCH });
  await expect(page.getByRole('button', { name: 'Current Batch' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Set this batch as the static QR code' })).toHaveCount(0);
});

test('clone: a new static batch number, the message, and the clone opens', async ({ page }) => {
  await openOptions(page);
  await page.getByRole('button', { name: 'Clone', exact: true }).click();
  const clone = dialog(page, 'Clone batch');
  await expect(clone).toBeVisible();
  await clone.getByRole('button', { name: 'Clone', exact: true }).click();
  await expect(clone.getByText('Static batch number is a required field.')).toBeVisible();
  await expectAccessible(page, 'batch options, clone dialog, empty number, 1280', { include: '[role="dialog"]' });
  await clone.getByLabel('New static batch number').fill('VL OMG 2026 0413');
  await expect(clone.getByLabel('New static batch number')).toHaveValue('VLOMG20260413');
  const request = page.waitForRequest('**/api/integrant/clone');
  await clone.getByRole('button', { name: 'Clone', exact: true }).click();
  expect((await request).postDataJSON()).toMatchObject({ integrant_id: BATCH, external_id: 'VLOMG20260413' });
  await expect(toast(page, 'Clone of VL-OMG-2026-0412 has been created successfully.')).toBeVisible();
  // The clone is a new batch of the world, opened by its own id, with the new number.
  await expect(page).toHaveURL(/\/batches\/BAT\w{7}\?tab=0$/);
  expect(page.url()).not.toContain(BATCH);
  await expect(clone).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'VLOMG20260413' })).toBeVisible();
});

async function fillTransfer(page: Page) {
  await page.getByRole('button', { name: 'Transfer to another organization' }).click();
  const form = dialog(page, 'Transfer to another organization');
  await expect(form).toBeVisible();
  await expectAccessible(page, 'batch options, transfer dialog, 1280', { include: '[role="dialog"]' });
  await form.getByRole('combobox', { name: 'To organization' }).fill('n');
  await page.getByRole('option', { name: 'Northwind Botanicals' }).click();
  await expect(form.getByTestId('transfer-fee')).toHaveText('$25.00 USD');
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Private-label lot for Northwind Botanicals');
  await form.getByRole('combobox', { name: 'From location' }).click();
  await page.getByRole('option').first().click();
  await form.getByLabel('Effective date').fill('2026-06-10');
  return form;
}

test('transfer with a promo code through the mock checkout, back to Thank you! and the batch', async ({ page }) => {
  test.setTimeout(90_000);
  // The first transfer/create answers CARD_NOT_FOUND (the replay link), the one after the payment saves it.
  await openOptions(page, '&replay=createTransfer:200:cardNotFound!once');
  const form = await fillTransfer(page);

  await refusedThenPartnerCode(page, form, 1280);
  const check = page.waitForRequest('**/api/transfer/validate-coupon');
  await form.getByRole('button', { name: 'Apply' }).click();
  expect((await check).postDataJSON()).toEqual({ coupon_code: 'PARTNER10', price: 2500 });
  await expect(form.getByText(/You pay \$22\.50 USD\./)).toBeVisible();
  await expect(form.getByTestId('transfer-fee')).toHaveText('$22.50 USD');
  await expect(form.getByLabel('was $25.00')).toBeVisible();
  await expectAccessible(page, 'batch options, transfer, promo code applied, 1280', { include: '[role="dialog"]' });

  const created = page.waitForRequest('**/api/transfer/create');
  await form.getByRole('button', { name: 'Save transfer' }).click();
  expect((await created).postDataJSON()).toMatchObject({
    integrant_id: BATCH,
    to_organization_id: NORTHWIND,
    coupon_code: 'PARTNER10',
    is_payment_done: false,
    session_id: null,
  });
  await expect(page).toHaveURL(/\/mock-checkout\?/);
  await expect(page.getByText('$22.50').first()).toBeVisible();
  await expectAccessible(page, 'mock checkout, transfer fee, 1280');

  const paid = page.waitForRequest('**/api/transfer/create');
  await page.getByRole('button', { name: /^Pay / }).click();
  expect((await paid).postDataJSON()).toMatchObject({
    integrant_id: BATCH,
    coupon_code: 'PARTNER10',
    is_payment_done: true,
    session_id: 'cs_live_a1Kq9ZtR4vXw2LmN8bPe3YhD6sUc0JfG',
  });
  await expect(page).toHaveURL(
    new RegExp(`/thank-you-transfer-payment-done/${BATCH}/cs_live_a1Kq9ZtR4vXw2LmN8bPe3YhD6sUc0JfG$`),
  );
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('portal.pendingTransfer'))).toBeNull();
  await expectAccessible(page, 'thank you transfer payment done, 1280');
  await page.getByRole('link', { name: 'Go to batch' }).click();
  await expect(page).toHaveURL(new RegExp(`/batches/${BATCH}(\\?.*)?$`));
  await expect(page.getByRole('heading', { name: 'VL-OMG-2026-0412' })).toBeVisible();
});

test('transfer checkout cancelled: Payment Failed, and Try Again leads home', async ({ page }) => {
  await openOptions(page, '&replay=createTransfer:200:cardNotFound!once');
  const form = await fillTransfer(page);
  await form.getByRole('button', { name: 'Save transfer' }).click();
  await expect(page).toHaveURL(/\/mock-checkout\?/);
  await expect(page.getByText('$25.00').first()).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/thank-you-transfer-payment-not-done$/);
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(
    page.getByText(
      'Unfortunately, your payment could not be processed. Please try again or update your payment method.',
    ),
  ).toBeVisible();
  await expectAccessible(page, 'thank you transfer payment not done, 1280');
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a transit: the dialog, its required fields, and the saved record', async ({ page }) => {
  await openOptions(page);
  await page.getByRole('group', { name: 'Batch options' }).getByRole('button', { name: 'Transit' }).click();
  const form = dialog(page, 'Transit');
  // The suite's browser asks for reduced motion, and the portal honours it: the dialog opens without its transition.
  expect(await form.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0s');
  await form.getByRole('button', { name: 'Save transit' }).click();
  await expect(form.getByText(/required/i).first()).toBeVisible();
  await expectAccessible(page, 'batch options, transit dialog, errors, 1280', { include: '[role="dialog"]' });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill('To the Portland warehouse');
  await form.getByRole('combobox', { name: 'From location' }).click();
  await page.getByRole('option').first().click();
  await form.getByLabel('Effective date').fill('2026-06-01');
  const created = page.waitForRequest('**/api/transit/create');
  await form.getByRole('button', { name: 'Save transit' }).click();
  expect((await created).postDataJSON()).toMatchObject({
    integrant_id: BATCH,
    title: 'To the Portland warehouse',
    effective_date: expect.stringMatching(/^2026-06-01/) as unknown as string,
  });
  await expect(form).toBeHidden();
  await expect(page.getByRole('table', { name: 'Transit Details' })).toBeVisible();
});

test('ingredient and connect dialogs, and the link graph with its nodes', async ({ page }) => {
  await openOptions(page, '', GUMMIES);
  await page.getByRole('button', { name: 'Add ingredient for this batch' }).click();
  const ingredient = dialog(page, 'Add ingredient for this batch');
  await ingredient.getByRole('button', { name: 'Add ingredient' }).click();
  await expect(ingredient.getByText('Product is a required field.')).toBeVisible();
  await expectAccessible(page, 'batch options, ingredient dialog, errors, 1280', { include: '[role="dialog"]' });
  await ingredient.getByRole('button', { name: 'Cancel' }).click();
  await expect(ingredient).toBeHidden();

  await page.getByRole('button', { name: 'Connect to another ingredient' }).click();
  const connect = dialog(page, 'Connect to another ingredient');
  await expect(connect.getByRole('combobox', { name: 'Ingredient' })).toBeVisible();
  await expectAccessible(page, 'batch options, connect dialog, 1280', { include: '[role="dialog"]' });
  await connect.getByRole('button', { name: 'Cancel' }).click();
  await expect(connect).toBeHidden();

  await page.getByRole('button', { name: 'View link graph' }).click();
  const graph = dialog(page, 'Link graph');
  await expect(graph.locator('.react-flow__node')).toHaveCount(3);
  await expect(graph.getByText('Vitamin D3 5000 IU', { exact: false })).toBeVisible();
  await expectAccessible(page, 'batch options, link graph, 1280', { include: '[role="dialog"]' });
});

test('at 375 px: the Options tab and its dialogs stay usable and accessible', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await openOptions(page, '', GUMMIES);
  await expect(page.getByRole('img', { name: /^QR code of / })).toBeVisible();
  const noSideScroll = () =>
    expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
      .toBeLessThanOrEqual(0);
  await noSideScroll();
  await expectAccessible(page, 'batch options, qr, 375');

  const open = async (button: string, name: string, label: string) => {
    await page.getByRole('button', { name: button, exact: true }).click();
    const d = dialog(page, name);
    await expect(d).toBeVisible();
    await expectAccessible(page, `batch options, ${label}, 375`, { include: '[role="dialog"]' });
    return d;
  };
  const close = async (d: ReturnType<typeof dialog>) => {
    await page.keyboard.press('Escape');
    await expect(d).toBeHidden();
  };

  await close(await open('Add ingredient for this batch', 'Add ingredient for this batch', 'ingredient dialog'));
  await close(await open('Connect to another ingredient', 'Connect to another ingredient', 'connect dialog'));
  await close(await open('Transit', 'Transit', 'transit dialog'));
  await close(await open('Clone', 'Clone batch', 'clone dialog'));
  const graph = await open('View link graph', 'Link graph', 'link graph');
  await expect(graph.locator('.react-flow__node')).toHaveCount(3);
  await close(graph);

  const transfer = await open('Transfer to another organization', 'Transfer to another organization', 'transfer');
  await transfer.getByRole('combobox', { name: 'To organization' }).fill('n');
  await page.getByRole('option', { name: 'Northwind Botanicals' }).click();
  await refusedThenPartnerCode(page, transfer, 375);
  await transfer.getByRole('button', { name: 'Apply' }).click();
  await expect(transfer.getByText(/You pay \$22\.50 USD\./)).toBeVisible();
  await expectAccessible(page, 'batch options, transfer, promo code applied, 375', { include: '[role="dialog"]' });
  await close(transfer);

  // The tabs stay on one line and scroll sideways: none wraps under another or is cut, and the last one
  // is reached by scrolling the list, never the page.
  const tabs = await page
    .getByRole('tab')
    .evaluateAll((els) =>
      els.map((e) => ({ top: Math.round(e.getBoundingClientRect().top), cut: e.scrollWidth > e.clientWidth })),
    );
  expect(new Set(tabs.map((t) => t.top)).size).toBe(1);
  expect(tabs.filter((t) => t.cut)).toEqual([]);
  // It scrolls inside the shared frame that shows it does (SideScroll: a shadow on the edge with more).
  expect(
    await page.getByRole('tablist').evaluate((e) => {
      const frame = e.closest('[data-side-scroll]');
      return !!frame && (frame.hasAttribute('data-more-end') || frame.hasAttribute('data-more-start'));
    }),
  ).toBe(true);
  await page.getByRole('tab', { name: /^Exhibits/ }).click();
  await expect(page.getByRole('tab', { name: /^Exhibits/ })).toHaveAttribute('aria-selected', 'true');
  await noSideScroll();

  // A new batch's save says what is missing in its longest words: wrapped inside the button, never cut.
  await page.goto(`/batches/create/${OMEGA_PRODUCT}?tab=1`);
  await expect(saveButton(page)).toHaveText('You Need Tracking & Buy Again URL Filled Out.');
  const cut = await saveButton(page).evaluate((button) => {
    const [b, label] = [button.getBoundingClientRect(), button.querySelector('.mantine-Button-label')!];
    const l = label.getBoundingClientRect();
    const outside = b.left < 0 || b.right > innerWidth;
    return outside || l.left < b.left || l.right > b.right || label.scrollWidth > label.clientWidth;
  });
  expect(cut).toBe(false);
  await noSideScroll();

  await page.goto(`/thank-you-transfer-payment-not-done`);
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await noSideScroll();
  await expectAccessible(page, 'thank you transfer payment not done, 375');
  // Nothing stored for the return: the server confirmed nothing, so it says so (never thank you) and leads to the batch.
  await page.goto(`/thank-you-transfer-payment-done/${BATCH}/cs_test_375`);
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to batch' })).toBeVisible();
  await noSideScroll();
  await expectAccessible(page, 'thank you transfer payment done, 375');
});

const saveButton = (page: Page) => page.getByRole('button', { name: /^(Save batch|You Need .*)$/ });

test('a new fastpass batch through Facets, Location, Exhibits, Movements and Details', async ({ page }) => {
  test.setTimeout(120_000);
  await seedSession(page, { selected: 'fastpass' });
  await page.addInitScript(() => localStorage.setItem('portal.selectedSubscription', JSON.stringify('fastpass')));
  await preferExample(page, 'integrant/check-static-batch-information', 'staticBatchAvailable');
  await page.goto(`/batches/create/${OMEGA_PRODUCT}?tab=0`);
  await expect(page.getByRole('tab')).toHaveText(['Facets (0)', 'Location', 'Exhibits (0)', 'Movements', 'Details'], {
    useInnerText: true,
  });
  await expect(saveButton(page)).toHaveText('You Need Tracking ID Filled Out.');
  await page.getByRole('button', { name: 'Add trait' }).click();
  await page.getByLabel('Trait 1 title').fill('Flavour');
  await page.getByLabel('Trait 1 description').fill('Vanilla');
  await expectAccessible(page, 'batch editor, fastpass, new, facets');

  await page.getByRole('tab', { name: 'Location' }).click();
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option').first().click();
  await expectAccessible(page, 'batch editor, fastpass, new, location');

  await page.getByRole('tab', { name: /Exhibits/ }).click();
  await expect(page.getByRole('button', { name: 'Add attachment' })).toBeVisible();
  await expectAccessible(page, 'batch editor, fastpass, new, exhibits');

  // Movements wait for a saved batch.
  await page.getByRole('tab', { name: 'Movements' }).click();
  await expect(page.getByText('Transit and transfer are available once the batch is saved.')).toBeVisible();
  await expectAccessible(page, 'batch editor, fastpass, new, movements');

  await page.getByRole('tab', { name: 'Details' }).click();
  await page.getByLabel('Tracking ID').fill('VL-WPI-2026-0502');
  await expect(saveButton(page)).toHaveText('Save batch');
  await expectAccessible(page, 'batch editor, fastpass, new, details');
  const created = page.waitForRequest('**/api/integrant/create');
  await saveButton(page).click();
  expect((await created).postDataJSON()).toMatchObject({ external_id: 'VL-WPI-2026-0502' });
  await expect(page).toHaveURL(/\/batches\/[A-Z0-9]{10}\?tab=4$/);
});

test('a new tracer batch: Options waits for the save', async ({ page }) => {
  await seedSession(page, { selected: 'tracer' });
  await page.goto(`/batches/create/${OMEGA_PRODUCT}?tab=0`);
  await expect(page.getByRole('tab', { name: 'Options' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/available once the batch is saved/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Batch options' })).toHaveCount(0);
  await expectAccessible(page, 'batch editor, tracer, new, options');
});

test('edit a saved batch: the Buy Again URL is sent and the batch reloads', async ({ page }) => {
  await seedSession(page, { selected: 'tracer' });
  await page.goto(`/batches/${BATCH}?tab=1`);
  const url = page.getByLabel('Buy Again URL');
  await expect(url).not.toHaveValue('');
  await url.fill('verdantlabs.com/shop/omega-3-fish-oil');
  await expect(saveButton(page)).toHaveText('Save batch');
  const edited = page.waitForRequest('**/api/integrant/edit');
  const reloaded = page.waitForResponse(
    (r) => new RegExp(`/api/integrant/${BATCH}$`).test(r.url()) && r.request().method() === 'GET',
  );
  await saveButton(page).click();
  expect((await edited).postDataJSON()).toMatchObject({
    integrant_id: BATCH,
    buy_again_url: 'verdantlabs.com/shop/omega-3-fish-oil',
  });
  await reloaded;
  await expect(toast(page, /\w/).first()).toBeVisible();
});

test('a transit record opens as its own item: Location and Exhibits, then back', async ({ page }) => {
  await openOptions(page);
  // Once the batch tree is in (its link graph can be opened), the tab stops being redrawn.
  await expect(page.getByRole('button', { name: 'View link graph' })).toBeEnabled();
  await page.getByRole('button', { name: 'Open transit of 04/20/2026' }).click();
  await expect(page.getByRole('tab')).toHaveText(['Location', 'Exhibits']);
  await expect(page.getByText('From: 2150 South 3270 West, Salt Lake City, UT 84119')).toBeVisible();
  await expectAccessible(page, 'batch editor, transit item, location');
  await page.getByRole('tab', { name: 'Exhibits' }).click();
  await expectAccessible(page, 'batch editor, transit item, exhibits');
  await page.getByRole('button', { name: 'Back to the batch' }).click();
  await expect(page.getByRole('tab', { name: 'Options' })).toHaveAttribute('aria-selected', 'true');
});

/** A refused code without a message ('Invalid promo code.', scanned), then the partner code typed, not yet applied. */
async function refusedThenPartnerCode(page: Page, dialog: Locator, width: number) {
  await preferExample(page, 'transfer/validate-coupon', 'invalidCouponNoMessage');
  await dialog.getByLabel('Promo code').fill('EXPIRED10');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByText('Invalid promo code.')).toBeVisible();
  await expectAccessible(page, `batch options, transfer, invalid promo code, ${width}`, { include: '[role="dialog"]' });
  await page.unroute('**/api/transfer/validate-coupon');
  await dialog.getByLabel('Promo code').fill('PARTNER10');
}
