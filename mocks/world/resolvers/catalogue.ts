/**
 * The catalogue answered from the world: products, batches, and the plan's allowance. Where the contract and the
 * spec leave a rule open, the plainest one:
 * - Lists hold the current organization's records (`world.organizationId`), newest first (the store's order);
 *   offset and limit page them, `count` counts every match.
 * - search-products (the home list) lists the products of one kind: the body's `type`, else the selected
 *   subscription; its text searches product names; `show_batch` adds each product's batches. integrant-type/search
 *   lists every kind (as its example does); integrant/search lists one product's batches, its text searching
 *   tracking ids and titles. Disabled products are listed (the example lists Melatonin 3 mg).
 * - integrant-type/search and integrant/product-list list the products of the organization they name
 *   (`organization_id`; empty: the current one): another organization's products are never mixed in, and an
 *   organization the world does not know has none.
 * - The allowance: each subscription the organization holds allows its plan's `num_products_on_chain` products and
 *   `num_batches` batches (-1: unlimited; `world.allowances`, kept by billing-state.ts from the current
 *   organization's plans); created = the organization's products of that kind and the batches of those products
 *   (disabled ones count). check-subscription-status refuses with errorMsg when none is left; a create or clone
 *   beyond it is the 403 thresholdLimit naming what ran out. retrieveSubscriptions (billing.ts) shows the same
 *   limits and counts.
 * - A tracking id (static batch number) is unique in the organization: create and edit answer trackingIdExists,
 *   clone cloneStatusCode, the check staticBatchNumberExists.
 * - Product forms (multipart): a file is kept and served by the world, a URL text is kept as it is, an absent file
 *   leaves the current one; absent text fields are cleared (the form sends all it has). A video link replaces an
 *   uploaded video and the other way round.
 * - A batch read fills what the example world gives only in summary: its kind and the traits its product passes on.
 * - Deleting an uploaded file answers it deleted and keeps its bytes (attachments are archived for 7 years).
 * - The dashboard overview is the world's: its organization, and its hash figures as dashboards.ts counts them.
 */
import { matches, page } from '../model/table';
import type { Schemas } from '../types';
import type { World } from '../model/world';
import { bodyFailure, isBlob, keepFile, newId, notFound, now, type Call, type Routes } from './resolver';
import { dashboardOverview } from './dashboards';
import {
  allowanceOf,
  isKind,
  limitReachedMessage,
  noRoom,
  ok,
  ownProducts,
  parseFacets,
  productsOf,
  savedFacets,
  slug,
  summary,
  text,
  threshold,
  type Kind,
} from '../model/rules/catalogue';

type Product = Schemas['Product'];

const kindOf = (call: Call<never>, type?: unknown): Kind | undefined =>
  isKind(type) ? type : isKind(call.subscription) ? call.subscription : undefined;

/** A file field of a product form: a new file's world URL, a URL kept as sent, or the current one. */
async function fileField(call: Call<never>, value: unknown, current: string | null | undefined) {
  if (isBlob(value)) return (await keepFile(call, value))?.url ?? null;
  return text(value) ?? current ?? null;
}

type ProductForm = Schemas['UpdateProductForm'] | Schemas['ProductForm'];

/** The product form applied to a product (new or saved). */
async function fromForm(call: Call<never>, form: ProductForm, before: Partial<Product>): Promise<Partial<Product>> {
  const world = call.world;
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
    image_url: await fileField(call, form.image_url, before.image_url),
    product_label: await fileField(call, form.product_label, before.product_label),
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

const productRow = (world: World, p: Product, withBatches: boolean) =>
  withBatches ? { ...p, integrants: world.batches.where((b) => b.integrant_type_id === p.id).map(summary) } : p;

const productRoutes: Routes = {
  searchProducts: ({ world, body, ...call }) => {
    const kind = kindOf(call as Call<never>, body.type);
    const found = ownProducts(world).filter(
      (p) => (!kind || p.subscription_type === kind) && matches(body.searchText, p.title),
    );
    const { rows, count } = page(found, body.offset, body.limit);
    return ok('Products found', { count, rows: rows.map((p) => productRow(world, p, body.show_batch === true)) });
  },
  searchIntegrantTypes: ({ world, body }) =>
    ok(
      'Products found',
      page(
        productsOf(world, body.organization_id).filter((p) => matches(body.searchText, p.title)),
        body.offset,
        body.limit,
      ),
    ),
  listProducts: ({ world, body }) =>
    ok(
      'Products found',
      productsOf(world, body.organization_id).map((p) => ({
        id: p.id,
        title: p.title,
        ...(p.subscription_type ? { subscription_type: p.subscription_type } : {}),
        image_url: p.image_url ?? null,
      })),
    ),
  listProductsWithBatchesForNih: ({ world }) =>
    ok(
      'Products found',
      ownProducts(world).map((p) => ({
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
      })),
    ),
  getProduct: ({ world, params }) => {
    const product = world.products.get(params.id);
    return product ? ok('Product found', product) : notFound;
  },
  getProductIngredients: ({ world, body }) => {
    const product = world.products.get(body.integrant_type_id);
    return product ? ok('Ingredients found', product.ingredients ?? []) : notFound;
  },
  getProductLabel: ({ world, body }) => {
    const p = world.products.get(body.id);
    return p ? ok('Product label found', labelOf(p)) : notFound;
  },
  updateProductLabel: async (call) => {
    const p = call.world.products.get(call.body.id);
    if (!p) return bodyFailure;
    const product_label = await fileField(call as Call<never>, call.body.product_label, p.product_label);
    const saved = call.world.products.patch(p.id, { product_label, updated_on: now() })!;
    return ok('Product label updated successfully', labelOf(saved));
  },
  createProduct: async (call) => {
    const { world, body } = call;
    const kind = isKind(body.subscription) ? body.subscription : kindOf(call as Call<never>);
    if (noRoom(world, kind, 'products')) return threshold('products');
    const stamp = now();
    const product: Product = {
      id: newId(world, 'PRD'),
      organization_id: world.organizationId,
      title: body.title,
      bunny_video_title: null,
      bunny_video_url: null,
      bunny_video_thumbnail_url: null,
      is_disabled: false,
      used_as_ingredients: false,
      created_by: text(body.created_by),
      created_on: stamp,
      ingredients: [],
      ...(await fromForm(call as Call<never>, body, {})),
    };
    return ok('Product created successfully', world.products.put(product));
  },
  updateProduct: async (call) => {
    const before = call.world.products.get(call.body.integrant_type_id);
    if (!before) return notFound;
    const change = await fromForm(call as Call<never>, call.body, before);
    return ok('Product updated successfully', call.world.products.patch(before.id, change)!);
  },
  setProductDisabled: ({ world, body }) => {
    const p = world.products.get(body.integrant_type_id);
    // A product used as an ingredient cannot be disabled (the portal locks its switch).
    if (!p || (body.is_disabled && p.used_as_ingredients)) return bodyFailure;
    world.products.patch(p.id, { is_disabled: body.is_disabled, updated_on: now() });
    const message = body.is_disabled ? 'Product disabled successfully' : 'Product enabled successfully';
    return ok(message, { id: p.id, is_disabled: body.is_disabled });
  },
};

const labelOf = (p: Product): Schemas['ProductLabel'] => ({
  id: p.id,
  title: p.title,
  product_label: p.product_label ?? null,
  ...(p.updated_on ? { updated_on: p.updated_on } : {}),
});

const allowanceRoutes: Routes = {
  checkSubscriptionStatus: ({ world, body }) => {
    const plan = allowanceOf(world, body.subscription_type);
    if (!plan || !noRoom(world, body.subscription_type, body.type))
      return { body: { status: '1', errorMsg: null, message: 'Subscription is active' } };
    return { body: { status: '0', errorMsg: limitReachedMessage(plan, body.type) } };
  },
  // The hashes of the last month, the limit and the threshold flag: the world's (dashboards.ts).
  getDashboardOverview: ({ world }) => ({ body: dashboardOverview(world) }),
};

export const catalogueRoutes: Routes = { ...productRoutes, ...allowanceRoutes };
