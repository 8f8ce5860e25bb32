import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, seedSession, signInWithCode, test } from '../support/fixtures';
import { ORGANIZATION_AXE_EXCLUDE } from '../support/organization-axe';
import { useScenario } from '../support/scenario';
import { OMEGA_PRODUCT, passwordOf } from '../../test-support/example-world';

/**
 * Typed addresses: one journey per state the guards name, each typing a gated address and seeing that no
 * form of the gated action opens (the guards over the whole route tree are tests/unit/session/route-guards.test.ts).
 */
const NEW_BATCH = `/batches/create/${OMEGA_PRODUCT}?tab=1`;
const productForm = (page: Page) => page.getByRole('dialog', { name: 'Create New Product' });
const batchForm = (page: Page) => page.getByLabel('Tracking ID');

const LABELS: Record<string, string> = {
  tracer: 'Product Origin',
  fastpass: 'Product Fast Pass',
  publisher: 'Document Protection',
  verifier: 'Document Verification',
  compliance: 'Compliance Dashboard',
};

/** Chooses a subscription in the header's My Subscriptions (which goes home) before the next address is typed. */
async function choose(page: Page, kind: string) {
  await page.locator('header').getByLabel('My Subscriptions').click();
  await page.getByRole('option', { name: LABELS[kind] }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('signed out: a create address goes to sign-in and comes back after it', async ({ page }) => {
  await page.goto('/create-new-product');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcreate-new-product$/);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(productForm(page)).toHaveCount(0);
});

test('code not verified: a create address goes to the code step', async ({ page }) => {
  await seedSession(page, { otpVerified: false });
  await page.goto('/csv');
  await expect(page).toHaveURL(/\/verify-otp$/);
  await expect(page.getByRole('button', { name: 'Verify' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload' })).toHaveCount(0);
});

test('temporary password: a new batch’s address goes to the forced change', async ({ page }) => {
  await seedSession(page, { temporaryPassword: true });
  await page.goto(NEW_BATCH);
  await expect(page).toHaveURL(/\/update-password$/);
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  await expect(batchForm(page)).toHaveCount(0);
});

test('each subscription kind: the addresses of the others’ screens go home', async ({ page }) => {
  await seedSession(page, { subscriptions: ['tracer', 'fastpass', 'publisher', 'verifier', 'compliance'] });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  const gated = [
    { kind: 'fastpass', path: '/widget', form: () => page.getByRole('textbox', { name: 'Title' }) },
    { kind: 'publisher', path: NEW_BATCH, form: () => batchForm(page) },
    { kind: 'verifier', path: '/create-audience/0', form: () => page.getByRole('button', { name: 'Next' }) },
    { kind: 'compliance', path: '/create-new-product', form: () => productForm(page) },
    { kind: 'fastpass', path: '/import-product-from-nih', form: () => page.getByLabel('Search labels') },
  ];
  for (const { kind, path, form } of gated) {
    await choose(page, kind);
    await page.goto(path);
    await expect(page, `${kind} typing ${path}`).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await expect(form(), `${kind} typing ${path}`).toHaveCount(0);
  }
});

test('domain not verified, then approval pending: a Create menu address goes to the home’s gate', async ({ page }) => {
  await useScenario(page, 'gates');
  await page.route('https://cdn.portal.invalid/**', (route) => route.abort());
  const comparison = () => page.getByRole('heading', { name: 'Compare NIH Labels With COA' });

  await signInWithCode(
    page,
    'jonah.whitfield@copperleafbotanics.com',
    passwordOf('jonah.whitfield@copperleafbotanics.com'),
  );
  await expect(page).toHaveURL(/\/organization$/);
  await page.goto('/ingredient-comparision');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Verify your domain' })).toBeVisible();
  await expect(comparison()).toHaveCount(0);
  await expectAccessible(page, 'typed address: the domain gate', { exclude: ORGANIZATION_AXE_EXCLUDE });

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signInWithCode(
    page,
    'amara.lindqvist@bluestemwellness.com',
    passwordOf('amara.lindqvist@bluestemwellness.com'),
  );
  await expect(page.getByRole('heading', { name: 'Approval pending' })).toBeVisible();
  await page.goto('/ingredient-comparision');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Approval pending' })).toBeVisible();
  await expect(comparison()).toHaveCount(0);
});

test('plan full: a new batch’s address goes home with the server’s words, and no form opens', async ({ page }) => {
  await seedSession(page);
  const refusal = 'You have reached the maximum of 25 batches for Product Origin. Please upgrade your subscription';
  await page.goto(`${NEW_BATCH}&replay=checkSubscriptionStatus:200:subscriptionLimitReached`);
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: refusal })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await expect(batchForm(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'New batch' })).toHaveCount(0);
});
