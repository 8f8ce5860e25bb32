import { beforeEach, describe, expect, it } from 'vitest';
import { notHeldMessage } from '~mocks/world/model/rules/product-allowance';
import { getWorld } from '~mocks/world/registry';
import { VERDANT, ZINC_PRODUCT } from '../../../test-support/example-world';
import { useScenario } from '../../utils/scenario';
import { callWorldKept, freshWorld } from '../../utils/world-call';

/**
 * The subscription kind is a gate (docs/world/product.md, "The subscription kind is a gate"): an organization makes
 * tracer or fastpass products and batches only while it holds that subscription, check-subscription-status says the
 * same (one rule), and a Fast Pass batch is never published, on create as on edit.
 */
const W = 'catalogue-gate';
const TIDEWATER = 'ORG2T8W5NX';
const ELENA = 'IND5E2V7QA';
const call = callWorldKept(W);

const productForm = (subscription: 'tracer' | 'fastpass') => {
  const form = new FormData();
  const fields = {
    title: 'Kelp Iodine Drops',
    description: 'North Atlantic kelp.',
    sku: 'TW-KLP-DROPS',
    upc: '850041201234',
    subscription,
    organization_id: TIDEWATER,
    product_type: 'Business to Consumer',
    directions: 'Two drops daily.',
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
};

const batchBody = (integrant_type_id: string, over: Record<string, unknown> = {}) => ({
  organization_id: TIDEWATER,
  integrant_type_id,
  title: 'A new lot',
  external_id: 'TW-GATE-0001',
  external_id_slug: 'tw-gate-0001',
  subscription: 'fastpass' as const,
  created_by: ELENA,
  updated_by: ELENA,
  ...over,
});

const check = (subscription_type: 'tracer' | 'fastpass', type: 'products' | 'batches', organization_id = TIDEWATER) =>
  call('checkSubscriptionStatus', { organization_id, subscription_type, type });

describe('Tidewater, holding Product Fast Pass only (at-the-limits)', () => {
  beforeEach(async () => {
    await useScenario('at-the-limits', W);
  });

  it('cannot create a tracer product, and the status check says so in the same words', async () => {
    const refused = await call('createProduct', productForm('tracer'), { subscription: 'tracer' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ statusCode: 403, message: notHeldMessage('tracer', 'products') });
    expect(notHeldMessage('tracer', 'products')).toBe(
      'Your organization has no Product Origin subscription. Please subscribe to Product Origin to add products.',
    );
    expect((await check('tracer', 'products')).body).toEqual({
      status: '0',
      errorMsg: notHeldMessage('tracer', 'products'),
    });
    expect(
      getWorld(W).products.where((p) => p.subscription_type === 'tracer' && p.organization_id === TIDEWATER),
    ).toEqual([]);
  });

  it('cannot create a tracer batch (of a tracer product it kept), and the check refuses tracer batches', async () => {
    const world = getWorld(W);
    const [fastpass] = world.products.where((p) => p.organization_id === TIDEWATER);
    world.products.put({ ...fastpass!, id: 'PRDTWTRACER', subscription_type: 'tracer', title: 'Old tracer line' });
    const before = world.batches.size;
    const refused = await call('createBatch', batchBody('PRDTWTRACER', { subscription: 'tracer' }));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(notHeldMessage('tracer', 'batches'));
    expect(world.batches.size).toBe(before);
    expect((await check('tracer', 'batches')).body).toEqual({
      status: '0',
      errorMsg: notHeldMessage('tracer', 'batches'),
    });
  });

  it('still makes what Fast Pass allows: the check is active and the create agrees', async () => {
    expect((await check('fastpass', 'batches')).body).toMatchObject({ status: '1', message: 'Subscription is active' });
    const [product] = getWorld(W).products.where((p) => p.organization_id === TIDEWATER);
    const made = await call('createBatch', batchBody(product!.id));
    expect(made.body).toMatchObject({ status: '1', data: { is_published: false, type: 'fastpass' } });
  });

  it('a Fast Pass batch sent published on create is the documented 403 and nothing is made', async () => {
    const [product] = getWorld(W).products.where((p) => p.organization_id === TIDEWATER);
    const before = getWorld(W).batches.size;
    const refused = await call('createBatch', batchBody(product!.id, { is_published: true }));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ statusCode: 403, message: 'Forbidden resource', error: 'Forbidden' });
    expect(getWorld(W).batches.size).toBe(before);
  });
});

describe('Verdant Labs, holding both kinds (the example world)', () => {
  it('checks active for both kinds, and a Fast Pass batch is never published: on create as on edit', async () => {
    freshWorld(W);
    for (const kind of ['tracer', 'fastpass'] as const)
      expect((await check(kind, 'batches', VERDANT)).body).toMatchObject({ status: '1', errorMsg: null });
    const body = batchBody(ZINC_PRODUCT, {
      organization_id: VERDANT,
      external_id: 'VL-ZNC-GATE',
      external_id_slug: 'vl-znc-gate',
    });
    expect((await call('createBatch', { ...body, is_published: true })).status).toBe(403);
    const made = await call('createBatch', { ...body, is_published: false });
    expect(made.body.status).toBe('1');
    const edit = await call('editBatch', {
      integrant_id: made.body.data.id,
      is_published: true,
      subscription: 'fastpass',
    });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe('Forbidden resource');
  });

  it('an organization without the kind cannot clone a transferred batch into it', async () => {
    const world = freshWorld(W);
    // Verdant gives up Product Origin: the seed's transferred Northwind lot cannot become a tracer batch of Verdant.
    for (const s of world.subscriptions.where((s) => s.organization_id === VERDANT && s.subscription_type === 'tracer'))
      world.subscriptions.remove(s.id);
    const refused = await call('cloneTransferredBatch', {
      transfer_id: 'TRF5N2W8QA',
      integrant_id: 'BATNWA0309',
      external_id: 'VL-ASH-GATE',
      external_id_slug: 'vl-ash-gate',
      organization_id: VERDANT,
      subscription: 'tracer',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(notHeldMessage('tracer', 'batches'));
    expect((await check('tracer', 'products', VERDANT)).body.status).toBe('0');
  });
});
