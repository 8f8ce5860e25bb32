import { matches, page } from '../model/table';
import {
  batchView,
  cloneOf,
  edited,
  linkToParent,
  madeStatic,
  newBatch,
  publishable,
  trackingIdTaken,
} from '../model/rules/batch';
import { kindOfBatch, ok } from '../model/rules/product';
import { limitReached, noRoom, threshold } from '../model/rules/product-allowance';
import { bodyFailure, notFound, type Resolvers } from './resolver';

/** Batches (tag `batch`). Rules: docs/world/batch.md. */
export const resolvers: Resolvers = {
  searchBatches: {
    reads: ['batches', 'products', 'organizations', 'transits', 'transfers'],
    writes: [],
    answer: ({ world, body }) => {
      const found = world.batches.where(
        (b) =>
          b.organization_id === world.organizationId &&
          b.integrant_type_id === body.integrant_type_id &&
          matches(body.searchText, b.tracking_id, b.external_id, b.title),
      );
      const { rows, count } = page(found, body.offset, body.limit);
      return ok('Batches found', { count, rows: rows.map((b) => batchView(world, b)) });
    },
  },
  getBatch: {
    reads: ['batches', 'products', 'organizations', 'transits', 'transfers'],
    writes: [],
    answer: ({ world, params }) => {
      const b = world.batches.get(params.id);
      return b ? ok('Batch found', batchView(world, b)) : notFound;
    },
  },
  createBatch: {
    reads: ['products', 'organizations', 'transits', 'transfers', 'locations'],
    writes: ['batches'],
    answer: ({ world, body }) => {
      const product = world.products.get(body.integrant_type_id);
      if (!product) return bodyFailure;
      if (noRoom(world, product.subscription_type ?? body.subscription, 'batches')) return threshold('batches');
      if (trackingIdTaken(world, body.external_id)) return { status: 200, example: 'trackingIdExists' };
      const batch = world.batches.put(newBatch(world, body, product));
      linkToParent(world, batch, body);
      return ok('Batch created successfully', batchView(world, world.batches.get(batch.id) ?? batch));
    },
  },
  editBatch: {
    reads: ['products', 'organizations', 'transits', 'transfers', 'locations'],
    writes: ['batches'],
    answer: ({ world, body }) => {
      const b = world.batches.get(body.integrant_id);
      if (!b) return notFound;
      if (trackingIdTaken(world, body.external_id, b.id)) return { status: 200, example: 'trackingIdExists' };
      if (body.is_published === true && !publishable(world, b)) return { status: 403, example: 'forbiddenResource' };
      return ok('Batch updated successfully', batchView(world, world.batches.patch(b.id, edited(world, b, body))!));
    },
  },
  cloneBatch: {
    reads: ['products', 'organizations', 'transits', 'transfers'],
    writes: ['batches'],
    answer: ({ world, body }) => {
      const b = world.batches.get(body.integrant_id);
      if (!b) return notFound;
      if (noRoom(world, kindOfBatch(world, b), 'batches')) return threshold('batches');
      if (trackingIdTaken(world, body.external_id)) return { status: 200, example: 'cloneStatusCode' };
      return ok('Clone Successful', world.batches.put(cloneOf(world, b, body)));
    },
  },
  setStaticBatch: {
    reads: [],
    writes: ['batches'],
    answer: ({ world, body }) => {
      const b = world.batches.get(body.integrant_id);
      return b ? ok('Static batch updated successfully', madeStatic(world, b)) : notFound;
    },
  },
  checkStaticBatchNumber: {
    reads: ['batches'],
    writes: [],
    answer: ({ world, body }) =>
      trackingIdTaken(world, body.external_id, body.integrant_id)
        ? { status: 200, example: 'staticBatchNumberExists' }
        : ok('Static batch number is available', { exists: false as const }),
  },
  checkSubscriptionStatus: {
    reads: ['products', 'batches'],
    writes: [],
    answer: ({ world, body }) => {
      const errorMsg = limitReached(world, body.subscription_type, body.type);
      if (!errorMsg) return { body: { status: '1', errorMsg: null, message: 'Subscription is active' } };
      return { body: { status: '0', errorMsg } };
    },
  },
};
