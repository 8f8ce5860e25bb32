import { Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { SUBSCRIPTION_LABELS } from '@/components/layout/menu-rules';
import { PageLoader } from '@/components/layout/page-loader';
import { useOrganizationStanding } from '@/components/layout/use-organization-standing';
import { useSession } from '@/session/session-context';
import { loadedVerifierDashboard, loadVerifierDashboard } from './verifier-dashboard-code';
import { PageHeader } from '@/components/layout/page-layout';

// Each dashboard is its own chunk: the chart code loads only with the dashboards that draw charts.
const LazyVerifierDashboard = lazy(loadVerifierDashboard);
const PublisherDashboard = lazy(() => import('./publisher-dashboard'));
const ComplianceDashboard = lazy(() => import('./compliance-dashboard'));

/** The verifier's: drawn at once when the home's loader brought its code already (load-home.ts), else lazily. */
function VerifierDashboard() {
  const [Dashboard] = useState(() => loadedVerifierDashboard() ?? LazyVerifierDashboard);
  return <Dashboard />;
}

export function hasDashboard(subscription: string | null): boolean {
  return subscription === 'verifier' || subscription === 'publisher' || subscription === 'compliance';
}

/** The dashboard of the verifier, publisher or compliance subscription, under the organization's name. */
export function SubscriptionDashboard({ subscription }: { subscription: string | null }) {
  const { individual } = useSession();
  const standing = useOrganizationStanding() as { name?: string | null } | null;
  const verifier = individual?.subscriptionList?.some((s) => s.subscription_type === 'verifier') ?? false;
  return (
    <Stack gap="lg">
      <PageHeader
        title={standing?.name}
        description={`You are working in ${SUBSCRIPTION_LABELS[subscription ?? ''] ?? 'your subscription'}.`}
      />
      <Suspense fallback={<PageLoader />}>
        {subscription === 'verifier' && verifier && <VerifierDashboard />}
        {subscription === 'publisher' && <PublisherDashboard />}
        {subscription === 'compliance' && <ComplianceDashboard />}
      </Suspense>
    </Stack>
  );
}
