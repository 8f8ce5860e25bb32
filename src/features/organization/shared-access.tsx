import { LoadFailure } from '@/components/feedback/load-failure';
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { cleanText } from '@/lib/input/text';
import {
  getListInvitedUsersQueryKey,
  getListInvitedUsersQueryOptions,
  useInviteUser,
  useRevokeOrganizationAccess,
} from '@/api/generated/portal/hooks/organization/organization';
import type { InvitedUser } from '@/api/generated/portal/model';
import { DataTable } from '@/components/data-table/data-table';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { ActionForm, SubmitButton } from '@/components/form/action-form';
import { notifySuccess } from '@/components/feedback/notify';
import { isEmail } from '@/lib/validators';

export const SHARED_ACCESS_MESSAGES = {
  invited: 'User invited successfully.',
  revoked: 'Access revoke successfully.',
  confirmRevoke: 'Are you sure you want to revoke this access?',
  empty: 'No one has shared access yet.',
} as const;

const column = createColumnHelper<InvitedUser>();
const fullName = (p?: { name_first: string; name_last: string } | null) => (p ? `${p.name_first} ${p.name_last}` : '');

/** Shared access: invite by email (Send Invite off while the email is invalid or a send runs), the invited list, revoke. */
export function SharedAccess({ organizationId }: { organizationId: string }) {
  const queryClient = useQueryClient();
  const key = getListInvitedUsersQueryKey({ organization_id: organizationId });
  const invited = useQuery(getListInvitedUsersQueryOptions({ organization_id: organizationId }));
  const [email, setEmail] = useState('');
  const [revoking, setRevoking] = useState<InvitedUser | null>(null);
  const invite = useInviteUser();
  const revoke = useRevokeOrganizationAccess();

  // One request per action: ActionForm and the dialog's ActionButton ignore a second press while the call runs.
  const send = async () => {
    if (!isEmail(email)) return;
    await invite.mutateAsync({ data: { email_address: cleanText(email) } }).then(
      () => {
        notifySuccess(SHARED_ACCESS_MESSAGES.invited);
        setEmail('');
        void queryClient.invalidateQueries({ queryKey: key });
      },
      () => undefined, // the error policy says why; the email stays
    );
  };

  const confirmRevoke = async () => {
    if (!revoking) return;
    await revoke.mutateAsync({ data: { id: revoking.id, new_invited_user_id: revoking.new_invited_user_id } }).then(
      () => {
        notifySuccess(SHARED_ACCESS_MESSAGES.revoked);
        void queryClient.invalidateQueries({ queryKey: key });
      },
      () => undefined, // the error policy says why
    );
    setRevoking(null);
  };

  const columns = [
    column.accessor((u) => fullName(u.invitedIndividual), { id: 'name', header: 'Name' }),
    column.accessor((u) => u.invitedIndividual.email_address, { id: 'email', header: 'Email' }),
    column.accessor((u) => fullName(u.individual), { id: 'invitedBy', header: 'Invited by' }),
    column.display({
      id: 'actions',
      header: 'Actions',
      enableHiding: false,
      cell: ({ row }) => (
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => setRevoking(row.original)}
          aria-label={`Revoke access of ${fullName(row.original.invitedIndividual)}`}
        >
          Revoke
        </Button>
      ),
    }),
  ];

  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Title order={3}>Shared Access</Title>
        <ActionForm onSubmit={send}>
          <Group align="flex-end" gap="xs">
            <TextInput
              label="Invite by email"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 200 }}
            />
            <SubmitButton leftSection={<IconSend size={16} aria-hidden />} disabled={!isEmail(email)}>
              Send Invite
            </SubmitButton>
          </Group>
        </ActionForm>
        {invited.data ? (
          <DataTable
            label="Invited users"
            data={invited.data.data.users}
            columns={columns}
            getRowId={(u) => u.id}
            emptyText={SHARED_ACCESS_MESSAGES.empty}
            initialPageSize={5}
          />
        ) : invited.isError ? (
          <LoadFailure error={invited.error} onRetry={invited.refetch} />
        ) : (
          <Text c="dimmed" size="sm">
            Loading… Please Wait
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        opened={revoking !== null}
        title="Revoke access"
        message={SHARED_ACCESS_MESSAGES.confirmRevoke}
        danger
        loading={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </Card>
  );
}
