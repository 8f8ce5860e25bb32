import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { formatBatchDate, visibleBatches, type ListedBatch } from './catalogue-rules';

/** The product's batches: tracking id and date (M/D/YYYY), newest first, each a link to /batches/{id}. */
export function BatchList({ batches, publishedOnly }: { batches: readonly ListedBatch[]; publishedOnly: boolean }) {
  const navigate = useNavigate();
  const rows = visibleBatches(batches, publishedOnly);
  if (rows.length === 0) return <Text c="gray.7">Data not available.</Text>;
  return (
    <Stack gap={0} component="ul" aria-label="Batches" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rows.map((batch) => (
        <Group
          key={batch.id}
          component="li"
          justify="space-between"
          wrap="nowrap"
          py="xs"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Anchor
            href={`/batches/${batch.id}`}
            fw={600}
            c="teal.9"
            onClick={(e) => {
              e.preventDefault();
              void navigate({ href: `/batches/${batch.id}` });
            }}
          >
            {batch.tracking_id}
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            {batch.is_published && (
              <Badge variant="outline" color="teal.9" size="sm" style={{ flexShrink: 0 }}>
                Published
              </Badge>
            )}
            <Text size="sm" c="gray.7">
              {formatBatchDate(batch.created_on)}
            </Text>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
