/**
 * The plan a visitor chose on /plans, handed to the registration wizard: in the navigation state and,
 * as the fallback the spec names ("saved session data"), in sessionStorage, so a reload or the return
 * from the checkout still knows it. The refer token of /plans/{token} is kept the same way.
 */
import { redirect } from '@tanstack/react-router';
import type { PlanProduct } from '@/api/generated/portal/model';
import { readTabText as read, TAB_KEYS, writeTabText as write } from '@/lib/storage';

export const CHOSEN_PLAN_KEY = TAB_KEYS.chosenPlan;
export const REFER_TOKEN_KEY = TAB_KEYS.referToken;

export interface ChosenPlan {
  readonly product: PlanProduct;
  /** The price picked first (its interval is the route's {plantype}). */
  readonly priceId?: string | undefined;
}

export function saveChosenPlan(plan: ChosenPlan): void {
  write(CHOSEN_PLAN_KEY, JSON.stringify(plan));
}

export function readChosenPlan(): ChosenPlan | null {
  const raw = read(CHOSEN_PLAN_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ChosenPlan>;
    const product = value.product;
    if (!product || typeof product.product_id !== 'string' || !Array.isArray(product.product_plan)) return null;
    return { product, priceId: typeof value.priceId === 'string' ? value.priceId : undefined };
  } catch {
    return null;
  }
}

export function saveReferToken(token: string): void {
  write(REFER_TOKEN_KEY, token);
}

export function readReferToken(): string {
  return read(REFER_TOKEN_KEY) ?? '';
}

/** The end of registration: the plan and the refer token are forgotten. */
export function clearChosenPlan(): void {
  write(CHOSEN_PLAN_KEY, null);
  write(REFER_TOKEN_KEY, null);
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** The plan chosen on /plans, handed to /registration. */
    readonly chosenPlan?: ChosenPlan;
  }
}

/** The wizard's plan: the navigation state's (kept for a reload), else the saved one, else none. */
export function resolveChosenPlan(state: { chosenPlan?: ChosenPlan } | undefined): ChosenPlan | null {
  const fromState = state?.chosenPlan;
  if (fromState?.product && Array.isArray(fromState.product.product_plan)) {
    saveChosenPlan(fromState);
    return fromState;
  }
  return readChosenPlan();
}

/** The wizard routes' guard: the chosen plan (navigation state, else saved) in the route context, or /plans. */
export function requireChosenPlan({ location }: { location: { state: { chosenPlan?: ChosenPlan } | undefined } }): {
  chosen: ChosenPlan;
} {
  const chosen = resolveChosenPlan(location.state);
  if (!chosen) throw redirect({ to: '/plans' });
  return { chosen };
}
