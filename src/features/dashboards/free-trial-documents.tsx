import { ActionIcon, Card, Group, Skeleton, Stack, Table, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeleteFreeTrialDocument } from '@/api/generated/portal/hooks/dashboard/dashboard';
import type { FreeTrialDocument } from '@/api/generated/portal/model';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { LoadFailure } from '@/components/feedback/load-failure';
import { notifySuccess } from '@/components/feedback/notify';
import { LoadMore } from '@/components/infinite/load-more';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { formatDate } from '@/lib/format';
import { SideScroll } from '@/components/data-table/side-scroll';
import { fileSize } from './free-trial-rules';
import { FreeTrialUpload } from './free-trial-upload';
import { MetadataDialog } from './metadata-dialog';
import { FREE_TRIAL_KEY, useFreeTrialDocuments } from './use-free-trial-documents';

const dash = (value: string | null | undefined) => value || '–';
const day = (value: string | null | undefined) => (value ? formatDate(value) : '–');

/** The publisher's free-trial documents: the upload, then the table (10 at a time, more on scroll). */
export function FreeTrialDocuments() {
  const queryClient = useQueryClient();
  const { query: documents, rows } = useFreeTrialDocuments();
  const [editing, setEditing] = useState<FreeTrialDocument | null>(null);
  const [deleting, setDeleting] = useState<FreeTrialDocument | null>(null);
  const remove = useDeleteFreeTrialDocument();
  const flight = useSingleFlight();

  const confirmDelete = () =>
    flight.run(async () => {
      if (!deleting) return;
      try {
        const answer = await remove.mutateAsync({ id: deleting.id });
        notifySuccess(answer.message || 'Document deleted successfully');
        setDeleting(null);
        await queryClient.invalidateQueries({ queryKey: FREE_TRIAL_KEY });
      } catch {
        // The error policy has said what went wrong; the dialog stays for another try.
      }
    });

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={3} size="h4">
          Free-trial documents
        </Title>
        <FreeTrialUpload />
        {documents.isPending ? (
          <Skeleton h={160} />
        ) : documents.isError ? (
          <LoadFailure error={documents.error} onRetry={() => documents.refetch()} />
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            No documents uploaded yet.
          </Text>
        ) : (
          <>
            <SideScroll label="Free-trial documents" minWidth={1100}>
              <Table striped highlightOnHover verticalSpacing="xs" aria-label="Free-trial documents">
                <Table.Thead>
                  <Table.Tr>
                    {[
                      'File name',
                      'Size',
                      'Effective date',
                      'Expiration date',
                      'Organization',
                      'Location',
                      'Product',
                      'Batch',
                      'Document type',
                    ].map((h) => (
                      <Table.Th key={h}>{h}</Table.Th>
                    ))}
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((doc) => (
                    <Table.Tr key={doc.id}>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{doc.file_name}</Table.Td>
                      <Table.Td>{fileSize(doc.file_size)}</Table.Td>
                      <Table.Td>{day(doc.effective_date)}</Table.Td>
                      <Table.Td>{day(doc.expiration_date)}</Table.Td>
                      <Table.Td>{dash(doc.metaDataorganization?.name)}</Table.Td>
                      <Table.Td>{dash(doc.metaDataLocation?.description)}</Table.Td>
                      <Table.Td>{dash(doc.metaDataProduct?.title)}</Table.Td>
                      <Table.Td>{dash(doc.metaDataProductBatches?.external_id)}</Table.Td>
                      <Table.Td>{dash(doc.metaDataDocumentType?.type)}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Tooltip label="Edit details">
                            <ActionIcon
                              variant="subtle"
                              aria-label={`Edit ${doc.file_name}`}
                              onClick={() => setEditing(doc)}
                            >
                              <IconPencil size={16} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label="Delete">
                            <ActionIcon
                              variant="subtle"
                              color="red.8"
                              aria-label={`Delete ${doc.file_name}`}
                              onClick={() => setDeleting(doc)}
                            >
                              <IconTrash size={16} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </SideScroll>
            <LoadMore
              hasMore={documents.hasNextPage}
              loading={documents.isFetchingNextPage}
              onMore={() => void documents.fetchNextPage()}
              label="Load more documents"
            />
          </>
        )}
      </Stack>
      {editing && <MetadataDialog document={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete document"
        message={`Are you sure you want to delete ${deleting?.file_name ?? 'this document'}?`}
        confirmLabel="Yes"
        danger
        loading={flight.pending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
