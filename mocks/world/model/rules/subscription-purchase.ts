import type { RequestBody } from '../../types';
import type { World } from '../world';
import { findPrice, isFreePlan } from './subscription-plans';
import { activate, addInvoice, changePlan, pendingSubscription } from './subscription-change';
import { customerOf, heldOfType, organizationOf, planOf } from './subscription-state';
import {
  CHECKOUT_NOT_PAID,
  CHECKOUT_UNKNOWN,
  isPaidCheckout,
  type WorldInvoice,
  type WorldSubscription,
} from '../seeds/subscription';

/** A plan bought by invoice, a free plan and a new product (docs/world/subscription.md). */
type Refused = { refused: string };

/**
 * send-upgrade-invoice: the plan held of the type moves to the price, or the organization starts it, paid by invoice
 * (the invoice is open); the invoice sent, or why not.
 */
export function upgradeByInvoice(world: World, body: RequestBody<'sendUpgradeInvoice'>): WorldInvoice | Refused {
  const plan = findPrice(body.subscription_charges_id);
  if (!plan || plan.product.subscription_type !== body.type || (body.id && body.id !== plan.product.product_id))
    return { refused: 'No such price' };
  const organizationId = organizationOf(world, world.individuals.get(body.individual_id)?.organization_id);
  const held = heldOfType(world, organizationId, body.type);
  if (held?.price_id === plan.price.id) return { refused: 'This plan is already yours' };
  const at = new Date();
  if (held) return changePlan(world, held, plan, { at, paidBy: 'invoice' });
  const pending = pendingSubscription(world, plan, { at, customer_id: body.customer_id || null });
  const made = activate(world, pending, organizationId, { at, paidBy: 'invoice' });
  return world.invoices.where((i) => i.subscription_id === made.id)[0]!;
}

/** generate-invoice: a registration's first invoice, open, for the organization its last step makes; or why not. */
export function registrationInvoice(world: World, body: RequestBody<'generateInvoice'>): WorldInvoice | Refused {
  const email = body.email_address.trim().toLowerCase();
  const registration = world.registrations.where((r) => r.email_address.toLowerCase() === email)[0];
  const plan = findPrice(body.subscription_charges_id);
  if (!registration?.organization_id) return { refused: 'User not found' };
  if (!plan) return { refused: 'No such price' };
  return addInvoice(world, {
    organizationId: registration.organization_id,
    subscription: null,
    plan,
    amount: plan.price.amount,
    paid: false,
    reason: 'subscription_create',
    at: new Date(),
  });
}

/**
 * create-free-subscription: a $0.00 plan is the organization's at once (the plan held of its type changes to it); for
 * a registration's organization, not made yet, it waits for the last step. Its transaction id, or why not.
 */
export function freeSubscription(
  world: World,
  body: RequestBody<'createFreeSubscription'>,
): { transaction: string } | Refused {
  const plan = findPrice(body.subscription_charges_id);
  if (!plan || plan.product.product_id !== body.subscription_id || !isFreePlan(plan.product))
    return { refused: 'This plan is not free' };
  const at = new Date();
  const organization = world.organizations.get(body.organization_id);
  const registration = world.registrations.where((r) => r.organization_id === body.organization_id)[0];
  if (!organization && !registration) return { refused: 'Organization not found' };
  if (!organization)
    return {
      transaction: pendingSubscription(world, plan, { at, customer_id: registration!.customer_id }).transaction_id,
    };
  const held = heldOfType(world, organization.id, plan.product.subscription_type);
  if (held) changePlan(world, held, plan, { at, paidBy: 'free' });
  const live =
    held ?? activate(world, pendingSubscription(world, plan, { at }), organization.id, { at, paidBy: 'free' });
  return { transaction: world.subscriptions.get(live.id)!.transaction_id };
}

/** Where a buy-new-product call leaves the purchase. */
export type Purchase =
  | Refused
  | { step: 'pending'; pending: WorldSubscription }
  | { step: 'failed'; pending: WorldSubscription | undefined }
  | { step: 'success'; live: WorldSubscription; individualId: string };

/**
 * buy-new-product: `pending` records the purchase before its checkout; `failed` drops it; `success` with the paid
 * session makes it the organization's (or changes the plan held of its type).
 */
export function buyNewProduct(world: World, body: RequestBody<'buyNewProduct'>): Purchase {
  const organizationId = organizationOf(world, body.organization_id);
  const type = body.subscription_type;
  if (body.status === 'pending') {
    const plan = findPrice(body.subscription_charges_id);
    if (!plan || plan.product.subscription_type !== type || plan.product.product_id !== body.subscription_id)
      return { refused: 'No such price' };
    const pending = pendingSubscription(world, plan, {
      at: new Date(),
      individual_id: body.individual_id ?? world.individualId,
      customer_id: customerOf(world, organizationId),
    });
    return { step: 'pending', pending };
  }
  const pending = body.id ? world.subscriptions.get(body.id) : undefined;
  if (body.id && (!pending || pending.status !== 'incomplete')) return { refused: 'Purchase not found' };
  if (body.status === 'failed') {
    if (pending) world.subscriptions.remove(pending.id);
    return { step: 'failed', pending };
  }
  const checkout = body.session_id ? world.checkouts.get(body.session_id) : undefined;
  const plan = (pending && planOf(pending)) ?? (checkout && findPrice(checkout.price_id));
  if (!checkout || !plan || plan.product.subscription_type !== type) return { refused: CHECKOUT_UNKNOWN };
  if (!isPaidCheckout(checkout)) return { refused: CHECKOUT_NOT_PAID };
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
  return { step: 'success', live, individualId: body.individual_id ?? pending?.individual_id ?? world.individualId };
}
