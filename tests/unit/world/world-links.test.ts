import { beforeEach, describe, expect, it } from 'vitest';
import { exampleValue } from '~mocks/world/model/examples';
import { batchTree, linksOf } from '~mocks/world/model/rules/batch-links';
import { callWorld, freshWorld } from '../../utils/world-call';
import {
  GUMMIES_BATCH as GUMMIES,
  OLIVIA,
  OMEGA_BATCH as OMEGA,
  OMEGA_PRODUCT,
  VERDANT,
  ZINC_BATCH as ZINC,
  ZINC_PRODUCT,
} from '../../../test-support/example-world';

/** The batch link graph, ingredients, traits, the consumer view, data files and document checks, from the world. */
const KEY = 'links';
const call = (...[op, body, options]: Parameters<typeof callWorld>) => callWorld(op, body, { world: KEY, ...options });
const ids = (tree: { nodes: { id: string; level: number; parent_id?: string | null }[] }) =>
  tree.nodes.map((n) => `${n.id}@${n.level}<${n.parent_id ?? ''}`);

async function tree(id: string, level = 0) {
  const answer = await call('getBatchTree', { integrant_id: id, level });
  expect(answer.breaches).toEqual([]);
  return answer;
}

async function addIngredient(parent: string, externalId: string, product = ZINC_PRODUCT) {
  return call(
    'addBatchIngredient',
    {
      integrant_type_id: product,
      title: '',
      external_id: externalId,
      external_id_slug: externalId.toLowerCase(),
      organization_id: VERDANT,
      created_by: OLIVIA,
      updated_by: OLIVIA,
    },
    { params: { id: parent } },
  );
}

const link = (child: string, parent: string) =>
  call('createLink', { child_integrant_id: child, parent_integrant_id: parent, created_by: OLIVIA });

beforeEach(() => void freshWorld(KEY));

describe('the link tree', () => {
  it('is the seed’s as the examples draw it: the gummies and their two ingredients, the Omega-3 alone', async () => {
    expect((await tree(GUMMIES, 2)).body).toEqual(exampleValue('getBatchTree', 'linkTree'));
    expect((await tree(OMEGA)).body).toEqual(exampleValue('getBatchTree', 'singleNodeTree'));
  });

  it('of an ingredient shows its parent above it, and its siblings', async () => {
    expect(ids((await tree(ZINC)).body.data)).toEqual([
      `${GUMMIES}@0<`,
      `BATVD30609@1<${GUMMIES}`,
      `${ZINC}@1<${GUMMIES}`,
    ]);
  });

  it('answers the documented 404 for a batch the world does not hold', async () => {
    const answer = await tree('BATNOPE000');
    expect(answer.status).toBe(404);
  });

  it('goes `level` steps up and down from the batch asked for; 0 is every level', async () => {
    // A chain: gummies > zinc > lot A > lot B.
    const a = (await addIngredient(ZINC, 'VL-ZNC-A')).body.data.integrant.id as string;
    const b = (await addIngredient(a, 'VL-ZNC-B')).body.data.integrant.id as string;
    expect(ids((await tree(a, 1)).body.data)).toEqual([`${ZINC}@0<`, `${a}@1<${ZINC}`, `${b}@2<${a}`]);
    expect(ids((await tree(b, 1)).body.data)).toEqual([`${a}@0<`, `${b}@1<${a}`]);
    expect(ids((await tree(b)).body.data)).toEqual([
      `${GUMMIES}@0<`,
      `BATVD30609@1<${GUMMIES}`,
      `${ZINC}@1<${GUMMIES}`,
      `${a}@2<${ZINC}`,
      `${b}@3<${a}`,
    ]);
    const world = freshWorld('links-pure');
    expect(batchTree(world, GUMMIES, 1).edges).toHaveLength(2);
  });
});

describe('links', () => {
  it('a batch linked under its sibling sits below it, so every edge points down', async () => {
    const a = (await addIngredient(OMEGA, 'VL-ZNC-A')).body.data.integrant.id as string;
    const b = (await addIngredient(OMEGA, 'VL-ZNC-B')).body.data.integrant.id as string;
    expect(ids((await tree(OMEGA)).body.data)).toEqual([`${OMEGA}@0<`, `${a}@1<${OMEGA}`, `${b}@1<${OMEGA}`]);
    expect((await link(b, a)).body.status).toBe('1');
    const t = (await tree(b)).body.data;
    expect(ids(t)).toEqual([`${OMEGA}@0<`, `${a}@1<${OMEGA}`, `${b}@2<${a}`]);
    expect(t.edges).toEqual([
      { source: OMEGA, target: a, type: 'mutation' },
      { source: OMEGA, target: b, type: 'mutation' },
      { source: a, target: b, type: 'mutation' },
    ]);
  });

  it('a link made shows in the tree of both batches and in both batches’ mutations, across reads', async () => {
    const made = await link(OMEGA, GUMMIES);
    expect(made.breaches).toEqual([]);
    expect(made.body).toMatchObject({
      status: '1',
      message: 'Link created successfully',
      data: { parent_integrant_id: GUMMIES, child_integrant_id: OMEGA, created_by: OLIVIA },
    });
    const mid = made.body.data.id as string;
    expect(mid).toMatch(/^MUT[0-9A-Z]{7}$/);
    for (const id of [OMEGA, GUMMIES]) {
      const t = (await tree(id)).body.data;
      expect(ids(t)).toContain(`${OMEGA}@1<${GUMMIES}`);
      expect(t.edges).toContainEqual({ source: GUMMIES, target: OMEGA, type: 'mutation' });
      const batch = await call('getBatch', undefined, { params: { id } });
      expect(batch.body.data.mutations.map((m: { id: string }) => m.id)).toContain(mid);
    }
  });

  it('refuses a batch under itself, a link twice, a cycle and an unknown batch, saying why', async () => {
    const cases: [string, string, string][] = [
      [OMEGA, OMEGA, 'A batch cannot be an ingredient of itself'],
      [ZINC, GUMMIES, 'This batch is already an ingredient of that batch'],
      [GUMMIES, ZINC, 'A batch cannot be an ingredient of its own ingredient'],
      ['BATNOPE000', GUMMIES, 'Batch not found'],
    ];
    for (const [child, parent, message] of cases) {
      const answer = await link(child, parent);
      expect(answer.breaches).toEqual([]);
      expect(answer.body).toEqual({ status: '0', message, data: null });
    }
    expect((await tree(GUMMIES)).body.data.edges).toHaveLength(2);
  });
});

describe('a link is kept by both of its batches', () => {
  const mutationsOf = async (id: string) => {
    const read = await call('getBatch', undefined, { params: { id } });
    expect(read.breaches).toEqual([]);
    return read.body.data.mutations as { id: string; parent_integrant_id: string; child_integrant_id: string }[];
  };

  it('the seed’s ingredients hold their parent’s link, so the child can be removed from its parent', async () => {
    expect(await mutationsOf(ZINC)).toEqual([
      expect.objectContaining({ id: 'MUTELDZNC1', parent_integrant_id: GUMMIES, child_integrant_id: ZINC }),
    ]);
    expect(await mutationsOf('BATVD30609')).toEqual([
      expect.objectContaining({ id: 'MUTELDVD31', parent_integrant_id: GUMMIES, child_integrant_id: 'BATVD30609' }),
    ]);
    expect((await mutationsOf(GUMMIES)).map((m) => m.id)).toEqual(['MUTELDVD31', 'MUTELDZNC1']);
    expect(linksOf(freshWorld('links-seed')).map((l) => l.id)).toEqual(['MUTELDVD31', 'MUTELDZNC1']);
    // Removed from its parent: gone from both.
    await call('removeBatchMutation', undefined, { params: { id: GUMMIES, mid: 'MUTELDZNC1' } });
    expect(await mutationsOf(ZINC)).toEqual([]);
    expect((await mutationsOf(GUMMIES)).map((m) => m.id)).toEqual(['MUTELDVD31']);
  });

  it('a batch created with a parent_id hangs under it: the link is in both batches and in the tree', async () => {
    const created = await call('createBatch', {
      organization_id: VERDANT,
      integrant_type_id: ZINC_PRODUCT,
      title: 'Zinc Picolinate 50 mg',
      external_id: 'VL-ZNC-2026-1115',
      external_id_slug: 'vl-znc-2026-1115',
      subscription: 'fastpass',
      parent_id: GUMMIES,
      created_by: OLIVIA,
      updated_by: OLIVIA,
    });
    expect(created.breaches).toEqual([]);
    expect(created.body.status).toBe('1');
    const child = created.body.data.id as string;
    const link = { parent_integrant_id: GUMMIES, child_integrant_id: child, created_by: OLIVIA };
    expect(created.body.data.mutations).toEqual([expect.objectContaining(link)]);
    const mid = created.body.data.mutations[0].id as string;
    expect(await mutationsOf(child)).toEqual([expect.objectContaining({ id: mid, ...link })]);
    expect((await mutationsOf(GUMMIES)).map((m) => m.id)).toEqual(['MUTELDVD31', 'MUTELDZNC1', mid]);
    expect(ids((await tree(child)).body.data)).toContain(`${child}@1<${GUMMIES}`);
    // The child's 'Remove from parent' sends its parent and the link: gone from both.
    const removed = await call('removeBatchMutation', undefined, { params: { id: GUMMIES, mid } });
    expect(removed.body.status).toBe('1');
    expect(await mutationsOf(child)).toEqual([]);
    expect((await mutationsOf(GUMMIES)).map((m) => m.id)).toEqual(['MUTELDVD31', 'MUTELDZNC1']);
  });
});

describe('ingredients', () => {
  it('adds a new batch under the batch, as a draft with its product’s traits, read back by its id', async () => {
    const added = await addIngredient(OMEGA, 'VL-ZNC-2026-1201');
    expect(added.breaches).toEqual([]);
    expect(added.body.message).toBe('Ingredient added successfully');
    const { mutation, integrant } = added.body.data;
    expect(integrant).toMatchObject({
      title: 'Zinc Picolinate 50 mg',
      external_id: 'VL-ZNC-2026-1201',
      tracking_id: 'VL-ZNC-2026-1201',
      primary: false,
      is_published: false,
      organization_id: VERDANT,
    });
    expect(mutation).toMatchObject({ parent_integrant_id: OMEGA, child_integrant_id: integrant.id });
    const read = await call('getBatch', undefined, { params: { id: integrant.id } });
    expect(read.body.data.mutations).toEqual([mutation]);
    expect(ids((await tree(OMEGA)).body.data)).toEqual([`${OMEGA}@0<`, `${integrant.id}@1<${OMEGA}`]);
  });

  it('refuses a taken static batch number, an unknown parent or product, and a batch past the plan', async () => {
    const taken = await addIngredient(OMEGA, 'VL-ZNC-2026-0724');
    expect(taken.body).toEqual(exampleValue('addBatchIngredient', 'staticBatchNumberExists'));
    expect(taken.body.message).toBe('Static Batch Number Already Exists!');
    expect((await addIngredient('BATNOPE000', 'VL-NEW-1')).status).toBe(404);
    const noProduct = await addIngredient(OMEGA, 'VL-NEW-2', 'PRDNOPE000');
    expect(noProduct.body).toEqual({ status: '0', message: 'Product not found', data: null });
    const world = freshWorld(KEY);
    world.allowances.fastpass!.batches = 8; // the organization's fastpass batches of the seed (zinc is fastpass)
    const full = await addIngredient(OMEGA, 'VL-NEW-3');
    expect(full.status).toBe(403);
    expect(full.body.message).toBe(
      'You have reached the maximum number of batches allowed by your plan. Please upgrade your subscription.',
    );
  });

  it('removing a mutation takes it from both batches and from the tree; the ingredient batch stays', async () => {
    const removed = await call('removeBatchMutation', undefined, { params: { id: GUMMIES, mid: 'MUTELDZNC1' } });
    expect(removed.breaches).toEqual([]);
    expect(removed.body).toEqual({ status: '1', message: 'Link removed successfully', data: { id: 'MUTELDZNC1' } });
    expect(ids((await tree(GUMMIES)).body.data)).toEqual([`${GUMMIES}@0<`, `BATVD30609@1<${GUMMIES}`]);
    expect(ids((await tree(ZINC)).body.data)).toEqual([`${ZINC}@0<`]);
    const gummies = await call('getBatch', undefined, { params: { id: GUMMIES } });
    expect(gummies.body.data.mutations.map((m: { id: string }) => m.id)).toEqual(['MUTELDVD31']);
    expect((await call('getBatch', undefined, { params: { id: ZINC } })).status).toBe(200);

    const made = (await addIngredient(OMEGA, 'VL-ZNC-X')).body.data;
    await call('removeBatchMutation', undefined, { params: { id: OMEGA, mid: made.mutation.id } });
    const child = await call('getBatch', undefined, { params: { id: made.integrant.id } });
    expect(child.body.data.mutations).toEqual([]);
  });

  it('answers the 404 for a link already gone or one the batch is not the parent of', async () => {
    expect((await call('removeBatchMutation', undefined, { params: { id: ZINC, mid: 'MUTELDZNC1' } })).status).toBe(
      404,
    );
    await call('removeBatchMutation', undefined, { params: { id: GUMMIES, mid: 'MUTELDZNC1' } });
    expect((await call('removeBatchMutation', undefined, { params: { id: GUMMIES, mid: 'MUTELDZNC1' } })).status).toBe(
      404,
    );
  });
});

describe('traits', () => {
  const put = (id: string, fid: string, body: Record<string, unknown>) =>
    call('updateBatchFacet', body, { params: { id, fid } });

  it('saves one of the batch’s own traits, read back by getBatch', async () => {
    const saved = await put(OMEGA, 'FCTOMG412B', {
      title: 'Best before',
      description: '05/2028',
      rank: 2,
      group_id: 3,
    });
    expect(saved.breaches).toEqual([]);
    expect(saved.body).toMatchObject({
      status: '1',
      message: 'Facet updated successfully',
      data: { id: 'FCTOMG412B', title: 'Best before', description: '05/2028', group_id: 3, isOld: false },
    });
    const read = await call('getBatch', undefined, { params: { id: OMEGA } });
    expect(read.body.data.facets.find((f: { id: string }) => f.id === 'FCTOMG412B')).toEqual(saved.body.data);
  });

  it('refuses an inherited trait in the spec’s words, a blank one, and an unknown batch or trait', async () => {
    const world = freshWorld(KEY);
    const inheritedId = world.products.get(OMEGA_PRODUCT)!.facets![0]!.id!;
    const refused = await put(OMEGA, inheritedId, { title: 'Form', description: 'Capsule' });
    expect(refused.body).toEqual({ status: '0', message: 'This Trait is inherited and cannot be edited.', data: null });
    const blank = await put(OMEGA, 'FCTOMG412B', { title: ' ', description: '05/2028' });
    expect(blank.body.message).toBe('You Need Facets Filled Out.');
    expect((await put(OMEGA, 'FCTNOPE000', { title: 'A', description: 'B' })).status).toBe(404);
    expect((await put('BATNOPE000', 'FCTOMG412B', { title: 'A', description: 'B' })).status).toBe(404);
  });

  it('a fastpass batch’s trait has no group', async () => {
    const world = freshWorld(KEY);
    const fastpass = world.batches.where(
      (b) => world.products.get(b.integrant_type_id)?.subscription_type === 'fastpass',
    )[0]!;
    world.batches.patch(fastpass.id, {
      facets: [{ id: 'FCTFPS0001', title: 'Lot size', description: '500', rank: 1, group_id: null, isOld: false }],
    });
    const saved = await put(fastpass.id, 'FCTFPS0001', { title: 'Lot size', description: '600', group_id: 4 });
    expect(saved.body.data).toMatchObject({ description: '600', group_id: null });
  });
});

describe('the consumer view of a batch (client-app/integrant-detail)', () => {
  const detail = (slug: string, shortCode = 'VRDNT') =>
    call('getIntegrantDetail', { external_id_slug: slug, short_code: shortCode, type: 'ingredient-comparison' });

  it('is the world’s batch and product: title, traits as JSON text, source link, attachments by type', async () => {
    await call(
      'updateBatchFacet',
      { title: 'Best before', description: '05/2029' },
      { params: { id: OMEGA, fid: 'FCTOMG412B' } },
    );
    const answer = await detail('vl-omg-2026-0412');
    expect(answer.breaches).toEqual([]);
    const { integrantInfo, sourceLinks, exhibitsInfo } = answer.body.data;
    expect(integrantInfo).toMatchObject({
      id: OMEGA,
      title: 'Daily Omega-3 Fish Oil 1000 mg',
      external_id: 'VL-OMG-2026-0412',
      organization: { name: 'Verdant Labs', short_code: 'VRDNT' },
    });
    const traits = JSON.parse(integrantInfo.facets) as { title: string; description: string }[];
    expect(traits[0]).toEqual({ title: 'Form', description: 'Softgel' });
    expect(traits).toContainEqual({ title: 'Best before', description: '05/2029' });
    expect(sourceLinks).toEqual([{ title: 'Buy again', url: expect.stringMatching(/^https:\/\//) as string }]);
    expect(exhibitsInfo.map((g: { exhibitsType: { title: string }[] }) => g.exhibitsType.map((e) => e.title))).toEqual([
      ['Certificate of Analysis'],
      ['Sustainable sourcing statement'],
    ]);
  });

  it('answers the 404 for a slug or a short code the world does not hold', async () => {
    expect((await detail('vl-nope')).status).toBe(404);
    expect((await detail('vl-omg-2026-0412', 'NOPE')).status).toBe(404);
  });
});

describe('data files and document checks', () => {
  const form = (name: string, value: Blob | string) => {
    const data = new FormData();
    data.set(name, value);
    return data;
  };
  const pdf = (text: string) => new File([`%PDF-1.4 ${text}`], 'coa.pdf', { type: 'application/pdf' });

  it('keeps a data file and serves it; no file is a body failure', async () => {
    const world = freshWorld(KEY);
    const file = new File(['a,b\n1,2\n'], 'stability.csv', { type: 'text/csv' });
    const stored = await call('uploadDataFile', form('file', file));
    expect(stored.breaches).toEqual([]);
    expect(stored.body).toMatchObject({
      status: '1',
      message: 'File uploaded successfully',
      data: { original_name: 'stability.csv', size: 8 },
    });
    expect(stored.body.data.url).toMatch(/\/__world\/files\/FIL[0-9A-Z]{7}$/);
    expect(world.files.size).toBe(1);
    // A `file` that is text, not a file: a body failure. No `file` at all breaks the contract: refused as Prism does.
    const text = await call('uploadDataFile', form('file', 'stability.csv'));
    expect(text.breaches).toEqual([]);
    expect(text.body.status).toBe('0');
    expect((await call('uploadDataFile', form('other', 'x'))).status).toBe(422);
  });

  it('verifies a document the world stores (by its bytes or its address) and no other', async () => {
    const stored = (await call('uploadDataFile', form('file', pdf('lot 0412')))).body.data.url as string;
    const verify = async (data: FormData) => {
      const answer = await call('verifyExhibitDocument', data);
      expect(answer.breaches).toEqual([]);
      return answer.body;
    };
    expect((await verify(form('coaFile', pdf('lot 0412')))).data).toEqual({ isVerifyDocument: true });
    expect(await verify(form('coaFile', pdf('lot 0413')))).toEqual(
      exampleValue('verifyExhibitDocument', 'documentNotVerified'),
    );
    expect((await verify(form('url', stored))).data.isVerifyDocument).toBe(true);
    const seedCoa = `https://cdn.portal.invalid/exhibits/${VERDANT}/coa-vl-omg-2026-0412.pdf`;
    expect((await verify(form('url', seedCoa))).message).toBe('Document verified');
    expect((await verify(form('url', 'https://example.org/forged.pdf'))).data.isVerifyDocument).toBe(false);
    expect((await verify(form('url', stored.replace(/FIL\w+$/, 'FIL9999999')))).data.isVerifyDocument).toBe(false);
    expect(await verify(form('coaFile', ''))).toEqual({ status: '0', message: 'Please upload file first', data: null });
    expect(await verify(new FormData())).toEqual({ status: '0', message: 'Please upload file first', data: null });
  });
});
