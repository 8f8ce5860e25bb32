import { Alert, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { getRetrieveSubscriptionsQueryOptions } from '@/api/generated/portal/hooks/subscription/subscription';
import { LoadFailure } from '@/components/feedback/load-failure';
import { PageLoader } from '@/components/layout/page-loader';
import { offeringLabel } from '@/lib/plans/plan-rules';
import { BILLING_MESSAGES, PLANS_PATH } from './billing-rules';
import { BillingTab } from './billing-tab';
import { SubscriptionTab } from './subscription-tab';

function Heading({ upgrade }: { upgrade?: boolean }) {
  return (
    <Group justify="space-between" align="center">
      <Title order={2}>{BILLING_MESSAGES.title}</Title>
      {upgrade && (
        <Button component={Link} to={PLANS_PATH}>
          Upgrade
        </Button>
      )}
    </Group>
  );
}

function Notice({ text, action }: { text: string; action: string }) {
  return (
    <Stack maw={960} mx="auto" w="100%" gap="lg">
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
    <Stack maw={1100} mx="auto" w="100%" gap="lg">
      <Heading upgrade />
      <Text c="dimmed" size="sm">
        Your plans, what they allow and what you have used, and your invoices.
      </Text>
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
