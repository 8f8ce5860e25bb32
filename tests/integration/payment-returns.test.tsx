import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPGRADE_RETURN_KEY } from '@/features/billing/upgrade-return';
import { renderWithProviders } from '../utils/render';
import { callWorld, freshWorld, payCheckout } from '../utils/world-call';
import { OLIVIA, OMEGA_BATCH, transferInput, VERDANT } from '../../test-support/example-world';

/**
 * The payment returns ask the server before they thank: each return with a session paid on the mock
 * checkout, one whose checkout page was never completed, and one the world never made (cs_never_paid).
 */
const FAST_PASS_YEARLY = 'price_1QfPsY3rFp7kQ2mXnC';
const PROTECTION_YEARLY = 'price_1QfDpY4dHs3Yt7BcH';
const PROTECTION = 'prod_QfDp6Hs3Yt7Bc1';
const TRANSFER_SESSION = 'cs_live_a1Kq9ZtR4vXw2LmN8bPe3YhD6sUc0JfG';
const SLOW = { timeout: 20_000 };

async function checkout(price: string) {
  const answer = await callWorld('createCheckoutSession', {
    customer_id: 'cus_R4fT8nVb2LqX9z',
    domain: 'http://portal.test',
    success_url: 'http://portal.test/return?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://portal.test/plans',
    price_id: price,
    trial_period_days: null,
  });
  return answer.body.data.id as string;
}

beforeEach(() => {
  freshWorld();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('the transfer return', { timeout: 60_000 }, () => {
  // The transfer as the portal stores it before its checkout (a form the contract's createTransfer takes).
  const stored = transferInput({ title: 'Private label' });

  it('paid on the mock checkout: recorded as paid, read back, then Thank you! and the receipt', async () => {
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    expect(await payCheckout(TRANSFER_SESSION)).toBe(200);
    sessionStorage.setItem('portal.pendingTransfer', JSON.stringify(stored));
    const app = await renderWithProviders(`/thank-you-transfer-payment-done/${OMEGA_BATCH}/${TRANSFER_SESSION}`, {
      signedIn: true,
    });
    expect(await app.screen.findByRole('heading', { name: 'Thank you!' }, SLOW)).toBeInTheDocument();
    expect(app.screen.getByText(/Your payment is done and the transfer is recorded\./)).toBeInTheDocument();
    await waitFor(() =>
      expect(opened).toHaveBeenCalledWith(expect.stringContaining('/__world/files/'), '_blank', expect.anything()),
    );
    expect(sessionStorage.getItem('portal.pendingTransfer')).toBeNull();
  });

  it.each([
    ['never paid on its checkout page', TRANSFER_SESSION],
    ['made up', 'cs_never_paid'],
  ])('a session %s: Payment Failed, not confirmed, nothing recorded', async (_, session) => {
    sessionStorage.setItem('portal.pendingTransfer', JSON.stringify(stored));
    const app = await renderWithProviders(`/thank-you-transfer-payment-done/${OMEGA_BATCH}/${session}`, {
      signedIn: true,
    });
    expect(await app.screen.findByRole('heading', { name: 'Payment Failed' }, SLOW)).toBeInTheDocument();
    expect(
      app.screen.getByText(
        'Unfortunately, your payment could not be processed. Please try again or update your payment method.',
      ),
    ).toBeInTheDocument();
    expect(app.screen.getByRole('alert')).toHaveTextContent(
      'The server did not confirm a payment for this checkout, so the transfer was not recorded.',
    );
    expect(app.screen.queryByText(/Your payment is done/)).not.toBeInTheDocument();
    expect(app.screen.queryByRole('heading', { name: 'Thank you!' })).not.toBeInTheDocument();
  });

  it('no stored transfer: says not confirmed, never Thank you!', async () => {
    const app = await renderWithProviders(`/thank-you-transfer-payment-done/${OMEGA_BATCH}/cs_never_paid`, {
      signedIn: true,
    });
    expect(await app.screen.findByRole('heading', { name: 'Payment Failed' }, SLOW)).toBeInTheDocument();
  });
});

describe('the upgrade return', { timeout: 60_000 }, () => {
  const storeReturn = (sessionId: string) =>
    sessionStorage.setItem(
      UPGRADE_RETURN_KEY,
      JSON.stringify({
        productId: 'prod_QfPs7Lx2Ha9KdM',
        price: FAST_PASS_YEARLY,
        promotionCode: null,
        customerId: 'cus_R4fT8nVb2LqX9z',
        type: 'fastpass',
        planName: 'Product Fast Pass',
        sessionId,
      }),
    );

  it('paid: the portal session, the transaction, the plan held read back, then the success', async () => {
    const session = await checkout(FAST_PASS_YEARLY);
    expect(await payCheckout(session)).toBe(200);
    storeReturn(session);
    const app = await renderWithProviders(`/upgrade-successfully?session_id=${session}`, { signedIn: true });
    expect(
      await app.screen.findByRole('heading', { name: 'Subscription successfully changed' }, SLOW),
    ).toBeInTheDocument();
    expect(app.screen.getByText('Your new plan is active.')).toBeInTheDocument();
  });

  it.each([
    ['never paid on its checkout page', 'unpaid'],
    ['made up', 'cs_never_paid'],
  ])('a session %s: the return failure, never the success', async (_, which) => {
    const session = which === 'unpaid' ? await checkout(FAST_PASS_YEARLY) : which;
    storeReturn(session);
    const app = await renderWithProviders(`/upgrade-successfully?session_id=${session}`, { signedIn: true });
    expect(await app.screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Something went wrong while updating your subscription.',
    );
    expect(app.screen.queryByRole('heading', { name: 'Subscription successfully changed' })).not.toBeInTheDocument();
    const plans = await callWorld('listPlans', { organization_id: VERDANT });
    expect(plans.body.data.currentPlan.map((p: { plan: { id: string } }) => p.plan.id)).not.toContain(FAST_PASS_YEARLY);
  });

  it('no session and no price: not confirmed, without a call', async () => {
    const app = await renderWithProviders('/upgrade-successfully', { signedIn: true });
    expect(await app.screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'The change of plan was not confirmed. Check Your Subscription before you try again.',
    );
    expect(app.screen.queryByRole('heading', { name: 'Subscription successfully changed' })).not.toBeInTheDocument();
  });

  it('a price the server does not hold (after a card change): not confirmed', async () => {
    const app = await renderWithProviders(`/upgrade-successfully?price=${FAST_PASS_YEARLY}`, { signedIn: true });
    expect(await app.screen.findByRole('alert', {}, SLOW)).toHaveTextContent('The change of plan was not confirmed.');
  });
});

describe('the new product return', { timeout: 60_000 }, () => {
  async function pending() {
    const answer = await callWorld('buyNewProduct', {
      organization_id: VERDANT,
      individual_id: OLIVIA,
      subscription_id: PROTECTION,
      subscription_charges_id: PROTECTION_YEARLY,
      subscription_type: 'publisher',
      status: 'pending',
    });
    return answer.body.data.individualSubId as string;
  }
  const address = (id: string, session: string) =>
    `/buy-new-product-thankyou?success=true&individualSubId=${id}&subscription_type=publisher&session_id=${session}`;

  it('paid: recorded, the subscriptions read back, then the success', async () => {
    const id = await pending();
    const session = await checkout(PROTECTION_YEARLY);
    expect(await payCheckout(session)).toBe(200);
    const app = await renderWithProviders(address(id, session), { signedIn: true });
    expect(
      await app.screen.findByRole('heading', { name: 'New Product Purchased Successfully.' }, SLOW),
    ).toBeInTheDocument();
  });

  it.each([
    ['never paid on its checkout page', 'unpaid'],
    ['made up', 'cs_never_paid'],
  ])('a session %s with ?success=true: not confirmed, never the success', async (_, which) => {
    const id = await pending();
    const session = which === 'unpaid' ? await checkout(PROTECTION_YEARLY) : which;
    const app = await renderWithProviders(address(id, session), { signedIn: true });
    expect(await app.screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'The payment for this product was not confirmed, so it was not added to your subscriptions.',
    );
    expect(app.screen.queryByRole('heading', { name: 'New Product Purchased Successfully.' })).not.toBeInTheDocument();
    const held = await callWorld('retrieveSubscriptions', { organization_id: VERDANT });
    expect(held.body.data.map((s: { subscription_type: string }) => s.subscription_type)).not.toContain('publisher');
  });
});
