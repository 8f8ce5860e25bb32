import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionScreen } from '@/features/billing/subscription-screen';
import type { SessionStore } from '@/session/session-store';

const organizationOf = (session: SessionStore) => session.getState().individual?.organization_id ?? null;

/** /subscription: 'Your Subscription' (no organization, no subscription, or the tabs and Billing). */
export const Route = createFileRoute('/_app/subscription')({
  component: SubscriptionRoute,
});

function SubscriptionRoute() {
  const { session } = Route.useRouteContext();
  return <SubscriptionScreen organizationId={organizationOf(session)} />;
}
