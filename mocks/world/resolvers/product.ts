import { matches, page } from '../model/table';
import { newId, now } from '../model/ids';
import { refusal, refusedItem } from '../model/rules/product-allowance';
import {
  isKind,
  kindOf,
  labelOf,
  newProduct,
  ok,
  ownProducts,
  productChange,
  productRow,
  productsOf,
  productWithNumberedBatches,
  text,
  type ProductFiles,
} from '../model/rules/product';
import type { Schemas } from '../types';
import { bodyFailure, isBlob, keepFile, notFound, type Call, type Resolvers } from './resolver';

/** A file field of a product form: a new file's world URL, a URL kept as sent, or the current one. */
async function fileField(call: Call<never>, value: unknown, current: string | null | undefined) {
  if (isBlob(value)) return (await keepFile(call, value))?.url ?? null;
  return text(value) ?? current ?? null;
}

/** The product form's image and label, each kept when it is a file. */
async function formFiles(
  call: Call<never>,
  form: Schemas['ProductForm'] | Schemas['UpdateProductForm'],
  before: Partial<Schemas['Product']>,
): Promise<ProductFiles> {
  const image_url = await fileField(call, form.image_url, before.image_url);
  return { image_url, product_label: await fileField(call, form.product_label, before.product_label) };
}

/** Products (tag `product`). Rules: docs/world/product.md. */
export const resolvers: Resolvers = {
  searchProducts: {
    reads: ['products', 'batches'],
    writes: [],
    answer: ({ world, body, subscription }) => {
      const kind = kindOf(body.type, subscription);
      const found = ownProducts(world).filter(
        (p) => (!kind || p.subscription_type === kind) && matches(body.searchText, p.title),
      );
      const { rows, count } = page(found, body.offset, body.limit);
      return ok('Products found', { count, rows: rows.map((p) => productRow(world, p, body.show_batch === true)) });
    },
  },
  searchIntegrantTypes: {
    reads: ['products'],
    writes: [],
    answer: ({ world, body }) => {
      const found = productsOf(world, body.organization_id).filter((p) => matches(body.searchText, p.title));
      return ok('Products found', page(found, body.offset, body.limit));
    },
  },
  listProducts: {
    reads: ['products'],
    writes: [],
    answer: ({ world, body }) =>
      ok(
        'Products found',
        productsOf(world, body.organization_id).map((p) => ({
          id: p.id,
          title: p.title,
          ...(p.subscription_type ? { subscription_type: p.subscription_type } : {}),
          image_url: p.image_url ?? null,
        })),
      ),
  },
  listProductsWithBatchesForNih: {
    reads: ['products', 'batches'],
    writes: [],
    answer: ({ world }) =>
      ok(
        'Products found',
        ownProducts(world).map((p) => productWithNumberedBatches(world, p)),
      ),
  },
  getProduct: {
    reads: ['products'],
    writes: [],
    answer: ({ world, params }) => {
      const product = world.products.get(params.id);
      return product ? ok('Product found', product) : notFound;
    },
  },
  getProductIngredients: {
    reads: ['products'],
    writes: [],
    answer: ({ world, body }) => {
      const product = world.products.get(body.integrant_type_id);
      return product ? ok('Ingredients found', product.ingredients ?? []) : notFound;
    },
  },
  getProductLabel: {
    reads: ['products'],
    writes: [],
    answer: ({ world, body }) => {
      const p = world.products.get(body.id);
      return p ? ok('Product label found', labelOf(p)) : notFound;
    },
  },
  updateProductLabel: {
    reads: [],
    writes: ['products', 'files'],
    answer: async (call) => {
      const p = call.world.products.get(call.body.id);
      if (!p) return bodyFailure;
      const product_label = await fileField(call as Call<never>, call.body.product_label, p.product_label);
      const saved = call.world.products.patch(p.id, { product_label, updated_on: now() })!;
      return ok('Product label updated successfully', labelOf(saved));
    },
  },
  createProduct: {
    reads: ['subscriptions'],
    writes: ['products', 'files'],
    answer: async (call) => {
      const { world, body } = call;
      const kind = isKind(body.subscription) ? body.subscription : kindOf(undefined, call.subscription);
      const refused = refusedItem(world, world.organizationId, kind, 'products');
      if (refused) return refusal(refused);
      const id = newId(world, 'PRD');
      const files = await formFiles(call as Call<never>, body, {});
      return ok('Product created successfully', world.products.put(newProduct(world, id, body, files)));
    },
  },
  updateProduct: {
    reads: [],
    writes: ['products', 'files'],
    answer: async (call) => {
      const before = call.world.products.get(call.body.integrant_type_id);
      if (!before) return notFound;
      const files = await formFiles(call as Call<never>, call.body, before);
      const change = productChange(call.world, call.body, before, files);
      return ok('Product updated successfully', call.world.products.patch(before.id, change)!);
    },
  },
  setProductDisabled: {
    reads: [],
    writes: ['products'],
    answer: ({ world, body }) => {
      const p = world.products.get(body.integrant_type_id);
      // A product used as an ingredient cannot be disabled (the portal locks its switch).
      if (!p || (body.is_disabled && p.used_as_ingredients)) return bodyFailure;
      world.products.patch(p.id, { is_disabled: body.is_disabled, updated_on: now() });
      const message = body.is_disabled ? 'Product disabled successfully' : 'Product enabled successfully';
      return ok(message, { id: p.id, is_disabled: body.is_disabled });
    },
  },
};
