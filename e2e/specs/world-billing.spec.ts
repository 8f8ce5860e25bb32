import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, seedSession, signInWithCode, test } from '../support/fixtures';
import { ORGANIZATION_AXE_EXCLUDE } from '../support/organization-axe';
import { realPng } from '../../test-support/real-files';
import { registerThroughAgreement } from '../support/registration';

/**
 * Sign-up, registration and billing on the mock world (mocks/world/resolvers/registration.ts, subscription.ts): a new
 * organization registered through the wizard and paid on the mock checkout, then signed into, empty, with its plan;
 * an upgrade that raises what the seat threshold allows; a user deleted and the seats used going down. Each state is
 * kept across a reload and scanned with axe.
 */
const PASSWORD = 'Harvest-Morning-42';
const EMAIL = 'elena.vasquez@sonorannutrition.com';
const STARTER = { product: 'prod_QfDpFr2Wq8Lm5N', price: 'price_1QfDpF0fFr2Wq8LmF' };

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });
const scan = async (page: Page, label: string, exclude: readonly string[] = []) => {
  await page.mouse.move(0, 0);
  await expectAccessible(page, label, { exclude });
};
const shoot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e/.screenshots/world-billing-${name}.png`, fullPage: true });

/** The items row of a subscription tab: type, allowed, created, remaining. */
async function itemRow(page: Page, plan: string, item: string) {
  const row = page.getByRole('table', { name: `${plan} items` }).getByRole('row', { name: new RegExp(`^${item}`) });
  return row.getByRole('cell');
}

/** /login, then the one-time code (a new individual has no authenticator yet: the QR to set one up). */
const signIn = (page: Page, email: string) =>
  signInWithCode(page, email, PASSWORD, async () => {
    await expect(page).toHaveURL(/\/verify-otp/);
    await expect(page.getByRole('img', { name: 'Authenticator QR code' })).toBeVisible();
  });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('a new organization: registered and paid on the mock checkout, then signed into, empty, with its plan', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // Step 0, the account, then the agreement: kept by the world, the wizard resumes after a reload.
  await registerThroughAgreement(page, { email: EMAIL, password: PASSWORD });
  await expect(page.getByLabel('Organization name')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Basic Organization Information' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(page.getByRole('button', { name: 'VIEW Pre Registration' })).toBeVisible();
  await scan(page, 'registration resumed at the organization step');

  // Step 2, the organization, then the payment: Pay now, the mock checkout, Pay.
  await page.getByLabel('Organization name').fill('Sonoran Nutrition');
  await page.getByLabel('Domain name').fill('sonorannutrition.com');
  await page.getByLabel('Tag line').fill('From the Sonoran desert');
  await page.locator('input[type=file]').setInputFiles(realPng('sonoran-logo.png', 12));
  await page.getByRole('button', { name: 'Continue' }).click();
  const order = page.getByRole('region', { name: 'Order detail' });
  await expect(order).toContainText('Product Origin');
  await order.getByRole('radio', { name: /Yearly/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/mock-checkout\?/);
  await expect(page.getByRole('heading', { name: 'Product Origin' })).toBeVisible();
  await scan(page, 'mock checkout of the registration');
  await page.getByRole('button', { name: 'Pay $1,490.00' }).click();
  await expect(page).toHaveURL(/\/thankyou\?success=true&session_id=cs_/);
  await expect(page.getByText('Great! Your Registration process successfully complete.')).toBeVisible();
  await scan(page, 'registration complete');
  await shoot(page, 'registered');

  // Signing in with that email enters the new organization: its domain to verify first.
  await page.getByRole('link', { name: 'Login' }).click();
  await signIn(page, EMAIL);
  await expect(page).toHaveURL(/\/organization$/);
  await expect(page.getByLabel('Organization name')).toHaveValue('Sonoran Nutrition');
  await expect(page.getByLabel('DNS TXT record')).toHaveText(/^portal-verification=[0-9a-f]{8}$/);
  await scan(page, 'the new organization, domain not verified', ORGANIZATION_AXE_EXCLUDE);
  await page.reload();
  await expect(page.getByLabel('Organization name')).toHaveValue('Sonoran Nutrition');
  await page.getByLabel('I have added this TXT record to the DNS of my domain.').check();
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(toast(page, 'Domain verified successfully')).toBeVisible();

  // Home: the catalogue, empty.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  await expect(page.getByText('Data not available.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'My Subscriptions' }).first()).toHaveValue('Product Origin');
  await scan(page, 'the new organization’s empty catalogue');
  await shoot(page, 'empty-home');
  await page.reload();
  await expect(page.getByText('Data not available.')).toBeVisible();

  // Its plan: Product Origin, yearly, nothing made yet, one seat taken.
  await page.goto('/subscription');
  await expect(page.getByRole('tab')).toHaveText(['Product Origin', 'Billing']);
  await expect(page.getByText('$1,490.00 / year')).toBeVisible();
  await expect(await itemRow(page, 'Product Origin', 'Products on chain')).toHaveText([
    'Products on chain',
    '100',
    '0',
    '100',
  ]);
  await expect(await itemRow(page, 'Product Origin', 'Seats')).toHaveText(['Seats', 'Unlimited', '1', 'Unlimited']);
  await scan(page, 'the new organization’s subscription');
  await page.getByRole('tab', { name: 'Billing' }).click();
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('row')).toHaveCount(2);
  await expect(invoices).toContainText('Product Origin');
  await expect(invoices).toContainText('$1,490.00');
  await scan(page, 'the new organization’s invoices');
  await shoot(page, 'new-invoices');
  await page.reload();
  await expect(page.getByRole('tab')).toHaveText(['Product Origin', 'Billing']);
});

/** Registers an organization on Document Protection Starter (free, one seat) through the world's own calls. */
async function registerStarter(request: APIRequestContext, email: string) {
  const step = async (fields: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>) => {
    const answer = await request.post('/api/pre-registration/init', { multipart: fields });
    expect(answer.status(), await answer.text()).toBe(200);
    return answer;
  };
  const who = { email_address: email, created_by: email, updated_by: email };
  await step({
    registration_step: '0',
    name_first: 'Tomas',
    name_last: 'Reyes',
    phone: '480-555-0133',
    password: PASSWORD,
    recaptcha_token: 'e2e',
    is_google_login: 'false',
    is_microsoft_login: 'false',
    ...who,
  });
  await step({ registration_step: '2', is_consented: 'true', ...who });
  await step({
    registration_step: '3',
    organization_name: 'Mesa Botanica',
    domain_name: 'mesabotanica.com',
    subscription_id: STARTER.product,
    subscription_name: 'Document Protection Starter',
    subscription_type: 'publisher',
    fileName: { name: 'mesa.png', mimeType: 'image/png', buffer: realPng('mesa.png', 4).buffer },
    ...who,
  });
  const info = await request.post('/api/pre-registration/user-info', { data: { email_address: email } });
  const organizationId = ((await info.json()) as { data: { organization_id: string } }).data.organization_id;
  const free = await request.post('/api/subscription/free-subscription', {
    data: {
      email_address: email,
      organization_id: organizationId,
      subscription_charges_id: STARTER.price,
      subscription_id: STARTER.product,
    },
  });
  const transaction = ((await free.json()) as { data: { subscriptionId: string } }).data.subscriptionId;
  await step({
    registration_step: '4',
    subscription_id: STARTER.product,
    subscription_charges_id: STARTER.price,
    subscription_name: 'Document Protection Starter',
    subscription_type: 'publisher',
    is_payment_completed: 'true',
    has_card: 'false',
    status: 'active',
    transaction_id: transaction,
    ...who,
  });
}

async function addUser(page: Page, n: number) {
  await page.goto('/organization/create-user-account');
  await expect(page.getByRole('heading', { name: 'Create User Account' })).toBeVisible();
  await page.getByLabel('First name').fill('Lucia');
  await page.getByLabel('Last name').fill(`Moreno ${n}`);
  await page.getByLabel('Phone').fill('480-555-0177');
  await page.getByLabel('Email').fill(`lucia.moreno${n}@mesabotanica.com`);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

test('an upgrade raises what the threshold allows: Starter’s one seat, then Document Protection’s ten', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = 'tomas.reyes@mesabotanica.com';
  await registerStarter(page.request, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/organization$/);

  // The one seat is the owner's: one more user account is the threshold popup.
  await addUser(page, 1);
  const popup = page.getByRole('dialog', { name: 'Your Organization Threshold Limit exceeded' });
  await expect(popup).toContainText('You have reached the maximum number of seats allowed by your plan.');
  await scan(page, 'seat threshold on Starter');
  await shoot(page, 'seat-threshold');
  await popup.getByText('Close', { exact: true }).click();

  // The upgrade: Document Protection monthly, computed for the days left (a whole month: $29.00), paid by card.
  await page.goto('/plans?tab=publisher');
  await page
    .getByRole('article', { name: 'Document Protection', exact: true })
    .getByRole('button', { name: 'UPDATE PLAN' })
    .click();
  await expect(page.getByRole('heading', { name: 'Confirm Subscription' })).toBeVisible();
  await page.getByRole('radio', { name: /Monthly/ }).check();
  await page.getByRole('button', { name: 'Calculate amount' }).click();
  await expect(page.getByText('$29.00', { exact: true })).toBeVisible();
  await scan(page, 'upgrade amount calculated');
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page).toHaveURL(/\/mock-checkout\?/);
  await page.getByRole('button', { name: 'Pay $29.00' }).click();
  await expect(page.getByRole('heading', { name: 'Subscription successfully changed' })).toBeVisible();
  await scan(page, 'upgrade done');

  // The plan changed, and with it the seats: a second user account now fits, across a reload.
  await page.goto('/subscription');
  await expect(page.getByRole('tab')).toHaveText(['Document Protection', 'Billing']);
  await expect(await itemRow(page, 'Document Protection', 'Seats')).toHaveText(['Seats', '10', '1', '9']);
  await scan(page, 'subscription after the upgrade');
  await addUser(page, 2);
  await expect(toast(page, 'User Account has been Created.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('table', { name: 'User accounts' })).toContainText('Lucia Moreno 2');
  await page.goto('/subscription');
  await expect(await itemRow(page, 'Document Protection', 'Seats')).toHaveText(['Seats', '10', '2', '8']);
  await shoot(page, 'upgraded-seats');
});

test('seats follow users: a user deleted, the seats used on /subscription go down', async ({ page }) => {
  test.setTimeout(120_000);
  await seedSession(page);
  await page.goto('/subscription');
  await expect(await itemRow(page, 'Product Origin', 'Seats')).toHaveText(['Seats', 'Unlimited', '3', 'Unlimited']);
  await scan(page, 'subscription with three seats used');

  await page.goto('/organization');
  await page.getByRole('button', { name: 'Delete Marcus Reed' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'User Account has been successfully Delete.')).toBeVisible();

  await page.goto('/subscription');
  await expect(await itemRow(page, 'Product Origin', 'Seats')).toHaveText(['Seats', 'Unlimited', '2', 'Unlimited']);
  await scan(page, 'subscription with two seats used');
  await shoot(page, 'seats-down');
  await page.reload();
  await expect(await itemRow(page, 'Product Origin', 'Seats')).toHaveText(['Seats', 'Unlimited', '2', 'Unlimited']);
  await page.getByRole('tab', { name: 'Product Fast Pass' }).click();
  // One seat limit for the organization, from its plans (Product Origin's unlimited): the same on every tab.
  await expect(await itemRow(page, 'Product Fast Pass', 'Seats')).toHaveText(['Seats', 'Unlimited', '2', 'Unlimited']);
});
