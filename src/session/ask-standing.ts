import type { QueryClient } from '@tanstack/react-query';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { isApiError } from '@/api/api-error';
import { getCheckSubscriptionStatusQueryOptions } from '@/api/generated/portal/hooks/batch/batch';
import { getGetOrganizationQueryOptions } from '@/api/generated/portal/hooks/organization/organization';
import { notifyError } from '@/components/feedback/notify';
import { refusalMessage, refuse, type PortalGuardOptions } from './guards';
import { routeAccess, type AccessFacts, type PlanItem, type RouteNeeds, type Standing } from './rules';

/**
 * The part of the signed-in frame's guard that asks the server (guards.ts, guardPortalRoute): the organization's
 * standing for a create route, and the plan's room for a create the plan counts. A module of its own, loaded with the
 * first create entered: the generated calls it needs stay out of the first load (the initial JS budget).
 */
export async function askStandingAndPlan(
  { session, queryClient, cameFrom }: PortalGuardOptions['context'],
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
    const room = await planRoom(queryClient, organizationId, subscription, needs.plan);
    // A check that could not be made (a failed network, a server error): nothing opens, and the person stays where
    // the click was (a product chosen stays chosen, its button there to press again); a typed address goes home.
    if (room === 'unknown') throw redirect(backTo(cameFrom?.()));
    if (routeAccess(needs, { ...facts, standing, planFull: room === 'full' ? [needs.plan] : [] }))
      refuse('/', location);
  }
}

/** Where a navigation that opens nothing goes: back to the address it came from, else home. */
function backTo(href: string | undefined) {
  return href ? { href, replace: true } : { to: '/', replace: true };
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
 * Whether the plan has room for another `type` (check-subscription-status): its refusal ('full') is said in the
 * server's words here; a check that fails otherwise ('unknown': the policy has said how) opens nothing either.
 */
async function planRoom(
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
    return 'room' as const;
  } catch (error) {
    if (!isApiError(error) || error.kind !== 'body') return 'unknown' as const;
    // Once: the router may run the guard again for the same address (a second load) while the first toast shows.
    notifyError(refusalMessage(error.body, error.serverMessage), true);
    return 'full' as const;
  }
}
