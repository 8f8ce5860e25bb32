import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, seedSession, test } from './fixtures';

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
  await bothWidths(page, 'verifier dashboard');

  await switchTo('Document Protection');
  await expect(page.getByRole('heading', { name: 'Free-trial documents' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Setup Guide' })).toBeVisible();
  await bothWidths(page, 'publisher dashboard');

  await switchTo('Compliance Dashboard');
  await expect(page.getByRole('table', { name: 'Retailer compliance' })).toBeVisible();
  await bothWidths(page, 'compliance dashboard');
});

test('a publisher uploads documents, edits their details and deletes one', async ({ page }) => {
  await seedSession(page, { subscriptions: ['publisher'] });
  await page.goto('/');
  // The dashboard chunk (charts) comes after the shell.
  await expect(page.getByRole('heading', { name: 'Free-trial documents' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Generate JWT Token' }).click();
  await expect(page.getByLabel('JWT token')).toBeVisible();

  const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await page.locator('input[type="file"]').setInputFiles([pdf('one.pdf'), pdf('two.pdf')]);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Documents uploaded successfully')).toBeVisible();
  // Prism answers every page with its example (3 of 12): whether or not the next page was asked for, each
  // document shows once, and the list asks no more once a page brings nothing new.
  const table = page.getByRole('table', { name: 'Free-trial documents' });
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
  await expect(table.getByRole('row')).toHaveCount(4);
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
