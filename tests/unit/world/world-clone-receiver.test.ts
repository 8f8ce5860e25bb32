import { describe, expect, it } from 'vitest';
import { NORTHWIND, OMEGA_BATCH, OMEGA_PRODUCT, VERDANT, transferInput } from '../../../test-support/example-world';
import { callWorldKept, freshWorld } from '../../utils/world-call';

/**
 * Clones are records (docs/world/movement.md, "Transferred batches and their clones"): a clone of a batch another
 * organization sent, by clone-transferred-integrants or by integrant/clone of the transferred row, is a batch of the
 * receiver's catalogue, read by getBatch, found by its home and search, and its static batch number is the receiver's
 * once: create, edit, clone and the check refuse it again.
 */
const W = 'clone-receiver';
const call = callWorldKept(W, { subscription: 'tracer' });
const SEED_ROW = { transfer_id: 'TRF5N2W8QA', integrant_id: 'BATNWA0309' };
const NUMBER = 'VL-ASH-CL-0309';

const home = (searchText: string) =>
  call('searchProducts', {
    offset: 0,
    limit: 10,
    searchText,
    organization_id: VERDANT,
    type: 'tracer',
    show_batch: true,
  } as never);

describe('a clone of a transferred batch is the receiver’s record', () => {
  it('integrant/clone of Verdant’s seeded transferred row makes a batch of Verdant, read back and found from home', async () => {
    const world = freshWorld(W);
    const cloned = await call('cloneBatch', {
      integrant_id: SEED_ROW.integrant_id,
      external_id: NUMBER,
      external_id_slug: NUMBER.toLowerCase(),
      subscription: 'tracer',
    });
    expect(cloned.body).toMatchObject({ status: '1', message: 'Clone Successful' });
    const id = cloned.body.data.id as string;
    const read = await call('getBatch', undefined, { params: { id } });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id, organization_id: VERDANT, external_id: NUMBER, is_published: false });
    const product = world.products.get(read.body.data.integrant_type_id)!;
    expect(product).toMatchObject({ organization_id: VERDANT, subscription_type: 'tracer' });
    const [row] = (await home('Ashwagandha')).body.data.rows as { id: string; integrants: { id: string }[] }[];
    expect(row!.id).toBe(product.id);
    expect(row!.integrants.map((b) => b.id)).toContain(id);
    const search = await call('searchBatches', {
      offset: 0,
      limit: 10,
      searchText: NUMBER,
      organization_id: VERDANT,
      integrant_type_id: product.id,
    });
    expect(search.body.data.rows.map((b: { id: string }) => b.id)).toEqual([id]);
    // The transfer's row lists it, as a clone made by clone-transferred-integrants would be.
    const rows = (await call('listTransferredBatches', { organization_id: VERDANT })).body.data;
    expect(rows.find((r: { id: string }) => r.id === SEED_ROW.transfer_id).clones).toEqual([
      { id, external_id: NUMBER, integrant_type_id: product.id },
    ]);
  });

  it('its static batch number is refused again on every path, in the contract’s words', async () => {
    freshWorld(W);
    const first = await call('cloneTransferredBatch', {
      ...SEED_ROW,
      external_id: NUMBER,
      external_id_slug: NUMBER.toLowerCase(),
      organization_id: VERDANT,
      subscription: 'tracer',
    });
    const clone = first.body.data;
    const taken = { statusCode: 409, message: 'Static Batch Number Already Exists!', error: 'Conflict' };
    // The other seeded row, by either clone call.
    const other = { transfer_id: 'TRF8C4F1KD', integrant_id: 'BATCFO0221' };
    const again = { external_id: NUMBER, external_id_slug: 'x', subscription: 'tracer' as const };
    expect((await call('cloneTransferredBatch', { ...other, ...again, organization_id: VERDANT })).body).toEqual(taken);
    expect((await call('cloneBatch', { integrant_id: other.integrant_id, ...again })).body).toEqual(taken);
    expect((await call('cloneBatch', { integrant_id: OMEGA_BATCH, ...again })).body).toEqual(taken);
    const create = await call('createBatch', {
      organization_id: VERDANT,
      integrant_type_id: OMEGA_PRODUCT,
      title: 'Omega lot',
      external_id: NUMBER,
      external_id_slug: 'x',
      subscription: 'tracer',
    });
    expect(create.body).toMatchObject({ status: '0', message: 'Tracking ID Already Exists!' });
    const edit = await call('editBatch', { integrant_id: OMEGA_BATCH, external_id: NUMBER, subscription: 'tracer' });
    expect(edit.body).toMatchObject({ status: '0', message: 'Tracking ID Already Exists!' });
    const checked = await call('checkStaticBatchNumber', { external_id: NUMBER, organization_id: VERDANT });
    expect(checked.body).toMatchObject({ status: '0', message: 'Static Batch Number Already Exists!' });
    // The clone keeps its own number on an edit; another organization may use the number.
    const own = await call('editBatch', { integrant_id: clone.id, external_id: NUMBER, subscription: 'tracer' });
    expect(own.body.status).toBe('1');
    const elsewhere = await call('checkStaticBatchNumber', { external_id: NUMBER, organization_id: NORTHWIND });
    expect(elsewhere.body).toMatchObject({ status: '1', data: { exists: false } });
  });

  it('integrant/clone of a batch the world holds that another organization sent lands in the receiver’s catalogue', async () => {
    const world = freshWorld(W);
    const transfer = (await call('createTransfer', transferInput())).body.data;
    // Northwind, the receiver, clones Verdant's omega lot from its own portal.
    world.organizationId = NORTHWIND;
    const cloned = await call('cloneBatch', {
      integrant_id: OMEGA_BATCH,
      external_id: 'NW-OMG-1',
      external_id_slug: 'nw-omg-1',
      subscription: 'tracer',
    });
    expect(cloned.body).toMatchObject({
      status: '1',
      message: 'Clone Successful',
      data: { organization_id: NORTHWIND },
    });
    const product = world.products.get(cloned.body.data.integrant_type_id)!;
    expect(product.organization_id).toBe(NORTHWIND);
    expect(product.id).not.toBe(OMEGA_PRODUCT);
    expect(world.transferClones.get(cloned.body.data.id)).toMatchObject({ transfer_id: transfer.id });
    expect(world.batches.where((b) => b.integrant_type_id === OMEGA_PRODUCT && b.external_id === 'NW-OMG-1')).toEqual(
      [],
    );
  });
});
