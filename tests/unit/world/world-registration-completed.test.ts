import { describe, expect, it } from 'vitest';
import { callWorldKept, freshWorld } from '../../utils/world-call';

/**
 * A completed registration is an account (docs/world/registration.md): once step 4 is done, no earlier step of the
 * wizard is saved again (issue 58: step 3 was accepted again after step 4); before it, a passed step may be changed.
 */
const W = 'registration-completed';
const EMAIL = 'elena.vasquez@sonorannutrition.com';
const STARTER = { product: 'prod_QfDpFr2Wq8Lm5N', price: 'price_1QfDpF0fFr2Wq8LmF' };
const ACCOUNT_EXISTS = { status: '2', message: 'An account with this email address already exists.' };
const call = callWorldKept(W);

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const account = () =>
  form({
    registration_step: '0',
    id: '',
    organization_id: '',
    name_first: 'Elena',
    name_last: 'Vasquez',
    phone: '520-555-0187',
    email_address: EMAIL,
    password: 'Saguaro-Bloom-2026',
    created_by: EMAIL,
    updated_by: EMAIL,
    recaptcha_token: 'token',
    is_google_login: 'false',
    is_microsoft_login: 'false',
  });
const consent = () =>
  form({ registration_step: '2', email_address: EMAIL, is_consented: 'true', created_by: EMAIL, updated_by: EMAIL });
const organization = (name: string) =>
  form({
    registration_step: '3',
    email_address: EMAIL,
    organization_name: name,
    domain_name: 'sonorannutrition.com',
    subscription_id: STARTER.product,
    subscription_name: 'Document Protection Starter',
    subscription_type: 'publisher',
    organization_id: '',
    fileName: new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }),
  });
const completion = (transaction: string) =>
  form({
    registration_step: '4',
    subscription_id: STARTER.product,
    subscription_charges_id: STARTER.price,
    subscription_name: 'Document Protection Starter',
    subscription_type: 'publisher',
    is_payment_completed: 'true',
    has_card: 'false',
    status: 'active',
    transaction_id: transaction,
    created_by: EMAIL,
    updated_by: EMAIL,
    email_address: EMAIL,
  });

const userInfo = async () => (await call('getRegistrationUserInfo', { email_address: EMAIL })).body.data;

describe('the registration wizard: a completed registration keeps its steps', () => {
  it('changes a passed step before completion, and refuses every earlier step after it', async () => {
    const world = freshWorld(W);
    expect((await call('saveRegistrationStep', account())).body.status).toBe('1');
    expect((await call('saveRegistrationStep', consent())).body.status).toBe('1');
    expect((await call('saveRegistrationStep', organization('Sonoran Nutrition'))).body).toMatch(/^cus_/);
    // The wizard's CHANGE: the organization step saved again before the last step keeps the new details.
    expect((await call('saveRegistrationStep', organization('Sonoran Nutrition Co'))).body).toMatch(/^cus_/);
    expect((await call('saveRegistrationStep', consent())).body.status).toBe('1');
    const info = await userInfo();
    expect(info).toMatchObject({ registration_step: 3, organization_name: 'Sonoran Nutrition Co' });

    const free = await call('createFreeSubscription', {
      email_address: EMAIL,
      organization_id: info.organization_id,
      subscription_charges_id: STARTER.price,
      subscription_id: STARTER.product,
    });
    const done = await call('saveRegistrationStep', completion(free.body.data.subscriptionId as string));
    expect(done.body).toMatchObject({ status: '1', message: 'Registration details saved successfully' });
    const made = world.organizations.get(info.organization_id);
    expect(made?.name).toBe('Sonoran Nutrition Co');

    // Step 3 (posting the organization) after step 4: the documented refusal, and nothing changes.
    expect((await call('saveRegistrationStep', organization('Renamed Afterwards'))).body).toEqual(ACCOUNT_EXISTS);
    expect((await call('saveRegistrationStep', consent())).body).toEqual(ACCOUNT_EXISTS);
    expect((await call('saveRegistrationStep', account())).body).toEqual(ACCOUNT_EXISTS);
    expect(await userInfo()).toMatchObject({ registration_step: 4, organization_name: 'Sonoran Nutrition Co' });
    expect(world.organizations.get(info.organization_id)).toEqual(made);
    // The last step again (the thank-you page reloaded) still answers saved, changing nothing.
    const again = await call('saveRegistrationStep', completion(free.body.data.subscriptionId as string));
    expect(again.body).toMatchObject({ status: '1', id: info.id });
  });
});
