import { beforeEach, describe, expect, it } from 'vitest';
import { thresholdMessage } from '~mocks/world/model/rules/product-allowance';
import { worldSnapshot } from '~mocks/world/registry';
import { atTheLimits } from '~mocks/world/scenarios/at-the-limits';
import { checkSnapshot } from '~mocks/world/snapshot';
import { useScenario } from '../../utils/scenario';
import { callWorldKept } from '../../utils/world-call';
import { passwordOf } from '../../../test-support/example-world';

/**
 * The at-the-limits scenario (mocks/world/scenarios/at-the-limits.ts): Tidewater Nutrition holds Product Fast Pass
 * (25 products, 250 batches, 5 seats) and has one less of each; the next create of each kind fills the plan, the one
 * after it is the documented 403 (the portal's threshold popup), all through the world's own calls.
 */
const W = 'scenario-at-the-limits';
const TIDEWATER = 'ORG2T8W5NX';
const ELENA = 'IND5E2V7QA';

const call = callWorldKept(W, { subscription: 'fastpass' });
const signIn = (email: string) => call('login', { email_address: email, password: passwordOf(email) });
const check = (type: 'products' | 'batches') =>
  call('checkSubscriptionStatus', { organization_id: TIDEWATER, subscription_type: 'fastpass', type });

/** A one-row products CSV, as the import sends it. */
function csvForm(title: string, sku: string) {
  const csv = `title,description,sku,upc\r\n${title},Sea kelp in a capsule,${sku},850041209999\r\n`;
  const form = new FormData();
  form.append('organization_id', TIDEWATER);
  form.append('type', 'csvFile');
  form.append('files[]', new File([csv], 'tidewater.csv', { type: 'text/csv' }));
  form.append('subscription', 'fastpass');
  return form;
}

const user = (n: number) => ({
  id: '',
  email_address: `seat.${n}@tidewaternutrition.com`,
  name_first: 'Seat',
  name_middle: null,
  name_last: `Holder ${n}`,
  phone: `207-555-01${n}0`,
  password: 'Harbor-Morning-42',
  status: 'active',
  organization_id: TIDEWATER,
  created_by: ELENA,
  updated_by: ELENA,
  subscription: 'fastpass',
});

const clone = (n: number) =>
  call('cloneBatch', {
    integrant_id: 'BATTW00001',
    external_id: `TW-CLONE-${n}`,
    external_id_slug: `tw-clone-${n}`,
    subscription: 'fastpass',
  });

beforeEach(async () => {
  await useScenario('at-the-limits', W);
  await signIn('anyone@example.com');
});

describe('the at-the-limits scenario', () => {
  it('keeps the contract: its snapshot checks clean', async () => {
    expect(await checkSnapshot(worldSnapshot(W))).toEqual([]);
  });

  it('is the same every build', () => {
    expect(JSON.stringify(atTheLimits.build())).toBe(JSON.stringify(atTheLimits.build()));
  });

  it('signs any email in as Elena of Tidewater Nutrition, on Product Fast Pass alone, past every gate', async () => {
    for (const email of ['someone@example.com', 'elena.vasquez@tidewaternutrition.com']) {
      const { body } = await signIn(email);
      expect(body.data).toMatchObject({
        id: ELENA,
        organization_id: TIDEWATER,
        is_valid_domain_name: true,
        is_approved: true,
        is_free_trail: false,
        subscriptionList: [{ subscription_type: 'fastpass', subscription_name: 'Product Fast Pass', status: 'active' }],
      });
    }
  });

  it('is one short of the plan in products, batches and seats', async () => {
    const [record] = (await call('retrieveSubscriptions', { organization_id: TIDEWATER })).body.data as {
      subscription_type: string;
      status: string;
      product: { name: string; metadata: Record<string, string> };
    }[];
    expect(record).toMatchObject({
      subscription_type: 'fastpass',
      status: 'active',
      product: { name: 'Product Fast Pass', metadata: { num_products_on_chain: '25', num_batches: '250' } },
    });
    const products = await call('searchProducts', {
      offset: 0,
      limit: 10,
      searchText: '',
      organization_id: TIDEWATER,
      type: 'fastpass',
      show_batch: false,
    } as never);
    expect(products.body.data.count).toBe(24);
    const organization = (await call('getOrganization', { organization_id: TIDEWATER })).body.data;
    expect(organization).toMatchObject({ num_seats: 5, subscription_name: 'Product Fast Pass' });
    expect(organization.individuals).toHaveLength(4);
    expect((await check('products')).body.status).toBe('1');
    expect((await check('batches')).body.status).toBe('1');
  });

  it('the next product fills the plan; the check then refuses, and one more is the 403 thresholdLimit', async () => {
    expect((await call('uploadProductsCsv', csvForm('Dulse Flakes 60 count', 'TW-DLS-60'))).body.status).toBe('1');
    expect((await check('products')).body).toMatchObject({
      status: '0',
      errorMsg:
        'You have reached the maximum of 25 products for Product Fast Pass. Please upgrade your subscription to add more.',
    });
    expect(await call('uploadProductsCsv', csvForm('Dulse Flakes 120 count', 'TW-DLS-120'))).toMatchObject({
      status: 403,
      body: { message: thresholdMessage('products') },
    });
  });

  it('the next batch fills the plan; one more is the 403 thresholdLimit', async () => {
    expect((await clone(1)).body.status).toBe('1');
    expect((await check('batches')).body.status).toBe('0');
    expect(await clone(2)).toMatchObject({ status: 403, body: { message: thresholdMessage('batches') } });
  });

  it('the next user account takes the last seat; one more is the 403 seatLimit', async () => {
    expect((await call('saveOrganizationUser', user(1) as never)).body.status).toBe('1');
    const refused = await call('saveOrganizationUser', user(2) as never);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'You have reached the maximum number of seats allowed by your plan. Please upgrade your subscription.',
    );
  });
});
