import type { QueryClient } from '@tanstack/react-query';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { MESSAGES } from '@/api/error-policy';
import { needsOf } from './route-needs';
import { routeAccess, type AccessFacts } from './rules';
import type { SessionStore } from './session-store';

/** The refusal's words: the server's errorMsg, else its message, else the generic failure. */
export function refusalMessage(body: unknown, serverMessage: string | undefined): string {
  const errorMsg = typeof body === 'object' && body !== null ? (body as { errorMsg?: unknown }).errorMsg : undefined;
  return (typeof errorMsg === 'string' && errorMsg) || serverMessage || MESSAGES.apiHelperFailure;
}

/** The sign-in family's own pages (the code step, the forced change): a signed-out user goes to /login. */
export function requireSignedIn(session: SessionStore, location: ParsedLocation): void {
  if (!session.isSignedIn()) {
    throw redirect({ to: '/login', search: { redirect: location.href } });
  }
}

export interface PortalGuardOptions {
  readonly context: {
    readonly session: SessionStore;
    readonly queryClient: QueryClient;
    /** The address shown before this navigation (router.tsx): none for a typed address. */
    readonly cameFrom?: () => string | undefined;
  };
  readonly location: ParsedLocation;
  /** The route the address ends on (the last of the matches) and why it is matched. */
  readonly leaf: { readonly routeId: string; readonly cause: 'preload' | 'enter' | 'stay' } | undefined;
  /** A preload (a link hovered): only what the session knows is checked, nothing is asked or said. */
  readonly preload: boolean;
}

/** What the `_app` frame's beforeLoad is given that its guard reads. */
export interface PortalBeforeLoad {
  readonly context: PortalGuardOptions['context'];
  readonly location: ParsedLocation;
  readonly matches: readonly { readonly routeId: string; readonly cause: 'preload' | 'enter' | 'stay' }[];
  readonly preload: boolean;
}

/**
 * The guard of the signed-in frame (`_app`), for the route an address ends on (route-needs.ts, routeAccess): so that a
 * typed address opens nothing the menus would not. The organization's standing is asked only for a create route (the
 * record the header's menus use, so the same request), the plan only for a create the plan counts.
 */
export function guardPortalRoute({ context, location, leaf, preload }: PortalGuardOptions): void | Promise<void> {
  const { session } = context;
  const state = session.getState();
  const individual = state.individual;
  const needs = needsOf(leaf?.routeId);
  const facts: AccessFacts = {
    signedIn: session.isSignedIn(),
    otpVerified: state.otpVerified,
    temporaryPassword: Boolean(individual?.temporary_password && !individual.is_google_login),
    subscription: state.selectedSubscription,
  };
  const first = routeAccess({ ...needs, create: false, plan: undefined }, facts);
  if (first) refuse(first.to, location);
  // The route is entered (not a search of the same route changed, not a preload): its standing and plan are asked.
  if (preload || leaf?.cause !== 'enter' || (!needs.create && !needs.plan)) return;
  // What it asks (the generated calls) comes with the first create entered, never in the first load.
  return import('./ask-standing').then(({ askStandingAndPlan }) => askStandingAndPlan(context, location, needs, facts));
}

/** Away from a route the address may not open: to /login coming back afterwards, else to `to`. */
export function refuse(to: string, location: ParsedLocation): never {
  if (to === '/login') throw redirect({ to: '/login', search: { redirect: location.href } });
  throw redirect({ to });
}
