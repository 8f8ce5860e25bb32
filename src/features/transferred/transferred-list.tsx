import { Card, Group, NavLink, Pagination, Stack, Text } from '@mantine/core';
import { memo, useState } from 'react';
import type { TransferredBatch } from '@/api/generated/portal/model';
import { pageSummary } from '@/components/data-table/data-table-rules';
import { pageOf, TRANSFERRED_PAGE_SIZE } from './transferred-rules';

export interface TransferredListProps {
  readonly batches: readonly TransferredBatch[];
  readonly selectedId: string | undefined;
  readonly onSelect: (id: string) => void;
}

/**
 * The transferred batches, a page at a time (the answer holds them all: a distributor may receive thousands), with
 * which of them the page shows out of how many, and the pages to go to the rest.
 */
export function TransferredList({ batches, selectedId, onSelect }: TransferredListProps) {
  const [page, setPage] = useState(0);
  const shown = pageOf(batches, page, TRANSFERRED_PAGE_SIZE);
  const at = Math.min(page, shown.pages - 1);
  return (
    <Card withBorder radius="lg" p="xs">
      <Stack gap="xs">
        <nav aria-label="Transferred batches">
          {shown.rows.map((batch) => (
            <TransferredRow key={batch.id} batch={batch} active={batch.id === selectedId} onSelect={onSelect} />
          ))}
        </nav>
        <Group justify="space-between" gap="xs" px={6}>
          <Text size="xs" c="gray.7">
            {pageSummary(at, TRANSFERRED_PAGE_SIZE, batches.length)}
          </Text>
          {shown.pages > 1 && (
            <Pagination
              size="sm"
              total={shown.pages}
              value={at + 1}
              onChange={(next) => setPage(next - 1)}
              siblings={0}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
            />
          )}
        </Group>
      </Stack>
    </Card>
  );
}

interface RowProps {
  readonly batch: TransferredBatch;
  readonly active: boolean;
  readonly onSelect: (id: string) => void;
}

/** One batch: choosing another re-renders the two rows whose state changed. */
const TransferredRow = memo(function TransferredRow({ batch, active, onSelect }: RowProps) {
  return (
    <NavLink
      component="button"
      label={batch.title}
      description={batch.organizations?.name ?? batch.external_id ?? undefined}
      active={active}
      aria-current={active ? 'true' : undefined}
      onClick={() => onSelect(batch.id)}
    />
  );
});
