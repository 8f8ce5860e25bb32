import { Button, Grid, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getSearchProductsQueryKey } from '@/api/generated/portal/hooks/product/product';
import { getListTransferredBatchesQueryOptions } from '@/api/generated/portal/hooks/movement/movement';
import type { TransferredBatch } from '@/api/generated/portal/model';
import { LoadFailure } from '@/components/feedback/load-failure';
import { SectionLoader } from '@/components/layout/page-loader';
import { CloneDialog } from './clone-dialog';
import { InviteDialog } from './invite-dialog';
import { TransferredDetail } from './transferred-detail';
import { TransferredList } from './transferred-list';
import { TRANSFERRED_MESSAGES, wasCloned } from './transferred-rules';
import { PageHeader } from '@/components/layout/page-layout';

export interface TransferredScreenProps {
  readonly organizationId: string;
  readonly subscription: 'tracer' | 'fastpass';
}

const none: readonly TransferredBatch[] = [];

/** /transferred: the batches other organizations transferred in, the list on the left and the detail on the right. */
export function TransferredScreen({ organizationId, subscription }: TransferredScreenProps) {
  const queryClient = useQueryClient();
  const listQuery = getListTransferredBatchesQueryOptions({ organization_id: organizationId });
  const list = useQuery(listQuery);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [cloning, setCloning] = useState(false);
  const [inviting, setInviting] = useState(false);
  // A result in this visit reads Clone Again at once; after a reload the list's own record of the clones says so.
  const [cloned, setCloned] = useState<ReadonlySet<string>>(new Set());
  const batches = list.data?.data ?? none;
  const selected = batches.find((b) => b.id === selectedId) ?? batches[0] ?? null;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Transferred batches"
        action={
          <Button variant="light" leftSection={<IconMail size={16} aria-hidden />} onClick={() => setInviting(true)}>
            Invite organization
          </Button>
        }
      />
      {list.isPending ? (
        <SectionLoader label="Loading transferred batches" />
      ) : list.isError ? (
        <LoadFailure error={list.error} onRetry={() => list.refetch()} />
      ) : batches.length === 0 ? (
        <Text c="gray.7" ta="center" py="lg">
          {TRANSFERRED_MESSAGES.empty}
        </Text>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TransferredList batches={batches} selectedId={selected?.id} onSelect={setSelectedId} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {selected ? (
              <TransferredDetail
                batch={selected}
                cloned={cloned.has(selected.id) || wasCloned(selected)}
                onClone={() => setCloning(true)}
              />
            ) : (
              <Text c="gray.7">{TRANSFERRED_MESSAGES.chooseOne}</Text>
            )}
          </Grid.Col>
        </Grid>
      )}
      {cloning && selected && (
        <CloneDialog
          batch={selected}
          subscription={subscription}
          onClose={() => setCloning(false)}
          onResult={() => {
            setCloned((set) => new Set(set).add(selected.id));
            // The row then lists the clone (its link), and home lists it under the product it was put in.
            void queryClient.invalidateQueries({ queryKey: listQuery.queryKey });
            void queryClient.invalidateQueries({ queryKey: [getSearchProductsQueryKey()[0]] });
          }}
        />
      )}
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
    </Stack>
  );
}
