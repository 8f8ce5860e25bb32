import type { Allowance, World } from '../world';
import { kindOfBatch, ownProducts, type Kind } from './product';

/**
 * The plan's allowance of products and batches (docs/world/product.md, "The plan's allowance"; unit-tested in
 * tests/unit/world/world-catalogue.test.ts).
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

/** Why check-subscription-status refuses another item of a kind (the errorMsg), or undefined when one fits. */
export function limitReached(world: World, kind: Kind, item: Item): string | undefined {
  const plan = allowanceOf(world, kind);
  return plan && noRoom(world, kind, item) ? limitReachedMessage(plan, item) : undefined;
}
