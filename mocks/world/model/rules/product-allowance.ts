import type { Allowance, World } from '../world';
import { kindOfBatch, ownProducts, type Kind } from './product';
import { heldOfType } from './subscription-state';

/**
 * The plan's allowance of products and batches, and the gate of the subscription kinds (docs/world/product.md, "The
 * plan's allowance" and "The subscription kind is a gate"; unit-tested in tests/unit/world/world-catalogue.test.ts and
 * world-catalogue-gate.test.ts).
 */
export type Item = 'products' | 'batches';

/** How many products or batches of a kind the organization has made (disabled products count: they stay on chain). */
export function created(world: World, kind: Kind, item: Item): number {
  if (item === 'products') return ownProducts(world).filter((p) => p.subscription_type === kind).length;
  return world.batches.where((b) => b.organization_id === world.organizationId && kindOfBatch(world, b) === kind)
    .length;
}

/** The plan of a kind, or undefined when the organization holds none the world knows (then nothing is limited). */
export const allowanceOf = (world: World, kind: Kind | undefined): Allowance | undefined =>
  kind ? world.allowances[kind] : undefined;

/** The plan's limit for an item (-1: unlimited) and how many are left (Infinity when unlimited). */
export function remaining(world: World, kind: Kind | undefined, item: Item): number {
  const plan = allowanceOf(world, kind);
  const limit = plan ? plan[item] : -1;
  return limit < 0 || !kind ? Infinity : Math.max(0, limit - created(world, kind, item));
}

/** No more of an item fits the plan of a kind. */
export const noRoom = (world: World, kind: Kind | undefined, item: Item) => remaining(world, kind, item) < 1;

/** The documented 403 thresholdLimit, naming what ran out. */
export const threshold = (item: Item) =>
  ({ status: 403, example: 'thresholdLimit', message: thresholdMessage(item) }) as const;

/** The 403 thresholdLimit's message, in the server's voice, naming what ran out. */
export const thresholdMessage = (item: Item): string =>
  `You have reached the maximum number of ${item} allowed by your plan. Please upgrade your subscription.`;

/** check-subscription-status's errorMsg when the plan is used up (the contract's example, with this plan's figures). */
export const limitReachedMessage = (plan: Allowance, item: Item): string =>
  `You have reached the maximum of ${plan[item]} ${item} for ${plan.plan}. Please upgrade your subscription to add more.`;

/** The subscription of each catalogue kind, as the plans and the portal's tabs name it (spec 1, /plans). */
export const KIND_SUBSCRIPTION: Record<Kind, string> = { tracer: 'Product Origin', fastpass: 'Product Fast Pass' };

/** Why an organization that holds no subscription of a kind cannot make its products or batches (the server's voice). */
export const notHeldMessage = (kind: Kind, item: Item): string =>
  `Your organization has no ${KIND_SUBSCRIPTION[kind]} subscription. Please subscribe to ${KIND_SUBSCRIPTION[kind]} to add ${item}.`;

/** Whether an organization (an empty id: the current one) holds a live subscription of a kind. */
export const holdsKind = (world: World, organizationId: string | null | undefined, kind: Kind): boolean =>
  Boolean(heldOfType(world, organizationId || world.organizationId, kind));

/** Why another item of a kind may not be made: the 403's message (`message`) and check-subscription-status' `errorMsg`. */
export interface Refused {
  readonly message: string;
  readonly errorMsg: string;
}

/**
 * The one gate of every create of the catalogue (product, batch, clone, ingredient, import, CSV) and of
 * check-subscription-status, so that they agree: an organization makes a product or batch of a kind only while it
 * holds a subscription of that kind, and only while its plan has room (the current organization's allowance).
 * Undefined when it may; a call that names no kind is not gated.
 */
export function refusedItem(
  world: World,
  organizationId: string | null | undefined,
  kind: Kind | undefined,
  item: Item,
): Refused | undefined {
  if (!kind) return undefined;
  if (!holdsKind(world, organizationId, kind)) {
    const message = notHeldMessage(kind, item);
    return { message, errorMsg: message };
  }
  const plan = allowanceOf(world, kind);
  if (!noRoom(world, kind, item)) return undefined;
  return { message: thresholdMessage(item), errorMsg: plan ? limitReachedMessage(plan, item) : thresholdMessage(item) };
}

/** A create's refusal: the documented 403 thresholdLimit (the portal's threshold popup), with the gate's message. */
export const refusal = (refused: Refused) =>
  ({ status: 403, example: 'thresholdLimit', message: refused.message }) as const;
