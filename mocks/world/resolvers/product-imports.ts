import { said } from '../model/examples';
import { refusal, refusedItem } from '../model/rules/product-allowance';
import {
  ingredientNumberTaken,
  labelDraft,
  labelFor,
  labelNotFound,
  labelProduct,
  savedIngredients,
  sentIngredients,
} from '../model/rules/product-label';
import { kindOf, ok, text } from '../model/rules/product';
import { bodyFailure, filesOf, isBlob, keepFile, type Resolvers } from './resolver';

/** The label database import (tag `product`). Rules: docs/world/product.md, "The label database import". */
export const resolvers: Resolvers = {
  importProductFromNih: {
    reads: [],
    writes: [],
    answer: ({ body }) => {
      const label = labelFor(body.label_id);
      if (!label) return labelNotFound(body.label_id);
      return ok(said('importProductFromNih', 'nihDraft'), labelDraft(String(body.label_id), label));
    },
  },
  createProductFromLabel: {
    reads: ['organizations', 'batches', 'subscriptions'],
    writes: ['products', 'files'],
    answer: async (call) => {
      const { world } = call;
      const form = call.body as unknown as Record<string, unknown>;
      const kind = kindOf(form.subscription, call.subscription);
      if (!kind || ![form.title, form.description, form.sku, form.upc].every(text)) return bodyFailure;
      if (world.organizations.get(world.organizationId)?.is_valid_domain_name === false)
        return { status: 200, example: 'domainNotVerified' } as const;
      const refused = refusedItem(world, world.organizationId, kind, 'products');
      if (refused) return refusal(refused);
      const sent = sentIngredients(form.ingredients);
      const files = filesOf(form.ingredientImages);
      const images = await Promise.all(sent.map((_, i) => keepFile(call, files[i])));
      const ingredients = savedIngredients(
        world,
        sent,
        images.map((kept) => kept?.url),
      );
      if (ingredientNumberTaken(world, ingredients))
        return { status: 200, example: 'ingredientStaticBatchExists' } as const;
      const image = isBlob(form.productImage) ? (await keepFile(call, form.productImage))?.url : undefined;
      const product = world.products.put(labelProduct(world, form, kind, image ?? text(form.image_url), ingredients));
      return ok(said('createProductFromLabel', 'labelProductCreated'), product);
    },
  },
};
