import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '~mocks/node';
import { OLIVIA, VERDANT } from '../../test-support/example-world';
import { leaveTo } from '../utils/leave';
import { renderWithProviders } from '../utils/render';
import { recordPosts, serverError } from '../utils/requests';
import { callWorld } from '../utils/world-call';

const PROTECTION = 'prod_QfDp6Hs3Yt7Bc1';
const STARTER = 'prod_QfDpFr2Wq8Lm5N';
const ok =
  (data: object, message = 'ok') =>
  () => ({ status: '1', message, data });

afterEach(() => vi.mocked(leaveTo).mockClear());

describe('/plans/buyNew/{productID} and /buy-new-product-thankyou', { timeout: 60_000 }, () => {
  it('a free product is activated at once and the user goes to /subscription', async () => {
    const frees = recordPosts(
      '/subscription/free-subscription',
      ok({ subscriptionId: 'sub_1' }, 'Free subscription created successfully'),
    );
    const app = await renderWithProviders(`/plans/buyNew/${STARTER}`, { signedIn: true });
    await app.screen.findByRole('heading', { name: 'Confirm Subscription' }, { timeout: 15_000 });
    expect(app.screen.queryByRole('button', { name: 'Pay using Invoice' })).not.toBeInTheDocument();
    await app.user.click(app.screen.getByRole('button', { name: 'Confirm' }));
    expect(await app.screen.findByText('Free subscription created successfully')).toBeInTheDocument();
    await vi.waitFor(() => expect(app.location().pathname).toBe('/subscription'));
    expect(frees).toEqual([
      {
        email_address: 'olivia.bennett@verdantlabs.com',
        organization_id: VERDANT,
        subscription_charges_id: 'price_1QfDpF0fFr2Wq8LmF',
        subscription_id: STARTER,
      },
    ]);
  });

  it('a paid product: recorded as pending, then the checkout with the return addresses', async () => {
    const buys = recordPosts(
      '/individual-subscription-detail/buy-new-product',
      ok({ individualSubId: 'ISD7K2M9QA', subscription_type: 'publisher' }),
    );
    const sessions = recordPosts('/subscription/create-payment-checkout-session', ok({ id: 'cs_test_B1' }));
    const app = await renderWithProviders(`/plans/buyNew/${PROTECTION}`, { signedIn: true });
    await app.screen.findByRole('heading', { name: 'Confirm Subscription' }, { timeout: 15_000 });
    expect(app.screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await app.user.click(app.screen.getByRole('radio', { name: /Yearly/ }));
    await app.user.click(app.screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(leaveTo).toHaveBeenCalledTimes(1));
    expect(buys).toEqual([
      {
        organization_id: VERDANT,
        individual_id: OLIVIA,
        subscription_id: PROTECTION,
        subscription_charges_id: 'price_1QfDpY4dHs3Yt7BcH',
        subscription_type: 'publisher',
        status: 'pending',
      },
    ]);
    const origin = window.location.origin;
    expect(sessions[0]).toMatchObject({
      price_id: 'price_1QfDpY4dHs3Yt7BcH',
      success_url: `${origin}/buy-new-product-thankyou?success=true&individualSubId=ISD7K2M9QA&subscription_type=publisher&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/buy-new-product-thankyou?canceled=true&individualSubId=ISD7K2M9QA&subscription_type=publisher`,
    });
  });

  it("a failed purchase: 'Something went wrong! Please try after sometime.' and the way home", async () => {
    server.use(http.post('*/individual-subscription-detail/buy-new-product', serverError('boom')));
    const app = await renderWithProviders(`/plans/buyNew/${PROTECTION}`, { signedIn: true });
    await app.screen.findByRole('heading', { name: 'Confirm Subscription' }, { timeout: 15_000 });
    await app.user.click(app.screen.getByRole('radio', { name: /Monthly/ }));
    await app.user.click(app.screen.getByRole('button', { name: 'Confirm' }));
    expect(await app.screen.findByText('Something went wrong! Please try after sometime.')).toBeInTheDocument();
    expect(app.screen.getByRole('link', { name: 'Go To Dashboard' })).toHaveAttribute('href', '/');
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('the paid return records success; its token adds the subscription to the session and the switcher', async () => {
    const buys = recordPosts(
      '/individual-subscription-detail/buy-new-product',
      ok(
        { individualSubId: 'ISD7K2M9QA', subscription_type: 'publisher', token: 'tok-new' },
        'New product purchased successfully',
      ),
    );
    // The return reads the subscriptions back: the server holds a publisher plan now.
    const held = await callWorld('retrieveSubscriptions', { organization_id: VERDANT });
    server.use(
      http.post('*/subscription/retrieve-subscription', () =>
        HttpResponse.json({
          ...held.body,
          data: [...held.body.data, { ...held.body.data[0], subscription_type: 'publisher', status: 'active' }],
        }),
      ),
    );
    const app = await renderWithProviders(
      '/buy-new-product-thankyou?success=true&individualSubId=ISD7K2M9QA&subscription_type=publisher&session_id=cs_test_B1',
      { signedIn: true },
    );
    expect(
      await app.screen.findByRole('heading', { name: 'New Product Purchased Successfully.' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(app.screen.getByRole('link', { name: 'Go To Dashboard' })).toHaveAttribute('href', '/');
    expect(buys).toEqual([
      {
        id: 'ISD7K2M9QA',
        organization_id: VERDANT,
        individual_id: OLIVIA,
        subscription_type: 'publisher',
        status: 'success',
        session_id: 'cs_test_B1',
      },
    ]);
    expect(app.session.getState().token).toBe('tok-new');
    expect(app.session.getState().individual?.subscriptionList?.map((s) => s.subscription_type)).toContain('publisher');
  });

  it('a cancelled checkout is recorded as failed; a failed record says the failure', async () => {
    const buys = recordPosts('/individual-subscription-detail/buy-new-product', ok({ individualSubId: 'ISD7K2M9QA' }));
    const app = await renderWithProviders(
      '/buy-new-product-thankyou?canceled=true&individualSubId=ISD7K2M9QA&subscription_type=publisher',
      { signedIn: true },
    );
    expect(
      await app.screen.findByText('Your purchase was cancelled. Nothing was charged.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(buys[0]).toMatchObject({ status: 'failed' });
    app.unmount();
    server.use(http.post('*/individual-subscription-detail/buy-new-product', serverError('boom')));
    const again = await renderWithProviders(
      '/buy-new-product-thankyou?success=true&individualSubId=ISD7K2M9QA&subscription_type=publisher&session_id=cs_1',
      { signedIn: true },
    );
    expect(
      await again.screen.findByText('Something went wrong! Please try after sometime.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });
});
