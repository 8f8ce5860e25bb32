import { matches, page } from '../model/table';
import {
  batchView,
  cloneOf,
  edited,
  linkToParent,
  madeStatic,
  newBatch,
  publishable,
  publishableKind,
  trackingIdTaken,
} from '../model/rules/batch';
import { clonedTransferred, receivedTransferOf } from '../model/rules/movement-transferred';
import { kindOfBatch, ok } from '../model/rules/product';
import { refusal, refusedItem } from '../model/rules/product-allowance';
import type { World } from '../model/world';
import type { RequestBody } from '../types';
import { bodyFailure, notFound, type Resolvers } from './resolver';

/** The documented 403 of publishing a fastpass batch ('Forbidden resource', which the portal keeps silent). */
const forbidden = { status: 403, example: 'forbiddenResource' } as const;

/**
 * A clone of a batch another organization transferred to the current one (a seed row's too): made as
 * clone-transferred-integrants makes it, in the receiver's catalogue (docs/world/movement.md), answered as a clone.
 */
function transferredClone(world: World, body: RequestBody<'cloneBatch'>, transferId: string) {
  const outcome = clonedTransferred(world, {
    transfer_id: transferId,
    integrant_id: body.integrant_id,
    external_id: body.external_id,
    external_id_slug: body.external_id_slug,
    organization_id: world.organizationId,
    subscription: body.subscription,
  });
  if (outcome === 'bodyFailure') return bodyFailure;
  if ('clone' in outcome) return ok('Clone Successful', batchView(world, world.batches.get(outcome.clone.id)!));
  return outcome.example === 'cloneFailedWithStatusCode'
    ? ({ status: 200, example: 'cloneStatusCode' } as const)
    : outcome;
}

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
    reads: ['products', 'organizations', 'transits', 'transfers', 'locations', 'subscriptions'],
    writes: ['batches'],
    answer: ({ world, body }) => {
      const product = world.products.get(body.integrant_type_id);
      if (!product) return bodyFailure;
      const kind = product.subscription_type ?? body.subscription;
      const refused = refusedItem(world, world.organizationId, kind, 'batches');
      if (refused) return refusal(refused);
      if (body.is_published === true && !publishableKind(kind)) return forbidden;
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
      if (trackingIdTaken(world, body.external_id, b.id, b.organization_id))
        return { status: 200, example: 'trackingIdExists' };
      if (body.is_published === true && !publishable(world, b)) return forbidden;
      return ok('Batch updated successfully', batchView(world, world.batches.patch(b.id, edited(world, b, body))!));
    },
  },
  cloneBatch: {
    reads: ['products', 'organizations', 'transits', 'transfers', 'transferred', 'subscriptions'],
    writes: ['batches', 'products', 'transferClones'],
    answer: ({ world, body }) => {
      const b = world.batches.get(body.integrant_id);
      // A batch another organization sent: the clone is the receiver's (as clone-transferred-integrants makes it).
      const transfer =
        b?.organization_id === world.organizationId
          ? undefined
          : receivedTransferOf(world, world.organizationId, body.integrant_id);
      if (transfer) return transferredClone(world, body, transfer);
      if (!b) return notFound;
      const refused = refusedItem(world, world.organizationId, kindOfBatch(world, b), 'batches');
      if (refused) return refusal(refused);
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
      trackingIdTaken(world, body.external_id, body.integrant_id, body.organization_id)
        ? { status: 200, example: 'staticBatchNumberExists' }
        : ok('Static batch number is available', { exists: false as const }),
  },
  checkSubscriptionStatus: {
    reads: ['products', 'batches', 'subscriptions'],
    writes: [],
    answer: ({ world, body }) => {
      const refused = refusedItem(world, body.organization_id, body.subscription_type, body.type);
      if (!refused) return { body: { status: '1', errorMsg: null, message: 'Subscription is active' } };
      return { body: { status: '0', errorMsg: refused.errorMsg } };
    },
  },
};
