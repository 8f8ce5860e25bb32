import { describe, expect, it } from 'vitest';
import { callWorld, callWorldKept, freshWorld } from '../../utils/world-call';
import {
  NORTHWIND,
  OLIVIA,
  OMEGA_BATCH as BATCH,
  OMEGA_PRODUCT,
  SALT_LAKE,
  TEMPE,
  transferInput,
  VERDANT,
} from '../../../test-support/example-world';

/**
 * The world's movements (mocks/world/resolvers/movement.ts): transits and transfers as records of their
 * own, listed in their batch's reads, edited and deleted; the receiver's transferred list made from the transfers;
 * the coupon table; the organizations added to transfer to; the clone of a transferred batch.
 */

const GENERIC = 'Something went wrong! Please try after sometime.';
const NOT_FOUND = 'The requested resource does not exist or has been deleted';

const transitForm = (over: Record<string, unknown> = {}) => ({
  integrant_id: BATCH,
  title: 'To the Tempe warehouse',
  description: 'Two pallets.',
  from_location: SALT_LAKE,
  to_location: TEMPE,
  effective_date: '2026-06-01T12:00:00.000Z',
  exhibits: [
    {
      exhibit_type_id: 1,
      exhibit_type: 'Quality' as const,
      title: 'Bill of lading',
      url: 'https://cdn.portal.invalid/bol.pdf',
    },
  ],
  created_by: OLIVIA,
  updated_by: OLIVIA,
  ...over,
});

const batchOf = async (call: ReturnType<typeof callWorldKept>, id = BATCH) =>
  (await call('getBatch', undefined, { params: { id } })).body.data as {
    transits: { id: string; title: string }[];
    transfers: { id: string; title: string }[];
  };

const receivedBy = async (call: ReturnType<typeof callWorldKept>, organization_id: string) =>
  (await call('listTransferredBatches', { organization_id })).body.data as {
    id: string;
    title: string;
    transfer: { title: string; effective_date: string }[];
    organizations: { name: string };
  }[];

describe('the world’s transits', () => {
  it('the seed’s transits and transfers are records of their own, listed in their batch’s read', async () => {
    const world = freshWorld('mv-seed');
    const call = callWorldKept('mv-seed');
    expect(world.transits.get('TRN6B3K9PD')?.integrant_id).toBe(BATCH);
    expect(world.transfers.get('TRF3V7B9MX')?.integrant_id).toBe('BATOMG0527');
    expect(world.batches.get(BATCH)).not.toHaveProperty('transits');
    expect((await batchOf(call)).transits.map((t) => t.id)).toEqual(['TRN6B3K9PD']);
    expect((await batchOf(call, 'BATOMG0527')).transfers.map((t) => t.id)).toEqual(['TRF3V7B9MX']);
    const read = await call('getTransit', undefined, { params: { id: 'TRN6B3K9PD' } });
    expect(read.body).toMatchObject({ status: '1', message: 'Transit fetched successfully' });
    expect(read.body.data.fromLocation.city).toBe('Salt Lake City');
  });

  it('a transit made is read by its id and listed in its batch, with its locations and exhibits', async () => {
    freshWorld('mv-create');
    const call = callWorldKept('mv-create');
    const made = await call('createTransit', transitForm());
    expect(made.body).toMatchObject({ status: '1', message: 'Transit created successfully' });
    const transit = made.body.data;
    expect(transit).toMatchObject({
      integrant_id: BATCH,
      title: 'To the Tempe warehouse',
      oldTransitId: null,
      fromLocation: { id: SALT_LAKE, city: 'Salt Lake City' },
      toLocation: { id: TEMPE, city: 'Tempe' },
    });
    expect(transit.id).toMatch(/^TRN[0-9A-Z]{7}$/);
    expect(transit.transitExhibits[0].id).toMatch(/^EXH[0-9A-Z]{7}$/);
    expect((await call('getTransit', undefined, { params: { id: transit.id } })).body.data).toEqual(transit);
    expect((await batchOf(call)).transits.map((t) => t.id)).toEqual([transit.id, 'TRN6B3K9PD']);
    const found = await call('searchBatches', {
      offset: 0,
      limit: 20,
      searchText: 'VL-OMG-2026-0412',
      organization_id: VERDANT,
      integrant_type_id: OMEGA_PRODUCT,
    });
    expect(found.body.data.rows[0].transits).toHaveLength(2);
  });

  it('a transit without a To location has none', async () => {
    freshWorld('mv-noto');
    const made = await callWorldKept('mv-noto')('createTransit', transitForm({ to_location: null }));
    expect(made.body.data).toMatchObject({ to_location: null, toLocation: null });
  });

  it('refuses a transit of an unknown batch, with a blank title, or from a place that is not the organization’s', async () => {
    freshWorld('mv-refuse');
    const call = callWorldKept('mv-refuse');
    for (const form of [
      transitForm({ integrant_id: 'BATZZZZZZZ' }),
      transitForm({ title: '   ' }),
      transitForm({ from_location: 'LOC7N4B2WP' }),
      transitForm({ to_location: 'LOC7N4B2WP' }),
    ]) {
      const answer = await call('createTransit', form);
      expect(answer.body).toEqual({ status: '0', message: GENERIC, data: null });
    }
    expect((await batchOf(call)).transits).toHaveLength(1);
  });

  it('an edit saves a new record pointing to the old one, which is gone', async () => {
    freshWorld('mv-edit');
    const call = callWorldKept('mv-edit');
    const edited = await call('editTransit', {
      ...transitForm({ title: 'Finished goods to Tempe warehouse', effective_date: '2026-04-21T15:00:00.000Z' }),
      created_by: 'IND9R3T6WX',
      updated_by: 'IND9R3T6WX',
      oldTransitId: 'TRN6B3K9PD',
    });
    expect(edited.body).toMatchObject({ status: '1', message: 'Transit updated successfully' });
    const transit = edited.body.data;
    expect(transit).toMatchObject({
      oldTransitId: 'TRN6B3K9PD',
      effective_date: '2026-04-21T15:00:00.000Z',
      created_by: OLIVIA, // the old record's creator
      updated_by: 'IND9R3T6WX',
    });
    expect(transit.id).not.toBe('TRN6B3K9PD');
    expect((await batchOf(call)).transits.map((t) => t.id)).toEqual([transit.id]);
    const old = await callWorld('getTransit', undefined, { world: 'mv-edit', params: { id: 'TRN6B3K9PD' } });
    expect(old).toMatchObject({ status: 404, body: { message: NOT_FOUND }, breaches: [] });
  });

  it('an edit of an unknown transit, or of another batch’s, is the documented edit failure', async () => {
    freshWorld('mv-edit-fail');
    const call = callWorldKept('mv-edit-fail');
    for (const body of [
      { ...transitForm(), oldTransitId: 'TRNZZZZZZZ' },
      { ...transitForm({ integrant_id: 'BATOMG0527' }), oldTransitId: 'TRN6B3K9PD' },
    ]) {
      expect((await call('editTransit', body)).body).toEqual({ status: '0', message: '', data: null });
    }
    const refused = await call('editTransit', { ...transitForm({ title: ' ' }), oldTransitId: 'TRN6B3K9PD' });
    expect(refused.body.message).toBe(GENERIC);
    expect((await batchOf(call)).transits.map((t) => t.id)).toEqual(['TRN6B3K9PD']);
  });

  it('a delete removes the transit from its batch; an unknown id is the documented 404', async () => {
    freshWorld('mv-delete');
    const call = callWorldKept('mv-delete');
    const deleted = await call('deleteTransit', undefined, { params: { id: 'TRN6B3K9PD' } });
    expect(deleted.body).toEqual({ status: '1', message: 'Transit deleted successfully', data: null });
    expect((await batchOf(call)).transits).toEqual([]);
    for (const op of ['deleteTransit', 'getTransit'] as const) {
      const again = await call(op, undefined, { params: { id: 'TRN6B3K9PD' } });
      expect(again).toMatchObject({ status: 404, body: { message: NOT_FOUND } });
    }
  });
});

describe('the world’s transfers', () => {
  it('GET transfer/{id} answers the record; an unknown id is the documented 404', async () => {
    freshWorld('tf-read');
    const call = callWorldKept('tf-read');
    const read = await call('getTransfer', undefined, { params: { id: 'TRF3V7B9MX' } });
    expect(read.body).toMatchObject({ status: '1', message: 'Transfer fetched successfully' });
    expect(read.body.data).toMatchObject({
      toTransferOrganization: 'Northwind Botanicals',
      promotion_code: 'PARTNER10',
    });
    const unknown = await call('getTransfer', undefined, { params: { id: 'TRFZZZZZZZ' } });
    expect(unknown).toMatchObject({ status: 404, body: { message: NOT_FOUND } });
  });

  it('a transfer made is listed in its batch and reaches the receiver, with the coupon off its fee', async () => {
    const world = freshWorld('tf-create');
    const call = callWorldKept('tf-create');
    const made = await call(
      'createTransfer',
      transferInput({ coupon_code: 'PARTNER10', to_location_id: 'LOC7N4B2WP' }),
    );
    expect(made.body).toMatchObject({ status: '1', message: 'Transfer created successfully' });
    const transfer = made.body.data;
    expect(transfer).toMatchObject({
      fromTransferOrganization: 'Verdant Labs',
      toTransferOrganization: 'Northwind Botanicals',
      fromTransferLocation: { id: TEMPE },
      toTransferLocation: null, // Northwind's own place, which the world does not hold
      to_location_id: 'LOC7N4B2WP',
      promotion_code: 'PARTNER10',
      is_payment_done: true,
    });
    // Northwind's fee is 25.00 USD; PARTNER10 takes 10% off: the receipt the world keeps says 22.50.
    const file = world.files.get(String(transfer.receiptUrl).split('/').pop());
    expect(atob(file!.data)).toContain('Fee: 22.50 USD');
    expect((await call('getTransfer', undefined, { params: { id: transfer.id } })).body.data).toEqual(
      Object.fromEntries(Object.entries(transfer).filter(([k]) => k !== 'receiptUrl')),
    );
    expect((await batchOf(call)).transfers.map((t) => t.id)).toEqual([transfer.id]);
    const northwind = await receivedBy(call, NORTHWIND);
    expect(northwind.map((r) => r.id)).toEqual([transfer.id, 'TRF3V7B9MX']);
    expect(northwind[0]).toMatchObject({
      integrant_id: BATCH,
      organizations: { name: 'Verdant Labs' },
      transfer: [{ title: 'Private-label lot for Northwind' }],
    });
    expect((await receivedBy(call, VERDANT)).map((r) => r.id)).toEqual(['TRF5N2W8QA', 'TRF8C4F1KD']);
  });

  it('refuses a transfer to itself, to an unknown organization, of a batch it does not hold, or from another’s place', async () => {
    freshWorld('tf-refuse');
    const call = callWorldKept('tf-refuse');
    for (const form of [
      transferInput({ to_organization_id: VERDANT }),
      transferInput({ to_organization_id: 'ORGZZZZZZZ' }),
      transferInput({ integrant_id: 'BATZZZZZZZ' }),
      transferInput({ from_organization_id: NORTHWIND, to_organization_id: 'ORG5C9T2HX' }),
      transferInput({ from_location_id: 'LOC7N4B2WP' }),
      transferInput({ title: ' ' }),
    ]) {
      expect((await call('createTransfer', form)).body).toEqual({ status: '0', message: GENERIC, data: null });
    }
    expect((await batchOf(call)).transfers).toEqual([]);
  });

  it('refuses a transfer whose coupon the world refuses, in the coupon’s words', async () => {
    freshWorld('tf-coupon');
    const call = callWorldKept('tf-coupon');
    const expired = await call('createTransfer', transferInput({ coupon_code: 'EXPIRED10' }));
    expect(expired.body).toMatchObject({ status: '0', message: 'This promo code has expired.' });
    const unknown = await call('createTransfer', transferInput({ coupon_code: 'FREESHIP' }));
    expect(unknown.body).toMatchObject({ status: '0', message: 'Invalid promo code.' });
    expect((await batchOf(call)).transfers).toEqual([]);
  });

  it('a free transfer has no receipt', async () => {
    freshWorld('tf-free');
    const made = await callWorldKept('tf-free')('createTransfer', transferInput({ to_organization_id: 'ORG8S6R3PW' }));
    expect(made.body.data).toMatchObject({ toTransferOrganization: 'Summit Ridge Naturals', receiptUrl: null });
  });

  it('an edit changes the record in place, keeps its coupon, and the receiver’s row follows', async () => {
    freshWorld('tf-edit');
    const call = callWorldKept('tf-edit');
    const made = (await call('createTransfer', transferInput({ coupon_code: 'PARTNER10' }))).body.data;
    const edited = await call('editTransfer', {
      ...transferInput({ title: 'Private-label lot, received June 10', effective_date: '2026-06-10T12:00:00.000Z' }),
      id: made.id,
    });
    expect(edited.body).toMatchObject({ status: '1', message: 'Transfer updated successfully' });
    expect(edited.body.data).toMatchObject({
      id: made.id,
      title: 'Private-label lot, received June 10',
      promotion_code: 'PARTNER10',
      is_payment_done: true,
      created_on: made.created_on,
    });
    expect((await batchOf(call)).transfers.map((t) => t.title)).toEqual(['Private-label lot, received June 10']);
    const row = (await receivedBy(call, NORTHWIND)).find((r) => r.id === made.id);
    expect(row?.transfer[0]).toMatchObject({
      title: 'Private-label lot, received June 10',
      effective_date: '2026-06-10T12:00:00.000Z',
    });

    // Sent to another organization instead: the row moves with it.
    await call('editTransfer', { ...transferInput({ to_organization_id: 'ORG5C9T2HX' }), id: made.id });
    expect((await receivedBy(call, NORTHWIND)).map((r) => r.id)).toEqual(['TRF3V7B9MX']);
    expect((await receivedBy(call, 'ORG5C9T2HX')).map((r) => r.id)).toEqual([made.id]);
  });

  it('an edit of an unknown transfer, or of another batch’s, is the documented edit failure', async () => {
    freshWorld('tf-edit-fail');
    const call = callWorldKept('tf-edit-fail');
    for (const body of [
      { ...transferInput(), id: 'TRFZZZZZZZ' },
      { ...transferInput(), id: 'TRF3V7B9MX' }, // a transfer of BATOMG0527, sent as BATOMG0412's
    ]) {
      expect((await call('editTransfer', body)).body).toEqual({ status: '0', message: '', data: null });
    }
  });

  it('a delete removes the transfer from its batch and from the receiver’s list', async () => {
    freshWorld('tf-delete');
    const call = callWorldKept('tf-delete');
    const deleted = await call('deleteTransfer', undefined, { params: { id: 'TRF3V7B9MX' } });
    expect(deleted.body).toEqual({ status: '1', message: 'Transfer deleted successfully', data: null });
    expect((await batchOf(call, 'BATOMG0527')).transfers).toEqual([]);
    expect(await receivedBy(call, NORTHWIND)).toEqual([]);
    for (const op of ['deleteTransfer', 'getTransfer'] as const) {
      const again = await call(op, undefined, { params: { id: 'TRF3V7B9MX' } });
      expect(again).toMatchObject({ status: 404, body: { message: NOT_FOUND } });
    }
  });
});

describe('the world’s coupon table', () => {
  it('PARTNER10 takes 10% off, in any case; EXPIRED10 and unknown codes are refused', async () => {
    freshWorld('cp');
    const call = callWorldKept('cp');
    expect((await call('validateTransferCoupon', { coupon_code: 'PARTNER10', price: 2500 })).body).toEqual({
      valid: true,
      message: 'Coupon applied successfully',
      discountedPrice: 2250,
    });
    expect((await call('validateTransferCoupon', { coupon_code: ' partner10 ', price: 1999 })).body).toMatchObject({
      valid: true,
      discountedPrice: 1799,
    });
    expect((await call('validateTransferCoupon', { coupon_code: 'EXPIRED10', price: 2500 })).body).toEqual({
      valid: false,
      message: 'This promo code has expired.',
    });
    expect((await call('validateTransferCoupon', { coupon_code: 'WELCOME', price: 2500 })).body).toEqual({
      valid: false,
      message: 'Invalid promo code.',
    });
  });
});

describe('the world’s added organizations', () => {
  const form = (fields: Record<string, string | File>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.append(k, v);
    return data;
  };
  const logo = (name = 'logo.png', type = 'image/png', size = 64) => new File([new Uint8Array(size)], name, { type });

  it('an organization added can receive a transfer at once, free, with its logo served by the world', async () => {
    const world = freshWorld('org-add');
    const call = callWorldKept('org-add');
    const added = await call(
      'addTransferOrganization',
      form({
        name: 'Desert Bloom Apothecary',
        email: 'purchasing@desertbloomapothecary.com',
        curOrganization: VERDANT,
        fileName: logo(),
      }),
    );
    expect(added.body).toMatchObject({
      status: '1',
      message: 'Add organization successful',
      data: { name: 'Desert Bloom Apothecary', short_code: 'DSRTB', transfer_charge: 0 },
    });
    expect(added.body.data.logo_url).toContain('/__world/files/FIL');
    expect(world.organizations.get(added.body.data.id)?.name).toBe('Desert Bloom Apothecary');
    const made = await call('createTransfer', transferInput({ to_organization_id: added.body.data.id }));
    expect(made.body.data).toMatchObject({ toTransferOrganization: 'Desert Bloom Apothecary', receiptUrl: null });
  });

  it('refuses a blank name, a logo that is no image or over 15 MB, in the spec’s words', async () => {
    freshWorld('org-refuse');
    const call = callWorldKept('org-refuse');
    const cases: [Record<string, string | File>, string][] = [
      [{ name: ' ', curOrganization: VERDANT, fileName: logo() }, 'Name is a required field.'],
      [
        { name: 'Desert Bloom', curOrganization: VERDANT, fileName: logo('logo.pdf', 'application/pdf') },
        'The file type you have uploaded is not valid. Only image file type is valid for organization logo.',
      ],
      [
        {
          name: 'Desert Bloom',
          curOrganization: VERDANT,
          fileName: logo('big.png', 'image/png', 15 * 1024 * 1024 + 1),
        },
        'File size must be less than or equal to 15 MB.',
      ],
    ];
    for (const [fields, message] of cases)
      expect((await call('addTransferOrganization', form(fields))).body).toEqual({ status: '0', message, data: null });
  });

  it('a form without a logo, or with a malformed email, breaks the contract and is refused before the world', async () => {
    const world = freshWorld('org-contract');
    const before = world.organizations.size;
    const forms: Record<string, string | File>[] = [
      { name: 'Desert Bloom', curOrganization: VERDANT },
      { name: 'Desert Bloom', email: 'purchasing', curOrganization: VERDANT, fileName: logo() },
    ];
    for (const fields of forms) {
      const answer = await callWorld('addTransferOrganization', form(fields), { world: 'org-contract' });
      expect(answer.status).toBe(422);
      expect(answer.breaches).toHaveLength(1);
    }
    expect(world.organizations.size).toBe(before);
  });
});

describe('the world’s clone of a transferred batch', () => {
  const clone = (over: Record<string, unknown> = {}) => ({
    transfer_id: 'TRF5N2W8QA',
    integrant_id: 'BATNWA0309',
    external_id: 'VL-ASH-RM-2026-0309',
    external_id_slug: 'vl-ash-rm-2026-0309',
    organization_id: VERDANT,
    subscription: 'tracer' as const,
    ...over,
  });

  it('a batch the receiver was sent becomes its own, under a product of its own; its number then refuses a second clone', async () => {
    const world = freshWorld('cl');
    const call = callWorldKept('cl');
    const made = (await call('createTransfer', transferInput())).body.data;
    const body = clone({ transfer_id: made.id, integrant_id: BATCH, organization_id: NORTHWIND });
    const cloned = await call('cloneTransferredBatch', body);
    expect(cloned.body).toMatchObject({ status: '1', message: 'Clone Successful' });
    const batch = (await call('getBatch', undefined, { params: { id: cloned.body.data.id } })).body.data;
    expect(batch).toMatchObject({
      organization_id: NORTHWIND,
      external_id: 'VL-ASH-RM-2026-0309',
      is_published: false,
      transits: [],
      transfers: [],
    });
    // Listed under Northwind's own copy of the sender's product, with Northwind's short code in its addresses.
    const sender = world.products.get(world.batches.get(BATCH)!.integrant_type_id)!;
    const product = world.products.get(batch.integrant_type_id)!;
    expect(cloned.body.data.integrant_type_id).toBe(product.id);
    expect(product).toMatchObject({ organization_id: NORTHWIND, title: sender.title, subscription_type: 'tracer' });
    expect(product.id).not.toBe(sender.id);
    expect(batch.organizations).toEqual({ short_code: 'NWBOT' });
    expect(batch.qr_url).toMatch(/\/p\/NWBOT\/b\/vl-ash-rm-2026-0309$/);
    // The receiver's row says what it cloned; a second clone (another number) joins the same product.
    const again = await call('cloneTransferredBatch', { ...body, external_id: 'NW-2', external_id_slug: 'nw-2' });
    expect(again.body.data.integrant_type_id).toBe(product.id);
    const row = (await receivedBy(call, NORTHWIND)).find((r) => r.id === made.id) as unknown as { clones: unknown };
    expect(row.clones).toEqual([
      { id: batch.id, external_id: 'VL-ASH-RM-2026-0309', integrant_type_id: product.id },
      { id: again.body.data.id, external_id: 'NW-2', integrant_type_id: product.id },
    ]);
    expect((await call('cloneTransferredBatch', body)).body).toEqual({
      statusCode: 409,
      message: 'Static Batch Number Already Exists!',
      error: 'Conflict',
    });
  });

  it('the seed’s transferred batches are cloned and kept: the receiver’s home finds the clone under its product', async () => {
    const world = freshWorld('cl-seed');
    const call = callWorldKept('cl-seed');
    const products = world.products.size;
    const cloned = await call('cloneTransferredBatch', clone());
    expect(cloned.body).toMatchObject({ status: '1', data: { external_id: 'VL-ASH-RM-2026-0309' } });
    expect(world.products.size).toBe(products + 1);
    const home = await call(
      'searchProducts',
      {
        offset: 0,
        limit: 10,
        searchText: 'Ashwagandha Root Extract',
        organization_id: VERDANT,
        type: 'tracer',
        show_batch: true,
      } as never,
      { subscription: 'tracer' },
    );
    const [found] = home.body.data.rows as { id: string; title: string; integrants?: { id: string }[] }[];
    expect(found).toMatchObject({
      id: cloned.body.data.integrant_type_id,
      title: 'Organic Ashwagandha Root Extract, lot 0309',
    });
    expect(found!.integrants?.map((b) => b.id)).toEqual([cloned.body.data.id]);
    const read = (await call('getBatch', undefined, { params: { id: cloned.body.data.id } })).body.data;
    expect(read).toMatchObject({ organization_id: VERDANT, organizations: { short_code: 'VRDNT' } });
    const row = (await receivedBy(call, VERDANT)).find((r) => r.id === 'TRF5N2W8QA') as unknown as { clones: unknown };
    expect(row.clones).toEqual([
      { id: cloned.body.data.id, external_id: 'VL-ASH-RM-2026-0309', integrant_type_id: found!.id },
    ]);
    // A clone deleted from the world is no longer listed.
    world.batches.remove(cloned.body.data.id);
    const after = (await receivedBy(call, VERDANT)).find((r) => r.id === 'TRF5N2W8QA') as unknown as {
      clones: unknown;
    };
    expect(after.clones).toEqual([]);
  });

  it('joins the receiver’s own product of the same name; with no room for a new product, it is the 403 and nothing is made', async () => {
    const world = freshWorld('cl-product');
    const call = callWorldKept('cl-product');
    const own = world.products.put({
      id: 'PRDASHROOT',
      organization_id: VERDANT,
      title: '  organic ashwagandha root extract,  LOT 0309 ',
      subscription_type: 'tracer',
    });
    const joined = await call('cloneTransferredBatch', clone());
    expect(joined.body.data.integrant_type_id).toBe(own.id);
    world.products.remove(own.id);
    world.allowances.tracer = { plan: 'Full', products: 0, batches: -1 };
    const [products, batches] = [world.products.size, world.batches.size];
    const refused = await call('cloneTransferredBatch', clone({ external_id: 'VL-2', external_id_slug: 'vl-2' }));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/maximum number of products/);
    expect([world.products.size, world.batches.size]).toEqual([products, batches]);
  });

  it('refuses a transfer the organization did not receive, of another batch, or deleted', async () => {
    freshWorld('cl-refuse');
    const call = callWorldKept('cl-refuse');
    const made = (await call('createTransfer', transferInput())).body.data;
    await call('deleteTransfer', undefined, { params: { id: made.id } });
    for (const body of [
      clone({ organization_id: NORTHWIND }), // TRF5N2W8QA was sent to Verdant Labs
      clone({ integrant_id: 'BATCFO0221' }),
      clone({ transfer_id: made.id, integrant_id: BATCH, organization_id: NORTHWIND }),
    ]) {
      expect((await call('cloneTransferredBatch', body)).body).toEqual({ status: '0', message: GENERIC, data: null });
    }
  });
});
