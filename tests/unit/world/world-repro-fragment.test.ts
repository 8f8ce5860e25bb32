import { describe, expect, it } from 'vitest';
import { snapshot } from '~mocks/world/model/world';
import { getWorld, useScenario, worldEntry } from '~mocks/world/registry';
import {
  atInstant,
  changeCount,
  decodeChanges,
  encodeChanges,
  fragmentLink,
  fragmentOf,
  LINK_FORMAT,
  LINK_LIMIT,
  type WorldChanges,
} from '~mocks/world/repro-fragment';
import { OLIVIA, OMEGA_BATCH, OMEGA_PRODUCT, VERDANT, locationInput } from '../../../test-support/example-world';
import { realPng } from '../../../test-support/real-files';
import { callWorldKept, control, freshWorld } from '../../utils/world-call';

/**
 * A repro link that carries its world in the address's fragment (mocks/world/repro-fragment.ts, the world's
 * `GET /__world/link` and `POST /__world/from-link`): the example world after ten typical changes made through the
 * world's own handlers comes back equal from the link, in a new world, the original untouched, and the link is under
 * the limit the World tab keeps (docs/adr/0019-repro-links-in-the-fragment.md). A link of another format, or one whose
 * records break the contract, is refused with what breaks it named, and nothing is loaded.
 */
const PAGE = 'http://127.0.0.1:5173/organization';
const DAY = 86_400_000;

/** The world of `key` as JSON: its records in their order and its scalars (the clock's advance included). */
const worldOf = (key: string) => JSON.parse(snapshot(getWorld(key))) as Record<string, unknown>;

function productForm(title: string, traits: string[]) {
  const form = new FormData();
  const fields = {
    title,
    description: 'Cold-pressed, in softgels.',
    organization_id: VERDANT,
    subscription: 'tracer',
    sku: 'VL-SBO-500',
    upc: '850041209999',
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('facets', JSON.stringify(traits.map((t) => ({ title: t, description: `${t}: yes` }))));
  return form;
}

/** Ten typical changes, each through the world's own handlers as the portal makes them; what is armed beside them. */
async function tenChanges(key: string): Promise<string[]> {
  const call = callWorldKept(key, { subscription: 'tracer' });
  // 1. A product with traits and a photo (its bytes go as a stand-in: see below).
  const photo = realPng('sea-buckthorn.png', 14);
  const created = productForm('Sea Buckthorn Oil 500 mg', ['Vegan', 'Non-GMO']);
  created.set('image_url', new File([photo.buffer], photo.name, { type: photo.mimeType }));
  const product = await call('createProduct', created);
  expect(product.body.status).toBe('1');
  const productId = product.body.data.id as string;
  // 2. A batch of it with traits and an attachment.
  const batch = await call('createBatch', {
    organization_id: VERDANT,
    integrant_type_id: productId,
    title: 'Spring pressing',
    external_id: 'VL-SBO-2611',
    external_id_slug: 'vl-sbo-2611',
    subscription: 'tracer',
    exhibits: [{ title: 'Certificate of Analysis', url: 'https://x.test/coa.pdf' }],
    facets: [
      { title: 'Harvest', description: 'Altai, August 2026' },
      { title: 'Pressing', description: 'Cold, under nitrogen' },
    ],
    created_by: OLIVIA,
    updated_by: OLIVIA,
  } as never);
  expect(batch.body.status).toBe('1');
  // 3. A location.
  const location = await call('saveLocation', locationInput());
  expect(location.body.status).toBe('1');
  // 4. A user.
  const user = await call('saveOrganizationUser', {
    id: '',
    email_address: 'nadia.haddad@verdantlabs.com',
    name_first: 'Nadia',
    name_last: 'Haddad',
    phone: '602-555-0143',
    password: 'Verdant-Lantern-88',
    organization_id: VERDANT,
  } as never);
  expect(user.body.status).toBe('1');
  // 5. A product of the example world renamed (a record changed, not added), its other fields as they were.
  const omega = getWorld(key).products.get(OMEGA_PRODUCT)!;
  const form = new FormData();
  for (const field of ['description', 'organization_id', 'sku', 'upc'] as const) form.set(field, omega[field] ?? '');
  form.set('title', 'Omega-3 Fish Oil 1200 mg');
  form.set('subscription', 'tracer');
  form.set('facets', JSON.stringify((omega.facets ?? []).map(({ title, description }) => ({ title, description }))));
  form.set('integrant_type_id', OMEGA_PRODUCT);
  expect((await call('updateProduct', form)).body.status).toBe('1');
  // 6. A batch of the example world given a new tracking id.
  expect((await call('editBatch', { integrant_id: OMEGA_BATCH, external_id: 'VL-OMG-0412-B' })).body.status).toBe('1');
  // 7. The latency of every answer, and 8. of one operation.
  expect((await control('POST', 'latency', key, { latency: 800 })).status).toBe(200);
  expect((await control('POST', 'latency', key, { operationId: 'getBatch', ms: 2000 })).status).toBe(200);
  // 9. The clock moved forward two days.
  expect((await control('POST', 'clock', key, { advance: '2d' })).status).toBe(200);
  // 10. Faults on a share of the calls (last: the calls above draw none).
  expect((await control('POST', 'faults', key, { faults: '0.2:seed=7' })).status).toBe(200);
  // And an armed failure: the organization's locations answer 500 until disarmed (the page adds it to the link).
  return ['listLocations:500:serverError'];
}

/** The link the World tab would make of the world of `key`, with what is armed. */
async function linkOf(key: string, armed: string[]) {
  const answer = await control('GET', 'link', key);
  expect(answer.status).toBe(200);
  const changes = { ...(answer.body as WorldChanges), armed };
  return { changes, href: fragmentLink(PAGE, await encodeChanges(changes)) };
}

/** Opens a link as the page does: its fragment decoded, then posted to the world of `key`. */
async function open(href: string, key: string) {
  const encoded = fragmentOf(new URL(href).hash);
  expect(encoded).not.toBeNull();
  const decoded = await decodeChanges(encoded!);
  if ('problems' in decoded) return { status: 0, body: { problems: decoded.problems } } as const;
  return control('POST', 'from-link', key, decoded.changes);
}

describe('a repro link that carries its world', () => {
  it('the example world after ten typical changes: equal after the link, in a new world, the original untouched, under the limit', async () => {
    freshWorld('repro-made');
    const armed = await tenChanges('repro-made');
    const before = worldOf('repro-made');
    const { changes, href } = await linkOf('repro-made', armed);
    expect(href.startsWith(`${PAGE}#world=`)).toBe(true);

    // What the link holds: the changes, not the world.
    expect(changes).toMatchObject({ v: LINK_FORMAT, scenario: 'example', clock: 2 * DAY, armed });
    expect(Object.keys(changes.collections ?? {})).toEqual(
      expect.arrayContaining(['products', 'batches', 'locations', 'individuals']),
    );
    const figure = `${href.length.toLocaleString('en')} characters (${changeCount(changes)} records; limit ${LINK_LIMIT.toLocaleString('en')})`;
    console.info(`[repro link] the example world after ten typical changes: ${figure}`);
    expect(href.length).toBeLessThan(LINK_LIMIT);

    const opened = await open(href, 'repro-opened');
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ key: 'repro-opened', scenario: 'example', latency: 800, faults: '0.2:seed=7' });
    // Equal, but for the photo's bytes: a stand-in of its kind under the same id and name.
    const { files: openedFiles, ...opened2 } = worldOf('repro-opened');
    const { files: madeFiles, ...made } = before;
    expect(opened2).toEqual(made);
    expect(changes.standIns).toHaveLength(1);
    expect((openedFiles as { id: string; name: string }[]).map((f) => [f.id, f.name])).toEqual(
      (madeFiles as { id: string; name: string }[]).map((f) => [f.id, f.name]),
    );
    expect(worldEntry('repro-opened').settings).toEqual(worldEntry('repro-made').settings);
    expect((await control('GET', 'clock', 'repro-opened')).body.advancedMs).toBe(2 * DAY);

    // The original is untouched by the link, and by what the new world does.
    expect(worldOf('repro-made')).toEqual(before);
    getWorld('repro-opened').products.remove(OMEGA_PRODUCT);
    expect(getWorld('repro-made').products.get(OMEGA_PRODUCT)?.title).toBe('Omega-3 Fish Oil 1200 mg');
  });

  it('an uploaded photo goes as a stand-in of its kind: its record and name kept, the link still short', async () => {
    freshWorld('repro-photo');
    const logo = realPng('Verdant logo – final (2026).png', 12);
    const form = new FormData();
    form.set('organization_id', VERDANT);
    form.set('name', 'Verdant Labs');
    form.set('type', 'logo');
    form.append('fileName', new File([logo.buffer], logo.name, { type: logo.mimeType }));
    expect((await callWorldKept('repro-photo')('editOrganization', form)).body.status).toBe('1');
    const [photo] = getWorld('repro-photo').files.all();
    expect(photo!.size).toBeGreaterThan(12_000);

    const { changes, href } = await linkOf('repro-photo', []);
    expect(changes.standIns).toEqual([photo!.id]);
    expect(href.length).toBeLessThan(LINK_LIMIT);
    expect((await open(href, 'repro-photo-opened')).status).toBe(200);
    const standIn = getWorld('repro-photo-opened').files.get(photo!.id)!;
    expect(standIn).toMatchObject({ id: photo!.id, name: logo.name, type: 'image/png' });
    expect(atob(standIn.data).slice(1, 4)).toBe('PNG');
    expect(standIn.size).toBeLessThan(100);
    // Everything else is as it was: the organization shows the photo's address, which now serves the stand-in.
    const { files: _opened, ...rest } = worldOf('repro-photo-opened');
    const { files: _made, ...made } = worldOf('repro-photo');
    expect(rest).toEqual(made);
  });

  it('a world with no changes is a short link, and opens as its scenario', async () => {
    freshWorld('repro-plain');
    const { changes, href } = await linkOf('repro-plain', []);
    expect(changes.collections).toBeUndefined();
    expect(href.length).toBeLessThan(200);
    expect((await open(href, 'repro-plain-opened')).status).toBe(200);
    expect(worldOf('repro-plain-opened')).toEqual(worldOf('repro-plain'));
  });

  it('a scenario that dates its records from its build, built days ago: the link carries no record it did not change', async () => {
    // free-trial-ending starts the trial 29.5 days before it is built; one world was built three days ago, one now.
    atInstant(Date.now() - 3 * DAY, () => useScenario('repro-trial-old', 'free-trial-ending'));
    useScenario('repro-trial', 'free-trial-ending');
    await control('POST', 'clock', 'repro-trial-old', { advance: '30h' });
    for (const key of ['repro-trial', 'repro-trial-old']) {
      const { changes, href } = await linkOf(key, []);
      expect(changes.collections).toBeUndefined();
      expect((await open(href, `${key}-opened`)).status).toBe(200);
      expect(worldOf(`${key}-opened`)).toEqual(worldOf(key));
    }
  });

  it('a link of an older format is refused, named, and nothing is loaded', async () => {
    freshWorld('repro-target');
    const target = worldOf('repro-target');
    const old = { ...(await linkOf('repro-target', [])).changes, v: 0 };
    const href = fragmentLink(PAGE, await encodeChanges(old as WorldChanges));
    const opened = await open(href, 'repro-target');
    expect(opened.body.problems).toEqual([
      `the link is in format 0 (an older version of the portal made it); this version reads format ${LINK_FORMAT}`,
    ]);
    // The world's own call refuses it too, as a page that did not check would send it.
    const sent = await control('POST', 'from-link', 'repro-target', old);
    expect(sent.status).toBe(400);
    expect(sent.body.message).toBe('This repro link does not fit this version of the portal: nothing was loaded.');
    expect(worldOf('repro-target')).toEqual(target);
  });

  it('a link with a record that breaks the contract is refused whole, its record and field named', async () => {
    freshWorld('repro-broken');
    await tenChanges('repro-broken');
    const { changes } = await linkOf('repro-broken', []);
    const added = changes.collections!.products!.add![0]!;
    added.title = 42;
    changes.collections!.batches = { ...changes.collections!.batches, remove: ['BATNOSUCH01'] };
    const sent = await control('POST', 'from-link', 'repro-broken-opened', changes);
    expect(sent.status).toBe(400);
    expect(sent.body.problems).toEqual([
      'batches[BATNOSUCH01]: removed in the link, but this version’s scenario has no such record',
    ]);
    delete changes.collections!.batches!.remove;
    const again = await control('POST', 'from-link', 'repro-broken-opened', changes);
    expect(again.status).toBe(400);
    expect(again.body.problems).toContain(`products[${added.id}].title: must be string`);
    // Nothing of it was loaded: the world of that key was never made from it.
    expect(getWorld('repro-broken-opened').products.get(added.id)).toBeUndefined();
  });

  it('a fragment cut short, or not the world’s, is named', async () => {
    const { href } = await linkOf('repro-cut', ['listLocations:500:serverError']);
    expect((await open(href.slice(0, -40), 'x')).body.problems).toEqual([
      'the link’s world cannot be read (was the link cut short?)',
    ]);
    expect((await open(`${PAGE}#world=not%20base64`, 'x')).body.problems).toEqual([
      'the link’s world is not base64url text (was it cut short?)',
    ]);
    expect(fragmentOf('#tab=2')).toBeNull();
  });
});
