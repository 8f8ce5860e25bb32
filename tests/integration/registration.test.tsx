import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { configure, within } from '@testing-library/react';
import { server } from '~mocks/node';
import { exampleValues } from '@/api/generated/example-values';
import type { PlanListResponse } from '@/api/generated/portal/model';
import { saveChosenPlan } from '@/components/plans/chosen-plan';
import { OLIVIA, VERDANT } from '../../test-support/example-world';
import { leaveTo } from '../utils/leave';
import { DRAFT_KEY } from '@/features/registration/registration-draft';
import { REGISTRATION_EMAIL, writeRegistrationDraft } from '../utils/drafts';
import { renderWithProviders } from '../utils/render';
import { typedFile } from '../utils/file-bytes';
import { callWorld } from '../utils/world-call';

configure({ asyncUtilTimeout: 10000 });
vi.setConfig({ testTimeout: 60000 });

const plans = (exampleValues.listPlans!['200']!.examples.plans as PlanListResponse).data.plans;
const origin = plans.find((p) => p.prouct_name === 'Product Origin')!;
const starter = plans.find((p) => p.prouct_name === 'Document Protection Starter')!;
const EMAIL = REGISTRATION_EMAIL;
const draft = writeRegistrationDraft;

type Body = Record<string, FormDataEntryValue>;

/** Answers the wizard's calls and records what was sent. */
function answers(step: Partial<Record<string, () => Response>> = {}) {
  const sent: {
    init: Body[];
    userInfo: unknown[];
    checkout: unknown[];
    invoice: unknown[];
    free: unknown[];
    portal: unknown[];
  } = {
    init: [],
    userInfo: [],
    checkout: [],
    invoice: [],
    free: [],
    portal: [],
  };
  server.use(
    http.post('*/pre-registration/init', async ({ request }) => {
      const body = Object.fromEntries((await request.formData()).entries());
      sent.init.push(body);
      const custom = step[String(body.registration_step)];
      if (custom) return custom();
      if (body.registration_step === '3')
        return new HttpResponse('cus_R4fT8nVb2LqX9z', { headers: { 'Content-Type': 'text/plain' } });
      return HttpResponse.json({ status: '1', message: 'Registration details saved successfully', id: OLIVIA });
    }),
    http.post('*/pre-registration/user-info', async ({ request }) => {
      sent.userInfo.push(await request.json());
      return (step.userInfo ?? (() => HttpResponse.json({ status: '1', message: 'User not found', data: null })))();
    }),
    http.post('*/subscription/create-payment-checkout-session', async ({ request }) => {
      sent.checkout.push(await request.json());
      await new Promise((r) => setTimeout(r, 50));
      return HttpResponse.json({ status: '1', message: 'ok', data: { id: 'cs_test_R1' } });
    }),
    http.post('*/subscription/generate-invoice', async ({ request }) => {
      sent.invoice.push(await request.json());
      await new Promise((r) => setTimeout(r, 50));
      return HttpResponse.json({
        status: '1',
        message: 'Invoice generated successfully',
        data: { invoice_id: 'in_1Q' },
      });
    }),
    http.post('*/subscription/free-subscription', async ({ request }) => {
      sent.free.push(await request.json());
      return HttpResponse.json({ status: '1', message: 'ok', data: { subscriptionId: 'sub_free1' } });
    }),
    http.post('*/subscription/create-portal-session', async ({ request }) => {
      sent.portal.push(await request.json());
      return (
        step.portal ?? (() => HttpResponse.json({ status: '1', message: 'ok', data: { subscription: 'sub_card1' } }))
      )();
    }),
  );
  return sent;
}

async function fillAccount(app: Awaited<ReturnType<typeof renderWithProviders>>, password = 'Harvest-Morning-42') {
  const { user, screen } = app;
  await user.type(screen.getByLabelText(/First name/), 'Elena');
  await user.type(screen.getByLabelText(/Last name/), 'Vasquez');
  await user.type(screen.getByLabelText(/^Phone/), '(520) 555-0187');
  await user.type(screen.getByLabelText(/Email/), EMAIL);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/Confirm password/), password);
}

describe('/registration', () => {
  it('without a chosen plan goes to /plans', async () => {
    server.use(
      http.post('*/subscription/list', () =>
        HttpResponse.json(exampleValues.listPlans!['200']!.examples.plans as never),
      ),
    );
    const app = await renderWithProviders('/registration');
    expect(app.location().pathname).toBe('/plans');
  });

  it('step 0 names every problem, then saves the account and moves to the service agreement', async () => {
    saveChosenPlan({ product: origin });
    const sent = answers();
    const app = await renderWithProviders('/registration?foo=1');
    const { user, screen } = app;
    expect(screen.getByRole('heading', { name: 'Pre Registration' })).toHaveAttribute('aria-current', 'step');
    expect(
      screen.getByText(/Please fill out your first name, last name, phone number, and email address/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Please enter a value')).toHaveLength(4);
    expect(screen.getByText("Please check the checkbox i'm not a robot.")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email/), 'elena@');
    await user.type(screen.getByLabelText(/^Phone/), '12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter vaild email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter valid Phone No.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Email/));
    await user.clear(screen.getByLabelText(/^Phone/));
    await fillAccount(app);
    await user.clear(screen.getByLabelText(/Confirm password/));
    await user.type(screen.getByLabelText(/Confirm password/), 'Harvest-Morning-43');
    await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Your password and confirmation password do not match.')).toBeInTheDocument();
    expect(sent.init).toHaveLength(0);
    await user.clear(screen.getByLabelText(/Confirm password/));
    await user.type(screen.getByLabelText(/Confirm password/), 'Harvest-Morning-42');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The password check (a digest, then the range lookup) comes first: more than the default wait on a busy machine.
    const slow = { timeout: 15_000 };
    expect(await screen.findByRole('checkbox', { name: /agree to the Service Agreement/ }, slow)).toBeInTheDocument();
    expect(sent.init[0]).toMatchObject({
      registration_step: '0',
      name_first: 'Elena',
      name_last: 'Vasquez',
      phone: '520-555-0187',
      email_address: EMAIL,
      password: 'Harvest-Morning-42',
      recaptcha_token: 'mock-recaptcha-token',
      is_google_login: 'false',
      is_microsoft_login: 'false',
      created_by: EMAIL,
    });
    expect(screen.getByRole('button', { name: 'VIEW Pre Registration' })).toBeInTheDocument();
    const stored = sessionStorage.getItem(DRAFT_KEY) ?? '';
    expect(JSON.parse(stored).account).toMatchObject({ name_last: 'Vasquez', email_address: EMAIL });
    expect(stored).not.toContain('Harvest-Morning');
  });

  it("a refused step 0 says the server's message with ' Please Login to Continue' and goes home", async () => {
    saveChosenPlan({ product: origin });
    answers({
      '0': () => HttpResponse.json({ status: '2', message: 'An account with this email address already exists.' }),
    });
    const app = await renderWithProviders('/registration');
    await fillAccount(app);
    await app.user.click(app.screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await app.user.click(app.screen.getByRole('button', { name: 'Continue' }));
    expect(
      await app.screen.findByText(
        'An account with this email address already exists. Please Login to Continue',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(app.location().pathname).not.toMatch(/registration/);
  });

  it('a sign-on button asks for the details first, then signs on: You are login with {email}', async () => {
    saveChosenPlan({ product: origin });
    answers();
    const app = await renderWithProviders('/registration');
    await app.user.click(app.screen.getByRole('button', { name: 'Google' }));
    expect(await app.screen.findAllByText('Please enter a value')).toHaveLength(4);
    await app.user.type(app.screen.getByLabelText(/First name/), 'Olivia');
    await app.user.type(app.screen.getByLabelText(/Last name/), 'Bennett');
    await app.user.type(app.screen.getByLabelText(/^Phone/), '602-555-0148');
    await app.user.type(app.screen.getByLabelText(/Email/), 'someone@verdantlabs.com');
    await app.user.click(app.screen.getByRole('button', { name: 'Google' }));
    expect(await app.screen.findByText('You are login with olivia.bennett@verdantlabs.com')).toBeInTheDocument();
    expect(app.screen.getByLabelText(/Email/)).toBeDisabled();
    expect(app.screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
  });

  it('the service agreement enables Continue only when ticked and posts registration_step 2', async () => {
    saveChosenPlan({ product: origin });
    draft({ step: 1, reached: 1, consented: false });
    const sent = answers();
    const app = await renderWithProviders('/registration');
    const cont = await app.screen.findByRole('button', { name: 'Continue' });
    expect(cont).toBeDisabled();
    expect(
      within(app.screen.getByRole('region', { name: 'Service Agreement' })).getByRole('link', {
        name: 'Terms of Service',
      }),
    ).toHaveAttribute('href', '/terms-of-service');
    await app.user.click(app.screen.getByRole('checkbox', { name: /agree to the Service Agreement/ }));
    await app.user.click(cont);
    await vi.waitFor(() => expect(sent.init).toHaveLength(1));
    expect(await app.screen.findByLabelText(/Organization name/)).toBeInTheDocument();
    expect(sent.init[0]).toMatchObject({ registration_step: '2', email_address: EMAIL, is_consented: 'true' });
    expect(app.screen.getByRole('button', { name: 'CHANGE Service Agreement' })).toBeInTheDocument();
  });

  it('a failed step 1 says so and the user stays on the service agreement', async () => {
    saveChosenPlan({ product: origin });
    draft({ step: 1, reached: 1, consented: true });
    const refusal = exampleValues.saveRegistrationStep!['200']!.examples.bodyFailure as { message: string };
    const sent = answers({ '2': () => HttpResponse.json(refusal as never) });
    const app = await renderWithProviders('/registration');
    await app.user.click(await app.screen.findByRole('button', { name: 'Continue' }));
    expect(await app.screen.findByText(refusal.message)).toBeInTheDocument();
    expect(sent.init).toHaveLength(1);
    expect(app.location().pathname).toBe('/registration');
    expect(app.screen.getByRole('checkbox', { name: /agree to the Service Agreement/ })).toBeChecked();
    expect(app.screen.queryByLabelText(/Organization name/)).not.toBeInTheDocument();
  });

  it('the organization step needs name, domain and logo, trims the domain and keeps the customer id', async () => {
    saveChosenPlan({ product: origin });
    draft({
      step: 2,
      reached: 2,
      organization: { organization_name: '', domain_name: '', description: '', tag_line: '' },
      logoUrl: null,
    });
    const sent = answers();
    const app = await renderWithProviders('/registration');
    const cont = await app.screen.findByRole('button', { name: 'Continue' });
    await app.user.type(app.screen.getByLabelText(/Organization name/), 'Sonoran Nutrition');
    await app.user.type(app.screen.getByLabelText(/Domain name/), '  sonorannutrition.com  ');
    expect(cont).toBeDisabled();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await app.user.upload(input, typedFile('logo.png', 'image/png'));
    await app.user.click(cont);
    expect(await app.screen.findByLabelText('Order detail')).toBeInTheDocument();
    expect(sent.init[0]).toMatchObject({
      registration_step: '3',
      organization_name: 'Sonoran Nutrition',
      domain_name: 'sonorannutrition.com',
      subscription_id: origin.product_id,
      subscription_type: 'tracer',
      num_batches: '-1',
    });
    expect(sent.init[0]!.fileName).toHaveProperty('type', 'image/png');
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}').customerId).toBe('cus_R4fT8nVb2LqX9z');
  });

  it('resumes at the stored step of the saved user info', async () => {
    saveChosenPlan({ product: origin });
    draft({ step: 0, reached: 0, id: OLIVIA });
    const sent = answers({
      userInfo: () =>
        HttpResponse.json(exampleValues.getRegistrationUserInfo!['200']!.examples.userInfoAtPlan as never),
    });
    const app = await renderWithProviders('/registration');
    expect(await app.screen.findByLabelText('Order detail')).toBeInTheDocument();
    expect(sent.userInfo).toEqual([{ email_address: EMAIL }]);
    expect(app.screen.getByRole('button', { name: 'VIEW Pre Registration' })).toBeInTheDocument();
  });
});

describe('a registration resumed in a new tab', () => {
  it('step 0 with the same email comes back to the step reached, with the organization saved there', async () => {
    // The first tab got through the organization step (the world holds it); the new tab has nothing in its storage.
    const form = (fields: Record<string, string | Blob>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.append(name, value);
      return data;
    };
    const by = { email_address: EMAIL, created_by: EMAIL, updated_by: EMAIL };
    const steps = [
      form({
        ...by,
        registration_step: '0',
        name_first: 'Elena',
        name_last: 'Vasquez',
        phone: '520-555-0187',
        password: 'Harvest-Morning-42',
        recaptcha_token: 'token',
        is_google_login: 'false',
        is_microsoft_login: 'false',
      }),
      form({ ...by, registration_step: '2', is_consented: 'true' }),
      form({
        ...by,
        registration_step: '3',
        organization_name: 'Sonoran Nutrition',
        domain_name: 'sonorannutrition.com',
        tag_line: 'From the Sonoran desert',
        description: 'Desert botanicals, tested.',
        subscription_id: origin.product_id,
        subscription_name: origin.prouct_name,
        subscription_type: origin.subscription_type,
        fileName: typedFile('logo.png', 'image/png'),
      }),
    ];
    for (const step of steps) expect((await callWorld('saveRegistrationStep', step)).status).toBe(200);
    saveChosenPlan({ product: origin });
    const app = await renderWithProviders('/registration');
    // Pasted, not typed key by key: the typing is the step 0 test's.
    const fields: [RegExp, string][] = [
      [/First name/, 'Elena'],
      [/Last name/, 'Vasquez'],
      [/^Phone/, '520-555-0187'],
      [/Email/, EMAIL],
      [/^Password/, 'Harvest-Morning-42'],
      [/Confirm password/, 'Harvest-Morning-42'],
    ];
    for (const [label, value] of fields) {
      await app.user.click(app.screen.getByLabelText(label));
      await app.user.paste(value);
    }
    await app.user.click(app.screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await app.user.click(app.screen.getByRole('button', { name: 'Continue' }));
    expect(await app.screen.findByLabelText('Order detail', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(app.screen.getByRole('heading', { name: 'Payment Options' })).toHaveAttribute('aria-current', 'step');
    expect(app.screen.queryByRole('checkbox', { name: /agree to the Service Agreement/ })).not.toBeInTheDocument();
    await app.user.click(app.screen.getByRole('button', { name: 'CHANGE Basic Organization Information' }));
    expect(await app.screen.findByLabelText(/Organization name/)).toHaveValue('Sonoran Nutrition');
    expect(app.screen.getByLabelText(/Domain name/)).toHaveValue('sonorannutrition.com');
    expect(app.screen.getByLabelText(/Tag line/)).toHaveValue('From the Sonoran desert');
    expect(app.screen.getByLabelText(/Description/)).toHaveValue('Desert botanicals, tested.');
    expect(app.screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });
});

describe('the payment step', () => {
  it('pays by card: one checkout session however fast clicked, then the checkout', async () => {
    saveChosenPlan({ product: origin });
    draft({ step: 3, reached: 3 });
    const sent = answers();
    const app = await renderWithProviders('/registration/year');
    const order = await app.screen.findByLabelText('Order detail');
    expect(within(order).getByRole('link', { name: 'Change Plan' })).toHaveAttribute('href', '/plans');
    expect(within(order).getByRole('radio', { name: 'Yearly: $1,490.00 / year' })).toBeChecked();
    await app.user.dblClick(app.screen.getByRole('button', { name: 'Pay now' }));
    await vi.waitFor(() => expect(leaveTo).toHaveBeenCalled());
    expect(sent.checkout).toHaveLength(1);
    expect(sent.checkout[0]).toMatchObject({
      customer_id: 'cus_R4fT8nVb2LqX9z',
      price_id: 'price_1QfOrY2bTr3Gn8TcE',
      success_url: expect.stringMatching(/\/thankyou\?success=true&session_id=\{CHECKOUT_SESSION_ID\}$/),
      cancel_url: expect.stringMatching(/\/registration\?canceled=true$/),
    });
    const address = new URL(vi.mocked(leaveTo).mock.lastCall![0], 'http://x');
    expect(address.pathname).toBe('/mock-checkout');
    expect(address.searchParams.get('session')).toBe('cs_test_R1');
  });

  it('pays by invoice once, then /thank-you/invoice finishes registration', async () => {
    saveChosenPlan({ product: origin });
    draft({ step: 3, reached: 3 });
    const sent = answers();
    const app = await renderWithProviders('/registration');
    await app.user.dblClick(await app.screen.findByRole('button', { name: 'Pay by invoice' }));
    expect(await app.screen.findByText('Great! Your Registration process successfully complete.')).toBeInTheDocument();
    expect(sent.invoice).toEqual([{ email_address: EMAIL, subscription_charges_id: 'price_1QfOrM6aTr3Gn8TcD' }]);
    expect(app.location().pathname).toBe('/thank-you/invoice');
    expect(sent.init.at(-1)).toMatchObject({
      registration_step: '4',
      status: 'active',
      has_card: 'false',
      transaction_id: 'in_1Q',
    });
    expect(app.screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('a $0.00 plan shows Login instead of Pay now and finishes with a free subscription', async () => {
    saveChosenPlan({ product: starter });
    draft({ step: 3, reached: 3 });
    const sent = answers();
    const app = await renderWithProviders('/registration');
    expect(await app.screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(app.screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    await app.user.click(app.screen.getByRole('button', { name: 'Login' }));
    expect(await app.screen.findByText(/Thank You!/)).toBeInTheDocument();
    expect(sent.free).toEqual([
      {
        email_address: EMAIL,
        organization_id: VERDANT,
        subscription_charges_id: 'price_1QfDpF0fFr2Wq8LmF',
        subscription_id: 'prod_QfDpFr2Wq8Lm5N',
      },
    ]);
    expect(sent.init.at(-1)).toMatchObject({
      registration_step: '4',
      transaction_id: 'sub_free1',
      is_payment_completed: 'true',
    });
  });

  it('?canceled=true returns to the payment step', async () => {
    saveChosenPlan({ product: origin });
    draft({ step: 3, reached: 3, priceId: 'price_1QfOrY2bTr3Gn8TcE' });
    answers();
    const app = await renderWithProviders('/registration?canceled=true');
    expect(await app.screen.findByRole('button', { name: 'Pay now' })).toBeInTheDocument();
  });
});

describe('the card return', () => {
  it('/thankyou reads the subscription of the session and posts step 4 with the card', async () => {
    saveChosenPlan({ product: origin });
    draft({ step: 3, reached: 3, priceId: 'price_1QfOrY2bTr3Gn8TcE' });
    const sent = answers();
    const app = await renderWithProviders('/thankyou?success=true&session_id=cs_test_R1');
    expect(await app.screen.findByText(/Your Registration process successfully complete/)).toBeInTheDocument();
    expect(sent.portal).toEqual([{ session_id: 'cs_test_R1' }]);
    expect(sent.init.at(-1)).toMatchObject({
      registration_step: '4',
      subscription_charges_id: 'price_1QfOrY2bTr3Gn8TcE',
      transaction_id: 'sub_card1',
      has_card: 'true',
      status: 'active',
    });
  });

  it.each(['registrationRefused', 'bodyFailure'])(
    'a failed finalization (step 4, %s): the alert, then / (the sign-in page), not the thanks',
    async (example) => {
      saveChosenPlan({ product: origin });
      draft({ step: 3, reached: 3, priceId: 'price_1QfOrY2bTr3Gn8TcE' });
      const refusal = exampleValues.saveRegistrationStep!['200']!.examples[example] as { message: string };
      const sent = answers({ '4': () => HttpResponse.json(refusal as never) });
      const app = await renderWithProviders('/thankyou?success=true&session_id=cs_test_R1');
      expect(await app.screen.findByText(refusal.message)).toBeInTheDocument();
      expect(sent.init.at(-1)).toMatchObject({ registration_step: '4', transaction_id: 'sub_card1' });
      await vi.waitFor(() => expect(app.location().pathname).not.toBe('/thankyou'));
      expect(await app.screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
      expect(app.screen.queryByText(/Your Registration process successfully complete/)).not.toBeInTheDocument();
      // Not finished: the draft stays for another try.
      expect(sessionStorage.getItem(DRAFT_KEY)).not.toBeNull();
    },
  );

  it("says 'Transaction ID missing' when the session has no subscription, and goes home", async () => {
    saveChosenPlan({ product: origin });
    draft({ step: 3, reached: 3 });
    const sent = answers({
      portal: () => HttpResponse.json({ status: '1', message: 'ok', data: { subscription: null } }),
    });
    const app = await renderWithProviders('/thankyou?success=true&session_id=cs_test_R1');
    expect(await app.screen.findByText('Transaction ID missing')).toBeInTheDocument();
    expect(sent.init).toHaveLength(0);
    await vi.waitFor(() => expect(app.location().pathname).not.toBe('/thankyou'));
  });
});
