import type { Page } from '@playwright/test';
import { realPdf } from '../../test-support/real-files';
import { expectAccessible } from '../support/axe';
import { expect, seedSession, test } from '../support/fixtures';

/** The dashboards at / and their gates, on Prism's examples. */

async function signInThroughOtp(page: Page) {
  await page.getByLabel('Email').fill('qa@example.com');
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByLabel('Verification code').fill('492817');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/verify-otp/);
}

async function bothWidths(page: Page, label: string) {
  await expectAccessible(page, `${label} at 1280`);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectAccessible(page, `${label} at 375`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('/ for tracer, then verifier, publisher and compliance through the subscription switcher', async ({ page }) => {
  await page.goto('/login?replay=login:200:allSubscriptions&replay=retrieveSubscriptions:200:allSubscriptions');
  await signInThroughOtp(page);
  const switchTo = async (name: string) => {
    await page.getByRole('combobox', { name: 'My Subscriptions' }).first().click();
    await page.getByRole('option', { name }).click();
  };
  await switchTo('Product Origin');
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await switchTo('Document Verification');
  await expect(page.getByRole('heading', { name: 'Verification by organization' })).toBeVisible();
  await expect(page.getByText('Suspected tampering')).toBeVisible();
  // The chart comes in its own chunk, after the figures and the table: scanned once it is drawn.
  await expect(page.getByRole('status', { name: 'Loading the chart' })).toHaveCount(0);
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await bothWidths(page, 'verifier dashboard');

  await switchTo('Document Protection');
  await expect(page.getByRole('heading', { name: 'Free-trial documents' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Setup Guide' })).toBeVisible();
  await bothWidths(page, 'publisher dashboard');

  await switchTo('Compliance Dashboard');
  const retailers = page.getByRole('table', { name: 'Retailer compliance' });
  await expect(retailers).toBeVisible();
  // Every heading on one or two lines (they wrapped to four at 1280), and an expiration date past is marked in words.
  const lines = await retailers
    .locator('[data-heading]')
    .evaluateAll((headings) =>
      headings.map((h) => Math.round(h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight))),
    );
  expect(lines.length).toBeGreaterThan(5);
  expect(Math.max(...lines)).toBeLessThanOrEqual(2);
  await expect(retailers.getByRole('row', { name: /Northwind Botanicals/ })).toContainText('09/30/2026Expired');
  await bothWidths(page, 'compliance dashboard');
});

test('a publisher uploads documents, edits their details and deletes one', async ({ page }) => {
  await seedSession(page, { subscriptions: ['publisher'] });
  await page.goto('/');
  // The dashboard chunk (charts) comes after the shell.
  await expect(page.getByRole('heading', { name: 'Free-trial documents' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Generate JWT Token' }).click();
  await expect(page.getByLabel('JWT token')).toBeVisible();

  // Five at a time (the dropzone's limit), then one more: real PDFs of a few KB (test-support/real-files.ts).
  for (const batch of [['one', 'two', 'three', 'four', 'five'], ['six']]) {
    await page.locator('input[type="file"]').setInputFiles(batch.map((n) => realPdf(`${n}.pdf`, 8)));
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Documents uploaded successfully').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
    await expect(page.getByRole('cell', { name: `${batch.at(-1)}.pdf`, exact: true })).toBeVisible();
  }
  // The world keeps them: the five documents of the seed and the six uploaded, ten a page; page two (one row, the
  // oldest of the seed) comes as the table's end comes into view, and no document shows twice.
  const table = page.getByRole('table', { name: 'Free-trial documents' });
  await expect(table.getByRole('cell', { name: 'six.pdf', exact: true })).toBeVisible();
  await table.getByRole('row').last().scrollIntoViewIfNeeded();
  await expect(table.getByRole('row')).toHaveCount(12);
  const row = (file: string) =>
    table.getByRole('row').filter({ has: page.getByRole('cell', { name: file, exact: true }) });

  await row('COA_VL-OMG-2026-0412.pdf').getByRole('button', { name: 'Edit COA_VL-OMG-2026-0412.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit details of COA_VL-OMG-2026-0412.pdf' });
  await expect(dialog.getByLabel('Product', { exact: true })).toHaveValue('Daily Omega-3 Fish Oil 1000 mg');
  await expectAccessible(page, 'metadata edit dialog');
  await dialog.getByLabel('Product', { exact: true }).click();
  await page.getByRole('option', { name: 'Vitamin D3 5000 IU' }).click();
  await expect(dialog.getByLabel('Batch', { exact: true })).toHaveValue('');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Documents updated successfully')).toBeVisible();

  await expect(dialog).toHaveCount(0);
  await row('Specification_Magnesium_Glycinate.pdf')
    .getByRole('button', { name: 'Delete Specification_Magnesium_Glycinate.pdf' })
    .click();
  await expectAccessible(page, 'delete confirmation');
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Document deleted successfully')).toBeVisible();

  // After a reload: the deleted one is gone, the edit and the uploads are kept.
  await page.reload();
  await expect(table.getByRole('cell', { name: 'one.pdf', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(row('Specification_Magnesium_Glycinate.pdf')).toHaveCount(0);
  await expect(row('COA_VL-OMG-2026-0412.pdf')).toContainText('Vitamin D3 5000 IU');
});

test.describe.configure({ timeout: 120_000 });

test('the gate of a free trial: the dashboard under the banner', async ({ page }) => {
  await page.goto('/login?replay=login:200:freeTrialPublisher&replay=getOrganization:200:organizationFreeTrial');
  await signInThroughOtp(page);
  await expect(page.getByText(/days? left in your 30-day free trial|free trial has ended/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Free-trial documents' })).toBeVisible();
  await bothWidths(page, 'free trial dashboard');
});

test('the gate of a pending approval', async ({ page }) => {
  await page.goto('/login?replay=login:200:approvalPending&replay=getOrganization:200:organizationApprovalPending');
  await signInThroughOtp(page);
  await expect(page.getByRole('heading', { name: 'Approval pending' })).toBeVisible();
  await bothWidths(page, 'approval pending');
});

test('the gate of an unverified domain', async ({ page }) => {
  await page.goto('/login?replay=login:200:domainNotVerified&replay=getOrganization:200:organizationUnverifiedDomain');
  await signInThroughOtp(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Verify your domain' })).toBeVisible();
  await bothWidths(page, 'domain verification');
  await page.getByRole('link', { name: 'Verify Domain' }).click();
  await expect(page).toHaveURL(/\/organization$/);
});
