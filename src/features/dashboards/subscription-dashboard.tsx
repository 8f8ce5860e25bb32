import { Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { SUBSCRIPTION_LABELS } from '@/components/layout/menu-rules';
import { PageLoader } from '@/components/layout/page-loader';
import { useOrganizationStanding } from '@/components/layout/use-organization-standing';
import { useSession } from '@/session/session-context';

// Each dashboard is its own chunk: the chart code loads only with the dashboards that draw charts.
const VerifierDashboard = lazy(() => import('./verifier-dashboard'));
const PublisherDashboard = lazy(() => import('./publisher-dashboard'));
const ComplianceDashboard = lazy(() => import('./compliance-dashboard'));

export function hasDashboard(subscription: string | null): boolean {
  return subscription === 'verifier' || subscription === 'publisher' || subscription === 'compliance';
}

/** The dashboard of the verifier, publisher or compliance subscription, under the organization's name. */
export function SubscriptionDashboard({ subscription }: { subscription: string | null }) {
  const { individual } = useSession();
  const standing = useOrganizationStanding() as { name?: string | null } | null;
  const verifier = individual?.subscriptionList?.some((s) => s.subscription_type === 'verifier') ?? false;
  return (
    <Stack gap="lg" maw={1200} mx="auto" w="100%">
      <div>
        {standing?.name && <Title order={2}>{standing.name}</Title>}
        <Text c="dimmed">You are working in {SUBSCRIPTION_LABELS[subscription ?? ''] ?? 'your subscription'}.</Text>
      </div>
      <Suspense fallback={<PageLoader />}>
        {subscription === 'verifier' && verifier && <VerifierDashboard />}
        {subscription === 'publisher' && <PublisherDashboard />}
        {subscription === 'compliance' && <ComplianceDashboard />}
      </Suspense>
    </Stack>
  );
}
