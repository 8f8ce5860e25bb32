import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useGetOrganization } from '@/api/generated/portal/hooks/organization/organization';
import { longText } from '@/components/layout/long-text';
import { SUBSCRIPTION_LABELS } from '@/components/layout/menu-rules';
import { formatDate } from '@/lib/format';
import { useSession } from '@/session/session-context';
import { PageHeader } from '@/components/layout/page-layout';

/** Home: who is signed in, the organization's standing and the subscription being worked in. */
export function HomeScreen() {
  const { individual, selectedSubscription } = useSession();
  const organizationId = individual?.organization_id ?? '';
  const organization = useGetOrganization(
    { organization_id: organizationId },
    { query: { enabled: organizationId !== '' } },
  );
  const org = organization.data?.data;
  const welcome = `Welcome back, ${individual?.name_first ?? individual?.email_address ?? ''}`;
  return (
    <Stack gap="lg">
      <PageHeader
        title={welcome}
        titleProps={longText(welcome)}
        description={`You are working in ${SUBSCRIPTION_LABELS[selectedSubscription ?? ''] ?? 'your subscription'}.`}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder padding="lg" radius="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Organization
          </Text>
          {organization.isPending && organizationId ? (
            <Skeleton h={48} mt="sm" />
          ) : !org ? (
            <Group mt="sm" justify="space-between">
              <Text c="dimmed">The organization&apos;s details could not be loaded.</Text>
              {organization.isError && (
                <Button variant="default" size="xs" onClick={() => void organization.refetch()}>
                  Try again
                </Button>
              )}
            </Group>
          ) : (
            <>
              <Title order={3} mt={4} {...longText(org.name)}>
                {org.name}
              </Title>
              <Group gap="xs" mt="sm">
                <Badge color={org.is_valid_domain_name ? 'teal' : 'yellow'} variant="light">
                  {org.is_valid_domain_name ? 'Domain verified' : 'Domain not verified'}
                </Badge>
                <Badge color={org.is_approved ? 'teal' : 'yellow'} variant="light">
                  {org.is_approved ? 'Approved' : 'Approval pending'}
                </Badge>
                {org.is_free_trail && <Badge variant="light">Free trial</Badge>}
              </Group>
              {org.created_on && (
                <Text size="sm" c="dimmed" mt="sm">
                  Member since {formatDate(org.created_on)}
                </Text>
              )}
            </>
          )}
        </Card>
        <Card withBorder padding="lg" radius="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Your subscriptions
          </Text>
          <Stack gap={6} mt="sm">
            {(individual?.subscriptionList ?? []).map((s) => (
              <Group key={s.subscription_type} justify="space-between">
                <Text>{SUBSCRIPTION_LABELS[s.subscription_type] ?? s.subscription_name}</Text>
                {s.subscription_type === selectedSubscription && <Badge>Current</Badge>}
              </Group>
            ))}
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
