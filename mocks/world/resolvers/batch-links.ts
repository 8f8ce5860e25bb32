import { said } from '../model/examples';
import {
  batchTree,
  INHERITED_TRAIT,
  ingredientBatch,
  linked,
  linkRefusal,
  linksOf,
  relink,
  savedFacet,
} from '../model/rules/batch-links';
import { trackingIdTaken } from '../model/rules/batch';
import { ok } from '../model/rules/product';
import { refusal, refusedItem } from '../model/rules/product-allowance';
import { bodyFailure, notFound, type Resolvers } from './resolver';

const refused = (message: string) => ({ ...bodyFailure, message });

/** Batch links, ingredients and traits (tag `batch`). Rules: docs/world/batch.md, "Links, ingredients and traits". */
export const resolvers: Resolvers = {
  getBatchTree: {
    reads: ['batches'],
    writes: [],
    answer: ({ world, body }) =>
      world.batches.get(body.integrant_id)
        ? ok(said('getBatchTree', 'linkTree'), batchTree(world, body.integrant_id, body.level))
        : notFound,
  },
  createLink: {
    reads: [],
    writes: ['batches'],
    answer: ({ world, body }) => {
      const why = linkRefusal(world, body.parent_integrant_id, body.child_integrant_id);
      if (why) return refused(why);
      const link = linked(world, body.parent_integrant_id, body.child_integrant_id, body);
      return ok(said('createLink', 'linkCreated'), link);
    },
  },
  addBatchIngredient: {
    reads: ['products', 'organizations', 'transits', 'transfers', 'subscriptions'],
    writes: ['batches'],
    answer: ({ world, params, body }) => {
      const parent = world.batches.get(params.id);
      if (!parent) return notFound;
      const product = world.products.get(body.integrant_type_id);
      if (!product) return refused('Product not found');
      const gate = refusedItem(world, world.organizationId, product.subscription_type, 'batches');
      if (gate) return refusal(gate);
      if (trackingIdTaken(world, body.external_id)) return { status: 200, example: 'staticBatchNumberExists' };
      const batch = world.batches.put(ingredientBatch(world, body, product));
      const mutation = linked(world, parent.id, batch.id, body);
      return ok(said('addBatchIngredient', 'ingredientAdded'), { mutation, integrant: world.batches.get(batch.id)! });
    },
  },
  removeBatchMutation: {
    reads: [],
    writes: ['batches'],
    answer: ({ world, params }) => {
      const link = linksOf(world).find((l) => l.id === params.mid && l.parent_integrant_id === params.id);
      if (!world.batches.get(params.id) || !link) return notFound;
      relink(world, link, false);
      return ok(said('removeBatchMutation', 'mutationRemoved'), { id: link.id });
    },
  },
  updateBatchFacet: {
    reads: ['products', 'organizations', 'transits', 'transfers'],
    writes: ['batches'],
    answer: ({ world, params, body }) => {
      const b = world.batches.get(params.id);
      const saved = b ? savedFacet(world, b, params.fid!, body) : 'unknown';
      if (saved === 'unknown') return notFound;
      if (saved === 'inherited') return refused(INHERITED_TRAIT);
      if (saved === 'blank') return refused('You Need Facets Filled Out.');
      return ok(said('updateBatchFacet', 'facetUpdated'), saved);
    },
  },
};
