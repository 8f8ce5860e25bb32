import { tokenFor } from '../model/seed';
import type { Routes } from './resolver';
import { findPrice, isFreePlan } from '../model/rules/subscription-plans';
import {
  activate,
  changePlan,
  customerOf,
  heldOfType,
  pendingSubscription,
  planOf,
} from '../model/rules/subscription-state';
import { failure, organizationOf, said } from './billing-answers';
import { CHECKOUT_NOT_PAID, CHECKOUT_UNKNOWN, isPaidCheckout } from '../model/seeds/subscription';

/**
 * A free plan and a new product, answered from the world (the rules are in billing.ts' top comment): a $0.00 plan is
 * the organization's at once (or, for a registration's organization, at its last step); a new product is recorded
 * pending before its checkout, then the organization's with the session's return, or dropped.
 */
export const purchaseRoutes: Routes = {
  createFreeSubscription: ({ world, body }) => {
    const plan = findPrice(body.subscription_charges_id);
    if (!plan || plan.product.product_id !== body.subscription_id || !isFreePlan(plan.product))
      return failure('This plan is not free');
    const at = new Date();
    const organization = world.organizations.get(body.organization_id);
    const registration = world.registrations.where((r) => r.organization_id === body.organization_id)[0];
    if (!organization && !registration) return failure('Organization not found');
    let transaction: string;
    if (organization) {
      const held = heldOfType(world, organization.id, plan.product.subscription_type);
      if (held) changePlan(world, held, plan, { at, paidBy: 'free' });
      const live =
        held ?? activate(world, pendingSubscription(world, plan, { at }), organization.id, { at, paidBy: 'free' });
      transaction = world.subscriptions.get(live.id)!.transaction_id;
    } else {
      // A registration's organization is made at the last step, which this subscription then joins.
      transaction = pendingSubscription(world, plan, { at, customer_id: registration!.customer_id }).transaction_id;
    }
    return {
      body: {
        status: '1',
        message: said('createFreeSubscription', 'freeSubscription'),
        data: { subscriptionId: transaction },
      },
    };
  },
  buyNewProduct: ({ world, body }) => {
    const organizationId = organizationOf(world, body.organization_id);
    const type = body.subscription_type;
    if (body.status === 'pending') {
      const plan = findPrice(body.subscription_charges_id);
      if (!plan || plan.product.subscription_type !== type || plan.product.product_id !== body.subscription_id)
        return failure('No such price');
      const pending = pendingSubscription(world, plan, {
        at: new Date(),
        individual_id: body.individual_id ?? world.individualId,
        customer_id: customerOf(world, organizationId),
      });
      return {
        body: {
          status: '1',
          message: said('buyNewProduct', 'buyNewProductPending'),
          data: { individualSubId: pending.id, subscription_type: type },
        },
      };
    }
    const pending = body.id ? world.subscriptions.get(body.id) : undefined;
    if (body.id && (!pending || pending.status !== 'incomplete')) return failure('Purchase not found');
    if (body.status === 'failed') {
      if (pending) world.subscriptions.remove(pending.id);
      return {
        body: {
          status: '1',
          message: 'Product purchase cancelled',
          data: { ...(pending ? { individualSubId: pending.id } : {}), subscription_type: type },
        },
      };
    }
    const checkout = body.session_id ? world.checkouts.get(body.session_id) : undefined;
    const plan = (pending && planOf(pending)) ?? (checkout && findPrice(checkout.price_id));
    if (!checkout || !plan || plan.product.subscription_type !== type) return failure(CHECKOUT_UNKNOWN);
    if (!isPaidCheckout(checkout)) return failure(CHECKOUT_NOT_PAID);
    const at = new Date();
    const held = heldOfType(world, organizationId, type);
    let live;
    if (held) {
      if (pending) world.subscriptions.remove(pending.id);
      changePlan(world, held, plan, { at, paidBy: 'card' });
      live = world.subscriptions.get(held.id)!;
    } else {
      const made = pending ?? pendingSubscription(world, plan, { at, customer_id: checkout.customer_id || null });
      live = activate(world, made, organizationId, { at, paidBy: 'card', trialDays: checkout.trial_period_days });
    }
    world.checkouts.patch(checkout.id, { subscription: live.transaction_id });
    const individualId = body.individual_id ?? pending?.individual_id ?? world.individualId;
    return {
      body: {
        status: '1',
        message: said('buyNewProduct', 'buyNewProductDone'),
        data: { individualSubId: live.id, subscription_type: type, token: tokenFor(individualId) },
      },
    };
  },
};
