import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { World } from '~mocks/world/model/world';
import { callWorld, freshWorld, type WorldAnswer } from '../../utils/world-call';

/**
 * The catalogue under random sequences of valid calls (fast-check's model-based commands): products made, edited,
 * disabled and enabled; batches made, edited, cloned, their attachments deleted. The model is a plain description of
 * what each call should change: the organization's products and batches in the order the lists give them (newest
 * first), their titles, codes, traits and attachments, which tracking ids are taken, and what the plan allows. After
 * every call, the product lists of both kinds (with their batches) and the touched batch read back exactly the model.
 */
type Kind = 'tracer' | 'fastpass';
const KINDS: readonly Kind[] = ['tracer', 'fastpass'];

interface ProductModel {
  kind: Kind;
  title: string;
  sku: string;
  upc: string;
  description: string;
  disabled: boolean;
  /** Used as another product's ingredient: cannot be disabled. */
  ingredient: boolean;
  traits: string[];
}

interface BatchModel {
  product: string;
  title: string;
  externalId: string | null;
  published: boolean;
  exhibits: string[];
  traits: string[];
}

interface Model {
  /** The organization's products, newest first (a new one goes first; an edit keeps its place). */
  products: string[];
  product: Record<string, ProductModel>;
  /** Each product's batches, newest first. */
  batches: Record<string, string[]>;
  batch: Record<string, BatchModel>;
  /** How many products of each kind the plan allows (Infinity: no limit). */
  limit: Record<Kind, number>;
}

interface Real {
  key: string;
  organizationId: string;
}

/** A call that keeps the contract and is answered by the world. */
async function call(real: Real, ...[operationId, body, options]: Parameters<typeof callWorld>): Promise<WorldAnswer> {
  const answer = await callWorld(operationId, body, { subscription: 'tracer', ...options, world: real.key });
  expect(answer.breaches).toEqual([]);
  expect(answer.status).toBeGreaterThanOrEqual(200);
  expect(answer.status).toBeLessThan(500);
  return answer;
}

const takenIds = (model: Model, except?: string) =>
  new Set(
    Object.entries(model.batch)
      .filter(([id, b]) => id !== except && b.externalId)
      .map(([, b]) => b.externalId),
  );

/** The product form as the portal sends it (multipart; traits as JSON text). */
function productForm(real: Real, p: Pick<ProductModel, 'kind' | 'title' | 'sku' | 'upc' | 'description' | 'traits'>) {
  const form = new FormData();
  form.set('title', p.title);
  form.set('description', p.description);
  form.set('organization_id', real.organizationId);
  form.set('subscription', p.kind);
  form.set('sku', p.sku);
  form.set('upc', p.upc);
  form.set('facets', JSON.stringify(p.traits.map((title) => ({ title, description: `${title} text` }))));
  return form;
}

/** The reads the portal makes agree with the model: both kinds' product lists with their batches, and one batch. */
async function agree(model: Model, real: Real, batchId?: string) {
  for (const kind of KINDS) {
    const list = await call(real, 'searchProducts', {
      organization_id: real.organizationId,
      type: kind,
      show_batch: true,
      limit: 1000,
    });
    type Row = Record<string, unknown> & { facets?: { title: string }[]; integrants?: Record<string, unknown>[] };
    const rows = list.body.data.rows as Row[];
    const ids = model.products.filter((id) => model.product[id]!.kind === kind);
    expect(rows.map((r) => r.id)).toEqual(ids);
    expect(list.body.data.count).toBe(ids.length);
    for (const row of rows) {
      const p = model.product[row.id as string]!;
      expect(row).toMatchObject({ title: p.title, sku: p.sku, upc: p.upc, description: p.description });
      expect(row.is_disabled).toBe(p.disabled);
      expect(row.subscription_type).toBe(p.kind);
      expect((row.facets ?? []).map((f) => f.title)).toEqual(p.traits);
      const batches = model.batches[row.id as string] ?? [];
      expect((row.integrants ?? []).map((b) => b.id)).toEqual(batches);
      for (const b of row.integrants ?? []) {
        const m = model.batch[b.id as string]!;
        expect(b).toMatchObject({ title: m.title, external_id: m.externalId, is_published: m.published });
      }
    }
  }
  if (!batchId) return;
  const read = await call(real, 'getBatch', undefined, { params: { id: batchId } });
  const m = model.batch[batchId]!;
  const batch = read.body.data as { exhibits?: { id: string }[]; facets?: { title: string }[] } & Record<
    string,
    unknown
  >;
  expect(batch).toMatchObject({ integrant_type_id: m.product, title: m.title, is_published: m.published });
  expect(batch.external_id ?? null).toBe(m.externalId);
  expect((batch.exhibits ?? []).map((e) => e.id)).toEqual(m.exhibits);
  expect((batch.facets ?? []).map((f) => f.title)).toEqual(m.traits);
}

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

class CreateProduct implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly kind: Kind,
    readonly title: string,
    readonly sku: string,
    readonly traits: string[],
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const fields = {
      kind: this.kind,
      title: this.title,
      sku: this.sku,
      upc: `0${this.sku}`,
      description: 'Made by the model',
    };
    const answer = await call(real, 'createProduct', productForm(real, { ...fields, traits: this.traits }));
    const made = model.products.filter((id) => model.product[id]!.kind === this.kind).length;
    if (made >= model.limit[this.kind]) {
      // The plan's products are used up: the documented threshold, and nothing made.
      expect(answer.status).toBe(403);
    } else {
      expect(answer.body.status).toBe('1');
      const id = answer.body.data.id as string;
      model.products.unshift(id);
      model.product[id] = { ...fields, disabled: false, ingredient: false, traits: this.traits };
      model.batches[id] = [];
    }
    await agree(model, real);
  }
  toString = () => `createProduct(${this.kind}, ${JSON.stringify(this.title)}, traits ${this.traits.length})`;
}

class UpdateProduct implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly n: number,
    readonly title: string,
    readonly traits: string[],
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const id = pick(model.products, this.n);
    const p = model.product[id]!;
    const form = productForm(real, { ...p, title: this.title, traits: this.traits });
    form.set('integrant_type_id', id);
    const answer = await call(real, 'updateProduct', form);
    expect(answer.body.status).toBe('1');
    model.product[id] = { ...p, title: this.title, traits: this.traits };
    await agree(model, real);
  }
  toString = () => `updateProduct(#${this.n}, ${JSON.stringify(this.title)}, traits ${this.traits.length})`;
}

class SetDisabled implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly n: number,
    readonly disabled: boolean,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const id = pick(model.products, this.n);
    const p = model.product[id]!;
    const answer = await call(real, 'setProductDisabled', { integrant_type_id: id, is_disabled: this.disabled });
    if (this.disabled && p.ingredient) {
      // An ingredient of another product stays enabled: a body-level failure, nothing changed.
      expect(answer.body.status).toBe('0');
    } else {
      expect(answer.body.status).toBe('1');
      p.disabled = this.disabled;
    }
    await agree(model, real);
  }
  toString = () => `setDisabled(#${this.n}, ${this.disabled})`;
}

class CreateBatch implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly n: number,
    readonly title: string,
    readonly externalId: string,
    readonly exhibits: number,
    readonly traits: string[],
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const product = pick(model.products, this.n);
    const kind = model.product[product]!.kind;
    const answer = await call(real, 'createBatch', {
      organization_id: real.organizationId,
      integrant_type_id: product,
      title: this.title,
      external_id: this.externalId,
      external_id_slug: this.externalId.toLowerCase(),
      subscription: kind,
      exhibits: Array.from({ length: this.exhibits }, (_, i) => ({
        title: `Exhibit ${i}`,
        url: `https://x.test/${i}.pdf`,
      })),
      facets: this.traits.map((title) => ({ title, description: `${title} text` })),
    });
    if (takenIds(model).has(this.externalId)) {
      // A tracking id another batch of the organization has: the documented trackingIdExists, nothing made.
      expect(answer.body.status).not.toBe('1');
      await agree(model, real);
      return;
    }
    expect(answer.body.status).toBe('1');
    const data = answer.body.data as { id: string; exhibits: { id: string }[] };
    model.batch[data.id] = {
      product,
      title: this.title,
      externalId: this.externalId,
      published: false,
      exhibits: data.exhibits.map((e) => e.id),
      traits: this.traits,
    };
    model.batches[product] = [data.id, ...(model.batches[product] ?? [])];
    expect(model.batch[data.id]!.exhibits).toHaveLength(this.exhibits);
    await agree(model, real, data.id);
  }
  toString = () => `createBatch(#${this.n}, ${this.externalId}, exhibits ${this.exhibits})`;
}

class EditBatch implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly n: number,
    readonly externalId: string | undefined,
    readonly publish: boolean | undefined,
  ) {}
  check = (model: Readonly<Model>) => Object.keys(model.batch).length > 0;
  async run(model: Model, real: Real) {
    const id = pick(Object.keys(model.batch).sort(), this.n);
    const b = model.batch[id]!;
    const answer = await call(real, 'editBatch', {
      integrant_id: id,
      ...(this.externalId !== undefined ? { external_id: this.externalId } : {}),
      ...(this.publish !== undefined ? { is_published: this.publish } : {}),
    });
    if (this.externalId !== undefined && takenIds(model, id).has(this.externalId)) {
      expect(answer.body.status).not.toBe('1');
    } else if (this.publish === true && model.product[b.product]!.kind === 'fastpass') {
      // Fastpass batches are never published: the documented 403.
      expect(answer.status).toBe(403);
    } else {
      expect(answer.body.status).toBe('1');
      if (this.externalId !== undefined) b.externalId = this.externalId;
      if (this.publish !== undefined) b.published = this.publish;
    }
    await agree(model, real, id);
  }
  toString = () => `editBatch(#${this.n}, ${this.externalId ?? '-'}, publish ${String(this.publish)})`;
}

class CloneBatch implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly n: number,
    readonly externalId: string,
  ) {}
  check = (model: Readonly<Model>) => Object.keys(model.batch).length > 0;
  async run(model: Model, real: Real) {
    const id = pick(Object.keys(model.batch).sort(), this.n);
    const b = model.batch[id]!;
    const answer = await call(real, 'cloneBatch', {
      integrant_id: id,
      external_id: this.externalId,
      external_id_slug: this.externalId.toLowerCase(),
      subscription: model.product[b.product]!.kind,
    });
    if (takenIds(model).has(this.externalId)) {
      expect(answer.body.status).not.toBe('1');
      await agree(model, real, id);
      return;
    }
    expect(answer.body.status).toBe('1');
    const data = answer.body.data as { id: string; exhibits: { id: string }[] };
    // A copy of the batch's title, traits and attachments (new ids), as a draft under the new tracking id.
    expect(data.exhibits).toHaveLength(b.exhibits.length);
    model.batch[data.id] = {
      ...b,
      externalId: this.externalId,
      published: false,
      exhibits: data.exhibits.map((e) => e.id),
      traits: [...b.traits],
    };
    model.batches[b.product] = [data.id, ...(model.batches[b.product] ?? [])];
    await agree(model, real, data.id);
  }
  toString = () => `cloneBatch(#${this.n}, ${this.externalId})`;
}

class DeleteExhibit implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly n: number,
    readonly e: number,
  ) {}
  check = (model: Readonly<Model>) => Object.values(model.batch).some((b) => b.exhibits.length > 0);
  async run(model: Model, real: Real) {
    const withExhibits = Object.keys(model.batch)
      .sort()
      .filter((id) => model.batch[id]!.exhibits.length > 0);
    const id = pick(withExhibits, this.n);
    const b = model.batch[id]!;
    const exhibit = pick(b.exhibits, this.e);
    const answer = await call(real, 'deleteBatchExhibit', undefined, { params: { id, eid: exhibit } });
    expect(answer.body.status).toBe('1');
    b.exhibits = b.exhibits.filter((x) => x !== exhibit);
    await agree(model, real, id);
  }
  toString = () => `deleteExhibit(#${this.n}, #${this.e})`;
}

/** The model of a fresh world: its organization's products and batches as the seed holds them. */
function modelOf(world: World): Model {
  const own = world.products.where((p) => p.organization_id === world.organizationId);
  const model: Model = {
    products: own.map((p) => p.id),
    product: {},
    batches: {},
    batch: {},
    limit: { tracer: Infinity, fastpass: Infinity },
  };
  for (const p of own) {
    model.product[p.id] = {
      kind: p.subscription_type as Kind,
      title: p.title,
      sku: p.sku ?? '',
      upc: p.upc ?? '',
      description: p.description ?? '',
      disabled: p.is_disabled ?? false,
      ingredient: p.used_as_ingredients ?? false,
      traits: (p.facets ?? []).map((f) => f.title),
    };
    const batches = world.batches.where((b) => b.integrant_type_id === p.id);
    model.batches[p.id] = batches.map((b) => b.id);
    for (const b of batches)
      model.batch[b.id] = {
        product: p.id,
        title: b.title,
        externalId: b.external_id ?? null,
        published: b.is_published ?? false,
        exhibits: (b.exhibits ?? []).flatMap((e) => (e.id ? [e.id] : [])),
        traits: (b.facets ?? []).map((f) => f.title),
      };
  }
  for (const kind of KINDS) {
    const plan = world.allowances[kind];
    if (plan && plan.products >= 0) model.limit[kind] = plan.products;
  }
  return model;
}

const text = fc.string({ minLength: 1, maxLength: 16 }).filter((s) => s.trim() === s && s.length > 0);
const traits = fc.uniqueArray(fc.constantFrom('Form', 'Source', 'Flavor', 'Servings', 'Allergens'), { maxLength: 3 });
/** A few tracking ids, so that sequences reuse them and meet the uniqueness rule. */
const trackingId = fc.constantFrom('LOT-A1', 'LOT-B2', 'LOT-C3', 'VL-OMG-2026-0412', 'LOT-D4');
const n = fc.nat(50);

const commands = [
  fc
    .tuple(fc.constantFrom(...KINDS), text, fc.stringMatching(/^[0-9]{6}$/), traits)
    .map((a) => new CreateProduct(...a)),
  fc.tuple(n, text, traits).map((a) => new UpdateProduct(...a)),
  fc.tuple(n, fc.boolean()).map((a) => new SetDisabled(...a)),
  fc.tuple(n, text, trackingId, fc.nat(2), traits).map((a) => new CreateBatch(...a)),
  fc
    .tuple(n, fc.option(trackingId, { nil: undefined }), fc.option(fc.boolean(), { nil: undefined }))
    .map((a) => new EditBatch(...a)),
  fc.tuple(n, trackingId).map((a) => new CloneBatch(...a)),
  fc.tuple(n, n).map((a) => new DeleteExhibit(...a)),
];

let runs = 0;

describe('the catalogue under random sequences of valid calls', () => {
  it('every read agrees with the model of the writes before it', { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 12 }), async (cmds) => {
        runs += 1;
        const key = `catalogue-model-${runs}`;
        const world = freshWorld(key);
        const real: Real = { key, organizationId: world.organizationId };
        const model = modelOf(world);
        await agree(model, real);
        await fc.asyncModelRun(() => ({ model, real }), cmds);
      }),
      { numRuns: 25 },
    );
  });
});
