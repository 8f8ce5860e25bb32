import { Card, Group, Progress, Text } from '@mantine/core';
import { useGetDashboardOverview } from '@/api/generated/portal/hooks/dashboard/dashboard';
import { LoadFailure } from '@/components/feedback/load-failure';
import { formatLimit } from '@/lib/format';

/** current/limit of the month's published documents; an unlimited plan (-1) fills nothing. */
export function limitShare(current: number, limit: number): number {
  return limit > 0 ? Math.min(100, (current / limit) * 100) : 0;
}

/** The publisher's monthly publish limit bar, hidden when the organization ignores the threshold. */
export function MonthlyLimit() {
  const overview = useGetDashboardOverview({ subscription_type: 'publisher' });
  const data = overview.data?.data;
  if (overview.isError)
    return (
      <Card withBorder radius="md" padding="lg">
        <LoadFailure error={overview.error} onRetry={overview.refetch} />
      </Card>
    );
  if (!data || data.organization.ignore_threshold) return null;
  const { current_num_monthly_hashes: current, num_monthly_hashes: limit } = data;
  const label = `${formatLimit(current)}/${limit === -1 ? 'Unlimited' : formatLimit(limit)}`;
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>Monthly publish limit</Text>
        <Text fw={600} aria-label="Documents published this month">
          {label}
        </Text>
      </Group>
      <Progress
        value={limitShare(current, limit)}
        size="lg"
        color={limit > 0 && current >= limit ? 'red.7' : 'teal.7'}
        aria-label={`Monthly publish limit: ${label}`}
      />
    </Card>
  );
}
