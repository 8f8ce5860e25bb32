import { Alert, Button, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { getRetrieveSubscriptionsQueryOptions } from '@/api/generated/portal/hooks/subscription/subscription';
import { LoadFailure } from '@/components/feedback/load-failure';
import { PageLoader } from '@/components/layout/page-loader';
import { offeringLabel } from '@/lib/plans/plan-rules';
import { BILLING_MESSAGES, PLANS_PATH } from './billing-rules';
import { BillingTab } from './billing-tab';
import { SubscriptionTab } from './subscription-tab';
import { PageHeader } from '@/components/layout/page-layout';

function Heading({ upgrade, description }: { upgrade?: boolean; description?: string }) {
  return (
    <PageHeader
      title={BILLING_MESSAGES.title}
      description={description}
      action={
        upgrade && (
          <Button component={Link} to={PLANS_PATH}>
            Upgrade
          </Button>
        )
      }
    />
  );
}

function Notice({ text, action }: { text: string; action: string }) {
  return (
    <Stack gap="lg">
      <Heading />
      <Alert color="blue" variant="light" title={text}>
        <Button component={Link} to={PLANS_PATH} mt="xs">
          {action}
        </Button>
      </Alert>
    </Stack>
  );
}

/** /subscription: no organization yet, no subscription, or a tab per subscription held plus Billing. */
export function SubscriptionScreen({ organizationId }: { organizationId: string | null }) {
  if (!organizationId) {
    return <Notice text={BILLING_MESSAGES.noOrganization} action={BILLING_MESSAGES.noOrganizationAction} />;
  }
  return <Subscriptions organizationId={organizationId} />;
}

function Subscriptions({ organizationId }: { organizationId: string }) {
  const query = useQuery(getRetrieveSubscriptionsQueryOptions({ organization_id: organizationId }));
  if (query.isError) return <LoadFailure error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageLoader />;
  const records = query.data.data;
  if (records.length === 0) {
    return <Notice text={BILLING_MESSAGES.noSubscription} action={BILLING_MESSAGES.noSubscriptionAction} />;
  }
  return (
    <Stack gap="lg">
      <Heading upgrade description="Your plans, what they allow and what you have used, and your invoices." />
      <Tabs defaultValue={records[0]?.subscription_type} keepMounted={false}>
        <Tabs.List>
          {records.map((r) => (
            <Tabs.Tab key={r.subscription_type} value={r.subscription_type}>
              {offeringLabel(r.subscription_type)}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value="billing">Billing</Tabs.Tab>
        </Tabs.List>
        {records.map((r) => (
          <Tabs.Panel key={r.subscription_type} value={r.subscription_type} pt="md">
            <SubscriptionTab record={r} />
          </Tabs.Panel>
        ))}
        <Tabs.Panel value="billing" pt="md">
          <BillingTab organizationId={organizationId} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
