import { Card, Group, Skeleton, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadFailure } from '@/components/feedback/load-failure';

export const NO_DATA = 'Data not available.';

interface ChartCardProps {
  readonly title: string;
  readonly controls?: ReactNode;
  readonly query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  readonly empty: boolean;
  readonly children: ReactNode;
}

/** A titled card for a chart or a table: a skeleton while loading, the failure with 'Try again', 'Data not available.' when empty. */
export function ChartCard({ title, controls, query, empty, children }: ChartCardProps) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {controls}
      </Group>
      {query.isPending ? (
        <Skeleton h={240} />
      ) : query.isError ? (
        <LoadFailure error={query.error} onRetry={query.refetch} />
      ) : empty ? (
        <Text c="dimmed" ta="center" py="xl">
          {NO_DATA}
        </Text>
      ) : (
        children
      )}
    </Card>
  );
}
