import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useInviteOrganization } from '@/api/generated/portal/hooks/movement/movement';
import { notifySuccess } from '@/components/feedback/notify';
import { ActionForm, SubmitButton } from '@/components/form/action-form';
import { useSession } from '@/session/session-context';
import { inviteErrors, TRANSFERRED_MESSAGES } from './transferred-rules';

/** Invite organization: name and email (both required, the email valid), sent with the signed-in organization. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const { individual } = useSession();
  const invite = useInviteOrganization();
  const form = useForm({ mode: 'controlled', initialValues: { name: '', email: '' }, validate: inviteErrors });

  const submit = async () => {
    if (form.validate().hasErrors) return;
    const { name, email } = form.getValues();
    try {
      await invite.mutateAsync({
        data: { name: name.trim(), email: email.trim(), curOrganization: individual?.organization_id ?? '' },
      });
    } catch {
      return; // the error policy says why; the form keeps its values
    }
    notifySuccess(TRANSFERRED_MESSAGES.invited);
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title="Invite organization" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <ActionForm onSubmit={submit}>
        <Stack gap="md">
          <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton>Send Invite</SubmitButton>
          </Group>
        </Stack>
      </ActionForm>
    </Modal>
  );
}
