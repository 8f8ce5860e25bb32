import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { filePart } from '@/api/form-data';
import { cleanText } from '@/lib/input/text';
import { useAddTransferOrganization } from '@/api/generated/portal/hooks/movement/movement';
import type { TransferOrganization } from '@/api/generated/portal/model';
import { notifySuccess } from '@/components/feedback/notify';
import { FileDrop } from '@/components/files/file-drop';
import { ActionForm, SubmitButton } from '@/components/form/action-form';
import { useSession } from '@/session/session-context';
import {
  ADD_ORGANIZATION_MESSAGES,
  addOrganizationValidation,
  ORGANIZATION_LOGO_RULE,
  type AddOrganizationValues,
} from './add-organization-rules';

export interface AddOrganizationFormProps {
  /** The new organization, once added (the transfer step selects it). */
  readonly onAdded?: (organization: TransferOrganization) => void;
  /** Shows a Cancel button (the inline form in the transfer step). */
  readonly onCancel?: () => void;
  /** Shown when a saved logo fails to load. */
  readonly fallbackLogoUrl?: string;
}

/**
 * Adds a partner organization that is not on the portal yet: name, optional contact email and logo
 * (an image, at most 15 MB), sent as form data with the signed-in organization. /add-organization
 * shows it on a page; the batch editor's transfer step opens the same form inline.
 */
export function AddOrganizationForm({ onAdded, onCancel, fallbackLogoUrl }: AddOrganizationFormProps) {
  const { individual } = useSession();
  const form = useForm<AddOrganizationValues>({
    mode: 'controlled',
    initialValues: { name: '', email: '', logo: null },
    validate: addOrganizationValidation,
  });
  const add = useAddTransferOrganization();

  // One request per action: ActionForm ignores a second submit while the upload runs.
  const submit = async () => {
    if (form.validate().hasErrors) return;
    const values = form.getValues();
    if (!values.logo) return;
    const answer = await add
      .mutateAsync({
        data: {
          name: cleanText(values.name),
          ...(cleanText(values.email) ? { email: cleanText(values.email) } : {}),
          curOrganization: individual?.organization_id ?? '',
          fileName: filePart(values.logo),
        },
      })
      .catch(() => null); // the error policy says why; the form keeps what was typed
    if (!answer) return;
    notifySuccess(ADD_ORGANIZATION_MESSAGES.added);
    form.reset();
    onAdded?.(answer.data);
  };

  return (
    <ActionForm onSubmit={submit}>
      <Stack gap="sm">
        <TextInput label="Name" withAsterisk autoComplete="organization" {...form.getInputProps('name')} />
        <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
        <FileDrop
          label="Organization logo"
          required
          rule={ORGANIZATION_LOGO_RULE}
          file={form.getValues().logo}
          fallbackUrl={fallbackLogoUrl}
          onFile={(file) => form.setFieldValue('logo', file)}
          onReject={() => form.setFieldValue('logo', null)}
          error={form.errors.logo as string | undefined}
        />
        <Group justify="flex-end" mt="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={add.isPending}>
              Cancel
            </Button>
          )}
          <SubmitButton>Add organization</SubmitButton>
        </Group>
      </Stack>
    </ActionForm>
  );
}
