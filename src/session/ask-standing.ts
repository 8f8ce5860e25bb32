import type { QueryClient } from '@tanstack/react-query';
import type { ParsedLocation } from '@tanstack/react-router';
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
