import { ActionIcon, Button, Card, Group, Stack, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useDeleteOrganizationUser } from '@/api/generated/portal/hooks/organization/organization';
import type { Organization, OrganizationMember } from '@/api/generated/portal/model';
import { DataTable } from '@/components/data-table/data-table';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { notifySuccess } from '@/components/feedback/notify';
import { useSession } from '@/session/session-context';
import { otherMembers, USER_MESSAGES } from './user-account-rules';
import { useRefreshOrganization } from './use-refresh-organization';

const column = createColumnHelper<OrganizationMember>();

/** The organization's user accounts, the signed-in user's own excluded: add, edit, delete (after a confirmation). */
export function UserAccounts({ organization }: { organization: Organization }) {
  const refreshOrganization = useRefreshOrganization();
  const navigate = useNavigate();
  const { individual, selectedSubscription } = useSession();
  const [deleting, setDeleting] = useState<OrganizationMember | null>(null);
  const remove = useDeleteOrganizationUser();

  // One request per action: the dialog's ActionButton ignores a second press while the delete runs.
  const confirmDelete = async () => {
    if (!deleting) return;
    await remove
      .mutateAsync({
        data: {
          id: deleting.id,
          organization_id: organization.id,
          // Required by the contract (section 7 sends it always); before any subscription is chosen, the default kind.
          subscription: selectedSubscription ?? 'tracer',
        },
      })
      .then(
        () => {
          notifySuccess(USER_MESSAGES.deleted);
          void refreshOrganization();
        },
        () => undefined, // the error policy says why
      );
    setDeleting(null);
  };

  const columns = [
    column.accessor((m) => `${m.name_first} ${m.name_last}`, { id: 'name', header: 'Name' }),
    column.accessor('email_address', { header: 'Email' }),
    column.accessor((m) => m.phone ?? '', { id: 'phone', header: 'Phone' }),
    column.accessor((m) => m.status ?? '', { id: 'status', header: 'Status' }),
    column.display({
      id: 'actions',
      header: 'Actions',
      enableHiding: false,
      cell: ({ row }) => {
        const name = `${row.original.name_first} ${row.original.name_last}`;
        return (
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Edit">
              <ActionIcon
                variant="subtle"
                aria-label={`Edit ${name}`}
                onClick={() => void navigate({ to: '/organization/$userType', params: { userType: row.original.id } })}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Delete">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${name}`}
                onClick={() => setDeleting(row.original)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        );
      },
    }),
  ];

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>User Accounts</Title>
          <Button
            renderRoot={(props) => (
              <Link to="/organization/$userType" params={{ userType: 'create-user-account' }} {...props} />
            )}
            leftSection={<IconPlus size={16} aria-hidden />}
            size="sm"
          >
            Add User
          </Button>
        </Group>
        <DataTable
          label="User accounts"
          data={otherMembers(organization.individuals ?? [], individual?.id)}
          columns={columns}
          getRowId={(m) => m.id}
          emptyText={USER_MESSAGES.empty}
          searchable
          initialPageSize={5}
        />
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete user account"
        message={USER_MESSAGES.confirmDelete}
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  );
}
