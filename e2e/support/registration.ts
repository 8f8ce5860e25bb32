import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The registration wizard as a new producer starts it: /plans (Product Origin's SIGN UP NOW), the account (Elena
 * Vasquez of Sonoran Nutrition, with `email` and `password`), the robot check and the Service Agreement, to the
 * organization step.
 */
export async function registerThroughAgreement(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto('/plans?tab=tracer');
  await page
    .getByRole('article', { name: 'Product Origin', exact: true })
    .getByRole('button', { name: 'SIGN UP NOW' })
    .click();
  await expect(page.getByRole('heading', { name: 'Registration', exact: true })).toBeVisible();
  await page.getByLabel('First name').fill('Elena');
  await page.getByLabel('Last name').fill('Vasquez');
  await page.getByLabel('Phone').fill('520-555-0187');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: /agree to the Service Agreement/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}
