import type { World } from '../model/world';
import { exampleValue } from '../model/examples';
import type { Schemas } from '../types';
import { bodyFailure, filesOf, keepFile, newId, notFound, now, type Call, type Routes } from './resolver';
import { batchView } from './catalogue-batches';
import { batchTree, isUnder, linked, linksOf, relink } from '../model/rules/batch-links';
import { inherited, kindOfBatch, noRoom, slug, text, threshold, trackingIdTaken } from '../model/rules/catalogue';
import { recordVerification } from './dashboards';

/**
 * The batch link graph, its ingredients and traits, the consumer view of a batch, data files and document checks.
 * The rules where the spec and the contract's examples do not say:
 * - A link (mutation) is kept in the `mutations` of both of its batches: the parent lists its ingredients, the
 *   ingredient its parents (the Options tab's 'Remove from parent' looks for the link naming the open batch as the
 *   child). The graph is every link any batch holds, once each. So are the seed's links (the examples show them on the
 *   parent only: seed.ts gives each to the ingredient too) and the link of a batch created with a parent_id
 *   (catalogue-batches.ts).
 * - links/tree answers the family of the batch: its parents, their parents and so on up, then everything under those
 *   down, siblings included. `level` caps the steps up and the steps down from the batch asked for; 0 (what the
 *   batch editor asks) is every level. A batch with no parent in the tree is level 0, any other sits one level below
 *   its lowest parent (so every edge points down), and its parent_id is that parent (the first linked, when several
 *   are as low); nodes come parent first, ingredients in the order they were linked; edges are every link between
 *   two nodes (type mutation). Transits and transfers are not nodes: a node opens a batch. An unknown batch is the
 *   documented 404.
 * - links: both batches must exist, differ, not be linked already and not make a batch an ingredient of itself (a
 *   cycle); each refusal is a body failure saying why.
 * - {id}/mutations (add ingredient): a new batch of the product sent, in the current organization, as a draft (not
 *   published) with the product's traits inherited, and its link under the batch {id}. An unknown parent is the
 *   404, an unknown product a body failure, a static batch number the organization uses staticBatchNumberExists, no
 *   batch left in the plan the 403 thresholdLimit.
 * - {id}/mutations/{mid}: {id} is the parent; the link goes from both batches, the ingredient batch stays. An unknown
 *   parent or a link it does not hold is the 404.
 * - {id}/facets/{fid}: one of the batch's own traits gets the title and description sent (trimmed; blank: 'You Need
 *   Facets Filled Out.'), the rank and group when sent (a fastpass batch has no group); an inherited trait is refused
 *   with 'This Trait is inherited and cannot be edited.'; an unknown batch or trait is the 404.
 * - client-app/integrant-detail: the batch with that slug in the organization with that short code (else the 404):
 *   its title, its traits (the inherited ones first) as JSON text, the product's image, the organization, the Buy
 *   Again URL as the one source link ('Buy again', https:// added when it has no scheme) and the attachments with an
 *   address, one group per attachment type (Quality, Sustainability, Diversity).
 * - data-file: the file is kept and served like any upload; a `file` part that is no file is a body failure.
 * - verify-exhibit-document: a document is verified when the world knows it: a file whose bytes are those of a file
 *   the world stores, or an address of a stored file or of an attachment of a batch or of the organization. Neither
 *   a file nor an address: a body failure 'Please upload file first'.
 * - No call here checks which organization owns the batches (the batch reads do not either).
 */
type Batch = Schemas['Batch'];
type Facet = Schemas['Facet'];

const said = (operationId: string, example: string) =>
  exampleValue<{ message?: string }>(operationId, example).message ?? '';
const answer = <T>(operationId: string, example: string, data: T) => ({
  body: { status: '1' as const, message: said(operationId, example), data },
});
const refused = (message: string) => ({ ...bodyFailure, message });

const INHERITED = 'This Trait is inherited and cannot be edited.';

/** A new ingredient batch of a product, as add-ingredient makes it. */
function ingredientBatch(world: World, body: Schemas['AddIngredientRequest'], product: Schemas['Product']): Batch {
  const stamp = now();
  return batchView(world, {
    id: newId(world, 'BAT'),
    primary: false,
    integrant_type_id: product.id,
    organization_id: world.organizationId,
    title: text(body.title) ?? product.title,
    description: text(body.description),
    tracking_id: body.external_id,
    external_id: body.external_id,
    external_id_slug: text(body.external_id_slug) ?? slug(body.external_id),
    buy_again_url: null,
    is_published: false,
    is_static_batch: false,
    published: null,
    qr_url: null,
    type: product.subscription_type,
    facets: [],
    inherited_facets: inherited(product),
    exhibits: [],
    mutations: [],
    location: null,
    transits: [],
    transfers: [],
    created_on: stamp,
    updated_on: stamp,
  });
}

function updateBatchFacet({ world, params, body }: Call<'updateBatchFacet'>) {
  const b = world.batches.get(params.id);
  if (!b) return notFound;
  const own = (b.facets ?? []).find((f) => f.id === params.fid);
  if (!own || own.isOld)
    return own || batchView(world, b).inherited_facets?.some((f) => f.id === params.fid)
      ? refused(INHERITED)
      : notFound;
  const title = text(body.title);
  const description = text(body.description);
  if (!title || !description) return refused('You Need Facets Filled Out.');
  const saved: Facet = {
    ...own,
    title,
    description,
    rank: body.rank ?? own.rank ?? null,
    group_id: kindOfBatch(world, b) === 'fastpass' ? null : body.group_id !== undefined ? body.group_id : own.group_id,
    isOld: false,
  };
  world.batches.patch(b.id, { facets: (b.facets ?? []).map((f) => (f.id === own.id ? saved : f)), updated_on: now() });
  return answer('updateBatchFacet', 'facetUpdated', saved);
}

/** An absolute web address, or undefined (a Buy Again URL may come without its scheme). */
function webAddress(value: string | null | undefined, addScheme = false): string | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  const candidate = addScheme && !/^[a-z][a-z0-9+.-]*:/i.test(raw) ? `https://${raw}` : raw;
  try {
    return /^https?:$/.test(new URL(candidate).protocol) ? candidate : undefined;
  } catch {
    return undefined;
  }
}

const EXHIBIT_TYPES = ['Quality', 'Sustainability', 'Diversity'] as const;

function getIntegrantDetail({ world, body }: Call<'getIntegrantDetail'>) {
  const organization = world.organizations.all().find((o) => o.short_code === body.short_code);
  const found = organization
    ? world.batches.where((b) => b.organization_id === organization.id && b.external_id_slug === body.external_id_slug)
    : [];
  if (!organization || !found[0]) return notFound;
  const b = batchView(world, found[0]);
  const product = world.products.get(b.integrant_type_id);
  const traits = [...(b.inherited_facets ?? []), ...(b.facets ?? []).filter((f) => !f.isOld)];
  const image = webAddress(product?.image_url) ?? webAddress(b.image_thumb_url);
  const buyAgain = webAddress(b.buy_again_url, true);
  const exhibits = (b.exhibits ?? []).flatMap((e) => {
    const url = webAddress(e.url);
    return e.id && url ? [{ type: e.exhibit_type ?? 'Quality', link: { id: e.id, title: e.title, url } }] : [];
  });
  return answer('getIntegrantDetail', 'integrantDetail', {
    integrantInfo: {
      id: b.id,
      title: b.title,
      ...(b.external_id ? { external_id: b.external_id } : {}),
      ...(b.external_id_slug ? { external_id_slug: b.external_id_slug } : {}),
      facets: JSON.stringify(traits.map((f) => ({ title: f.title, description: f.description }))),
      image_url: image ?? null,
      organization: {
        name: organization.name,
        ...(organization.short_code ? { short_code: organization.short_code } : {}),
      },
    },
    sourceLinks: buyAgain ? [{ title: 'Buy again', url: buyAgain }] : [],
    exhibitsInfo: EXHIBIT_TYPES.map((type) => exhibits.filter((e) => e.type === type).map((e) => e.link))
      .filter((group) => group.length > 0)
      .map((exhibitsType) => ({ exhibitsType })),
  });
}

/** The bytes of a file as the world stores them (base64, as keepFile does). */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Whether the world knows a document's address: a file it stores, or an attachment it holds. */
function knowsAddress(world: World, url: string): boolean {
  const stored = /\/__world\/files\/([^/?#]+)/.exec(url)?.[1];
  if (stored) return Boolean(world.files.get(decodeURIComponent(stored)));
  return (
    world.batches.all().some((b) => b.exhibits?.some((e) => e.url === url)) ||
    world.organizationExhibits.all().some((e) => e.url === url)
  );
}

async function verifyExhibitDocument({ world, body }: Call<'verifyExhibitDocument'>) {
  const form = body as unknown as Record<string, unknown>;
  const [file] = filesOf(form.coaFile);
  const url = text(form.url);
  if (!file && !url) return refused('Please upload file first');
  let known = false;
  if (file) {
    const data = await base64Of(file);
    known = world.files.where((f) => f.size === file.size).some((f) => f.data === data);
  } else known = knowsAddress(world, url!);
  // A verification is what the verifier's dashboard counts.
  recordVerification(world, { url, fileName: file?.name, verified: known });
  return known
    ? answer('verifyExhibitDocument', 'documentVerified', { isVerifyDocument: true })
    : answer('verifyExhibitDocument', 'documentNotVerified', { isVerifyDocument: false });
}

export const linkRoutes: Routes = {
  getBatchTree: ({ world, body }) =>
    world.batches.get(body.integrant_id)
      ? answer('getBatchTree', 'linkTree', batchTree(world, body.integrant_id, body.level))
      : notFound,
  createLink: ({ world, body }) => {
    const parent = world.batches.get(body.parent_integrant_id);
    const child = world.batches.get(body.child_integrant_id);
    if (!parent || !child) return refused('Batch not found');
    if (parent.id === child.id) return refused('A batch cannot be an ingredient of itself');
    const links = linksOf(world);
    if (links.some((l) => l.parent_integrant_id === parent.id && l.child_integrant_id === child.id))
      return refused('This batch is already an ingredient of that batch');
    if (isUnder(links, child.id, parent.id)) return refused('A batch cannot be an ingredient of its own ingredient');
    return answer('createLink', 'linkCreated', linked(world, parent.id, child.id, body));
  },
  addBatchIngredient: ({ world, params, body }) => {
    const parent = world.batches.get(params.id);
    if (!parent) return notFound;
    const product = world.products.get(body.integrant_type_id);
    if (!product) return refused('Product not found');
    if (noRoom(world, product.subscription_type, 'batches')) return threshold('batches');
    if (trackingIdTaken(world, body.external_id)) return { status: 200, example: 'staticBatchNumberExists' };
    const batch = world.batches.put(ingredientBatch(world, body, product));
    const mutation = linked(world, parent.id, batch.id, body);
    return answer('addBatchIngredient', 'ingredientAdded', { mutation, integrant: world.batches.get(batch.id)! });
  },
  removeBatchMutation: ({ world, params }) => {
    const link = linksOf(world).find((l) => l.id === params.mid && l.parent_integrant_id === params.id);
    if (!world.batches.get(params.id) || !link) return notFound;
    relink(world, link, false);
    return answer('removeBatchMutation', 'mutationRemoved', { id: link.id });
  },
  updateBatchFacet,
  getIntegrantDetail,
  uploadDataFile: async (call) => {
    const [file] = filesOf((call.body as unknown as Record<string, unknown>).file);
    const kept = file ? await keepFile(call as Call<never>, file) : undefined;
    if (!kept) return bodyFailure;
    const { stored, url } = kept;
    return answer('uploadDataFile', 'dataFileUploaded', {
      file_name: `${stored.id}-${stored.name}`,
      url,
      original_name: stored.name,
      size: stored.size,
    });
  },
  verifyExhibitDocument,
};
