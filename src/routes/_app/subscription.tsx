import { createFileRoute } from '@tanstack/react-router';
import { getRetrieveSubscriptionsQueryOptions } from '@/api/generated/portal/hooks/subscription/subscription';
import { SubscriptionScreen } from '@/features/billing/subscription-screen';
import type { SessionStore } from '@/session/session-store';

const organizationOf = (session: SessionStore) => session.getState().individual?.organization_id ?? null;

/** /subscription: 'Your Subscription' (no organization, no subscription, or the tabs and Billing). */
export const Route = createFileRoute('/_app/subscription')({
  loader: ({ context }) => {
    const organizationId = organizationOf(context.session);
    if (organizationId) {
      void context.queryClient.prefetchQuery(getRetrieveSubscriptionsQueryOptions({ organization_id: organizationId }));
    }
  },
  component: SubscriptionRoute,
});

function SubscriptionRoute() {
  const { session } = Route.useRouteContext();
  return <SubscriptionScreen organizationId={organizationOf(session)} />;
}
