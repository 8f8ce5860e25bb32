import type { RequestBody } from '../../types';
import type { World } from '../world';
import { newId, now } from '../ids';
import { couponById, findPrice } from './subscription-plans';
import { activate, changePlan, pendingSubscription } from './subscription-change';
import { heldOfType, organizationOf, planOf } from './subscription-state';
import { CHECKOUT_NOT_PAID, CHECKOUT_UNKNOWN, isPaidCheckout, type WorldSubscription } from '../seeds/subscription';

/** The card checkout and the changes paid by card (docs/world/subscription.md). */

/**
 * update-subscription: the held plan of the price's type moves to the price, charged to the card on file (a coupon
 * takes its percent off; the price held changes nothing). Undefined when refused: a price not known or of a type not
 * held, an unknown promotion code, no card on file.
 */
export function chargeChange(world: World, body: RequestBody<'updateSubscription'>): WorldSubscription | undefined {
  const to = findPrice(body.price);
  const held = to && heldOfType(world, organizationOf(world, body.organization_id), to.product.subscription_type);
  const coupon = body.promotion_code ? couponById(body.promotion_code) : undefined;
  if (!to || !held || (body.promotion_code && !coupon)) return undefined;
  if (held.price_id !== to.price.id) {
    if (!held.has_card) return undefined;
    changePlan(world, held, to, { at: new Date(), paidBy: 'card', percentOff: coupon?.percentOff });
  }
  return world.subscriptions.get(held.id)!;
}

/** A checkout session for a known price (its id), pending until its checkout page is paid; undefined for another. */
export function createCheckout(world: World, body: RequestBody<'createCheckoutSession'>): string | undefined {
  const plan = findPrice(body.price_id);
  if (!plan) return undefined;
  const id = `cs_test_${newId(world, 'CSS')}`;
  world.checkouts.put({
    id,
    customer_id: body.customer_id,
    price_id: plan.price.id,
    trial_period_days: body.trial_period_days ?? null,
    referral: body.referral ?? null,
    subscription: null,
    created_on: now(),
    paid: false,
    purpose: 'plan',
  });
  return id;
}

/**
 * The provider subscription (sub_…) a paid checkout made, made at its first return (not yet an organization's); else
 * why not: a session the world never made, or one not paid.
 */
export function checkoutSubscription(
  world: World,
  sessionId: string | null | undefined,
): { subscription: string } | { refused: string } {
  const checkout = world.checkouts.get(sessionId);
  const plan = checkout && findPrice(checkout.price_id);
  if (!checkout || !plan) return { refused: CHECKOUT_UNKNOWN };
  if (!isPaidCheckout(checkout)) return { refused: CHECKOUT_NOT_PAID };
  if (!checkout.subscription) {
    const made = pendingSubscription(world, plan, {
      at: new Date(),
      customer_id: checkout.customer_id || null,
      has_card: true,
    });
    world.checkouts.patch(checkout.id, { subscription: made.transaction_id });
    checkout.subscription = made.transaction_id;
  }
  return { subscription: checkout.subscription };
}

/**
 * update-transaction: the checkout's subscription becomes the organization's, or, when it holds one of the type, the
 * plan held moves to the checkout's price (less the coupon the upgrade stored). False when refused: a subscription no
 * checkout made, of another type, or an unknown promotion code.
 */
export function completeTransaction(world: World, body: RequestBody<'updateTransaction'>): boolean {
  const organizationId = organizationOf(world, body.organization_id);
  const made = world.subscriptions.where((s) => s.transaction_id === body.transaction_id)[0];
  const plan = made && planOf(made);
  const coupon = body.promotion_code ? couponById(body.promotion_code) : undefined;
  if (!made || !plan || made.subscription_type !== body.type || (body.promotion_code && !coupon)) return false;
  if (made.organization_id === organizationId) return true;
  const held = heldOfType(world, organizationId, body.type);
  if (held) {
    world.subscriptions.remove(made.id);
    changePlan(world, held, plan, {
      at: new Date(),
      paidBy: 'card',
      transactionId: made.transaction_id,
      percentOff: coupon?.percentOff,
    });
  } else activate(world, made, organizationId, { at: new Date(), paidBy: 'card' });
  return true;
}
