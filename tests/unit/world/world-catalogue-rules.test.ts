import { describe, expect, it } from 'vitest';
import { followedSlug } from '~mocks/world/model/rules/batch';
import { NORTHWIND, TEMPE, VERDANT, SUNFIELD, locationInput } from '../../../test-support/example-world';
import { callWorld, freshWorld } from '../../utils/world-call';

/**
 * The audit's rules (from an audit of 35 calls), each failure in the spec's or the contract's words: lists
 * filtered by the organization asked for, uploads within the attachments' size and types, an organization attachment
 * keeps its title, a slug follows its tracking id, a fastpass batch is never published, a location keeps its fields.
 */

function withNorthwindProduct(key: string) {
  const world = freshWorld(key);
  world.products.put({
    id: 'PRDNWB0001',
    organization_id: NORTHWIND,
    title: 'Nettle Leaf Tea',
    subscription_type: 'tracer',
  });
  return world;
}

describe('lists are filtered by the organization asked for', () => {
  it('searchIntegrantTypes', async () => {
    withNorthwindProduct('org-filter-1');
    const page = (organization_id: string) =>
      callWorld('searchIntegrantTypes', { offset: 0, limit: 100, organization_id }, { world: 'org-filter-1' });
    const northwind = await page(NORTHWIND);
    expect(northwind).toMatchObject({ status: 200, body: { data: { count: 1 } }, breaches: [] });
    expect(northwind.body.data.rows.map((p: { title: string }) => p.title)).toEqual(['Nettle Leaf Tea']);
    const verdant = await page(VERDANT);
    expect(verdant.body.data.count).toBe(12);
    expect(verdant.body.data.rows.map((p: { organization_id: string }) => p.organization_id)).not.toContain(NORTHWIND);
    expect((await page(SUNFIELD)).body.data).toEqual({ count: 0, rows: [] });
  });

  it('listProducts', async () => {
    withNorthwindProduct('org-filter-2');
    const list = (organization_id: string) => callWorld('listProducts', { organization_id }, { world: 'org-filter-2' });
    const northwind = await list(NORTHWIND);
    expect(northwind.breaches).toEqual([]);
    expect(northwind.body.data).toEqual([
      { id: 'PRDNWB0001', title: 'Nettle Leaf Tea', subscription_type: 'tracer', image_url: null },
    ]);
    expect((await list(VERDANT)).body.data).toHaveLength(12);
  });
});

describe('uploadBatchFiles keeps the attachments’ limits', () => {
  const upload = (...files: File[]) => {
    const form = new FormData();
    for (const file of files) form.append('files[]', file);
    form.append('organization_id', VERDANT);
    return callWorld('uploadBatchFiles', form, { world: 'uploads' });
  };

  it('refuses a file of 30 MB or more with the documented 413', async () => {
    freshWorld('uploads');
    const answer = await upload(new File([new Uint8Array(31_457_280)], 'coa-scan.pdf', { type: 'application/pdf' }));
    expect(answer).toEqual({
      status: 413,
      body: { statusCode: 413, message: 'You can upload maximum 30MB', error: 'Payload Too Large' },
      breaches: [],
    });
  });

  it('refuses a type the attachments do not take (an .exe), keeping nothing', async () => {
    const world = freshWorld('uploads');
    const pdf = new File(['%PDF-1.4'], 'coa.pdf', { type: 'application/pdf' });
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    const answer = await upload(pdf, exe);
    expect(answer).toMatchObject({
      status: 200,
      body: { status: '0', message: 'Only pdf, png, jpeg, jpg, mp4, mov, avi, mkv and webm files can be attached.' },
      breaches: [],
    });
    expect(world.files.size).toBe(0);
    const ok = await upload(pdf, new File(['x'], 'LOT-SHEET.PNG', { type: 'image/png' }));
    expect(ok).toMatchObject({ status: 200, body: { status: '1' }, breaches: [] });
    expect(ok.body.data.map((f: { original_name: string }) => f.original_name)).toEqual(['coa.pdf', 'LOT-SHEET.PNG']);
  });
});

describe('updateOrganizationExhibit keeps a title and an effective date', () => {
  const update = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return callWorld('updateOrganizationExhibit', form, { world: 'exhibit-title', params: { id: 'OEX5K2R8TA' } });
  };

  it('refuses a blank title in the form’s words and changes nothing', async () => {
    const world = freshWorld('exhibit-title');
    const answer = await update({ title: '   ', effective_date: '2026-02-15T00:00:00.000Z' });
    expect(answer).toMatchObject({ status: 200, body: { status: '0', message: 'Please enter a Title' }, breaches: [] });
    expect(world.organizationExhibits.get('OEX5K2R8TA')?.title).toBe('cGMP Certificate of Compliance');
  });

  it.each([
    ['an empty title', { title: '', effective_date: '2026-02-15T00:00:00.000Z' }, 'title'],
    ['no effective date', { title: 'cGMP Certificate' }, 'effective_date'],
  ])('refuses %s as the contract does (422 naming the field), changing nothing', async (_, fields, field) => {
    const world = freshWorld('exhibit-title');
    const answer = await update(fields);
    expect(answer.status).toBe(422);
    expect(answer.breaches.map((b) => b.fields.join())).toEqual([expect.stringContaining(field)]);
    expect(world.organizationExhibits.get('OEX5K2R8TA')?.title).toBe('cGMP Certificate of Compliance');
  });

  it('creates none with a blank title, and keeps no file for it', async () => {
    const world = freshWorld('exhibit-create');
    const form = new FormData();
    form.append('title', ' ');
    form.append('effective_date', '2027-01-01T00:00:00.000Z');
    form.append('file', new File(['%PDF-1.4'], 'organic-2027.pdf', { type: 'application/pdf' }));
    const answer = await callWorld('createOrganizationExhibit', form, { world: 'exhibit-create' });
    expect(answer).toMatchObject({ body: { status: '0', message: 'Please enter a Title' }, breaches: [] });
    expect(world.organizationExhibits.size).toBe(3);
    expect(world.files.size).toBe(0);
  });

  it('saves a title sent with spaces around it, trimmed', async () => {
    const world = freshWorld('exhibit-title');
    const answer = await update({ title: '  cGMP Certificate 2026  ', effective_date: '2026-02-15T00:00:00.000Z' });
    expect(answer).toMatchObject({ body: { status: '1', data: { title: 'cGMP Certificate 2026' } }, breaches: [] });
    expect(world.organizationExhibits.get('OEX5K2R8TA')?.url).toBeTruthy();
  });
});

describe('editBatch', () => {
  const edit = (body: Record<string, unknown>, key = 'edit-batch') =>
    callWorld('editBatch', body as never, { world: key, subscription: 'tracer' });

  it('moves the slug (and the QR address) with the tracking id when only the tracking id is sent', async () => {
    const world = freshWorld('edit-batch');
    const answer = await edit({ integrant_id: 'BATOMG0527', external_id: 'VL-OMG-2026-0528' });
    expect(answer.breaches).toEqual([]);
    expect(answer.body.data).toMatchObject({
      external_id: 'VL-OMG-2026-0528',
      tracking_id: 'VL-OMG-2026-0528',
      external_id_slug: 'vl-omg-2026-0528',
      qr_url: 'https://portal.invalid/p/VRDNT/b/vl-omg-2026-0528',
    });
    expect(world.batches.get('BATOMG0527')?.external_id_slug).toBe('vl-omg-2026-0528');
    const read = await callWorld('getBatch', undefined, { world: 'edit-batch', params: { id: 'BATOMG0527' } });
    expect(read.body.data.external_id_slug).toBe('vl-omg-2026-0528');
  });

  it('keeps a slug that is sent, and a slug whose tracking id did not change', () => {
    const b = { external_id: 'VL-A', external_id_slug: 'vl-a', qr_url: 'https://portal.invalid/p/VRDNT/b/vl-a' };
    expect(followedSlug(b, 'VL-B', 'lot-b')).toEqual({
      external_id_slug: 'lot-b',
      qr_url: 'https://portal.invalid/p/VRDNT/b/lot-b',
    });
    expect(followedSlug(b, 'VL-A', undefined)).toEqual({});
    expect(followedSlug(b, undefined, undefined)).toEqual({});
    expect(followedSlug({ ...b, qr_url: null }, 'VL B/2', undefined)).toEqual({ external_id_slug: 'vl-b-2' });
  });

  it('refuses publishing a fastpass batch (Forbidden resource), and lets it be unpublished', async () => {
    const world = freshWorld('edit-fastpass');
    const refused = await edit({ integrant_id: 'BATWPI0427', is_published: true }, 'edit-fastpass');
    expect(refused).toEqual({
      status: 403,
      body: { statusCode: 403, message: 'Forbidden resource', error: 'Forbidden' },
      breaches: [],
    });
    expect(world.batches.get('BATWPI0427')?.is_published).toBe(false);
    const unpublish = await edit({ integrant_id: 'BATWPI0427', is_published: false }, 'edit-fastpass');
    expect(unpublish).toMatchObject({ status: 200, body: { status: '1' }, breaches: [] });
    const tracer = await edit({ integrant_id: 'BATOMG0527', is_published: true }, 'edit-fastpass');
    expect(tracer).toMatchObject({ status: 200, body: { data: { is_published: true } }, breaches: [] });
  });
});

describe('saveLocation', () => {
  const location = locationInput();
  const save = (body: Record<string, unknown>) => callWorld('saveLocation', body as never, { world: 'locations' });

  it('refuses blank required fields with the form’s words, and saves nothing', async () => {
    const world = freshWorld('locations');
    const blank = await save({ ...location, description: '  ', zip: ' ', city: '\u00a0' });
    expect(blank).toMatchObject({
      status: 200,
      body: {
        status: '0',
        message: 'Address type is a required field. City is a required field. Zip code is a required field.',
      },
      breaches: [],
    });
    // An empty field breaks the request's schema (minLength 1): refused as the contract refuses it.
    const empty = await save({ ...location, line_1: '', city: '' });
    expect(empty.status).toBe(422);
    expect(empty.breaches.map((b) => b.side)).toEqual(['request']);
    expect(world.locations.size).toBe(3);
  });

  it('answers an unknown id, or another organization’s, with the error catalogue’s words', async () => {
    const world = freshWorld('locations');
    const unknown = await save({ ...location, id: 'LOC0000000' });
    expect(unknown).toMatchObject({ body: { status: '0', message: 'Organization Location not found' }, breaches: [] });
    const elsewhere = await save({ ...location, id: TEMPE, organization_id: NORTHWIND });
    expect(elsewhere.body.message).toBe('Organization Location not found');
    expect(world.locations.get(TEMPE)?.description).toBe('Warehouse');
  });

  it('saves a location with its fields trimmed; line 2 and coordinates may be left out', async () => {
    const world = freshWorld('locations');
    const saved = await save({ ...location, description: ' Cold storage ' });
    expect(saved).toMatchObject({
      body: { status: '1', data: { description: 'Cold storage', line_2: null } },
      breaches: [],
    });
    expect(world.locations.size).toBe(4);
  });
});
