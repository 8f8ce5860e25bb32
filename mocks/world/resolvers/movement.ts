import { said } from '../model/examples';
import { newId } from '../model/ids';
import {
  checkCoupon,
  editFailed,
  newTransfer,
  receiptFile,
  savedTransit,
  transferFee,
  transferFields,
  transferSavable,
  transitSavable,
  unpaid,
} from '../model/rules/movement';
import {
  clonedTransferred,
  newTransferOrganization,
  transferOrganizationProblem,
  transferredTo,
} from '../model/rules/movement-transferred';
import { ok, text } from '../model/rules/product';
import { bodyFailure, filesOf, keepFile, notFound, type Resolvers } from './resolver';

/** A batch's movements: transits and transfers (tag `movement`). Rules: docs/world/movement.md. */
export const resolvers: Resolvers = {
  createTransit: {
    reads: ['batches', 'locations'],
    writes: ['transits'],
    answer: ({ world, body }) => {
      if (!transitSavable(world, body)) return bodyFailure;
      return ok(said('createTransit', 'transitCreated'), world.transits.put(savedTransit(world, body)));
    },
  },
  getTransit: {
    reads: ['transits'],
    writes: [],
    answer: ({ world, params }) => {
      const transit = world.transits.get(params.id);
      return transit ? ok(said('getTransit', 'transitDetail'), transit) : notFound;
    },
  },
  editTransit: {
    reads: ['batches', 'locations'],
    writes: ['transits'],
    answer: ({ world, body }) => {
      const before = world.transits.get(body.oldTransitId);
      if (!before || before.integrant_id !== body.integrant_id) return editFailed;
      if (!transitSavable(world, body)) return bodyFailure;
      world.transits.remove(before.id);
      return ok(said('editTransit', 'transitUpdated'), world.transits.put(savedTransit(world, body, before)));
    },
  },
  deleteTransit: {
    reads: [],
    writes: ['transits'],
    answer: ({ world, params }) =>
      world.transits.remove(params.id!) ? ok(said('deleteTransit', 'transitDeleted'), null) : notFound,
  },
  createTransfer: {
    reads: ['batches', 'organizations', 'locations'],
    writes: ['transfers', 'checkouts', 'files'],
    answer: async (call) => {
      const { world, body } = call;
      if (!transferSavable(world, body)) return bodyFailure;
      // Marked paid: only with a transfer checkout the world made and whose checkout page was completed, once.
      const notPaid = unpaid(world, body);
      if (notPaid) return { ...bodyFailure, message: notPaid };
      const fee = transferFee(world, body);
      if ('refused' in fee) return { ...bodyFailure, message: fee.refused };
      const transfer = world.transfers.put(newTransfer(world, body));
      if (body.is_payment_done && body.session_id)
        world.checkouts.patch(body.session_id, { subscription: transfer.id });
      const receipt = fee.discountedPrice > 0 ? await keepFile(call, receiptFile(transfer, fee.discountedPrice)) : null;
      return ok(said('createTransfer', 'transferCreated'), { ...transfer, receiptUrl: receipt?.url ?? null });
    },
  },
  getTransfer: {
    reads: ['transfers'],
    writes: [],
    answer: ({ world, params }) => {
      const transfer = world.transfers.get(params.id);
      return transfer ? ok(said('getTransfer', 'transferDetail'), transfer) : notFound;
    },
  },
  editTransfer: {
    reads: ['batches', 'organizations', 'locations'],
    writes: ['transfers'],
    answer: ({ world, body }) => {
      const before = world.transfers.get(body.id);
      if (!before || before.integrant_id !== body.integrant_id) return editFailed;
      if (!transferSavable(world, body)) return bodyFailure;
      const transfer = world.transfers.patch(before.id, transferFields(world, body))!;
      return ok(said('editTransfer', 'transferUpdated'), transfer);
    },
  },
  deleteTransfer: {
    reads: [],
    writes: ['transfers'],
    answer: ({ world, params }) =>
      world.transfers.remove(params.id!) ? ok(said('deleteTransfer', 'transferDeleted'), null) : notFound,
  },
  validateTransferCoupon: {
    reads: [],
    writes: [],
    answer: ({ body }) => {
      const coupon = checkCoupon(body.coupon_code, body.price);
      if ('refused' in coupon) return { status: 200, example: 'invalidCoupon', message: coupon.refused };
      const message = said('validateTransferCoupon', 'couponApplied');
      return { body: { valid: true, message, discountedPrice: coupon.discountedPrice } };
    },
  },
  addTransferOrganization: {
    reads: [],
    writes: ['organizations', 'files'],
    answer: async (call) => {
      const form = call.body as unknown as Record<string, unknown>;
      const name = text(form.name);
      const [logo] = filesOf(form.fileName);
      const problem = transferOrganizationProblem(name, logo);
      if (problem || !name || !logo) return { ...bodyFailure, message: problem };
      const kept = await keepFile(call, logo);
      const added = newTransferOrganization(newId(call.world, 'ORG'), name, kept?.url);
      call.world.organizations.put(added);
      return ok(said('addTransferOrganization', 'organizationAdded'), added);
    },
  },

  listTransferredBatches: {
    reads: ['transfers', 'batches', 'products', 'organizations', 'transferred', 'transferClones'],
    writes: [],
    answer: ({ world, body }) =>
      ok(said('listTransferredBatches', 'transferredBatches'), transferredTo(world, body.organization_id)),
  },
  cloneTransferredBatch: {
    reads: ['transfers', 'organizations', 'transferred', 'subscriptions'],
    writes: ['batches', 'products', 'transferClones'],
    answer: ({ world, body }) => {
      const outcome = clonedTransferred(world, body);
      if (outcome === 'bodyFailure') return bodyFailure;
      if ('clone' in outcome) return ok(said('cloneTransferredBatch', 'transferredCloned'), outcome.clone);
      return outcome;
    },
  },
};
