import { describe, expect, it } from 'vitest';
import { shortCode, textRecord } from '~mocks/world/model/rules/registration-complete';
import { OLIVIA, PASSWORDS, SUNFIELD, VERDANT } from '../../../test-support/example-world';
import { callWorld, freshWorld, payCheckout } from '../../utils/world-call';

/**
 * The registration wizard as a state machine (section 4 of the first document), on the mock world: registration_step
 * moves 0 → 4, each step keeps what it sent, and the last step makes the organization, its subscription and the
 * individual who then signs in to it, empty, with the chosen plan.
 */
const EMAIL = 'elena.vasquez@sonorannutrition.com';
const PASSWORD = 'Saguaro-Bloom-2026';
const ORIGIN = { product: 'prod_QfOr3Gn8Tc5WzE', yearly: 'price_1QfOrY2bTr3Gn8TcE', name: 'Product Origin' };
const STARTER = {
  product: 'prod_QfDpFr2Wq8Lm5N',
  price: 'price_1QfDpF0fFr2Wq8LmF',
  name: 'Document Protection Starter',
};

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const logo = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'logo.png', { type: 'image/png' });

const accountStep = (email = EMAIL, extra: Record<string, string> = {}) =>
  form({
    registration_step: '0',
    id: '',
    organization_id: '',
    name_first: 'Elena',
    name_middle: '',
    name_last: 'Vasquez',
    phone: '520-555-0187',
    email_address: email,
    password: PASSWORD,
    created_by: email,
    updated_by: email,
    recaptcha_token: 'token',
    is_google_login: 'false',
    is_microsoft_login: 'false',
    ...extra,
  });

const consentStep = (email = EMAIL) =>
  form({ registration_step: '2', email_address: email, is_consented: 'true', created_by: email, updated_by: email });

const organizationStep = (email = EMAIL, plan = ORIGIN.product, withLogo = true) =>
  form({
    registration_step: '3',
    email_address: email,
    organization_name: 'Sonoran Nutrition',
    description: 'Desert botanicals, tested.',
    domain_name: 'sonorannutrition.com',
    tag_line: 'From the Sonoran desert',
    subscription_id: plan,
    subscription_name: plan === ORIGIN.product ? ORIGIN.name : STARTER.name,
    subscription_type: plan === ORIGIN.product ? 'tracer' : 'publisher',
    organization_id: '',
    ...(withLogo ? { fileName: logo() } : {}),
  });

const completionStep = (transaction: string, price: string, way: 'card' | 'free' | 'invoice', email = EMAIL) =>
  form({
    registration_step: '4',
    subscription_id: price === STARTER.price ? STARTER.product : ORIGIN.product,
    subscription_charges_id: price,
    subscription_name: price === STARTER.price ? STARTER.name : ORIGIN.name,
    subscription_type: price === STARTER.price ? 'publisher' : 'tracer',
    is_payment_completed: way === 'invoice' ? 'false' : 'true',
    has_card: way === 'card' ? 'true' : 'false',
    status: 'active',
    transaction_id: transaction,
    created_by: email,
    updated_by: email,
    email_address: email,
  });

async function userInfo(world: string, email = EMAIL) {
  const answer = await callWorld('getRegistrationUserInfo', { email_address: email }, { world });
  expect(answer.breaches).toEqual([]);
  return answer.body.data;
}

/** Steps 0 to 2 (posting 0, 2 and 3): the organization is reserved and the customer made. */
async function throughOrganization(world: string, plan = ORIGIN.product, email = EMAIL) {
  expect((await callWorld('saveRegistrationStep', accountStep(email), { world })).body.status).toBe('1');
  expect((await callWorld('saveRegistrationStep', consentStep(email), { world })).body.status).toBe('1');
  const organization = await callWorld('saveRegistrationStep', organizationStep(email, plan), { world });
  expect(organization.breaches).toEqual([]);
  const info = await userInfo(world, email);
  return { customer: info.customer_id as string, info };
}

async function signIn(world: string, email = EMAIL, password = PASSWORD) {
  return callWorld('login', { email_address: email, password }, { world });
}

describe('registration, step by step', () => {
  it('a new email has nothing saved; each step moves registration_step and keeps what it sent', async () => {
    freshWorld('r1');
    expect(await userInfo('r1')).toBeNull();

    const account = await callWorld('saveRegistrationStep', accountStep(), { world: 'r1' });
    expect(account.breaches).toEqual([]);
    expect(account.body).toMatchObject({ status: '1', message: 'Registration details saved successfully' });
    const id = account.body.id as string;
    expect(await userInfo('r1')).toMatchObject({
      id,
      name_first: 'Elena',
      name_last: 'Vasquez',
      phone: '520-555-0187',
      registration_step: 1,
      is_consented: false,
      organization_id: null,
    });

    await callWorld('saveRegistrationStep', consentStep(), { world: 'r1' });
    expect(await userInfo('r1')).toMatchObject({ registration_step: 2, is_consented: true });

    const organization = await callWorld('saveRegistrationStep', organizationStep(), { world: 'r1' });
    // The organization step answers the customer id as text (the contract's text/plain), the one user-info gives.
    expect(organization.body).toMatch(/^cus_[A-Za-z0-9]+$/);
    const info = await userInfo('r1');
    expect(info).toMatchObject({
      id,
      registration_step: 3,
      organization_name: 'Sonoran Nutrition',
      domain_name: 'sonorannutrition.com',
      tag_line: 'From the Sonoran desert',
    });
    expect(info.customer_id).toBe(organization.body);
    expect(info.organization_id).toMatch(/^ORG[0-9A-Z]{7}$/);
    expect(info.logo_url).toMatch(/\/__world\/files\/FIL[0-9A-Z]{7}$/);

    // Step 0 again with the saved id (the locked account) keeps the place reached.
    await callWorld('saveRegistrationStep', accountStep(EMAIL, { id }), { world: 'r1' });
    expect((await userInfo('r1')).registration_step).toBe(3);
  });

  it('refuses a step out of turn, an unknown email and an email that already has an account', async () => {
    freshWorld('r2');
    const early = await callWorld('saveRegistrationStep', consentStep(), { world: 'r2' });
    expect(early.body).toEqual({ status: '2', message: 'User not found' });
    await callWorld('saveRegistrationStep', accountStep(), { world: 'r2' });
    const skipped = await callWorld('saveRegistrationStep', organizationStep(), { world: 'r2' });
    expect(skipped.body).toEqual({ status: '2', message: 'Please accept the Service Agreement to continue.' });
    const taken = await callWorld('saveRegistrationStep', accountStep('olivia.bennett@verdantlabs.com'), {
      world: 'r2',
    });
    expect(taken.body).toEqual({ status: '2', message: 'An account with this email address already exists.' });
    const unpaid = await callWorld('saveRegistrationStep', completionStep('sub_nothing', ORIGIN.yearly, 'card'), {
      world: 'r2',
    });
    expect(unpaid.body).toEqual({ status: '2', message: 'Please complete your organization details first.' });
  });

  it('names a blank field of step 0 and of the organization step (400); a missing one is never saved', async () => {
    freshWorld('r3');
    // A missing field: refused by the contract's check (422) or by the world (400), never saved.
    const missing = await callWorld('saveRegistrationStep', accountStep(EMAIL, { name_first: '' }), { world: 'r3' });
    expect([400, 422]).toContain(missing.status);
    expect(await userInfo('r3')).toBeNull();
    const blank = await callWorld('saveRegistrationStep', accountStep(EMAIL, { name_first: '   ' }), { world: 'r3' });
    expect(blank.breaches).toEqual([]);
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ statusCode: 400, message: 'name_first should not be empty', error: 'Bad Request' });
    await callWorld('saveRegistrationStep', accountStep(), { world: 'r3' });
    await callWorld('saveRegistrationStep', consentStep(), { world: 'r3' });
    const noLogo = organizationStep(EMAIL, ORIGIN.product, false);
    noLogo.append('logo_url', ' ');
    const refused = await callWorld('saveRegistrationStep', noLogo, { world: 'r3' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('fileName should not be empty');
    expect((await userInfo('r3')).registration_step).toBe(2);
  });

  it('paid on the checkout: the last step makes the organization, empty, with its plan, signed into by email', async () => {
    const world = freshWorld('r4');
    const { customer, info } = await throughOrganization('r4');
    const session = await callWorld(
      'createCheckoutSession',
      {
        customer_id: customer,
        domain: 'http://portal.test',
        success_url: 'http://portal.test/thankyou?success=true&session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://portal.test/registration?canceled=true',
        price_id: ORIGIN.yearly,
        trial_period_days: null,
      },
      { world: 'r4' },
    );
    expect(session.breaches).toEqual([]);
    expect(await payCheckout(session.body.data.id as string, 'r4')).toBe(200);
    const portal = await callWorld('createPortalSession', { session_id: session.body.data.id }, { world: 'r4' });
    const transaction = portal.body.data.subscription as string;
    expect(transaction).toMatch(/^sub_/);
    // Not the organization's yet: nothing is made before the last step.
    expect(world.organizations.get(info.organization_id)).toBeUndefined();

    const done = await callWorld('saveRegistrationStep', completionStep(transaction, ORIGIN.yearly, 'card'), {
      world: 'r4',
    });
    expect(done.breaches).toEqual([]);
    expect(done.body).toMatchObject({ status: '1', id: info.id });
    expect((await userInfo('r4')).registration_step).toBe(4);
    expect(world.organizations.get(info.organization_id)).toMatchObject({
      name: 'Sonoran Nutrition',
      short_code: 'SNRNN',
      domain_name: 'sonorannutrition.com',
      is_valid_domain_name: false,
      is_approved: true,
      subscription_name: 'Product Origin',
      individuals: [expect.objectContaining({ id: info.id, email_address: EMAIL })],
    });

    const wrong = await signIn('r4', EMAIL, 'Not-The-Password-1');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email or password');
    const login = await signIn('r4');
    expect(login.breaches).toEqual([]);
    expect(login.body.data).toMatchObject({
      id: info.id,
      organization_id: info.organization_id,
      roles: ['admin'],
      transaction_id: transaction,
      is_valid_domain_name: false,
      authenticator_secret: null,
      subscriptionList: [{ subscription_type: 'tracer', subscription_name: 'Product Origin', status: 'active' }],
    });
    expect(world.organizationId).toBe(info.organization_id);
    expect(world.allowances).toEqual({ tracer: { plan: 'Product Origin', products: 100, batches: -1 } });

    const products = await callWorld(
      'searchProducts',
      { type: 'tracer', offset: 0, limit: 10, organization_id: info.organization_id } as never,
      {
        world: 'r4',
        subscription: 'tracer',
      },
    );
    expect(products.body.data.count).toBe(0);
    const records = await callWorld(
      'retrieveSubscriptions',
      { organization_id: info.organization_id },
      { world: 'r4' },
    );
    expect(records.breaches).toEqual([]);
    expect(records.body.data).toHaveLength(1);
    expect(records.body.data[0]).toMatchObject({
      subscription_type: 'tracer',
      status: 'active',
      product: { name: 'Product Origin' },
      plan: { amount: 149000, interval: 'year' },
      currentmetadata: { num_products_on_chain: 0, num_batches: 0, num_seats: 1 },
    });
    const invoices = await callWorld('checkInvoiceStatus', { id: info.organization_id }, { world: 'r4' });
    expect(invoices.body.list).toEqual([
      expect.objectContaining({ status: 'paid', product_name: 'Product Origin', amount_paid: 149000 }),
    ]);
    // Step 0 is closed to the email now.
    const again = await callWorld('saveRegistrationStep', accountStep(), { world: 'r4' });
    expect(again.body.status).toBe('2');
  });

  it('paid by invoice: the organization waits for approval and its invoice is open', async () => {
    const world = freshWorld('r5');
    const { info } = await throughOrganization('r5');
    const invoice = await callWorld(
      'generateInvoice',
      { email_address: EMAIL, subscription_charges_id: ORIGIN.yearly },
      { world: 'r5' },
    );
    expect(invoice.breaches).toEqual([]);
    const id = invoice.body.data.invoice_id as string;
    await callWorld('saveRegistrationStep', completionStep(id, ORIGIN.yearly, 'invoice'), { world: 'r5' });
    expect(world.organizations.get(info.organization_id)?.is_approved).toBe(false);
    const list = await callWorld('checkInvoiceStatus', { id: info.organization_id }, { world: 'r5' });
    expect(list.body.list).toEqual([expect.objectContaining({ id, status: 'open', amount_due: 149000 })]);
    expect((await signIn('r5')).body.data.is_approved).toBe(false);
  });

  it('free: the $0.00 plan joins the organization the last step makes, with the plan’s one seat', async () => {
    const world = freshWorld('r6');
    const { info } = await throughOrganization('r6', STARTER.product);
    const free = await callWorld(
      'createFreeSubscription',
      {
        email_address: EMAIL,
        organization_id: info.organization_id,
        subscription_charges_id: STARTER.price,
        subscription_id: STARTER.product,
      },
      { world: 'r6' },
    );
    expect(free.breaches).toEqual([]);
    const paidPlan = await callWorld(
      'createFreeSubscription',
      {
        email_address: EMAIL,
        organization_id: info.organization_id,
        subscription_charges_id: ORIGIN.yearly,
        subscription_id: ORIGIN.product,
      },
      { world: 'r6' },
    );
    expect(paidPlan.body).toEqual({ status: '0', message: 'This plan is not free', data: null });
    await callWorld('saveRegistrationStep', completionStep(free.body.data.subscriptionId, STARTER.price, 'free'), {
      world: 'r6',
    });
    expect(world.organizations.get(info.organization_id)).toMatchObject({ num_seats: 1, is_approved: true });
    expect((await signIn('r6')).body.data.subscriptionList).toEqual([
      expect.objectContaining({ subscription_type: 'publisher', subscription_name: 'Document Protection Starter' }),
    ]);
  });
});

describe('sign-up and sign-in', () => {
  it('the lead capture makes the individual, without an organization; the same email again is refused', async () => {
    const world = freshWorld('s1');
    const lead = {
      name_first: 'Elena',
      name_middle: null,
      name_last: 'Vasquez',
      phone_mobile: '520-555-0187',
      email_address: EMAIL,
      password: PASSWORD,
    };
    const first = await callWorld('register', lead, { world: 's1' });
    expect(first.breaches).toEqual([]);
    expect(first.body.message).toBe('Thanks for signing up. One of our team members will reach out to you shortly!');
    expect((await callWorld('register', lead, { world: 's1' })).body).toEqual({
      status: '0',
      message: 'Email address already exists',
      data: null,
    });
    const login = await signIn('s1');
    expect(login.body.data).toMatchObject({ email_address: EMAIL, organization_id: null, transaction_id: null });
    expect(world.organizationId).toBe('');
    // The wizard resumes after the account, and the lead may finish registering.
    expect(await userInfo('s1')).toMatchObject({ id: login.body.data.id, registration_step: 1 });
    expect((await callWorld('saveRegistrationStep', accountStep(), { world: 's1' })).body.id).toBe(login.body.data.id);
  });

  it('keeps today’s sign-in: any address signs in as Olivia, the example world’s people as themselves', async () => {
    const world = freshWorld('s2');
    const anyone = await signIn('s2', 'someone@example.com', 'whatever-it-is');
    expect(anyone.breaches).toEqual([]);
    expect(anyone.body.data).toMatchObject({
      id: OLIVIA,
      organization_id: VERDANT,
      transaction_id: 'sub_1QbX7R2eZvKYlo2C',
      subscriptionList: [
        { id: 'SUB3TRC9A1', subscription_type: 'tracer', subscription_name: 'Product Origin', status: 'active' },
        { id: 'SUB8FPS2B7', subscription_type: 'fastpass', subscription_name: 'Product Fast Pass', status: 'active' },
      ],
    });
    const daniel = await signIn('s2', 'daniel.okafor@sunfieldapothecary.com', PASSWORDS.daniel);
    expect(daniel.body.data).toMatchObject({ id: 'IND6D3K8SW', organization_id: SUNFIELD, is_free_trail: true });
    expect(world.organizationId).toBe(SUNFIELD);
    const sso = await callWorld('ssoLogin', { email_address: 'marcus.reed@verdantlabs.com' }, { world: 's2' });
    expect(sso.body.data).toMatchObject({ id: 'IND9R3T6WX', organization_id: VERDANT });
    const stranger = await callWorld('ssoLogin', { email_address: 'nobody@example.com' }, { world: 's2' });
    expect(stranger.status).toBe(401);
    expect(stranger.body.message).toBe('No account is registered with this email address');
  });

  it('a short code and a TXT record for a new organization', () => {
    expect(shortCode('Verdant Labs')).toBe('VRDNT');
    expect(shortCode('Sonoran Nutrition')).toBe('SNRNN');
    expect(textRecord('ORG0000001')).toMatch(/^portal-verification=[0-9a-f]{8}$/);
  });
});
