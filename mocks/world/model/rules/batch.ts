import type { Schemas } from '../../types';
import { newId, now } from '../ids';
import type { World } from '../world';
import { transfersOf, transitsOf } from './movement';
import { inherited, kindOfBatch, savedFacets, slug, text } from './product';

/**
 * The batches' pure rules (docs/world/batch.md): a batch as the reads answer it, and how a new, edited or cloned
 * batch is put together from what the portal sends.
 */
type Product = Schemas['Product'];
type Batch = Schemas['Batch'];
type Exhibit = Schemas['Exhibit'];

/**
 * Another batch of the organization (an empty id: the current one) already uses this tracking id (static batch
 * number): create, edit, clone, an ingredient, a transferred batch's clone and the check all ask this.
 */
export const trackingIdTaken = (
  world: World,
  externalId: string | null | undefined,
  except?: string | null,
  organizationId?: string | null,
) =>
  Boolean(externalId) &&
  world.batches.where(
    (b) =>
      b.organization_id === (organizationId || world.organizationId) && b.external_id === externalId && b.id !== except,
  ).length > 0;

/**
 * Where an edit leaves a batch's slug: the slug sent, else (the tracking id changed alone) the new tracking id's
 * slug, else the one it has. Its QR address ends with the slug, and follows it.
 */
export function followedSlug(
  b: Pick<Batch, 'external_id' | 'external_id_slug' | 'qr_url'>,
  externalId: string | null | undefined,
  sentSlug: string | null | undefined,
): Pick<Batch, 'external_id_slug' | 'qr_url'> {
  const moved = sentSlug || (externalId && externalId !== b.external_id ? slug(externalId) : null);
  if (!moved || moved === b.external_id_slug) return {};
  const old = b.external_id_slug;
  const qr = b.qr_url && old && b.qr_url.endsWith(`/${old}`) ? b.qr_url.slice(0, -old.length) + moved : b.qr_url;
  return { external_id_slug: moved, ...(qr !== b.qr_url ? { qr_url: qr } : {}) };
}

/** A batch of a kind may be published only when it is not fastpass's (section 1: fastpass has no QR, no publishing). */
export const publishableKind = (kind: string | null | undefined): boolean => kind !== 'fastpass';

/** A batch may be published only when it is not fastpass's: on edit as on create (`publishableKind`). */
export const publishable = (world: World, b: Batch): boolean => publishableKind(kindOfBatch(world, b));

/** The saved location a batch points to, as a batch carries it. */
export function batchLocation(world: World, id: string | null | undefined): Schemas['BatchLocation'] | null {
  const l = world.locations.get(id);
  return l ? locationOnBatch(l) : null;
}

/** A location as a batch carries it (a copy: the batch keeps it as it was). */
export function locationOnBatch(l: Schemas['Location']): Schemas['BatchLocation'] {
  return {
    id: l.id,
    description: l.description,
    line_1: l.line_1,
    line_2: l.line_2 ?? null,
    city: l.city,
    state: l.state,
    zip: l.zip,
    coordinates: l.coordinates ? [...l.coordinates] : null,
    country: l.country,
  };
}

/** A batch as the reads answer it: its kind, inherited traits, organization short code and movements filled in. */
export function batchView(world: World, b: Batch): Batch {
  const product = world.products.get(b.integrant_type_id);
  const shortCode = world.organizations.get(b.organization_id)?.short_code;
  return {
    ...b,
    type: b.type ?? product?.subscription_type,
    inherited_facets: b.inherited_facets ?? inherited(product),
    ...(b.organizations || !shortCode ? {} : { organizations: { short_code: shortCode } }),
    transits: transitsOf(world, b.id),
    transfers: transfersOf(world, b.id),
  };
}

/** Attachments as saved: each keeps its id (and location) or gets one; inherited ones stay as they were. */
function savedExhibits(world: World, before: Exhibit[], sent: Schemas['ExhibitInput'][]): Exhibit[] {
  const known = new Map(before.map((e) => [e.id, e]));
  const own = sent.map((e, i) => ({
    ...e,
    id: e.id || newId(world, 'EXH'),
    rank: e.rank ?? i + 1,
    location: (e.id && known.get(e.id)?.location) ?? null,
    isOld: false,
  }));
  return [...before.filter((e) => e.isOld), ...own];
}

/** A new batch: the product's, with what the editor sent. */
export function newBatch(world: World, body: Schemas['CreateBatchRequest'], product: Product): Batch {
  const stamp = now();
  const published = body.is_published === true;
  return batchView(world, {
    id: newId(world, 'BAT'),
    primary: !body.parent_id,
    integrant_type_id: product.id,
    organization_id: world.organizationId,
    title: body.title,
    description: text(body.description),
    tracking_id: body.external_id,
    external_id: body.external_id,
    external_id_slug: body.external_id_slug,
    buy_again_url: text(body.buy_again_url),
    is_published: published,
    is_static_batch: false,
    published: published ? stamp : null,
    qr_url: body.qr_url ?? null,
    type: product.subscription_type ?? body.subscription,
    facets: savedFacets(world, body.facets ?? []),
    inherited_facets: inherited(product),
    exhibits: savedExhibits(world, [], body.exhibits ?? []),
    mutations: [],
    location: batchLocation(world, body.location_id),
    transits: [],
    transfers: [],
    created_on: stamp,
    updated_on: stamp,
  });
}

/**
 * A new batch hangs under its parent (a link) when it is made as an ingredient: the link is kept in the mutations of
 * both batches, as every link is (batch-links.ts).
 */
export function linkToParent(world: World, child: Batch, body: Schemas['CreateBatchRequest']) {
  const parent = world.batches.get(body.parent_id);
  if (!parent || parent.id === child.id) return;
  const link: Schemas['Mutation'] = {
    id: newId(world, 'MUT'),
    parent_integrant_id: parent.id,
    child_integrant_id: child.id,
    created_by: body.created_by ?? null,
    updated_by: body.updated_by ?? body.created_by ?? null,
    created_on: now(),
  };
  for (const b of [parent, world.batches.get(child.id) ?? child])
    world.batches.patch(b.id, { mutations: [...(b.mutations ?? []), link] });
}

/** The fields of an edit that change the batch. */
export function edited(world: World, b: Batch, body: Schemas['EditBatchRequest']): Partial<Batch> {
  const ownFacets = body.facets && savedFacets(world, body.facets);
  return {
    ...(ownFacets ? { facets: [...(b.facets ?? []).filter((f) => f.isOld), ...ownFacets] } : {}),
    ...(body.exhibits ? { exhibits: savedExhibits(world, b.exhibits ?? [], body.exhibits) } : {}),
    ...(body.location_id !== undefined ? { location: batchLocation(world, body.location_id) } : {}),
    ...(body.is_published !== undefined
      ? { is_published: body.is_published, published: body.is_published ? (b.published ?? now()) : null }
      : {}),
    ...(body.external_id ? { external_id: body.external_id, tracking_id: body.external_id } : {}),
    ...followedSlug(b, body.external_id, body.external_id_slug),
    ...(body.buy_again_url !== undefined ? { buy_again_url: text(body.buy_again_url) } : {}),
    updated_on: now(),
  };
}

/** A clone: the batch's traits, attachments and location under a new static batch number, as a draft. */
export function cloneOf(world: World, b: Batch, body: Schemas['CloneBatchRequest']): Batch {
  const stamp = now();
  return {
    ...batchView(world, b),
    id: newId(world, 'BAT'),
    primary: false,
    external_id: body.external_id,
    external_id_slug: body.external_id_slug,
    tracking_id: body.external_id,
    qr_url: b.qr_url ? b.qr_url.replace(/[^/]*$/, body.external_id_slug) : null,
    is_published: false,
    is_static_batch: false,
    published: null,
    facets: savedFacets(
      world,
      (b.facets ?? []).map(({ id: _id, ...f }) => f),
    ),
    exhibits: (b.exhibits ?? []).map((e) => ({ ...e, id: newId(world, 'EXH') })),
    mutations: [],
    transits: [],
    transfers: [],
    created_on: stamp,
    updated_on: stamp,
  };
}

/** The batch made its product's static batch (its siblings no longer are), as set-static-batch answers it. */
export function madeStatic(world: World, b: Batch) {
  for (const sibling of world.batches.where((x) => x.integrant_type_id === b.integrant_type_id))
    world.batches.patch(sibling.id, { is_static_batch: sibling.id === b.id });
  const data = { integrant_type_id: b.integrant_type_id, integrant_id: b.id, updated_on: now() };
  return b.external_id ? { ...data, external_id: b.external_id } : data;
}
