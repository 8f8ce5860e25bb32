import { Button, Card, Center, Loader, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { Connection } from '@/api/generated/portal/model';
import { LoadFailure } from '@/components/feedback/load-failure';
import { LoadMore } from '@/components/infinite/load-more';
import { ConnectionDetailDialog } from './connection-detail-dialog';
import { useConnections } from './use-connections';
import { PageHeader } from '@/components/layout/page-layout';

export const NO_CONNECTIONS = "You Don't Have Any Connections Yet.";

/** /my-connections (tracer): the connections' names, 100 at a time with more on scroll; View opens a profile. */
export function ConnectionsScreen() {
  const list = useConnections();
  const [open, setOpen] = useState<Connection | null>(null);
  const [opened, setOpened] = useState(false);

  let body;
  if (list.isPending)
    body = (
      <Center py="xl">
        <Loader aria-label="Loading your connections" />
      </Center>
    );
  else if (list.error) body = <LoadFailure error={list.error} onRetry={list.retry} />;
  else if (list.connections.length === 0)
    body = (
      <Text ta="center" py="xl" c="gray.7">
        {NO_CONNECTIONS}
      </Text>
    );
  else
    body = (
      <>
        <Table aria-label="Connections" verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th w={1}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.connections.map((c, i) => (
              <Table.Tr key={`${c.id ?? c.user_id}-${i}`}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{c.producer_connection_user.name}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => {
                      setOpen(c);
                      setOpened(true);
                    }}
                    aria-label={`View ${c.producer_connection_user.name}`}
                  >
                    View
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <LoadMore
          hasMore={list.hasMore}
          loading={list.loadingMore}
          onMore={list.loadMore}
          label="Load more connections"
        />
      </>
    );

  return (
    <Stack gap="lg">
      <PageHeader
        title="My Connections"
        description={
          list.connections.length > 0 ? (
            <span aria-live="polite">
              {list.connections.length} of {list.count} shown
            </span>
          ) : null
        }
      />
      <Card withBorder padding="md">
        {body}
      </Card>
      <ConnectionDetailDialog
        opened={opened}
        userId={open?.user_id ?? null}
        name={open?.producer_connection_user.name ?? ''}
        onClose={() => setOpened(false)}
      />
    </Stack>
  );
}
