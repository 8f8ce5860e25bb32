import type { Page } from '@playwright/test';
import { NORTHWIND, OMEGA_BATCH } from '../../test-support/example-world';
import { expectAccessible } from '../support/axe';
import { expect, seedSession, test } from '../support/fixtures';
import { realPng } from '../../test-support/real-files';
import { MOVEMENT_MESSAGES } from '../../src/features/batches/movements/movement-rules';
import { BUY_NEW_MESSAGES } from '../../src/features/billing/billing-rules';
import { UPGRADE_MESSAGES } from '../../src/features/billing/upgrade-state';
import { REGISTRATION_MESSAGES } from '../../src/features/registration/registration-messages';
import { registerThroughAgreement } from '../support/registration';

/**
 * A payment return's address is a claim, not a proof (docs/security.md, "Payments"). Each return is reached
 * as a person would: the payment started through the portal up to the mock checkout, which is not paid; then the
 * return's address is typed with a checkout session the world never made (cs_never_paid). The page must never say the
 * payment succeeded (not even for a moment: every page load is watched for the success words), must say it was not
 * confirmed in the screen's own words, and the world must hold exactly what it held at the checkout page. The paid
 * returns are journeys of billing.spec.ts, world-billing.spec.ts and batch-options.spec.ts.
 */

const MADE_UP = 'cs_never_paid';
const BATCH = OMEGA_BATCH;
const PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/**
 * Records, on every page load of this tab, any of `words` the page ever shows; `seen()` answers them. Call it before
 * the first page load.
 */
async function watchFor(page: Page, words: readonly string[]) {
  const seen = new Set<string>();
  await page.exposeFunction('__paymentSuccessSeen', (word: string) => void seen.add(word));
  await page.addInitScript((watched) => {
    const report = (window as unknown as { __paymentSuccessSeen: (word: string) => void }).__paymentSuccessSeen;
    const look = () => {
      const text = document.body?.textContent ?? '';
      for (const word of watched) if (text.includes(word)) report(word);
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  }, words);
  return () => [...seen];
}

/** Every collection of this test's world (its cookie), as its snapshot gives it. */
async function worldRecords(page: Page): Promise<Record<string, unknown>> {
  const answer = await page.request.get('/__world/snapshot');
  expect(answer.ok()).toBe(true);
  const { world } = (await answer.json()) as { world: Record<string, unknown> };
  return Object.fromEntries(Object.entries(world).filter(([, rows]) => Array.isArray(rows)));
}

/** The mock checkout's own success address (the provider's return) with `session` for its placeholder. */
function returnAddress(page: Page, session: string): string {
  const success = new URL(page.url()).searchParams.get('success') ?? '';
  expect(success).toContain(PLACEHOLDER);
  const typed = new URL(success.replace(PLACEHOLDER, session), page.url());
  return `${typed.pathname}${typed.search}`;
}

/** The settled state at 1280 and 375 px: nothing wider than the window, no serious or critical axe violation. */
async function scanAtBothWidths(page: Page, label: string, shot?: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 780 : 900 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `${label} at ${width} px scrolls sideways`,
      })
      .toBeLessThanOrEqual(0);
    await page.mouse.move(0, 0);
    await expectAccessible(page, `${label}, ${width}`);
    if (shot) await page.screenshot({ path: `e2e/.screenshots/payment-returns-${shot}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The screen's own alert (in the page's main region, not a toast). */
const screenAlert = (page: Page) => page.getByRole('main').getByRole('alert');

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('the transfer return with a made-up session: Payment Failed, no transfer recorded', async ({ page }) => {
  const seen = await watchFor(page, ['Thank you!', MOVEMENT_MESSAGES.recorded]);
  await seedSession(page, { selected: 'tracer' });
  // No card on file (the contract's CARD_NOT_FOUND, once): the portal keeps the transfer and goes to the checkout.
  await page.goto(`/batches/${BATCH}?tab=0&replay=createTransfer:200:cardNotFound!once`);
  await page.getByRole('button', { name: 'Transfer to another organization' }).click();
  const form = page.getByRole('dialog', { name: 'Transfer to another organization' });
  await form.getByRole('combobox', { name: 'To organization' }).fill('North');
  await page.getByRole('option', { name: 'Northwind Botanicals' }).click();
  await expect(form.getByTestId('transfer-fee')).toHaveText('$25.00 USD');
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Private-label lot for Northwind');
  await form.getByRole('combobox', { name: 'From location' }).click();
  await page.getByRole('option').first().click();
  await form.getByLabel('Effective date').fill('2026-06-10');
  await form.getByRole('button', { name: 'Save transfer' }).click();
  await expect(page).toHaveURL(/\/mock-checkout\?/);
  await expect(page.getByRole('button', { name: 'Pay $25.00' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('portal.pendingTransfer'))).toContain(BATCH);
  const before = await worldRecords(page);

  // Not paid: the return's address typed with a session the world never made.
  const address = returnAddress(page, MADE_UP);
  expect(address).toBe(`/thank-you-transfer-payment-done/${BATCH}/${MADE_UP}`);
  const asked = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/transfer/create'),
  );
  await page.goto(address);
  const answer = await asked;
  expect(answer.request().postDataJSON()).toMatchObject({
    integrant_id: BATCH,
    to_organization_id: NORTHWIND,
    is_payment_done: true,
    session_id: MADE_UP,
  });
  expect(await answer.json()).toMatchObject({ status: '0' });

  await expect(page.getByRole('heading', { name: MOVEMENT_MESSAGES.paymentFailedTitle })).toBeVisible();
  await expect(page.getByText(MOVEMENT_MESSAGES.paymentFailed)).toBeVisible();
  await expect(screenAlert(page)).toHaveText(MOVEMENT_MESSAGES.paymentNotConfirmed);
  await expect(page.getByRole('link', { name: 'Go to batch' })).toHaveAttribute('href', `/batches/${BATCH}`);
  await expect(page.getByText(MOVEMENT_MESSAGES.recorded)).toHaveCount(0);
  expect(seen(), 'success words shown for a made-up session').toEqual([]);
  expect((await worldRecords(page)).transfers).toEqual(before.transfers);
  expect(await worldRecords(page)).toEqual(before);
  await scanAtBothWidths(page, 'transfer return, made-up session', 'transfer-not-confirmed');
});

test('the upgrade return, made up or with no session: not confirmed, the plan unchanged', async ({ page }) => {
  const seen = await watchFor(page, ['Subscription successfully changed', 'Your new plan is active.']);
  await seedSession(page);
  // No card on file: Confirm goes to the checkout, and the return is stored for it.
  await page.route('**/api/individual-subscription-detail/is-card-added', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'example=noCardOnFile' } }),
  );
  await page.goto('/plans/upgrade/prod_QfPs7Lx2Ha9KdM');
  await expect(page.getByRole('heading', { name: 'Confirm Subscription' })).toBeVisible();
  await page.getByRole('radio', { name: /Yearly/ }).check();
  await page.getByRole('button', { name: 'Calculate amount' }).click();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page).toHaveURL(/\/mock-checkout\?/);
  const stored = await page.evaluate(() => sessionStorage.getItem('portal.upgradeReturn'));
  expect(stored).toContain('"sessionId":"cs_');
  const before = await worldRecords(page);
  const portalSessions: string[] = [];
  page.on(
    'request',
    (r) => r.url().endsWith('/api/subscription/create-portal-session') && portalSessions.push(r.url()),
  );

  // A session that is not the checkout's: nothing to finalize, so nothing is asked and nothing claimed.
  expect(returnAddress(page, MADE_UP)).toBe(`/upgrade-successfully?session_id=${MADE_UP}`);
  await page.goto(returnAddress(page, MADE_UP));
  await expect(screenAlert(page)).toHaveText(UPGRADE_MESSAGES.notConfirmed);
  await expect(page.getByRole('link', { name: 'Go to Your Subscription' })).toBeVisible();
  expect(portalSessions).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('portal.upgradeReturn'))).toBeNull();
  await scanAtBothWidths(page, 'upgrade return, made-up session');

  // The stored return given the made-up session too (the tab's storage edited): the server is asked, and refuses.
  await page.evaluate(
    ([value, session]) =>
      sessionStorage.setItem('portal.upgradeReturn', JSON.stringify({ ...value, sessionId: session })),
    [JSON.parse(stored!) as Record<string, unknown>, MADE_UP] as const,
  );
  const asked = page.waitForResponse((r) => r.url().endsWith('/api/subscription/create-portal-session'));
  await page.goto(`/upgrade-successfully?session_id=${MADE_UP}`);
  const answer = await asked;
  expect(answer.request().postDataJSON()).toEqual({ session_id: MADE_UP });
  expect(await answer.json()).toMatchObject({ status: '0' });
  await expect(screenAlert(page)).toHaveText(UPGRADE_MESSAGES.returnFailed);
  await scanAtBothWidths(page, 'upgrade return, made-up session refused by the server');

  // No session at all.
  await page.goto('/upgrade-successfully');
  await expect(screenAlert(page)).toHaveText(UPGRADE_MESSAGES.notConfirmed);
  await scanAtBothWidths(page, 'upgrade return, no session');

  await expect(page.getByText('Subscription successfully changed')).toHaveCount(0);
  expect(seen(), 'success words shown for a made-up session').toEqual([]);
  expect(await worldRecords(page)).toEqual(before);
});

test('the new-product return with ?success=true and a made-up session: not confirmed, not added', async ({ page }) => {
  const seen = await watchFor(page, [BUY_NEW_MESSAGES.purchased]);
  await seedSession(page);
  await page.goto('/plans/buyNew/prod_QfDp6Hs3Yt7Bc1');
  await expect(page.getByRole('heading', { name: 'Confirm Subscription' })).toBeVisible();
  await page.getByRole('radio', { name: /Yearly/ }).check();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page).toHaveURL(/\/mock-checkout\?/);
  const before = await worldRecords(page);

  const address = returnAddress(page, MADE_UP);
  expect(address).toMatch(
    /^\/buy-new-product-thankyou\?success=true&individualSubId=[^&]+&subscription_type=publisher&session_id=cs_never_paid$/,
  );
  const asked = page.waitForResponse((r) => r.url().endsWith('/api/individual-subscription-detail/buy-new-product'));
  await page.goto(address);
  const answer = await asked;
  expect(answer.request().postDataJSON()).toMatchObject({
    subscription_type: 'publisher',
    status: 'success',
    session_id: MADE_UP,
  });
  expect(await answer.json()).toMatchObject({ status: '0' });

  const alert = screenAlert(page);
  await expect(alert).toContainText(BUY_NEW_MESSAGES.failed);
  await expect(alert).toContainText(BUY_NEW_MESSAGES.notConfirmed);
  await expect(page.getByRole('link', { name: BUY_NEW_MESSAGES.home })).toBeVisible();
  await expect(page.getByText(BUY_NEW_MESSAGES.purchased)).toHaveCount(0);
  expect(seen(), 'success words shown for a made-up session').toEqual([]);
  // Neither the session nor the world holds Document Protection.
  const held = await page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('portal.session') ?? '{}') as {
          individual?: { subscriptionList?: { subscription_type: string }[] };
        }
      ).individual?.subscriptionList?.map((s) => s.subscription_type) ?? [],
  );
  expect(held).not.toContain('publisher');
  expect(await worldRecords(page)).toEqual(before);
  await scanAtBothWidths(page, 'new-product return, made-up session');
});

test('the registration return with a made-up session: not confirmed, registration not complete', async ({ page }) => {
  test.setTimeout(60_000);
  const seen = await watchFor(page, ['Great! Your Registration process successfully complete.']);
  await registerThroughAgreement(page, { email: 'elena.vasquez@sonorannutrition.com', password: 'Harvest-Morning-42' });
  await page.getByLabel('Organization name').fill('Sonoran Nutrition');
  await page.getByLabel('Domain name').fill('sonorannutrition.com');
  await page.locator('input[type=file]').setInputFiles(realPng('sonoran-logo.png', 12));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByRole('region', { name: 'Order detail' })
    .getByRole('radio', { name: /Yearly/ })
    .check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/mock-checkout\?/);
  const before = await worldRecords(page);

  const address = returnAddress(page, MADE_UP);
  expect(address).toBe(`/thankyou?success=true&session_id=${MADE_UP}`);
  const asked = page.waitForResponse((r) => r.url().endsWith('/api/subscription/create-portal-session'));
  await page.goto(address);
  const answer = await asked;
  expect(answer.request().postDataJSON()).toEqual({ session_id: MADE_UP });
  expect(await answer.json()).toMatchObject({ status: '0' });

  // The portal says so and leaves the thank-you page; nothing of step 4 is saved.
  const toast = page
    .locator('.mantine-Notification-root')
    .filter({ hasText: REGISTRATION_MESSAGES.paymentNotConfirmed });
  await expect(toast).toBeVisible();
  await expect(page).not.toHaveURL(/\/thankyou/);
  await expect(page.getByText('Great! Your Registration process successfully complete.')).toHaveCount(0);
  expect(seen(), 'success words shown for a made-up session').toEqual([]);
  expect(await worldRecords(page)).toEqual(before);
  await expectAccessible(page, 'registration return, made-up session, 1280');
});
