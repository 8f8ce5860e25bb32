import type { QueryClient } from '@tanstack/react-query';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { isApiError } from '@/api/api-error';
import { MESSAGES } from '@/api/error-policy';
import { getCheckSubscriptionStatusQueryOptions } from '@/api/generated/portal/hooks/batch/batch';
import { getGetOrganizationQueryOptions } from '@/api/generated/portal/hooks/organization/organization';
import { notifyError } from '@/components/feedback/notify';
import { needsOf } from './route-needs';
import { routeAccess, type AccessFacts, type PlanItem, type RouteNeeds, type Standing } from './rules';
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

interface PortalGuardOptions {
  readonly context: { readonly session: SessionStore; readonly queryClient: QueryClient };
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
  return askStandingAndPlan(context, location, needs, facts);
}

async function askStandingAndPlan(
  { session, queryClient }: PortalGuardOptions['context'],
  location: ParsedLocation,
  needs: RouteNeeds,
  facts: AccessFacts,
): Promise<void> {
  const state = session.getState();
  const individual = state.individual;
  const organizationId = individual?.organization_id ?? '';
  const standing = needs.create
    ? await standingOf(queryClient, organizationId, state.organization ?? individual)
    : null;
  const gated = routeAccess({ ...needs, plan: undefined }, { ...facts, standing });
  if (gated) refuse(gated.to, location);
  const subscription = state.selectedSubscription;
  // The plan counts the catalogue's creates (the route's subscriptions say whose they are).
  if (needs.plan && (subscription === 'tracer' || subscription === 'fastpass')) {
    const full = await planFull(queryClient, organizationId, subscription, needs.plan);
    if (routeAccess(needs, { ...facts, standing, planFull: full ? [needs.plan] : [] })) refuse('/', location);
  }
}

function refuse(to: string, location: ParsedLocation): never {
  if (to === '/login') throw redirect({ to: '/login', search: { redirect: location.href } });
  throw redirect({ to });
}

/** The organization's standing: its record (asked once, shared with the header), else what the session holds. */
async function standingOf(queryClient: QueryClient, organizationId: string, kept: Standing | null | undefined) {
  if (!organizationId) return kept ?? null;
  try {
    const answer = await queryClient.ensureQueryData(
      getGetOrganizationQueryOptions({ organization_id: organizationId }),
    );
    return answer.data ?? kept ?? null;
  } catch {
    // The policy has said what failed; the standing the sign-in gave still holds.
    return kept ?? null;
  }
}

/**
 * Whether the plan has no room for another `type` (check-subscription-status): its refusal is said in the server's
 * words here. A check that fails otherwise (the policy says how) opens nothing either.
 */
async function planFull(
  queryClient: QueryClient,
  organizationId: string,
  subscription: 'tracer' | 'fastpass',
  type: PlanItem,
) {
  try {
    await queryClient.fetchQuery({
      ...getCheckSubscriptionStatusQueryOptions({
        organization_id: organizationId,
        subscription_type: subscription,
        type,
      }),
      staleTime: 0,
      gcTime: 0,
      meta: { localErrors: [200] },
    });
    return false;
  } catch (error) {
    // Once: the router may run the guard again for the same address (a second load) while the first toast shows.
    if (isApiError(error) && error.kind === 'body') notifyError(refusalMessage(error.body, error.serverMessage), true);
    return true;
  }
}
