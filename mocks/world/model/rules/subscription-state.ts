import type { Schemas } from '../../types';
import type { World } from '../world';
import { isKind } from './product';
import { findPrice, findProduct, limitNumber, type PricedPlan } from './subscription-plans';
import type { WorldSubscription } from '../seeds/subscription';

/**
 * The subscriptions an organization holds (docs/world/subscription.md) and what follows from its plans: the
 * catalogue's allowance (`world.allowances`), the organization's seats and the sign-in's subscription list.
 */

/** The organization a call names; an empty one is the current one. */
export const organizationOf = (world: World, id: string | null | undefined): string => id || world.organizationId;

/** A subscription that counts: neither a purchase or checkout on its way (incomplete) nor canceled. */
export const isLive = (s: WorldSubscription): boolean => s.status !== 'incomplete' && s.status !== 'canceled';

/** The subscriptions an organization holds, oldest first (the order of the billing page's tabs). */
export const heldBy = (world: World, organizationId: string | null | undefined): WorldSubscription[] =>
  world.subscriptions
    .where((s) => Boolean(organizationId) && s.organization_id === organizationId && isLive(s))
    .sort((a, b) => a.created_on.localeCompare(b.created_on));

export const heldOfType = (world: World, organizationId: string | null | undefined, type: string) =>
  heldBy(world, organizationId).find((s) => s.subscription_type === type);

/** The plan (product and price) a subscription is on. */
export const planOf = (s: WorldSubscription): PricedPlan | undefined => findPrice(s.price_id);

/** The organization's payment-provider customer: its subscriptions', else its registration's. */
export function customerOf(world: World, organizationId: string | null | undefined): string | null {
  if (!organizationId) return null;
  const own = world.subscriptions.where((s) => s.organization_id === organizationId && Boolean(s.customer_id));
  return (
    own[0]?.customer_id ??
    world.registrations.where((r) => r.organization_id === organizationId && Boolean(r.customer_id))[0]?.customer_id ??
    null
  );
}

/** The subscription list a sign-in carries: what the organization holds. */
export const subscriptionList = (world: World, organizationId: string | null | undefined) =>
  heldBy(world, organizationId).map((s) => ({
    id: s.id,
    subscription_type: s.subscription_type,
    // A contact-us plan has no price the portal lists: its product still names it.
    subscription_name: planOf(s)?.product.prouct_name ?? findProduct(s.product_id)?.prouct_name ?? s.subscription_type,
    status: s.status,
  }));

/** The catalogue's allowance follows the current organization's plans (tracer and fastpass: products, batches). */
export function syncAllowances(world: World): void {
  world.allowances = Object.fromEntries(
    heldBy(world, world.organizationId).flatMap((s) => {
      const plan = planOf(s);
      if (!plan || !isKind(s.subscription_type)) return [];
      const limits = plan.product.prouct_metadata;
      return [
        [
          s.subscription_type,
          {
            plan: plan.product.prouct_name,
            products: limitNumber(limits.num_products_on_chain),
            batches: limitNumber(limits.num_batches),
          },
        ],
      ];
    }),
  );
}

/** The seats the plans an organization holds allow: the most of them, -1 when any says unlimited; none stated: undefined. */
function planSeats(world: World, organizationId: string): number | undefined {
  const seats = heldBy(world, organizationId)
    .map((s) => planOf(s)?.product.prouct_metadata.num_seats)
    .filter((v) => v !== undefined)
    .map(limitNumber);
  if (seats.length === 0) return undefined;
  return seats.includes(-1) ? -1 : Math.max(...seats);
}

/**
 * The organization's one seat limit (-1: unlimited), from its plans: the most any plan it holds allows, unlimited when
 * any plan says so ('-1'); an organization whose plans state no seats keeps its own `num_seats` (none: unlimited).
 * Every answer that carries seats uses it: the organization's user limit, the billing page's records, the plan list's
 * current plans and the user-account form's limit check (docs/world/subscription.md, "One seat limit").
 */
export function seatLimit(world: World, organizationId: string | null | undefined): number {
  const id = organizationOf(world, organizationId);
  return planSeats(world, id) ?? world.organizations.get(id)?.num_seats ?? -1;
}

/**
 * After a plan change: the organization's seats are its seat limit (`seatLimit`), its subscription name follows the
 * plan that replaced it, and its individuals' subscription lists (the switcher) and, for the current organization, the
 * allowance follow its plans.
 */
export function syncOrganization(world: World, organizationId: string, replaced?: string, by?: string): void {
  const organization = world.organizations.get(organizationId);
  if (!organization) return;
  const seats = planSeats(world, organizationId);
  const change: Partial<Schemas['Organization']> = {};
  if (seats !== undefined) change.num_seats = seats;
  if (by && (!organization.subscription_name || organization.subscription_name === replaced))
    change.subscription_name = by;
  world.organizations.put({ ...organization, ...change });
  const list = subscriptionList(world, organizationId);
  for (const individual of world.individuals.where((i) => i.organization_id === organizationId))
    world.individuals.patch(individual.id, { subscriptionList: list });
  if (organizationId === world.organizationId) syncAllowances(world);
}
