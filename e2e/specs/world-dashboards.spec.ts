import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, seedSession, signInWithCode, test } from '../support/fixtures';
import { PASSWORDS } from '../../test-support/example-world';
import { realPdf } from '../../test-support/real-files';

/**
 * The dashboards on the mock world (mocks/world/resolvers/dashboard.ts, compliance.ts): the figures are counted from
 * what the world holds, so a free-trial upload raises the publisher's count and the compliance column choice is read
 * back as saved, each across a reload. Each test has a world of its own (the `portal-world` cookie of
 * e2e/support/fixtures.ts).
 */

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/.screenshots/world-dashboards-${name}.png`, fullPage: true });
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('a free-trial upload raises the publisher dashboard’s count, kept across a reload', async ({ page }) => {
  test.setTimeout(90_000);
  // Daniel Okafor of Sunfield Apothecary, the example world's publisher on its free trial: the world signs him in.
  await signInWithCode(page, 'daniel.okafor@sunfieldapothecary.com', PASSWORDS.daniel);
  await expect(page).not.toHaveURL(/verify-otp/);

  // The trial has hashed nothing yet: no documents of his own, an empty chart, none of the month's hashes used.
  await expect(page.getByText(/days? left in your 30-day free trial/)).toBeVisible({ timeout: 30_000 });
  const table = page.getByRole('table', { name: 'Free-trial documents' });
  await expect(page.getByRole('heading', { name: 'Free-trial documents' })).toBeVisible();
  const used = page.getByLabel('Documents published this month');
  await expect(used).toHaveText('0/500');
  await expect(page.getByText('No documents uploaded yet.')).toBeVisible();
  await expect(page.getByText('Data not available.')).toBeVisible();
  await expect(page.getByText('COA_VL-OMG-2026-0412.pdf')).toHaveCount(0);
  await expectAccessible(page, 'free trial dashboard before an upload');
  await shoot(page, 'before-upload');

  const files = ['Sunfield_COA_Ashwagandha_2026-11.pdf'];
  await page.locator('input[type="file"]').setInputFiles(files.map((name) => realPdf(name, 8)));
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Documents uploaded successfully')).toBeVisible();
  for (const name of files) await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
  // The count follows at once: the chart and the month's bar are asked again after the upload.
  await expect(page.getByText('1 documents added in the range')).toBeVisible();
  await expect(used).toHaveText('1/500');

  // After a reload, the dashboard counts it: the chart's range and the month's hashes.
  await page.reload();
  await expect(page.getByText('1 documents added in the range')).toBeVisible({ timeout: 30_000 });
  await expect(used).toHaveText('1/500');
  await expect(page.getByText('Data not available.')).toHaveCount(0);
  for (const name of files) await expect(table.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expectAccessible(page, 'free trial dashboard after an upload');
  await shoot(page, 'after-upload');
});

test('the compliance column choice is saved and read back after a reload', async ({ page }) => {
  test.setTimeout(90_000);
  await seedSession(page, { subscriptions: ['compliance'] });
  await page.goto('/');
  const table = page.getByRole('table', { name: 'Retailer compliance' });
  await expect(table).toBeVisible({ timeout: 30_000 });
  // The example world's saved choice hides the effective dates.
  await expect(table.getByRole('columnheader', { name: 'Microbial Tested' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'CM Org Doc Effective Date' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Columns of retailer compliance' }).click();
  // Each choice is saved (one save at a time: the second once the first is answered).
  const savedWith = (label: string, visible: boolean) =>
    page.waitForResponse(
      (r) =>
        r.url().endsWith('/organization/retailer-dashboard/preferences') &&
        (r.request().postData() ?? '').includes(JSON.stringify({ label, visible })),
    );
  const first = savedWith('Microbial Tested', false);
  await page.getByRole('checkbox', { name: 'Microbial Tested' }).click();
  expect(await (await first).json()).toMatchObject({ status: '1' });
  const second = savedWith('CM Org Doc Effective Date', true);
  await page.getByRole('checkbox', { name: 'CM Org Doc Effective Date' }).click();
  expect(await (await second).json()).toMatchObject({ status: '1' });
  await expect(page.getByRole('checkbox', { name: 'CM Org Doc Effective Date' })).toBeChecked();
  await shoot(page, 'compliance-column-menu');
  // The column chooser is a dialog holding a labelled group of checkboxes; focus goes back to its button on Escape.
  await expect(page.getByRole('dialog', { name: 'Columns of retailer compliance' })).toBeVisible();
  await expectAccessible(page, 'compliance column chooser open');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Columns of retailer compliance' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Columns of retailer compliance' })).toBeFocused();
  // The pointer leaves the table: a row under it is highlighted, which is not the state to scan.
  await page.mouse.move(0, 0);
  await expect(table.getByRole('columnheader', { name: 'Microbial Tested' })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'CM Org Doc Effective Date' })).toBeVisible();
  await expectAccessible(page, 'compliance table with a new column choice');

  await page.reload();
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('columnheader', { name: 'Microbial Tested' })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'CM Org Doc Effective Date' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Brand Exhibit Effective Date' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Columns of retailer compliance' }).click();
  await expect(page.getByRole('checkbox', { name: 'Microbial Tested' })).not.toBeChecked();
  await page.keyboard.press('Escape');
  await page.mouse.move(0, 0);
  await expectAccessible(page, 'compliance table with the saved columns');
  await shoot(page, 'compliance-after-reload');
});
