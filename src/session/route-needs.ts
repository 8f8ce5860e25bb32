import type { FileRoutesById } from '@/routeTree.gen';
import type { RouteNeeds, SubscriptionType } from './rules';

/** Every route of the signed-in frame (`_app`), by its id in the generated route tree. */
export type PortalRouteId = Extract<keyof FileRoutesById, `/_app/${string}`>;

const catalogue: readonly SubscriptionType[] = ['tracer', 'fastpass'];
const tracer: readonly SubscriptionType[] = ['tracer'];
const notFastpass: readonly SubscriptionType[] = ['tracer', 'publisher', 'verifier', 'compliance'];
const every: RouteNeeds = {};

/**
 * What each protected route needs beyond a verified sign-in (routeAccess in rules.ts applies it; guards.ts asks it in
 * the `_app` frame's beforeLoad, for the route the address ends on). A route added under `_app/` fails the type check
 * until it is listed here, and tests/unit/session/route-guards.test.ts checks every route of the tree against every
 * state the guards name.
 *
 * - subscriptions: the catalogue (products, batches, imports, transfers) is tracer's and fastpass's; the survey area,
 *   the public-label import and the connections are tracer's; the widget and the ingredient comparison are everyone's
 *   but fastpass's (section 2 of the three documents).
 * - create: the Create menu's actions (New Product, Transfer In, Import Products, New Product From NIH, Audience,
 *   Ingredient Comparison) and the creates reached from them (a new batch, an audience), behind the verified domain
 *   and the admin's approval (section 6: 'Create menu access').
 * - plan: a new product and a new batch are checked against the plan before their form opens (check-subscription-
 *   status, section 6 of the second document).
 */
export const ROUTE_NEEDS: Record<PortalRouteId, RouteNeeds> = {
  '/_app/': every,
  '/_app/add-organization': every,
  '/_app/batches/$batchId': { subscriptions: catalogue },
  '/_app/batches/create/$integrantTypeId': { subscriptions: catalogue, create: true, plan: 'batches' },
  '/_app/buy-new-product-thankyou': every,
  '/_app/create-audience/$tabIndex': { subscriptions: tracer, create: true },
  '/_app/create-new-product': { subscriptions: catalogue, create: true, plan: 'products' },
  '/_app/csv': { subscriptions: catalogue, create: true },
  '/_app/import-product-from-nih': { subscriptions: tracer, create: true },
  '/_app/ingredient-comparision': { subscriptions: notFastpass, create: true },
  '/_app/my-connections': { subscriptions: tracer },
  '/_app/organization-exhibits/': every,
  '/_app/organization-exhibits/create': every,
  '/_app/organization-exhibits/edit/$id': every,
  '/_app/organization/': every,
  '/_app/organization/$userType': every,
  '/_app/organization/location/$locationType': every,
  '/_app/plans/buyNew/$productID': every,
  '/_app/plans/upgrade/$productID': every,
  '/_app/profile': every,
  '/_app/subscription': every,
  '/_app/survey-questions/$integrantTypeId/$tabIndex': { subscriptions: tracer },
  '/_app/survey/': { subscriptions: tracer, create: true },
  '/_app/survey/$integrantTypeId': { subscriptions: tracer, create: true },
  '/_app/thank-you-transfer-payment-done/$integrantId/$sessionId': every,
  '/_app/thank-you-transfer-payment-not-done': every,
  '/_app/transferred': { subscriptions: catalogue, create: true },
  '/_app/update-product/$productId': { subscriptions: catalogue },
  '/_app/upgrade-successfully': every,
  '/_app/widget': { subscriptions: notFastpass },
};

/** The needs of the route an address ends on (none for a route outside the frame). */
export function needsOf(routeId: string | undefined): RouteNeeds {
  return (ROUTE_NEEDS as Record<string, RouteNeeds | undefined>)[routeId ?? ''] ?? every;
}
