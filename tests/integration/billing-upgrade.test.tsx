import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '~mocks/node';
import { exampleValues } from '@/api/generated/example-values';
import { UPGRADE_RETURN_KEY } from '@/features/billing/upgrade-return';
import { OLIVIA, VERDANT } from '../../test-support/example-world';
import { leaveTo } from '../utils/leave';
import { renderWithProviders } from '../utils/render';
import { bodyFailure, recordPosts } from '../utils/requests';
import { holdsPrice } from '../utils/billing-reads';

const FAST_PASS = 'prod_QfPs7Lx2Ha9KdM';
const YEARLY = 'price_1QfPsY3rFp7kQ2mXnC';
const ok =
  (data: object, message = 'ok') =>
  () => ({ status: '1', message, data });
/** A documented example of the contract, as MSW answers it. */
const documented = (operationId: string, status: number, name: string) => () =>
  HttpResponse.json(exampleValues[operationId]![String(status)]!.examples[name] as never, { status });
const UPDATE_FAILED = 'Something went wrong please try again';
const RETURN_FAILED = 'Something went wrong while updating your subscription.';

/** The page's own alerts that say exactly `text` (a toast has the alert role too: it is left out). */
const pageAlerts = (text: string) =>
  screen
    .queryAllByRole('alert')
    .filter((a) => !a.closest('.mantine-Notification-root') && a.textContent?.trim() === text);

/** Once the answer is handled (the toasts' host loads lazily, so a few turns later), no toast says `text`. */
async function noToastSaying(text: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  const toasts = [...document.querySelectorAll('.mantine-Notification-root')];
  expect(toasts.filter((t) => t.textContent?.includes(text))).toEqual([]);
}

const STORED_RETURN = {
  productId: FAST_PASS,
  price: YEARLY,
  promotionCode: null,
  customerId: 'cus_1',
  type: 'fastpass',
  planName: 'x',
  sessionId: 'cs_9',
};

async function openUpgrade() {
  const app = await renderWithProviders(`/plans/upgrade/${FAST_PASS}`, { signedIn: true });
  await app.screen.findByRole('heading', { name: 'Confirm Subscription' }, { timeout: 15_000 });
  return app;
}

async function calculateYearly(app: Awaited<ReturnType<typeof openUpgrade>>) {
  await app.user.click(app.screen.getByRole('radio', { name: /Yearly/ }));
  await app.user.click(app.screen.getByRole('button', { name: 'Calculate amount' }));
  expect(await app.screen.findByText('$124.18')).toBeInTheDocument();
}

// The screen's display and flow given an answer: every proration is the contract's example ($124.18), not the
// world's arithmetic (tests/unit/world/world-billing.test.ts checks that). A test's own recordPosts overrides it.
beforeEach(() => {
  server.use(http.post('*/subscription/proration-invoice', documented('prorationInvoice', 200, 'proration')));
});

afterEach(() => {
  sessionStorage.clear();
  vi.mocked(leaveTo).mockClear();
});

describe('/plans/upgrade/{productID}', { timeout: 60_000 }, () => {
  it('the boxes (current plan disabled), the proration in seconds, the coupon, Confirm with a card on file', async () => {
    const prorations = recordPosts<{ proration_date: number; price: string }>(
      '/subscription/proration-invoice',
      ok({ total: 12418, currency: 'usd' }),
    );
    const updates = recordPosts('/subscription/update-subscription', () =>
      HttpResponse.json({ status: '1', message: 'Subscription updated successfully' }, { status: 201 }),
    );
    const app = await openUpgrade();
    expect(app.screen.getByRole('radio', { name: /Monthly/ })).toBeDisabled();
    expect(app.screen.getByText('Current plan')).toBeInTheDocument();
    expect(app.screen.getByRole('button', { name: 'Calculate amount' })).toBeDisabled();
    expect(app.screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    const before = Math.floor(Date.now() / 1000);
    await calculateYearly(app);
    expect(prorations).toHaveLength(1);
    expect(prorations[0]).toMatchObject({ organization_id: VERDANT, price: YEARLY });
    expect(prorations[0]!.proration_date).toBeGreaterThanOrEqual(before);
    expect(prorations[0]!.proration_date).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));

    // The coupon: required, refused, then applied.
    await app.user.click(app.screen.getByRole('button', { name: 'Apply' }));
    expect(await app.screen.findByText('Coupon code is a required field.')).toBeInTheDocument();
    server.use(
      http.post('*/subscription/verify-promotion-code', () =>
        HttpResponse.json(bodyFailure('Invalid promotion code')()),
      ),
    );
    await app.user.type(app.screen.getByLabelText('Coupon code'), 'NOPE');
    await app.user.click(app.screen.getByRole('button', { name: 'Apply' }));
    expect(await app.screen.findByRole('alert')).toHaveTextContent('Invalid promotion code');
    const coupons = recordPosts(
      '/subscription/verify-promotion-code',
      ok({ promotion_code_id: 'promo_1QgHv3LmKx8RtN2p' }, 'Promotion code applied successfully'),
    );
    await app.user.clear(app.screen.getByLabelText('Coupon code'));
    await app.user.type(app.screen.getByLabelText('Coupon code'), 'HARVEST25');
    await app.user.click(app.screen.getByRole('button', { name: 'Apply' }));
    expect(await app.screen.findByText('Promotion code applied successfully (HARVEST25)')).toBeInTheDocument();
    expect(coupons).toEqual([{ promotion_code: 'HARVEST25' }]);

    await holdsPrice(YEARLY);
    await app.user.click(app.screen.getByRole('button', { name: 'Confirm' }));
    expect(await app.screen.findByRole('heading', { name: 'Subscription successfully changed' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/upgrade-successfully');
    expect(app.screen.getByRole('link', { name: 'Go to Your Subscription' })).toHaveAttribute('href', '/subscription');
    expect(updates).toEqual([{ organization_id: VERDANT, price: YEARLY, promotion_code: 'promo_1QgHv3LmKx8RtN2p' }]);
  });

  it("a refused update (the documented 400): 'Something went wrong please try again' on the page, the user stays", async () => {
    const updates = recordPosts(
      '/subscription/update-subscription',
      documented('updateSubscription', 400, 'subscriptionUpdateFailed'),
    );
    const app = await openUpgrade();
    await calculateYearly(app);
    await app.user.click(app.screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(pageAlerts(UPDATE_FAILED)).toHaveLength(1));
    expect(updates).toHaveLength(1);
    expect(app.location().pathname).toBe(`/plans/upgrade/${FAST_PASS}`);
    expect(app.screen.queryByRole('heading', { name: 'Subscription successfully changed' })).not.toBeInTheDocument();
    expect(app.screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    await noToastSaying(UPDATE_FAILED);
  });

  it("a body-level failure is 'without success' too: the same alert, not the server's words", async () => {
    recordPosts('/subscription/update-subscription', () => HttpResponse.json(bodyFailure('Your card was declined.')()));
    const app = await openUpgrade();
    await calculateYearly(app);
    await app.user.click(app.screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(pageAlerts(UPDATE_FAILED)).toHaveLength(1));
    expect(app.location().pathname).toBe(`/plans/upgrade/${FAST_PASS}`);
    await noToastSaying('Your card was declined.');
    expect(app.screen.queryByText('Your card was declined.')).not.toBeInTheDocument();
  });

  it('no card on file: stores what the return needs, goes to checkout, and the return finalizes and clears it', async () => {
    server.use(
      http.post('*/individual-subscription-detail/is-card-added', () =>
        HttpResponse.json(ok({ is_card_added: false })()),
      ),
    );
    const sessions = recordPosts('/subscription/create-payment-checkout-session', ok({ id: 'cs_test_U1' }));
    const app = await openUpgrade();
    await calculateYearly(app);
    await app.user.click(app.screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(leaveTo).toHaveBeenCalledTimes(1));
    expect(sessions[0]).toMatchObject({
      customer_id: 'cus_R4fT8nVb2LqX9z',
      price_id: YEARLY,
      success_url: `${window.location.origin}/upgrade-successfully?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${window.location.origin}/plans/upgrade/${FAST_PASS}`,
    });
    expect(String(vi.mocked(leaveTo).mock.calls[0]![0])).toMatch(/^\/mock-checkout\?session=cs_test_U1/);
    expect(JSON.parse(sessionStorage.getItem(UPGRADE_RETURN_KEY)!)).toMatchObject({
      price: YEARLY,
      sessionId: 'cs_test_U1',
      type: 'fastpass',
      customerId: 'cus_R4fT8nVb2LqX9z',
    });
    app.unmount();

    const portal = recordPosts('/subscription/create-portal-session', ok({ subscription: 'sub_1QbX7R2eZvKYlo2C' }));
    const transactions = recordPosts('/individual-subscription-detail/update-transaction', () => ({
      status: '1',
      message: 'ok',
    }));
    await holdsPrice(YEARLY);
    const back = await renderWithProviders('/upgrade-successfully?session_id=cs_test_U1', { signedIn: true });
    expect(
      await back.screen.findByRole('heading', { name: 'Subscription successfully changed' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(portal).toEqual([{ session_id: 'cs_test_U1' }]);
    expect(transactions).toEqual([
      {
        organization_id: VERDANT,
        transaction_id: 'sub_1QbX7R2eZvKYlo2C',
        type: 'fastpass',
        promotion_code: null,
      },
    ]);
    expect(sessionStorage.getItem(UPGRADE_RETURN_KEY)).toBeNull();
  });

  it("a failed return: 'Something went wrong while updating your subscription.'", async () => {
    sessionStorage.setItem(UPGRADE_RETURN_KEY, JSON.stringify(STORED_RETURN));
    server.use(
      http.post('*/subscription/create-portal-session', () => HttpResponse.json(ok({ subscription: null })())),
    );
    const app = await renderWithProviders('/upgrade-successfully?session_id=cs_9', { signedIn: true });
    expect(
      await app.screen.findByText('Something went wrong while updating your subscription.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(UPGRADE_RETURN_KEY)).toBeNull();
  });

  it.each([
    [200, 'transactionUpdateFailed'],
    [200, 'bodyFailure'],
    [500, 'serverError'],
  ] as const)(
    "a transaction that is not recorded (%i %s): the page says exactly 'Something went wrong while updating your subscription.'",
    async (status, example) => {
      sessionStorage.setItem(UPGRADE_RETURN_KEY, JSON.stringify(STORED_RETURN));
      recordPosts('/subscription/create-portal-session', ok({ subscription: 'sub_1QbX7R2eZvKYlo2C' }));
      const transactions = recordPosts(
        '/individual-subscription-detail/update-transaction',
        documented('updateTransaction', status, example),
      );
      const app = await renderWithProviders('/upgrade-successfully?session_id=cs_9', { signedIn: true });
      await vi.waitFor(() => expect(pageAlerts(RETURN_FAILED)).toHaveLength(1), { timeout: 15_000 });
      expect(transactions).toEqual([
        {
          organization_id: VERDANT,
          transaction_id: 'sub_1QbX7R2eZvKYlo2C',
          type: 'fastpass',
          promotion_code: null,
        },
      ]);
      expect(app.screen.queryByRole('heading', { name: 'Subscription successfully changed' })).not.toBeInTheDocument();
      expect(app.screen.getByRole('link', { name: 'Go to Your Subscription' })).toHaveAttribute(
        'href',
        '/subscription',
      );
      expect(sessionStorage.getItem(UPGRADE_RETURN_KEY)).toBeNull();
      // The page's words, once: the server's are not toasted as well.
      const said = exampleValues.updateTransaction![String(status)]!.examples[example] as { message: string };
      await noToastSaying(said.message);
    },
  );

  it('Pay using Invoice sends the invoice request and says so', async () => {
    const invoices = recordPosts('/subscription/send-invoice-for-upgrade-plan', () => ({
      status: '1',
      message: 'Invoice has been sent to olivia.bennett@verdantlabs.com',
    }));
    const app = await openUpgrade();
    await calculateYearly(app);
    await app.user.click(app.screen.getByRole('button', { name: 'Pay using Invoice' }));
    expect(await app.screen.findByText('Invoice has been sent to olivia.bennett@verdantlabs.com')).toBeInTheDocument();
    expect(invoices).toEqual([
      {
        email_address: 'olivia.bennett@verdantlabs.com',
        subscription_charges_id: YEARLY,
        customer_id: 'cus_R4fT8nVb2LqX9z',
        individual_id: OLIVIA,
        type: 'fastpass',
      },
    ]);
  });
});
