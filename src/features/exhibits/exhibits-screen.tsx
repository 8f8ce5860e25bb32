import { Badge, Button, Card, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
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
import { ExhibitCards, ExhibitTable } from './exhibit-list';
import { EXHIBIT_MESSAGES } from './exhibit-rules';
import { EXHIBIT_PAGES_KEY, useExhibitPages, withoutExhibit, type ExhibitPages } from './use-exhibit-pages';
import { PageHeader } from '@/components/layout/page-layout';

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
    <Stack gap="lg">
      <PageHeader
        title="Organization Attachments"
        action={
          <>
            {query.data && (
              <Badge variant="light" size="lg" aria-label={`${count} attachments`}>
                {count}
              </Badge>
            )}
            <Button
              renderRoot={(props) => <Link to="/organization-exhibits/create" {...props} />}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              Add
            </Button>
          </>
        }
      />
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
          <ExhibitCards exhibits={rows} total={count} onDelete={setDeleting} />
        ) : (
          <ExhibitTable exhibits={rows} total={count} onDelete={setDeleting} />
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
