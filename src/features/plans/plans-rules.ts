import type { CurrentPlan, PlanProduct } from '@/api/generated/portal/model';
import {
  isContactUsProduct,
  isOfferingType,
  OFFERINGS,
  priceLabel,
  productHasPrice,
  type OfferingType,
} from '@/lib/plans/plan-rules';

/** The six buttons of a plan card (section 2), in the spec's words. */
export const PLAN_BUTTONS = {
  current: 'YOUR CURRENT PLAN',
  update: 'UPDATE PLAN',
  add: 'ADD PLAN',
  contact: 'CONTACT US',
  signup: 'SIGN UP NOW',
  complete: 'COMPLETE YOUR REGISTRATION',
} as const;

export type PlanButton = keyof typeof PLAN_BUTTONS;

export const PLANS_TITLES = {
  find: 'Find the right plan for your organization',
  manage: 'Manage Your Subscription',
} as const;

export interface PlanFacts {
  readonly signedIn: boolean;
  /** Signed in and registration finished (a transaction id, or a plan held). */
  readonly registered: boolean;
  readonly currentPlans: readonly CurrentPlan[];
  /** Every plan product, to tell which offering a current plan belongs to. */
  readonly products: readonly PlanProduct[];
}

/** The subscription types the organization holds, from the current plans' prices. */
export function heldTypes(facts: Pick<PlanFacts, 'currentPlans' | 'products'>): OfferingType[] {
  return facts.products
    .filter((p) => facts.currentPlans.some((c) => productHasPrice(p, c.plan.id)))
    .map((p) => p.subscription_type);
}

/**
 * The button of a card:
 * - a contact-us product: CONTACT US, whoever looks;
 * - signed out: SIGN UP NOW (to the wizard);
 * - signed in but registration unfinished: COMPLETE YOUR REGISTRATION (to the wizard);
 * - the product of a current plan: YOUR CURRENT PLAN (disabled);
 * - another product of an offering held: UPDATE PLAN (to /plans/upgrade/{productID});
 * - a product of an offering not held: ADD PLAN (to /plans/buyNew/{productID}).
 */
export function planButton(product: PlanProduct, facts: PlanFacts): PlanButton {
  if (isContactUsProduct(product)) return 'contact';
  if (!facts.signedIn) return 'signup';
  if (!facts.registered) return 'complete';
  if (facts.currentPlans.some((c) => productHasPrice(product, c.plan.id))) return 'current';
  return heldTypes(facts).includes(product.subscription_type) ? 'update' : 'add';
}

/** A current product with more than one price also offers UPDATE PLAN (another interval, on the upgrade page). */
export function offersIntervalChange(product: PlanProduct, button: PlanButton): boolean {
  return button === 'current' && product.product_plan.length > 1;
}

/** The tabs: one per offering, disabled ('Upcoming') when it has no plans. */
export function planTabs(products: readonly PlanProduct[]) {
  return OFFERINGS.map((o) => ({ ...o, disabled: !products.some((p) => p.subscription_type === o.type) }));
}

/**
 * The tab shown: ?tab= when it names an offering with plans; else the organization's own kind (the selected
 * subscription, then the kinds it holds, in `own`'s order) when it has plans; else the first offering with plans.
 */
export function activeTab(
  requested: unknown,
  products: readonly PlanProduct[],
  own: readonly (string | null | undefined)[] = [],
): OfferingType {
  const open = planTabs(products).filter((t) => !t.disabled);
  const first = [requested, ...own].find((type) => isOfferingType(type) && open.some((t) => t.type === type));
  return isOfferingType(first) ? first : (open[0]?.type ?? 'fastpass');
}

/** The products of a tab, in their sort order. */
export function tabProducts(products: readonly PlanProduct[], tab: OfferingType): PlanProduct[] {
  return products.filter((p) => p.subscription_type === tab).sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));
}

/** 'Manage Your Subscription' shows the current plan of the tab's offering (else the first held): name and price. */
export function currentPlanLine(facts: Pick<PlanFacts, 'currentPlans' | 'products'>, tab: OfferingType): string | null {
  const ofTab = facts.currentPlans.find((c) =>
    facts.products.some((p) => p.subscription_type === tab && productHasPrice(p, c.plan.id)),
  );
  const plan = ofTab ?? facts.currentPlans[0];
  return plan ? `${plan.name} · ${priceLabel(plan.plan)}` : null;
}
