import type { RequestBody, Schemas } from '../../types';
import type { World } from '../world';
import { isKind } from './product';
import { created } from './product-allowance';
import { findPrice, limitsOf, planProducts, prorate, type PlanProduct } from './subscription-plans';
import type { WorldInvoice, WorldSubscription } from '../seeds/subscription';
import { customerOf, heldBy, heldOfType, organizationOf, planOf, seatLimit } from './subscription-state';

/**
 * How the subscriptions read back (docs/world/subscription.md): a subscription as the billing page shows it, with
 * what the organization has made and the seats its user accounts take at the time of reading; the current plans; the
 * plans as an organization sees them; what a change would cost.
 */
const HOUR = 3_600_000;

/** What a subscription record counts: products and batches the world holds, seats taken by its users, the rest. */
function countsOf(world: World, s: WorldSubscription, limits: Schemas['PlanMetadata']): Record<string, number> {
  const organizationId = s.organization_id ?? '';
  const view = { ...world, organizationId } as World;
  const members = world.organizations.get(organizationId)?.individuals;
  const counts: Record<string, number> = {};
  for (const key of Object.keys(limits)) {
    if (key === 'num_daily_hashes') continue;
    if (key === 'num_products_on_chain' && isKind(s.subscription_type))
      counts[key] = created(view, s.subscription_type, 'products');
    else if (key === 'num_batches' && isKind(s.subscription_type))
      counts[key] = created(view, s.subscription_type, 'batches');
    else if (key === 'num_seats' && members) counts[key] = members.length;
    else counts[key] = s.usage[key] ?? 0;
  }
  return counts;
}

/** One subscription as the billing page shows it (the current organization's catalogue limits are its allowance). */
export function subscriptionRecord(world: World, s: WorldSubscription): Schemas['SubscriptionRecord'] | undefined {
  const plan = planOf(s);
  if (!plan) return undefined;
  const limits = { ...limitsOf(plan.product) };
  const allowance =
    s.organization_id === world.organizationId && isKind(s.subscription_type)
      ? world.allowances[s.subscription_type]
      : undefined;
  if (allowance && limits.num_products_on_chain !== undefined)
    limits.num_products_on_chain = String(allowance.products);
  if (allowance && limits.num_batches !== undefined) limits.num_batches = String(allowance.batches);
  // One seat limit: the organization's, from all its plans (its user accounts take them, whichever plan they work in).
  if (limits.num_seats !== undefined) limits.num_seats = String(seatLimit(world, s.organization_id));
  const end = new Date(s.current_period_end);
  return {
    subscription_type: s.subscription_type,
    status: s.status,
    current_period_start: s.current_period_start,
    current_period_end: s.current_period_end,
    product: { name: plan.product.prouct_name, metadata: limits },
    plan: { amount: plan.price.amount, currency: plan.price.currency, interval: plan.price.interval },
    nextInvoice:
      s.status === 'canceled'
        ? null
        : {
            amount_due: plan.price.amount,
            currency: plan.price.currency,
            next_payment_attempt: new Date(end.getTime() + HOUR).toISOString(),
            ending_balance: s.ending_balance,
          },
    invoices: world.invoices.where((i) => i.subscription_id === s.id).map(invoiceOut),
    currentmetadata: countsOf(world, s, limits),
  };
}

/** An invoice as the contract gives it (without the world's links). */
export const invoiceOut = ({
  organization_id: _o,
  subscription_id: _s,
  price_id: _p,
  ...invoice
}: WorldInvoice): Schemas['Invoice'] => invoice;

/** A plan's metadata with the organization's seat limit, where the plan states seats. */
const withSeats = (metadata: Schemas['PlanMetadata'], seats: number): Schemas['PlanMetadata'] =>
  metadata.num_seats === undefined ? metadata : { ...metadata, num_seats: String(seats) };

/** The current plans of an organization as the plan list gives them (seats: the organization's one limit). */
export function currentPlans(world: World, organizationId: string | null | undefined): Schemas['CurrentPlan'][] {
  return heldBy(world, organizationId).flatMap((s) => {
    const plan = planOf(s);
    if (!plan) return [];
    const customer = s.customer_id ?? customerOf(world, organizationId);
    return [
      {
        name: plan.product.prouct_name,
        plan: plan.price,
        metadata: withSeats(plan.product.prouct_metadata, seatLimit(world, organizationId)),
        ...(customer ? { customer_id: customer } : {}),
      },
    ];
  });
}

/** A plan product as an organization sees it: priced products name its customer (null signed out or without one). */
export const productFor = (product: PlanProduct, customer: string | null): PlanProduct => ({
  ...product,
  customer_id: product.product_plan.length > 0 ? customer : null,
});

/** The plan list as an organization (none: signed out) sees it: the catalogue, priced for its customer; its plans. */
export function planList(world: World, organizationId: string | null): Schemas['PlanList'] {
  const customer = customerOf(world, organizationId);
  return {
    plans: planProducts().map((p) => productFor(p, customer)),
    currentPlan: currentPlans(world, organizationId),
  };
}

/** The subscription records of an organization (an empty id: the current one), as the billing page shows them. */
export const subscriptionRecords = (world: World, organizationId: string | null | undefined) =>
  heldBy(world, organizationOf(world, organizationId)).flatMap((s) => subscriptionRecord(world, s) ?? []);

/** The invoices of an organization (an empty id: the current one), newest first. */
export const invoicesOf = (world: World, organizationId: string | null | undefined): Schemas['Invoice'][] =>
  world.invoices.where((i) => i.organization_id === organizationOf(world, organizationId)).map(invoiceOut);

/**
 * What changing to a price costs at the proration date (the price held: nothing), or why not: a price no plan has,
 * a date the calendar cannot hold (an integer the contract allows, far outside it: the provider refuses it).
 */
export function prorationOf(
  world: World,
  body: RequestBody<'prorationInvoice'>,
): { total: number; currency: string } | { refused: string } {
  const to = findPrice(body.price);
  if (!to) return { refused: 'No such price' };
  const held = heldOfType(world, organizationOf(world, body.organization_id), to.product.subscription_type);
  const from = held && planOf(held);
  const period = held && { start: new Date(held.current_period_start), end: new Date(held.current_period_end) };
  const at = new Date(body.proration_date * 1000);
  if (Number.isNaN(at.getTime())) return { refused: 'Invalid proration_date' };
  const total = held?.price_id === to.price.id ? 0 : prorate(from?.price, to.price, period, at).total;
  return { total, currency: to.price.currency };
}
