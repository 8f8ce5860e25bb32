import type { Schemas } from '../../types';
import { newId, now } from '../ids';
import type { World } from '../world';

/**
 * The products' pure rules (docs/world/product.md; unit-tested in tests/unit/world/world-catalogue.test.ts): whose
 * products a list holds, what a batch inherits from its product, and how a saved product is put together from what
 * the portal sends.
 */
type Product = Schemas['Product'];
type Batch = Schemas['Batch'];
type Facet = Schemas['Facet'];
export type Kind = Schemas['SubscriptionKind'];

export const isKind = (value: unknown): value is Kind => value === 'tracer' || value === 'fastpass';

/** The kind a call names (`type` sent), else the selected subscription's, else none. */
export const kindOf = (type: unknown, subscription: string | null): Kind | undefined =>
  isKind(type) ? type : isKind(subscription) ? subscription : undefined;

/** The current organization's products. */
export const ownProducts = (world: World): Product[] =>
  world.products.where((p) => p.organization_id === world.organizationId);

/** The products of the organization named (an empty or absent id: the current organization). */
export const productsOf = (world: World, organizationId: string | null | undefined): Product[] =>
  world.products.where((p) => p.organization_id === (organizationId || world.organizationId));

/** A batch's kind: its product's subscription, else its own `type`. */
export const kindOfBatch = (world: World, batch: Batch): Kind | undefined =>
  world.products.get(batch.integrant_type_id)?.subscription_type ?? batch.type;

/** A success answer: status '1', the server's message, the data. */
export const ok = <T>(message: string, data: T) => ({ body: { status: '1' as const, message, data } });

/** A product's traits as its batches inherit them: read-only, ranked 1000, 2000, … */
export const inherited = (product: Product | undefined): Facet[] =>
  (product?.facets ?? []).map((f, i) => ({ ...f, rank: (i + 1) * 1000, isOld: true }));

/** A text field of a form: its text, or null when absent or blank. */
export const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** A slug as the contract's examples write them: lower case, runs of other characters as one '-'. */
export const slug = (value: string): string =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Traits as saved: each keeps its id or gets one, and is the record's own (not inherited, not a template's). */
export function savedFacets(world: World, facets: readonly Partial<Facet>[]): Facet[] {
  return facets
    .filter((f) => typeof f.title === 'string' && typeof f.description === 'string')
    .map((f, i) => ({
      isTemplate: false,
      templateId: null,
      ...f,
      id: f.id || newId(world, 'FCT'),
      title: f.title!,
      description: f.description!,
      rank: f.rank ?? i + 1,
      group_id: f.group_id ?? null,
      isOld: false,
    }));
}

/** The product form's `facets` (JSON sent as text): the traits, or none when it is no JSON array. */
export function parseFacets(value: unknown): Partial<Facet>[] {
  try {
    const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : [];
    return Array.isArray(parsed) ? (parsed as Partial<Facet>[]) : [];
  } catch {
    return [];
  }
}

/** A batch as a product list row carries it. */
export const summary = (b: Batch): Schemas['BatchSummary'] => ({
  id: b.id,
  integrant_type_id: b.integrant_type_id,
  title: b.title,
  tracking_id: b.tracking_id ?? null,
  external_id: b.external_id ?? null,
  external_id_slug: b.external_id_slug ?? null,
  is_published: b.is_published ?? false,
  ...(b.created_on ? { created_on: b.created_on } : {}),
});

/** A product as the home list shows it: with its batches when asked (`show_batch`). */
export const productRow = (world: World, p: Product, withBatches: boolean) =>
  withBatches ? { ...p, integrants: world.batches.where((b) => b.integrant_type_id === p.id).map(summary) } : p;

/** A product as the label database's list shows it: with its batches that have a static batch number. */
export const productWithNumberedBatches = (world: World, p: Product) => ({
  id: p.id,
  title: p.title,
  image_url: p.image_url ?? null,
  integrants: world.batches
    .where((b) => b.integrant_type_id === p.id && Boolean(b.external_id))
    .map((b) => ({
      id: b.id,
      external_id: b.external_id!,
      ...(b.external_id_slug ? { external_id_slug: b.external_id_slug } : {}),
    })),
});

/** A product's label, as get-product-label answers it. */
export const labelOf = (p: Product): Schemas['ProductLabel'] => ({
  id: p.id,
  title: p.title,
  product_label: p.product_label ?? null,
  ...(p.updated_on ? { updated_on: p.updated_on } : {}),
});

/** The Sales Channels a product's type may be. */
export const SALES_CHANNELS = ['Business to Business', 'Business to Consumer'];

/** The fields every product an import makes has alike: no video yet, enabled, by nobody, made `stamp`. */
export const madeNow = (kind: Kind, stamp: string) => ({
  youtube_video_url: null,
  bunny_video_title: null,
  bunny_video_url: null,
  bunny_video_thumbnail_url: null,
  subscription_type: kind,
  is_disabled: false,
  used_as_ingredients: false,
  created_by: null,
  updated_by: null,
  created_on: stamp,
  updated_on: stamp,
});

type ProductForm = Schemas['UpdateProductForm'] | Schemas['ProductForm'];
/** A product form's files as the record keeps them (the resolver keeps a sent file and gives its URL). */
export type ProductFiles = Pick<Product, 'image_url' | 'product_label'>;

/** The product form applied to a product (new or saved). */
export function productChange(
  world: World,
  form: ProductForm,
  before: Partial<Product>,
  files: ProductFiles,
): Partial<Product> {
  const video = text(form.youtube_video_url);
  const uploaded = text(form.bunny_video_title);
  return {
    title: form.title,
    description: form.description,
    external_id: text(form.external_id),
    external_id_slug: text(form.external_id) && slug(form.external_id!),
    directions: text(form.directions),
    warnings: text(form.warnings),
    sku: form.sku,
    upc: form.upc,
    product_type: form.product_type ?? null,
    ...files,
    facets: savedFacets(world, parseFacets(form.facets)),
    youtube_video_url: video,
    ...(video || uploaded
      ? { bunny_video_title: uploaded, bunny_video_url: null, bunny_video_thumbnail_url: null }
      : {}),
    subscription_type: form.subscription,
    updated_by: text(form.updated_by) ?? before.updated_by ?? null,
    updated_on: now(),
  };
}

/** A new product of the current organization, as the product form made it (`id`: given before its files are kept). */
export function newProduct(world: World, id: string, form: Schemas['ProductForm'], files: ProductFiles): Product {
  return {
    id,
    organization_id: world.organizationId,
    title: form.title,
    bunny_video_title: null,
    bunny_video_url: null,
    bunny_video_thumbnail_url: null,
    is_disabled: false,
    used_as_ingredients: false,
    created_by: text(form.created_by),
    created_on: now(),
    ingredients: [],
    ...productChange(world, form, {}, files),
  };
}
