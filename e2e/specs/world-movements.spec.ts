import type { Locator, Page } from '@playwright/test';
import { ZINC_BATCH } from '../../test-support/example-world';
import { expectAccessible } from '../support/axe';
import { expect, seedSession, test } from '../support/fixtures';

/**
 * A batch's movements on the mock world (mocks/world/resolvers/movement.ts): a transit added to a fastpass batch from
 * its Movements tab is listed after a reload, and an edit of it (a new record that replaces the old one) too. Each new
 * state is scanned with axe. The test has a world of its own (the `portal-world` cookie of e2e/support/fixtures.ts).
 */

/** A fastpass batch of Verdant Labs (Zinc Picolinate 50 mg) without movements in the seed. */
const BATCH = ZINC_BATCH;
const SALT_LAKE = '2150 South 3270 West, Salt Lake City, UT 84119';
const TEMPE = '1840 West University Drive, Tempe, AZ 85281';

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });
const transits = (page: Page) => page.getByRole('table', { name: 'Transit Details' });
const dataRows = (table: Locator) => table.locator('tbody tr');

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/.screenshots/world-movements-${name}.png`, fullPage: true });
}

async function openMovements(page: Page) {
  await page.getByRole('tab', { name: 'Movements' }).click();
  await expect(page.getByRole('tab', { name: 'Movements' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Transit Details' })).toBeVisible();
}

async function choose(page: Page, dialog: Locator, field: string, option: RegExp) {
  await dialog.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('a transit added to a batch, then edited: each kept across a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await seedSession(page, { selected: 'fastpass' });
  // The subscription the individual works in is kept apart from the session (as batch.spec.ts does it).
  await page.addInitScript(() => localStorage.setItem('portal.selectedSubscription', JSON.stringify('fastpass')));
  await page.goto(`/batches/${BATCH}`);
  await expect(page.getByRole('heading', { name: 'VL-ZNC-2026-0724' })).toBeVisible();
  await openMovements(page);
  // No transit yet: the empty text stands where the table will be.
  await expect(page.getByText('No transits yet.')).toBeVisible();
  await expectAccessible(page, 'world movements, movements tab, no transit');

  // Added: the Transit dialog, filled and saved.
  await page.getByRole('group', { name: 'Movements' }).getByRole('button', { name: 'Transit', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Transit' });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Finished goods to the Tempe warehouse');
  await form.getByRole('textbox', { name: 'Description' }).fill('Forty cases on one pallet.');
  await choose(page, form, 'From location', /Contract manufacturer/);
  await choose(page, form, 'To location', /Warehouse/);
  await form.getByLabel('Effective date').fill('2026-06-01');
  await expectAccessible(page, 'world movements, transit dialog, filled', { include: '[role="dialog"]' });
  await shoot(page, 'transit-dialog');
  await form.getByRole('button', { name: 'Save transit' }).click();
  await expect(toast(page, 'Transit created successfully')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(dataRows(transits(page))).toHaveCount(1);
  await expect(dataRows(transits(page))).toContainText(['06/01/2026']);

  await page.reload();
  await openMovements(page);
  const added = dataRows(transits(page));
  await expect(added).toHaveCount(1);
  await expect(added.getByRole('cell').nth(0)).toHaveText('06/01/2026');
  await expect(added.getByRole('cell').nth(1)).toHaveText(SALT_LAKE);
  await expect(added.getByRole('cell').nth(2)).toHaveText(TEMPE);
  await expectAccessible(page, 'world movements, movements tab, one transit');
  await shoot(page, 'transit-added');

  // Edited: the record reloaded into the dialog, its date and title changed.
  await page.getByRole('button', { name: 'Edit transit of 06/01/2026' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit transit' });
  const title = edit.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue('Finished goods to the Tempe warehouse');
  await expect(edit.getByLabel('Effective date')).toHaveValue('2026-06-01');
  await title.fill('Finished goods to the Tempe warehouse, a day late');
  await edit.getByLabel('Effective date').fill('2026-06-02');
  await choose(page, edit, 'From location', /Corporate office/);
  await expectAccessible(page, 'world movements, edit transit dialog', { include: '[role="dialog"]' });
  await shoot(page, 'edit-transit-dialog');
  await edit.getByRole('button', { name: 'Save transit' }).click();
  await expect(toast(page, 'Transit updated successfully')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(dataRows(transits(page)).getByRole('cell').nth(0)).toHaveText('06/02/2026');

  await page.reload();
  await openMovements(page);
  const edited = dataRows(transits(page));
  await expect(edited).toHaveCount(1);
  await expect(edited.getByRole('cell').nth(0)).toHaveText('06/02/2026');
  await expect(edited.getByRole('cell').nth(1)).toContainText('Phoenix, AZ');
  await expect(edited.getByRole('cell').nth(2)).toHaveText(TEMPE);
  await expectAccessible(page, 'world movements, movements tab, the transit edited');
  await shoot(page, 'transit-edited');

  // The edited record is the one the dialog loads again.
  await page.getByRole('button', { name: 'Edit transit of 06/02/2026' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Edit transit' }).getByRole('textbox', { name: 'Title', exact: true }),
  ).toHaveValue('Finished goods to the Tempe warehouse, a day late');
});
