import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, signInWithCode, test } from '../support/fixtures';
import { ORGANIZATION_AXE_EXCLUDE } from '../support/organization-axe';
import { passwordOf } from '../../test-support/example-world';
import { useScenario } from '../support/scenario';

/**
 * The gates scenario (mocks/world/scenarios/gates.ts): signed in by their emails, Jonah Whitfield meets the domain
 * verification gate (Copperleaf Botanics' domain is not verified) and Amara Lindqvist the approval gate (Bluestem
 * Wellness awaits the admin's approval), in the spec's words. Each state is scanned and pictured at 1280 px and 375 px.
 */
const DOMAIN_BLOCKED = 'To access this functionality first verify your domain.';
const APPROVAL_BLOCKED = "Your organization's approval is pending from Admin side.";
const widths = [1280, 375] as const;

async function bothWidths(page: Page, name: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 375 ? 780 : 900 });
    await expectAccessible(page, `gates ${name} at ${width} px`, { exclude: ORGANIZATION_AXE_EXCLUDE });
    await page.screenshot({ path: `e2e/.screenshots/scenario-gates-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The Create menu's action is refused with the gate's words (a warning toast). */
async function createIsBlocked(page: Page, words: string) {
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('menuitem', { name: 'Ingredient Comparison', exact: true }).click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: words })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('Sign Out Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
}

test('the gates: Jonah’s unverified domain, then Amara’s pending approval', async ({ page }) => {
  test.setTimeout(180_000);
  await useScenario(page, 'gates');
  // The organizations' logos are on a host that does not exist: fail them at once, so the default image shows.
  await page.route('https://cdn.portal.invalid/**', (route) => route.abort());

  // A domain that is not verified: after the code the organization page, with the TXT record to add.
  await signInWithCode(
    page,
    'jonah.whitfield@copperleafbotanics.com',
    passwordOf('jonah.whitfield@copperleafbotanics.com'),
  );
  await expect(page).toHaveURL(/\/organization$/);
  await expect(page.getByLabel('Organization name')).toHaveValue('Copperleaf Botanics');
  await expect(page.getByLabel('DNS TXT record')).toHaveText(/^portal-verification=/);
  await expect(page.getByRole('button', { name: 'Verify', exact: true })).toBeDisabled();
  await bothWidths(page, 'domain-organization');

  // Home is the domain verification gate, and the Create menu says why it is closed.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Verify your domain' })).toBeVisible();
  await expect(page.getByText(DOMAIN_BLOCKED)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Verify Domain' })).toBeVisible();
  await bothWidths(page, 'domain-gate');
  await createIsBlocked(page, DOMAIN_BLOCKED);
  await signOut(page);

  // A verified domain awaiting the admin: home is the approval gate.
  await signInWithCode(
    page,
    'amara.lindqvist@bluestemwellness.com',
    passwordOf('amara.lindqvist@bluestemwellness.com'),
  );
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Approval pending' })).toBeVisible();
  await expect(page.getByText(APPROVAL_BLOCKED)).toBeVisible();
  await expect(page.getByText('Your domain is verified.', { exact: false })).toBeVisible();
  await bothWidths(page, 'approval-gate');
  await createIsBlocked(page, APPROVAL_BLOCKED);
});
