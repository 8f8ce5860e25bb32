import type { World } from '../world';
import { newId } from '../ids';
import { addInterval, discounted, prorate, type PlanPrice, type PricedPlan } from './subscription-plans';
import { customerOf, planOf, syncOrganization } from './subscription-state';
import type { WorldInvoice, WorldSubscription } from '../seeds/subscription';

/**
 * A subscription started or moved to another plan, and the invoice each change makes (docs/world/subscription.md):
 * the functions every subscription write, registration's last step and the scenarios use.
 */
const DAY = 86_400_000;

/** The first billing period of a price from `at`: its interval, or the trial's days when it has one. */
export function firstPeriod(price: PlanPrice, at: Date, trialDays?: number | null) {
  const end = trialDays && trialDays > 0 ? new Date(at.getTime() + trialDays * DAY) : addInterval(at, price);
  return { current_period_start: at.toISOString(), current_period_end: end.toISOString() };
}

const ACCOUNT = 'acct_1PqV8dLm2KxR7TnB';

/** A new invoice of an organization (newest first on the Billing tab), with the provider's hosted page and PDF. */
export function addInvoice(
  world: World,
  fields: {
    organizationId: string | null;
    subscription: WorldSubscription | null;
    plan: PricedPlan;
    amount: number;
    paid: boolean;
    reason: string;
    at: Date;
    /** The free introduction of a trial: no product on the invoice. */
    trial?: boolean;
  },
): WorldInvoice {
  const id = `in_${newId(world, 'INV')}`;
  return world.invoices.put({
    id,
    status: fields.paid ? 'paid' : 'open',
    product_name: fields.trial ? null : fields.plan.product.prouct_name,
    period_start: fields.at.toISOString(),
    amount_due: fields.amount,
    amount_paid: fields.paid ? fields.amount : 0,
    currency: fields.plan.price.currency,
    billing_reason: fields.reason,
    hosted_invoice_url: `https://invoice.stripe.com/i/${ACCOUNT}/live_${id}`,
    invoice_pdf: `https://pay.stripe.com/invoice/${ACCOUNT}/live_${id}/pdf`,
    organization_id: fields.organizationId,
    subscription_id: fields.subscription?.id ?? null,
    price_id: fields.plan.price.id,
  });
}

export type PaidBy = 'card' | 'invoice' | 'free';

/** A subscription record on its way (a checkout's, a pending purchase's): not the organization's until activated. */
export function pendingSubscription(
  world: World,
  plan: PricedPlan,
  fields: Partial<WorldSubscription> & { at: Date },
): WorldSubscription {
  const id = newId(world, 'SUB');
  const { at, ...rest } = fields;
  return world.subscriptions.put({
    id,
    organization_id: null,
    individual_id: null,
    customer_id: null,
    transaction_id: `sub_${id}`,
    subscription_type: plan.product.subscription_type,
    product_id: plan.product.product_id,
    price_id: plan.price.id,
    status: 'incomplete',
    ...firstPeriod(plan.price, at),
    has_card: false,
    ending_balance: 0,
    usage: {},
    created_on: at.toISOString(),
    ...rest,
  });
}

/**
 * A subscription becomes the organization's from `at`: its first period (a trial's when the price has one: status
 * trialing and the free introduction's invoice), and the invoice of its first period (paid by card or free, open when
 * paid by invoice; an invoice already made for it is kept instead).
 */
export function activate(
  world: World,
  subscription: WorldSubscription,
  organizationId: string,
  options: { at: Date; paidBy: PaidBy; trialDays?: number | null; invoice?: WorldInvoice },
): WorldSubscription {
  const plan = planOf(subscription)!;
  const trialDays = options.trialDays ?? plan.price.trial_period_days ?? null;
  const trial = Boolean(trialDays && trialDays > 0 && options.paidBy === 'card');
  const live = world.subscriptions.put({
    ...subscription,
    organization_id: organizationId,
    status: trial ? 'trialing' : 'active',
    ...firstPeriod(plan.price, options.at, trial ? trialDays : null),
    has_card: options.paidBy === 'card',
    customer_id: subscription.customer_id ?? customerOf(world, organizationId),
    created_on: options.at.toISOString(),
  });
  if (options.invoice)
    world.invoices.patch(options.invoice.id, { organization_id: organizationId, subscription_id: live.id });
  else
    addInvoice(world, {
      organizationId,
      subscription: live,
      plan,
      amount: trial ? 0 : plan.price.amount,
      paid: options.paidBy !== 'invoice',
      reason: 'subscription_create',
      at: options.at,
      trial,
    });
  syncOrganization(world, organizationId, undefined, plan.product.prouct_name);
  return live;
}

/**
 * A held subscription moves to another price (and maybe another product of its type): the proration is invoiced
 * (paid by card, open when paid by invoice; a coupon takes its percent off), a change of interval starts a new
 * period now, a downgrade's unused time is credit. Returns the invoice.
 */
export function changePlan(
  world: World,
  subscription: WorldSubscription,
  to: PricedPlan,
  options: { at: Date; paidBy: PaidBy; percentOff?: number; transactionId?: string },
): WorldInvoice {
  const from = planOf(subscription);
  const stored = {
    start: new Date(subscription.current_period_start),
    end: new Date(subscription.current_period_end),
  };
  const proration = prorate(from?.price, to.price, stored, options.at);
  const period = proration.newPeriod ? firstPeriod(to.price, options.at) : {};
  world.subscriptions.put({
    ...subscription,
    product_id: to.product.product_id,
    price_id: to.price.id,
    status: subscription.status === 'trialing' ? 'trialing' : 'active',
    ...period,
    has_card: subscription.has_card || options.paidBy === 'card',
    ending_balance: subscription.ending_balance + proration.credit,
    ...(options.transactionId ? { transaction_id: options.transactionId } : {}),
  });
  const invoice = addInvoice(world, {
    organizationId: subscription.organization_id,
    subscription,
    plan: to,
    amount: discounted(proration.total, options.percentOff),
    paid: options.paidBy !== 'invoice',
    reason: options.paidBy === 'invoice' ? 'manual' : 'subscription_update',
    at: options.at,
  });
  if (subscription.organization_id)
    syncOrganization(world, subscription.organization_id, from?.product.prouct_name, to.product.prouct_name);
  return invoice;
}
