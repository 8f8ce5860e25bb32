import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { BLUESTEM, SUNFIELD } from '../../test-support/example-world';

/**
 * The example world's gates by QA link (README, "QA: replaying documented responses"): a sign-in
 * example and an organization example armed together open the portal as someone else. The links
 * are the README's; the names are pinned in tests/contract/example-world.test.ts.
 */
const FREE_TRIAL_PUBLISHER_LINK =
  '/login?replay=login:200:freeTrialPublisher&replay=getOrganization:200:organizationFreeTrial';

interface StoredSession {
  selectedSubscription: string | null;
  individual: { organization_id: string; subscriptionList: { subscription_type: string }[] } | null;
  organization: { id: string; is_free_trail?: boolean; is_valid_domain_name?: boolean; is_approved?: boolean } | null;
}

/** Any well-formed email and password, then any six-digit code (the individuals have an authenticator secret). */
async function signInThroughOtp(page: Page) {
  await page.getByLabel('Email').fill('qa@example.com');
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/verify-otp/);
  await page.getByLabel('Verification code').fill('492817');
  await page.getByRole('button', { name: 'Verify' }).click();
}

const storedSession = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('portal.session') ?? 'null') as StoredSession);

test('the README link opens the portal as a publisher on a free trial', async ({ page }) => {
  await page.goto(FREE_TRIAL_PUBLISHER_LINK);
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughOtp(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('You are working in Document Protection.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sunfield Apothecary' })).toBeVisible();
  await expect(page.getByText('Free trial', { exact: true })).toBeVisible();
  const session = await storedSession(page);
  expect(session.selectedSubscription).toBe('publisher');
  expect(session.individual?.subscriptionList.map((s) => s.subscription_type)).toEqual(['publisher']);
  expect(session.organization).toMatchObject({ id: SUNFIELD, is_free_trail: true });
});

test('the gates: an unverified domain goes to /organization, a pending approval reaches home', async ({ page }) => {
  await page.goto('/login?replay=login:200:domainNotVerified&replay=getOrganization:200:organizationUnverifiedDomain');
  await signInThroughOtp(page);
  await expect(page).toHaveURL(/\/organization$/);
  expect((await storedSession(page)).organization).toMatchObject({
    id: 'ORG9H2V5LT',
    is_free_trail: false,
    is_valid_domain_name: false,
  });

  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.context().clearCookies();
  await page.goto('/login?replay=login:200:approvalPending&replay=getOrganization:200:organizationApprovalPending');
  await signInThroughOtp(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Approval pending', { exact: true })).toBeVisible();
  const session = await storedSession(page);
  expect(session.selectedSubscription).toBe('compliance');
  expect(session.organization).toMatchObject({ id: BLUESTEM, is_valid_domain_name: true, is_approved: false });
});

test('the replay catalogue lists the example world', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Replay panel' }).click();
  const drawer = page.getByRole('dialog', { name: /Replay documented responses/ });
  await drawer.getByLabel('Search operations').fill('sign in with email');
  await drawer.getByRole('button', { name: /^login\s*POST/ }).click();
  for (const example of ['allSubscriptions', 'freeTrialPublisher', 'domainNotVerified', 'approvalPending']) {
    await expect(drawer.getByRole('button', { name: `Arm 200 ${example} once` })).toBeVisible();
  }
});
