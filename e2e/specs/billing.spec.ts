import type { Page, Request } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, seedSession, test } from '../support/fixtures';

const FAST_PASS = '/plans/upgrade/prod_QfPs7Lx2Ha9KdM';
const PROTECTION = '/plans/buyNew/prod_QfDp6Hs3Yt7Bc1';

/** Every later answer of this call is the named example (Prism's Prefer header). */
async function answerWith(page: Page, path: string, example: string) {
  await page.route(`**/api${path}`, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: `example=${example}` } }),
  );
}

function count(page: Page, path: string) {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith(path)) seen.push(r);
  });
  return seen;
}

test('an upgrade with a coupon, without a card on file, through the mock checkout and back', async ({ page }) => {
  test.setTimeout(90_000);
  await seedSession(page);
  await answerWith(page, '/individual-subscription-detail/is-card-added', 'noCardOnFile');
  // The screen given an answer: the contract's proration ($124.18), not the world's arithmetic.
  await answerWith(page, '/subscription/proration-invoice', 'proration');
  const prorations = count(page, '/subscription/proration-invoice');
  await page.goto(FAST_PASS);
  await expect(page.getByRole('heading', { name: 'Confirm Subscription' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Monthly/ })).toBeDisabled();
  await page.getByRole('radio', { name: /Yearly/ }).check();
  await page.getByRole('button', { name: 'Calculate amount' }).click();
  await expect(page.getByText('$124.18')).toBeVisible();
  const body = prorations[0]!.postDataJSON() as { proration_date: number };
  expect(Math.abs(body.proration_date - Date.now() / 1000)).toBeLessThan(120);

  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon code is a required field.')).toBeVisible();
  await expectAccessible(page, 'upgrade, coupon required');
  await page.getByLabel('Coupon code').fill('HARVEST25');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Promotion code applied successfully (HARVEST25)')).toBeVisible();
  await expectAccessible(page, 'upgrade, coupon applied');

  // The coupon's 25 % off the $124.18 proration is what is paid (the money sweep recomputes it in jsdom).
  await expect(page.getByText('$93.14')).toBeVisible();

  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page).toHaveURL(/\/mock-checkout\?/);
  await page.getByRole('button', { name: 'Pay $93.14' }).click();
  await expect(page).toHaveURL(/\/upgrade-successfully\?session_id=cs_/);
  await expect(page.getByRole('heading', { name: 'Subscription successfully changed' })).toBeVisible();
  await expectAccessible(page, '/upgrade-successfully');
  expect(await page.evaluate(() => sessionStorage.getItem('portal.upgradeReturn'))).toBeNull();
  await page.getByRole('link', { name: 'Go to Your Subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Your Subscription' })).toBeVisible();
});

test('a coupon the provider refuses, at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await seedSession(page);
  await answerWith(page, '/subscription/verify-promotion-code', 'promotionCodeInvalid');
  await page.goto(FAST_PASS);
  await page.getByRole('radio', { name: /Yearly/ }).check();
  await page.getByRole('button', { name: 'Calculate amount' }).click();
  await page.getByLabel('Coupon code').fill('NOPE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid promotion code' })).toBeVisible();
  await expectAccessible(page, 'upgrade, coupon error at 375');
});

test('buy a new product through the mock checkout: the return page and the way home', async ({ page }) => {
  await seedSession(page);
  await page.goto(PROTECTION);
  await expect(page.getByRole('heading', { name: 'Confirm Subscription' })).toBeVisible();
  await expectAccessible(page, '/plans/buyNew');
  await page.getByRole('radio', { name: /Yearly/ }).check();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page).toHaveURL(/\/mock-checkout\?/);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/buy-new-product-thankyou\?success=true/);
  await expect(page.getByRole('heading', { name: 'New Product Purchased Successfully.' })).toBeVisible();
  await expectAccessible(page, '/buy-new-product-thankyou');
  // The answer's token added Document Protection to the session (the switcher's list).
  const held = await page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('portal.session') ?? '{}') as {
          individual?: { subscriptionList?: { subscription_type: string }[] };
        }
      ).individual?.subscriptionList?.map((s) => s.subscription_type) ?? [],
  );
  expect(held).toContain('publisher');
  await page.getByRole('link', { name: 'Go To Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the subscription and billing tabs at 1280 and 375 px', async ({ page }) => {
  await seedSession(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/subscription');
    await expect(page.getByRole('heading', { name: 'Your Subscription' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Product Origin', 'Product Fast Pass', 'Billing']);
    await expect(page.getByRole('table', { name: 'Product Origin items' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Product Origin items' }).getByText('Daily hashes')).toHaveCount(0);
    await expectAccessible(page, `/subscription at ${width}`);
    await page.getByRole('tab', { name: 'Billing' }).click();
    const invoices = page.getByRole('table', { name: 'Invoices' });
    await expect(invoices.getByText('Free Introduction')).toBeVisible();
    await expect(invoices.getByRole('link', { name: /^View details/ }).first()).toHaveAttribute('target', '_blank');
    await expect(invoices.getByRole('link', { name: /^Download the PDF/ }).first()).toHaveAttribute('target', '_blank');
    await expectAccessible(page, `/subscription billing at ${width}`);
  }
});

test('a double click on every paying button sends one request', async ({ page }) => {
  await seedSession(page);
  const prorations = count(page, '/subscription/proration-invoice');
  const invoices = count(page, '/subscription/send-invoice-for-upgrade-plan');
  const updates = count(page, '/subscription/update-subscription');
  await answerWith(page, '/subscription/proration-invoice', 'proration');
  await page.goto(FAST_PASS);
  await page.getByRole('radio', { name: /Yearly/ }).check();
  await page.getByRole('button', { name: 'Calculate amount' }).dblclick();
  await expect(page.getByText('$124.18')).toBeVisible();
  await page.getByRole('button', { name: 'Pay using Invoice' }).dblclick();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Invoice has been sent' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm', exact: true }).dblclick();
  await expect(page.getByRole('heading', { name: 'Subscription successfully changed' })).toBeVisible();
  expect([prorations.length, invoices.length, updates.length]).toEqual([1, 1, 1]);

  const buys = count(page, '/individual-subscription-detail/buy-new-product');
  await page.goto(PROTECTION);
  await page.getByRole('radio', { name: /Monthly/ }).check();
  await page.getByRole('button', { name: 'Confirm', exact: true }).dblclick();
  await expect(page).toHaveURL(/\/mock-checkout\?/);
  expect(buys).toHaveLength(1);

  const frees = count(page, '/subscription/free-subscription');
  await page.goto('/plans/buyNew/prod_QfDpFr2Wq8Lm5N');
  await page.getByRole('button', { name: 'Confirm', exact: true }).dblclick();
  await expect(page).toHaveURL(/\/subscription$/);
  expect(frees).toHaveLength(1);
});
