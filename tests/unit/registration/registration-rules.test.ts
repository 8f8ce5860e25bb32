import { describe, expect, it } from 'vitest';
import type { PlanProduct } from '@/api/generated/portal/model';
import {
  accountBody,
  completionBody,
  customerIdOf,
  organizationBody,
} from '@/features/registration/registration-bodies';
import { emptyAccount } from '@/features/registration/registration-fields';
import { accountRefusal, ssoLoginText } from '@/features/registration/registration-messages';
import { chosenPrice, isFreeChoice, registrationOrder } from '@/features/registration/registration-price';
import { resumeStep, stepControl } from '@/features/registration/registration-steps';
import { accountDetailsReady, organizationReady } from '@/features/registration/registration-validation';

const plan: PlanProduct = {
  product_id: 'prod_1',
  prouct_name: 'Product Origin',
  subscription_type: 'tracer',
  prouct_metadata: { num_batches: '-1', num_seats: '5', is_active: 'true' },
  product_plan: [
    { id: 'price_y', interval: 'year', interval_count: 1, currency: 'usd', amount: 149000 },
    { id: 'price_m', interval: 'month', interval_count: 1, currency: 'usd', amount: 0 },
  ],
};

describe('the wizard step machine', () => {
  it('resumes at the stored step (at most 3), or at payment once the payment succeeded', () => {
    expect(resumeStep(undefined)).toBe(0);
    expect(resumeStep(2)).toBe(2);
    expect(resumeStep(4)).toBe(3);
    expect(resumeStep(-1)).toBe(0);
    expect(resumeStep(1, 'succeeded')).toBe(3);
  });
  it('offers VIEW on step 0 and CHANGE on later completed steps', () => {
    expect(stepControl(0, 2, 2)).toBe('VIEW');
    expect(stepControl(1, 2, 2)).toBe('CHANGE');
    expect(stepControl(2, 2, 2)).toBeNull();
    expect(stepControl(3, 1, 3)).toBeNull();
    expect(stepControl(2, 0, 3)).toBe('CHANGE');
  });
});

describe('the wizard bodies and checks', () => {
  const values = {
    ...emptyAccount,
    name_first: ' Elena ',
    name_last: 'Vasquez',
    phone: '520-555-0187',
    email_address: 'elena@sonoran.com ',
    password: 'Harvest-Morning-42',
  };
  it('step 0 sends the account, the robot token, the refer token and the sign-on flags; no password with a provider', () => {
    const facts = { id: '', organizationId: '', robotToken: 't', provider: null, referToken: 'REF' };
    expect(accountBody(values, facts)).toMatchObject({
      registration_step: '0',
      name_first: 'Elena',
      email_address: 'elena@sonoran.com',
      password: 'Harvest-Morning-42',
      refer_token: 'REF',
      is_google_login: 'false',
    });
    const google = accountBody(values, { ...facts, provider: 'google', referToken: '' });
    expect(google).not.toHaveProperty('password');
    expect(google).not.toHaveProperty('refer_token');
    expect(google.is_google_login).toBe('true');
    expect(accountDetailsReady(values)).toBe(true);
    expect(accountDetailsReady({ ...values, phone: '12' })).toBe(false);
    expect(ssoLoginText('a@b.co')).toBe('You are login with a@b.co');
    expect(accountRefusal('Exists.')).toBe('Exists. Please Login to Continue');
  });
  it('step 2 needs name, domain and a logo, and sends the plan with its limits as text', () => {
    const org = { organization_name: 'Sonoran', domain_name: ' sonoran.com ', description: '', tag_line: '' };
    expect(organizationReady(org, null, null)).toBe(false);
    expect(organizationReady(org, null, 'https://x/logo.png')).toBe(true);
    expect(organizationReady({ ...org, domain_name: '  ' }, null, 'u')).toBe(false);
    expect(organizationBody(org, plan, 'e@x.co', '', { fileName: 'logo.png' })).toMatchObject({
      registration_step: '3',
      domain_name: 'sonoran.com',
      subscription_id: 'prod_1',
      num_batches: '-1',
      num_seats: '5',
    });
    expect(organizationBody(org, plan, 'e@x.co', '', { fileName: 'logo.png' })).not.toHaveProperty('is_active');
    expect(customerIdOf(' cus_R4 ')).toBe('cus_R4');
    expect(customerIdOf({ status: '1' })).toBeNull();
  });
  it('step 4 says how it was paid; the chosen price and the order', () => {
    expect(completionBody(plan, 'price_y', 'e@x.co', 'sub_1', 'card')).toMatchObject({
      registration_step: '4',
      status: 'active',
      has_card: 'true',
      is_payment_completed: 'true',
    });
    expect(completionBody(plan, 'price_y', 'e@x.co', 'in_1', 'invoice')).toMatchObject({
      has_card: 'false',
      is_payment_completed: 'false',
    });
    expect(chosenPrice(plan)?.id).toBe('price_m');
    expect(chosenPrice(plan, undefined, 'year')?.id).toBe('price_y');
    expect(chosenPrice(plan, 'price_y', 'month')?.id).toBe('price_y');
    expect(isFreeChoice(chosenPrice(plan))).toBe(true);
    expect(registrationOrder(plan, plan.product_plan[0]!)).toEqual({
      title: 'Product Origin',
      lines: [{ label: 'Product Origin, every year', amount: '$1,490.00 / year' }],
      total: '$1,490.00',
    });
  });
});
