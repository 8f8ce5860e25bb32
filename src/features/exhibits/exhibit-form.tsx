import { Anchor, Button, Card, Group, MultiSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { filePart } from '@/api/form-data';
import {
  useCreateOrganizationExhibit,
  useUpdateOrganizationExhibit,
} from '@/api/generated/portal/hooks/attachment/attachment';
import { getListLocationsQueryOptions } from '@/api/generated/portal/hooks/location/location';
import type { OrganizationExhibit } from '@/api/generated/portal/model';
import { notifyError, notifySuccess } from '@/components/feedback/notify';
import { FileDrop } from '@/components/files/file-drop';
import { UploadProgress } from '@/components/files/upload-progress';
import { useUploadPercent } from '@/components/files/use-upload-percent';
import { ActionForm, SubmitButton } from '@/components/form/action-form';
import { DateField } from '@/components/form/date-field';
import { ValidateDocument } from '@/components/validate-document/validate-document';
import { useSession } from '@/session/session-context';
import {
  EXHIBIT_MESSAGES,
  emptyExhibitValues,
  exhibitErrors,
  exhibitFields,
  exhibitValues,
  type ExhibitValues,
} from './exhibit-rules';
import { EXHIBIT_PAGES_KEY } from './use-exhibit-pages';
import { ATTACHMENT_FILE_RULE, tooLargeMessage } from '@/lib/file-rules';
import { isTooLarge, tooLargeText } from '@/api/error-policy';
import { PageHeader } from '@/components/layout/page-layout';

export interface ExhibitFormProps {
  /** The attachment being edited; absent on Add Attachment. */
  readonly exhibit?: OrganizationExhibit;
  /** Back to the list (after a save, or Cancel). */
  readonly onDone: () => void;
}

/** Add Attachment / Edit Attachment: title, effective date, file (30 MB or more refused), description, locations. */
export function ExhibitForm({ exhibit, onDone }: ExhibitFormProps) {
  const { individual } = useSession();
  const queryClient = useQueryClient();
  const form = useForm<ExhibitValues>({
    mode: 'controlled',
    initialValues: exhibit ? exhibitValues(exhibit) : emptyExhibitValues(),
    validate: (values) => exhibitErrors(values, Boolean(exhibit?.url)),
  });
  const locations = useQuery({
    ...getListLocationsQueryOptions({ organization_id: individual?.organization_id ?? '' }),
    select: (answer) => answer.data.map((l) => ({ value: l.id, label: `${l.description}, ${l.city}, ${l.state}` })),
  });
  // A save carrying a file goes by XMLHttpRequest, which tells how much of it went out.
  const { percent, request } = useUploadPercent();
  // A 413 (the server or a proxy refusing the file's size) is said under the file, which stays chosen.
  const local = { meta: { localErrors: [413] } };
  const create = useCreateOrganizationExhibit({ mutation: local, request });
  const update = useUpdateOrganizationExhibit({ mutation: local, request });
  const sending = (create.isPending || update.isPending) && form.values.file !== null;

  const submit = async () => {
    const checked = form.validate();
    if (checked.hasErrors) return;
    const values = form.getValues();
    const fields = exhibitFields(values);
    const file = values.file ? { file: filePart(values.file) } : {};
    try {
      if (exhibit) await update.mutateAsync({ id: exhibit.id, data: { ...fields, ...file } });
      else await create.mutateAsync({ data: { ...fields, file: filePart(values.file as File) } });
    } catch (error) {
      if (isTooLarge(error))
        form.setFieldError('file', tooLargeText(error, tooLargeMessage(values.file?.name, ATTACHMENT_FILE_RULE)));
      return; // the error policy says why; the form keeps its values
    }
    await queryClient.invalidateQueries({ queryKey: EXHIBIT_PAGES_KEY });
    notifySuccess(exhibit ? EXHIBIT_MESSAGES.updated : EXHIBIT_MESSAGES.created);
    onDone();
  };

  const v = form.values;
  return (
    <Stack>
      <PageHeader title={exhibit ? 'Edit Attachment' : 'Add Attachment'} />
      <Card
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'xl' }}
        style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties}
      >
        <ActionForm onSubmit={submit}>
          <Stack gap="md">
            <TextInput label="Title" required {...form.getInputProps('title')} />
            <DateField label="Effective date" required {...form.getInputProps('effectiveDate')} />
            <FileDrop
              label="Attachment file"
              rule={ATTACHMENT_FILE_RULE}
              file={v.file}
              required={!exhibit?.url}
              error={form.errors.file as string | undefined}
              onFile={(file) => form.setFieldValue('file', file)}
              onReject={(message) => {
                form.setFieldValue('file', null);
                notifyError(message);
              }}
            />
            {exhibit?.url && !v.file && (
              <Text size="sm">
                Current file:{' '}
                <Anchor href={exhibit.url} target="_blank" rel="noopener noreferrer">
                  {exhibit.file ?? exhibit.title}
                </Anchor>
              </Text>
            )}
            <ValidateDocument file={v.file} url={v.file ? null : exhibit?.url} size="sm" />
            <Textarea label="Description" rows={3} {...form.getInputProps('description')} />
            <MultiSelect
              label="Locations"
              description="Where this attachment applies"
              placeholder={v.locationIds.length ? undefined : 'Choose locations'}
              data={locations.data ?? []}
              searchable
              clearable
              nothingFoundMessage="No Location found"
              value={[...v.locationIds]}
              onChange={(ids) => form.setFieldValue('locationIds', ids)}
            />
            {sending && (
              <UploadProgress label={`Uploading ${form.values.file?.name ?? 'the file'}`} percent={percent} />
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onDone}>
                Cancel
              </Button>
              <SubmitButton>Save</SubmitButton>
            </Group>
          </Stack>
        </ActionForm>
      </Card>
    </Stack>
  );
}
