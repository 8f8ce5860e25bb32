import { StrictMode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '~mocks/node';
import { exampleValues } from '@/api/generated/example-values';
import type { PlanListResponse } from '@/api/generated/portal/model';
import { getSaveRegistrationStepResponseMock } from '@/api/generated/portal/hooks/registration/registration.msw';
import {
  getBuyNewProductResponseMock,
  getCreateCheckoutSessionResponseMock,
  getCreateFreeSubscriptionResponseMock,
  getCreatePortalSessionResponseMock,
  getGenerateInvoiceResponseMock,
  getProrationInvoiceResponseMock,
  getSendUpgradeInvoiceResponseMock,
  getUpdateSubscriptionResponseMock201,
  getUpdateTransactionResponseMock,
  getVerifyPromotionCodeResponseMock,
} from '@/api/generated/portal/hooks/subscription/subscription.msw';
import {
  getGetGoogleUserInfoResponseMock,
  getGetMicrosoftUserInfoResponseMock,
} from '@/api/generated/third-party/sso-userinfo/hooks/userinfo/userinfo.msw';
import { AppProviders } from '@/components/layout/app-providers';
import { saveChosenPlan } from '@/components/plans/chosen-plan';
import { UPGRADE_RETURN_KEY } from '@/features/billing/upgrade-return';
import type { RegistrationDraft } from '@/features/registration/registration-draft';
import { REGISTRATION_EMAIL, writeRegistrationDraft } from '../../utils/drafts';
import { createPortal } from '@/router';
import { typedFile } from '../../utils/file-bytes';
import { leaveTo } from '../../utils/leave';
import { expectOneRequest, holdCalls, TWICE } from '../../utils/one-request';
import { renderWithProviders } from '../../utils/render';
import { signInAs } from '../../utils/session';
import { holdsPrice, holdsSubscription } from '../../utils/billing-reads';

/**
 * One request per action on the billing screens (/plans/upgrade, /plans/buyNew and their returns) and on the
 * registration wizard (its four steps and the thank-you pages). A click action is activated twice in the three ways
 * of TWICE; an action that runs on arrival (a checkout's return) is run under StrictMode (its effects run twice) and
 * re-rendered while its call is held.
 */

const FAST_PASS = 'prod_QfPs7Lx2Ha9KdM';
const YEARLY = 'price_1QfPsY3rFp7kQ2mXnC';
const PROTECTION = 'prod_QfDp6Hs3Yt7Bc1';
const STARTER = 'prod_QfDpFr2Wq8Lm5N';
const EMAIL = REGISTRATION_EMAIL;
const plans = (exampleValues.listPlans!['200']!.examples.plans as PlanListResponse).data.plans;
const origin = plans.find((p) => p.prouct_name === 'Product Origin')!;

type App = Awaited<ReturnType<typeof renderWithProviders>>;

afterEach(() => {
  sessionStorage.clear();
  vi.mocked(leaveTo).mockClear();
});

const button = (name: string) => screen.getByRole('button', { name });

// ---- billing ---------------------------------------------------------------------------------------------------

async function openUpgrade(): Promise<App> {
  const app = await renderWithProviders(`/plans/upgrade/${FAST_PASS}`, { signedIn: true });
  await app.screen.findByRole('heading', { name: 'Confirm Subscription' }, { timeout: 15_000 });
  await app.user.click(app.screen.getByRole('radio', { name: /Yearly/ }));
  return app;
}

async function calculated(): Promise<App> {
  const app = await openUpgrade();
  server.use(
    http.post('*/subscription/proration-invoice', () =>
      HttpResponse.json({ ...getProrationInvoiceResponseMock(), data: { total: 12418, currency: 'usd' } }),
    ),
  );
  await app.user.click(button('Calculate amount'));
  await app.screen.findByText('$124.18');
  return app;
}

/** The contract's answer to a change of plan is a 201. */
const updated = () => HttpResponse.json(getUpdateSubscriptionResponseMock201(), { status: 201 });

const cardOnFile = (added: boolean) =>
  server.use(
    http.post('*/individual-subscription-detail/is-card-added', () =>
      HttpResponse.json({ status: '1', message: 'ok', data: { is_card_added: added } }),
    ),
  );

describe('one request per action: /plans/upgrade/{productID}', { timeout: 60_000 }, () => {
  for (const how of TWICE) {
    it(`Calculate amount, ${how}`, async () => {
      const app = await openUpgrade();
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/subscription/proration-invoice',
        answer: () => ({ ...getProrationInvoiceResponseMock(), data: { total: 12418, currency: 'usd' } }),
        target: () => button('Calculate amount'),
        done: () => app.screen.getByText('$124.18'),
      });
    });

    it(`Apply (the coupon), ${how}`, async () => {
      const app = await calculated();
      await app.user.type(app.screen.getByLabelText('Coupon code'), 'HARVEST25');
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/subscription/verify-promotion-code',
        answer: () => ({ ...getVerifyPromotionCodeResponseMock(), message: 'Promotion code applied successfully' }),
        target: () => button('Apply'),
        done: () => app.screen.getByText('Promotion code applied successfully (HARVEST25)'),
      });
    });

    it(`Confirm with a card on file (update-subscription), ${how}`, async () => {
      cardOnFile(true);
      const app = await calculated();
      await holdsPrice(YEARLY);
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/subscription/update-subscription',
        answer: updated,
        target: () => button('Confirm'),
        done: () => app.screen.getByRole('heading', { name: 'Subscription successfully changed' }),
      });
    });

    it(`Confirm without a card (the checkout session), ${how}`, async () => {
      cardOnFile(false);
      const app = await calculated();
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/subscription/create-payment-checkout-session',
        answer: () => ({ ...getCreateCheckoutSessionResponseMock(), data: { id: 'cs_test_U1' } }),
        target: () => button('Confirm'),
        done: () => expect(leaveTo).toHaveBeenCalledTimes(1),
      });
    });

    it(`Pay using Invoice, ${how}`, async () => {
      const app = await calculated();
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/subscription/send-invoice-for-upgrade-plan',
        answer: () => getSendUpgradeInvoiceResponseMock(),
        target: () => button('Pay using Invoice'),
        done: () => app.screen.getByText(getSendUpgradeInvoiceResponseMock().message),
      });
    });
  }

  it('Confirm and Pay using Invoice clicked in one task: one of them is sent', async () => {
    cardOnFile(true);
    const app = await calculated();
    await holdsPrice(YEARLY);
    await expectOneOf(
      [
        ['/subscription/update-subscription', updated],
        ['/subscription/send-invoice-for-upgrade-plan', () => getSendUpgradeInvoiceResponseMock()],
      ],
      () => [button('Confirm'), button('Pay using Invoice')],
      () => app.screen.getByRole('heading', { name: 'Subscription successfully changed' }),
    );
  });
});

async function openBuyNew(productId: string): Promise<App> {
  const app = await renderWithProviders(`/plans/buyNew/${productId}`, { signedIn: true });
  await app.screen.findByRole('heading', { name: 'Confirm Subscription' }, { timeout: 15_000 });
  if (productId === PROTECTION) await app.user.click(app.screen.getByRole('radio', { name: /Yearly/ }));
  return app;
}

describe('one request per action: /plans/buyNew/{productID}', { timeout: 60_000 }, () => {
  for (const how of TWICE) {
    it(`Confirm a free product (free-subscription), ${how}`, async () => {
      const app = await openBuyNew(STARTER);
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/subscription/free-subscription',
        answer: () => getCreateFreeSubscriptionResponseMock(),
        target: () => button('Confirm'),
        done: () => expect(app.location().pathname).toBe('/subscription'),
      });
    });

    it(`Confirm a paid product (buy-new-product, then the checkout), ${how}`, async () => {
      const app = await openBuyNew(PROTECTION);
      const sessions = holdCalls('post', '/subscription/create-payment-checkout-session', () => ({
        ...getCreateCheckoutSessionResponseMock(),
        data: { id: 'cs_test_B1' },
      }));
      sessions.release();
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/individual-subscription-detail/buy-new-product',
        answer: () => ({ ...getBuyNewProductResponseMock(), data: { individualSubId: 'ISD7K2M9QA' } }),
        target: () => button('Confirm'),
        done: () => expect(leaveTo).toHaveBeenCalledTimes(1),
      });
      expect(sessions.count()).toBe(1);
    });

    it(`Pay using Invoice, ${how}`, async () => {
      const app = await openBuyNew(PROTECTION);
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/subscription/send-invoice-for-upgrade-plan',
        answer: () => getSendUpgradeInvoiceResponseMock(),
        target: () => button('Pay using Invoice'),
        done: () => app.screen.getByText(getSendUpgradeInvoiceResponseMock().message),
      });
    });
  }

  it('Confirm and Pay using Invoice clicked in one task: one of them is sent', async () => {
    await openBuyNew(PROTECTION);
    server.use(
      http.post('*/subscription/create-payment-checkout-session', () =>
        HttpResponse.json({ ...getCreateCheckoutSessionResponseMock(), data: { id: 'cs_test_B1' } }),
      ),
    );
    await expectOneOf(
      [
        [
          '/individual-subscription-detail/buy-new-product',
          () => ({ ...getBuyNewProductResponseMock(), data: { individualSubId: 'ISD7K2M9QA' } }),
        ],
        ['/subscription/send-invoice-for-upgrade-plan', () => getSendUpgradeInvoiceResponseMock()],
      ],
      () => [button('Confirm'), button('Pay using Invoice')],
      () => expect(leaveTo).toHaveBeenCalledTimes(1),
    );
  });
});

/**
 * Two different buttons of one choice clicked in one task, each call held: exactly one call goes out (a local helper:
 * expectOneRequest activates one target).
 */
async function expectOneOf(
  paths: [string, () => object | Response][],
  targets: () => HTMLElement[],
  done: () => unknown,
  method: 'get' | 'post' = 'post',
): Promise<void> {
  const held = paths.map(([path, answer]) => holdCalls(method, path, answer));
  const [first, second] = targets();
  act(() => {
    fireEvent.click(first!);
    fireEvent.click(second!);
  });
  const total = () => held.reduce((sum, h) => sum + h.count(), 0);
  await waitFor(() => expect(total()).toBeGreaterThan(0));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(held.map((h) => h.count())).toEqual([1, 0]);
  held.forEach((h) => h.release());
  await waitFor(() => done());
}

// ---- on arrival: the checkout returns ---------------------------------------------------------------------------

/**
 * renderWithProviders under StrictMode (a local helper: the shared one renders without it), so that every effect of
 * the page runs twice, as in development; `again()` re-renders the whole tree.
 */
async function renderStrict(path: string, signedIn: boolean) {
  if (signedIn) signInAs({});
  const portal = createPortal({ history: createMemoryHistory({ initialEntries: [path] }) });
  portal.queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } });
  const tree = () => (
    <StrictMode>
      <AppProviders queryClient={portal.queryClient} session={portal.session} env="test">
        <RouterProvider router={portal.router} />
      </AppProviders>
    </StrictMode>
  );
  const result = render(tree());
  await portal.router.load();
  return {
    ...portal,
    again: () => result.rerender(tree()),
    location: () => portal.router.state.location,
    forget: async () => {
      result.unmount();
      await portal.queryClient.cancelQueries();
      portal.queryClient.clear();
    },
  };
}

/**
 * An action run on arrival: the page is opened under StrictMode with the call held, re-rendered while it is held, and
 * exactly one call has gone out; released, the page finishes (`done`) and still one call went out.
 */
async function expectOneOnArrival(options: {
  readonly path: string;
  readonly signedIn: boolean;
  readonly call: string;
  readonly answer: () => object | Response;
  readonly done: (app: Awaited<ReturnType<typeof renderStrict>>) => unknown;
}) {
  const held = holdCalls('post', options.call, options.answer);
  const app = await renderStrict(options.path, options.signedIn);
  await waitFor(() => expect(held.count()).toBeGreaterThan(0), { timeout: 15_000 });
  act(() => app.again());
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  act(() => app.again());
  expect(held.count(), `on arrival at ${options.path}: POST ${options.call}`).toBe(1);
  held.release();
  await waitFor(() => options.done(app), { timeout: 15_000 });
  act(() => app.again());
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(held.count()).toBe(1);
  await app.forget();
  return held;
}

describe('one request on arrival: the checkout returns (StrictMode, re-rendered)', { timeout: 60_000 }, () => {
  it('/upgrade-successfully finalizes once (create-portal-session, then update-transaction)', async () => {
    sessionStorage.setItem(
      UPGRADE_RETURN_KEY,
      JSON.stringify({
        productId: FAST_PASS,
        price: YEARLY,
        promotionCode: null,
        customerId: 'cus_1',
        type: 'fastpass',
        planName: 'x',
        sessionId: 'cs_9',
      }),
    );
    const transactions = holdCalls('post', '/individual-subscription-detail/update-transaction', () =>
      getUpdateTransactionResponseMock(),
    );
    transactions.release();
    await holdsPrice(YEARLY);
    await expectOneOnArrival({
      path: '/upgrade-successfully?session_id=cs_9',
      signedIn: true,
      call: '/subscription/create-portal-session',
      answer: () => ({ ...getCreatePortalSessionResponseMock(), data: { subscription: 'sub_1QbX7R2eZvKYlo2C' } }),
      done: () => screen.getByRole('heading', { name: 'Subscription successfully changed' }),
    });
    expect(transactions.count()).toBe(1);
  });

  it('/buy-new-product-thankyou records the purchase once (buy-new-product)', async () => {
    await holdsSubscription('publisher');
    await expectOneOnArrival({
      path: '/buy-new-product-thankyou?success=true&individualSubId=ISD7K2M9QA&subscription_type=publisher&session_id=cs_test_B1',
      signedIn: true,
      call: '/individual-subscription-detail/buy-new-product',
      answer: () => ({ ...getBuyNewProductResponseMock(), data: { individualSubId: 'ISD7K2M9QA' } }),
      done: () => screen.getByRole('heading', { name: 'New Product Purchased Successfully.' }),
    });
  });
});

// ---- the registration wizard ------------------------------------------------------------------------------------

function draft(patch: Partial<RegistrationDraft>): void {
  saveChosenPlan({ product: origin });
  writeRegistrationDraft(patch);
}

/** The wizard's other calls: no saved user info, every step saved (step 3 answers the customer id as text). */
function wizardAnswers(): void {
  server.use(
    http.post('*/pre-registration/user-info', () =>
      HttpResponse.json({ status: '1', message: 'User not found', data: null }),
    ),
    http.post('*/pre-registration/init', () => HttpResponse.json(getSaveRegistrationStepResponseMock())),
  );
}

const savedStep = (step: string) => () =>
  step === '3'
    ? new HttpResponse('cus_R4fT8nVb2LqX9z', { headers: { 'Content-Type': 'text/plain' } })
    : getSaveRegistrationStepResponseMock();

async function fillAccount(app: App): Promise<void> {
  const { user } = app;
  await user.type(app.screen.getByLabelText(/First name/), 'Elena');
  await user.type(app.screen.getByLabelText(/Last name/), 'Vasquez');
  await user.type(app.screen.getByLabelText(/^Phone/), '520-555-0187');
  await user.type(app.screen.getByLabelText(/Email/), EMAIL);
}

describe('one request per action: /registration', { timeout: 60_000 }, () => {
  for (const how of TWICE) {
    it(`step 0, Continue (registration_step 0), ${how}`, async () => {
      saveChosenPlan({ product: origin });
      wizardAnswers();
      const app = await renderWithProviders('/registration');
      await fillAccount(app);
      await app.user.type(app.screen.getByLabelText(/^Password/), 'Harvest-Morning-42');
      await app.user.type(app.screen.getByLabelText(/Confirm password/), 'Harvest-Morning-42');
      await app.user.click(app.screen.getByRole('checkbox', { name: "I'm not a robot" }));
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/pre-registration/init',
        answer: savedStep('0'),
        target: () => button('Continue'),
        enterOn: () => app.screen.getByLabelText(/First name/),
        done: () => app.screen.getByRole('checkbox', { name: /agree to the Service Agreement/ }),
      });
    });

    it(`step 0, a sign-on button (the provider's user info), ${how}`, async () => {
      saveChosenPlan({ product: origin });
      wizardAnswers();
      const app = await renderWithProviders('/registration');
      await fillAccount(app);
      // A button outside the form's submit: Enter twice is Enter on the focused button.
      await expectOneRequest({
        user: app.user,
        how,
        method: 'get',
        path: '/ext/sso-userinfo/oauth2/v3/userinfo',
        answer: () => getGetGoogleUserInfoResponseMock(),
        target: () => button('Google'),
        done: () => app.screen.getByText(`You are login with ${getGetGoogleUserInfoResponseMock().email}`),
      });
    });

    it(`step 1, Continue (registration_step 2), ${how}`, async () => {
      draft({ step: 1, reached: 1 });
      wizardAnswers();
      const app = await renderWithProviders('/registration');
      // The step's only field is a checkbox (Enter does not submit from it): Enter twice is on the focused button.
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/pre-registration/init',
        answer: savedStep('2'),
        target: () => app.screen.findByRole('button', { name: 'Continue' }),
        done: () => app.screen.getByLabelText(/Organization name/),
      });
    });

    it(`step 2, Continue (registration_step 3, with the logo), ${how}`, async () => {
      draft({ step: 2, reached: 2, logoUrl: null });
      wizardAnswers();
      const app = await renderWithProviders('/registration');
      await app.screen.findByLabelText(/Organization name/);
      await app.user.upload(
        document.querySelector('input[type=file]') as HTMLInputElement,
        typedFile('logo.png', 'image/png'),
      );
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/pre-registration/init',
        answer: savedStep('3'),
        target: () => button('Continue'),
        enterOn: () => app.screen.getByLabelText(/Organization name/),
        done: () => app.screen.getByLabelText('Order detail'),
      });
    });

    it(`step 3, Pay now (the checkout session), ${how}`, async () => {
      draft({ step: 3, reached: 3 });
      wizardAnswers();
      const app = await renderWithProviders('/registration');
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/subscription/create-payment-checkout-session',
        answer: () => ({ ...getCreateCheckoutSessionResponseMock(), data: { id: 'cs_test_R1' } }),
        target: () => app.screen.findByRole('button', { name: 'Pay now' }),
        done: () => expect(leaveTo).toHaveBeenCalledTimes(1),
      });
    });

    it(`step 3, Pay by invoice (generate-invoice), ${how}`, async () => {
      draft({ step: 3, reached: 3 });
      wizardAnswers();
      const app = await renderWithProviders('/registration');
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/subscription/generate-invoice',
        answer: () => ({ ...getGenerateInvoiceResponseMock(), data: { invoice_id: 'in_1Q' } }),
        target: () => app.screen.findByRole('button', { name: 'Pay by invoice' }),
        done: () => expect(app.location().pathname).toBe('/thank-you/invoice'),
      });
    });
  }

  it('step 0, Google and Microsoft clicked in one task: one sign-on lookup', async () => {
    saveChosenPlan({ product: origin });
    wizardAnswers();
    const app = await renderWithProviders('/registration');
    await fillAccount(app);
    await expectOneOf(
      [
        ['/ext/sso-userinfo/oauth2/v3/userinfo', () => getGetGoogleUserInfoResponseMock()],
        ['/ext/sso-userinfo/oidc/userinfo', () => getGetMicrosoftUserInfoResponseMock()],
      ],
      () => [button('Google'), button('Microsoft')],
      () => app.screen.getByText(`You are login with ${getGetGoogleUserInfoResponseMock().email}`),
      'get',
    );
  });

  it('step 3, Pay now and Pay by invoice clicked in one task: one of them is sent', async () => {
    draft({ step: 3, reached: 3 });
    wizardAnswers();
    const app = await renderWithProviders('/registration');
    await app.screen.findByRole('button', { name: 'Pay now' });
    await expectOneOf(
      [
        ['/subscription/create-payment-checkout-session', () => ({ status: '1', message: 'ok', data: { id: 'cs_1' } })],
        [
          '/subscription/generate-invoice',
          () => ({ ...getGenerateInvoiceResponseMock(), data: { invoice_id: 'in_1Q' } }),
        ],
      ],
      () => [button('Pay now'), button('Pay by invoice')],
      () => expect(leaveTo).toHaveBeenCalledTimes(1),
    );
  });
});

describe('one request on arrival: the end of registration (StrictMode, re-rendered)', { timeout: 60_000 }, () => {
  const finished = () => screen.getByText(/Your Registration process successfully complete/);

  it('/thankyou (card): one create-portal-session, then one registration_step 4', async () => {
    draft({ step: 3, reached: 3, priceId: 'price_1QfOrY2bTr3Gn8TcE' });
    const steps = holdCalls('post', '/pre-registration/init', () => getSaveRegistrationStepResponseMock());
    steps.release();
    await expectOneOnArrival({
      path: '/thankyou?success=true&session_id=cs_test_R1',
      signedIn: false,
      call: '/subscription/create-portal-session',
      answer: () => ({ ...getCreatePortalSessionResponseMock(), data: { subscription: 'sub_card1' } }),
      done: finished,
    });
    expect(steps.count()).toBe(1);
  });

  it('/thank-you (a free plan): one free-subscription, then one registration_step 4', async () => {
    draft({ step: 3, reached: 3 });
    const steps = holdCalls('post', '/pre-registration/init', () => getSaveRegistrationStepResponseMock());
    steps.release();
    await expectOneOnArrival({
      path: '/thank-you',
      signedIn: false,
      call: '/subscription/free-subscription',
      answer: () => ({ ...getCreateFreeSubscriptionResponseMock(), data: { subscriptionId: 'sub_free1' } }),
      done: finished,
    });
    expect(steps.count()).toBe(1);
  });

  it('/thank-you/invoice: one registration_step 4', async () => {
    draft({ step: 3, reached: 3, invoiceId: 'in_1Q' });
    await expectOneOnArrival({
      path: '/thank-you/invoice',
      signedIn: false,
      call: '/pre-registration/init',
      answer: () => getSaveRegistrationStepResponseMock(),
      done: finished,
    });
  });
});
