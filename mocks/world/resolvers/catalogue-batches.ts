import { ATTACHMENT_FILE_RULE, fileExtension } from '@/lib/file-rules';
import { matches, page } from '../model/table';
import type { Schemas } from '../types';
import type { World } from '../model/world';
import { bodyFailure, filesOf, keepFile, newId, notFound, now, type Call, type Routes } from './resolver';
import {
  batchLocation,
  followedSlug,
  inherited,
  kindOfBatch,
  noRoom,
  ok,
  publishable,
  savedFacets,
  text,
  threshold,
  trackingIdTaken,
} from '../model/rules/catalogue';
import { transfersOf } from './transfer';
import { transitsOf } from './transit';

/** The batch calls of the catalogue (the rules they follow are written at the top of catalogue.ts). */
type Product = Schemas['Product'];
type Batch = Schemas['Batch'];
type Exhibit = Schemas['Exhibit'];

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
function newBatch(world: World, body: Schemas['CreateBatchRequest'], product: Product): Batch {
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
 * both batches, as links.ts keeps every link (the child's Options tab offers 'Remove from parent' from it).
 */
function linkToParent(world: World, child: Batch, body: Schemas['CreateBatchRequest']) {
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
function edited(world: World, b: Batch, body: Schemas['EditBatchRequest']): Partial<Batch> {
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
function cloneOf(world: World, b: Batch, body: Schemas['CloneBatchRequest']): Batch {
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

export const batchRoutes: Routes = {
  searchBatches: ({ world, body }) => {
    const found = world.batches.where(
      (b) =>
        b.organization_id === world.organizationId &&
        b.integrant_type_id === body.integrant_type_id &&
        matches(body.searchText, b.tracking_id, b.external_id, b.title),
    );
    const { rows, count } = page(found, body.offset, body.limit);
    return ok('Batches found', { count, rows: rows.map((b) => batchView(world, b)) });
  },
  getBatch: ({ world, params }) => {
    const b = world.batches.get(params.id);
    return b ? ok('Batch found', batchView(world, b)) : notFound;
  },
  createBatch: ({ world, body }) => {
    const product = world.products.get(body.integrant_type_id);
    if (!product) return bodyFailure;
    if (noRoom(world, product.subscription_type ?? body.subscription, 'batches')) return threshold('batches');
    if (trackingIdTaken(world, body.external_id)) return { status: 200, example: 'trackingIdExists' };
    const batch = world.batches.put(newBatch(world, body, product));
    linkToParent(world, batch, body);
    return ok('Batch created successfully', batchView(world, world.batches.get(batch.id) ?? batch));
  },
  editBatch: ({ world, body }) => {
    const b = world.batches.get(body.integrant_id);
    if (!b) return notFound;
    if (trackingIdTaken(world, body.external_id, b.id)) return { status: 200, example: 'trackingIdExists' };
    if (body.is_published === true && !publishable(world, b)) return { status: 403, example: 'forbiddenResource' };
    return ok('Batch updated successfully', batchView(world, world.batches.patch(b.id, edited(world, b, body))!));
  },
  cloneBatch: ({ world, body }) => {
    const b = world.batches.get(body.integrant_id);
    if (!b) return notFound;
    if (noRoom(world, kindOfBatch(world, b), 'batches')) return threshold('batches');
    if (trackingIdTaken(world, body.external_id)) return { status: 200, example: 'cloneStatusCode' };
    return ok('Clone Successful', world.batches.put(cloneOf(world, b, body)));
  },
  setStaticBatch: ({ world, body }) => {
    const b = world.batches.get(body.integrant_id);
    if (!b) return notFound;
    for (const sibling of world.batches.where((x) => x.integrant_type_id === b.integrant_type_id))
      world.batches.patch(sibling.id, { is_static_batch: sibling.id === b.id });
    const data = { integrant_type_id: b.integrant_type_id, integrant_id: b.id, updated_on: now() };
    return ok('Static batch updated successfully', b.external_id ? { ...data, external_id: b.external_id } : data);
  },
  checkStaticBatchNumber: ({ world, body }) =>
    trackingIdTaken(world, body.external_id, body.integrant_id)
      ? { status: 200, example: 'staticBatchNumberExists' }
      : ok('Static batch number is available', { exists: false as const }),
  deleteBatchExhibit: ({ world, params }) => {
    const b = world.batches.get(params.id);
    if (!b?.exhibits?.some((e) => e.id === params.eid)) return notFound;
    world.batches.patch(b.id, { exhibits: b.exhibits.filter((e) => e.id !== params.eid), updated_on: now() });
    return ok('Exhibit deleted successfully', { id: params.eid! });
  },
  uploadBatchFiles: async (call) => {
    const files = filesOf(call.body['files[]']);
    if (files.length === 0) return bodyFailure;
    // The attachments' rule the portal checks first (spec 2, section 5): the types by extension, under 30 MB.
    const wrongType = files.find((f) => !ATTACHMENT_FILE_RULE.extensions.includes(fileExtension(f.name)));
    if (wrongType) return { ...bodyFailure, message: ATTACHMENT_FILE_RULE.typeMessage };
    if (files.some((f) => f.size > ATTACHMENT_FILE_RULE.maxBytes!)) return { status: 413, example: 'fileTooLarge' };
    const kept = await Promise.all(files.map((f) => keepFile(call as Call<never>, f)));
    return ok(
      'Files uploaded successfully',
      kept.flatMap((k) =>
        k
          ? [
              {
                file_name: `${k.stored.id}-${k.stored.name}`,
                url: k.url,
                original_name: k.stored.name,
                size: k.stored.size,
              },
            ]
          : [],
      ),
    );
  },
  deleteUploadedFile: ({ body }) => ok('File deleted successfully', { file_name: body.file_name }),
};
