import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { cleanText } from '@/lib/input/text';
import { useInviteOrganization } from '@/api/generated/portal/hooks/movement/movement';
import { notifySuccess } from '@/components/feedback/notify';
import { ActionForm, SubmitButton } from '@/components/form/action-form';
import { useSession } from '@/session/session-context';
import { inviteErrors, INVITE_MESSAGES } from './add-organization-rules';

export interface InviteOrganizationFormProps {
  /** After the invitation went out (the toast has said so). */
  readonly onDone: () => void;
  readonly onCancel: () => void;
  /** The form's accessible name (in a dialog, the dialog's title names it). */
  readonly 'aria-label'?: string;
}

/**
 * Invite an organization that is not on the portal: name and email (both required, the email valid), sent with
 * the signed-in organization (`invite-organization`). A failure keeps what was typed (the error policy says why).
 * Used by the transferred batches' 'Invite organization' and by the transfer step of the batch editor.
 */
export function InviteOrganizationForm({ onDone, onCancel, ...props }: InviteOrganizationFormProps) {
  const { individual } = useSession();
  const invite = useInviteOrganization();
  const form = useForm({ mode: 'controlled', initialValues: { name: '', email: '' }, validate: inviteErrors });

  const submit = async () => {
    if (form.validate().hasErrors) return;
    const { name, email } = form.getValues();
    let message: string | undefined;
    try {
      const answer = await invite.mutateAsync({
        data: { name: cleanText(name), email: cleanText(email), curOrganization: individual?.organization_id ?? '' },
      });
      message = answer.message;
    } catch {
      return;
    }
    notifySuccess(message || INVITE_MESSAGES.invited);
    form.reset();
    onDone();
  };

  return (
    <ActionForm onSubmit={submit} aria-label={props['aria-label']}>
      <Stack gap="md">
        <TextInput
          label="Name"
          withAsterisk
          data-autofocus
          autoComplete="organization"
          {...form.getInputProps('name')}
        />
        <TextInput label="Email" withAsterisk type="email" autoComplete="email" {...form.getInputProps('email')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <SubmitButton>Send Invite</SubmitButton>
        </Group>
      </Stack>
    </ActionForm>
  );
}
