import { ActionIcon, Badge, Button, Card, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconExternalLink, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useDeleteOrganizationExhibit } from '@/api/generated/portal/hooks/attachment/attachment';
import type { OrganizationExhibit } from '@/api/generated/portal/model';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { LoadFailure } from '@/components/feedback/load-failure';
import { notifySuccess } from '@/components/feedback/notify';
import { LoadMore } from '@/components/infinite/load-more';
import { SectionLoader } from '@/components/layout/page-loader';
import { ValidateDocument } from '@/components/validate-document/validate-document';
import { EXHIBIT_MESSAGES, effectiveDateLabel } from './exhibit-rules';
import { EXHIBIT_PAGES_KEY, useExhibitPages, withoutExhibit, type ExhibitPages } from './use-exhibit-pages';

/** /organization-exhibits: the organization's attachments, 20 at a time, with view, edit, delete and Validate. */
export function ExhibitsScreen() {
  const { query, rows, count } = useExhibitPages();
  const queryClient = useQueryClient();
  const remove = useDeleteOrganizationExhibit();
  const [deleting, setDeleting] = useState<OrganizationExhibit | null>(null);
  // On a phone each attachment is a card: a five-column table would only scroll sideways there.
  const phone = useMediaQuery('(max-width: 48em)');

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
    } catch {
      return; // the error policy says why; the dialog stays for another try or No
    }
    // The row goes and the count drops by one at once; the pages are not asked for again.
    queryClient.setQueryData(EXHIBIT_PAGES_KEY, (data: ExhibitPages | undefined) => withoutExhibit(data, deleting.id));
    setDeleting(null);
    notifySuccess(EXHIBIT_MESSAGES.deleted);
  };

  return (
    <Stack gap="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Title order={2}>Organization Attachments</Title>
          {query.data && (
            <Badge variant="light" size="lg" aria-label={`${count} attachments`}>
              {count}
            </Badge>
          )}
        </Group>
        <Button
          renderRoot={(props) => <Link to="/organization-exhibits/create" {...props} />}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          Add
        </Button>
      </Group>
      <Card withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        {query.isPending ? (
          <SectionLoader label="Loading attachments" py="lg" />
        ) : query.isError && rows.length === 0 ? (
          <LoadFailure error={query.error} onRetry={() => query.refetch()} />
        ) : rows.length === 0 ? (
          <Text c="gray.7" ta="center" py="lg">
            {EXHIBIT_MESSAGES.empty}
          </Text>
        ) : phone ? (
          <Stack gap="sm" role="list" aria-label="Organization attachments">
            {rows.map((exhibit) => (
              <ExhibitCard key={exhibit.id} exhibit={exhibit} onDelete={() => setDeleting(exhibit)} />
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={820}>
            <Table aria-label="Organization attachments" verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th>Effective date</Table.Th>
                  <Table.Th>Validate</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((exhibit) => (
                  <ExhibitRow key={exhibit.id} exhibit={exhibit} onDelete={() => setDeleting(exhibit)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <LoadMore
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          onMore={() => void query.fetchNextPage()}
          label="Load more attachments"
        />
      </Card>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete attachment"
        message={EXHIBIT_MESSAGES.confirmDelete}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

function ExhibitRow({ exhibit, onDelete }: { exhibit: OrganizationExhibit; onDelete: () => void }) {
  return (
    <Table.Tr>
      <Table.Td fw={500}>{exhibit.title}</Table.Td>
      <Table.Td maw={320}>
        <Text size="sm" lineClamp={2}>
          {exhibit.description ?? ''}
        </Text>
      </Table.Td>
      <Table.Td>{effectiveDateLabel(exhibit.effective_date)}</Table.Td>
      <Table.Td>
        <ValidateDocument url={exhibit.url} />
      </Table.Td>
      <Table.Td>
        <ExhibitActions exhibit={exhibit} onDelete={onDelete} />
      </Table.Td>
    </Table.Tr>
  );
}

/** One attachment on a phone: the table's columns, stacked. */
function ExhibitCard({ exhibit, onDelete }: { exhibit: OrganizationExhibit; onDelete: () => void }) {
  return (
    <Card withBorder radius="md" p="sm" role="listitem">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {exhibit.title}
          </Text>
          <ExhibitActions exhibit={exhibit} onDelete={onDelete} />
        </Group>
        <Text size="sm" c="gray.7">
          Effective date: {effectiveDateLabel(exhibit.effective_date)}
        </Text>
        {exhibit.description && (
          <Text size="sm" lineClamp={3}>
            {exhibit.description}
          </Text>
        )}
        <ValidateDocument url={exhibit.url} />
      </Stack>
    </Card>
  );
}

function ExhibitActions({ exhibit, onDelete }: { exhibit: OrganizationExhibit; onDelete: () => void }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="View">
        <ActionIcon
          component="a"
          href={exhibit.url}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          aria-label={`View ${exhibit.title} (opens in a new tab)`}
        >
          <IconExternalLink size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Edit">
        <ActionIcon
          renderRoot={(props) => <Link to="/organization-exhibits/edit/$id" params={{ id: exhibit.id }} {...props} />}
          variant="subtle"
          aria-label={`Edit ${exhibit.title}`}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Delete">
        <ActionIcon variant="subtle" color="red.9" aria-label={`Delete ${exhibit.title}`} onClick={onDelete}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
