import { Button, Group, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { cleanText, isBlank } from '@/lib/input/text';
import { filePart } from '@/api/form-data';
import { useUploadBatchFiles } from '@/api/generated/portal/hooks/batch/batch';
import type { ExhibitType } from '@/api/generated/portal/model';
import { notifyError } from '@/components/feedback/notify';
import { FileDrop } from '@/components/files/file-drop';
import { UploadProgress } from '@/components/files/upload-progress';
import { useUploadPercent } from '@/components/files/use-upload-percent';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { ValidateDocument } from '@/components/validate-document/validate-document';
import { canSaveExhibit, EXHIBIT_TYPES, exhibitMessage, type ExhibitDraft } from './exhibit-rules';
import { ATTACHMENT_FILE_RULE, tooLargeMessage } from '@/lib/file-rules';
import { isTooLarge, tooLargeText } from '@/api/error-policy';

export interface ExhibitFormProps {
  value: ExhibitDraft;
  tracer: boolean;
  organizationId: string;
  onChange(patch: Partial<ExhibitDraft>): void;
  onSave(): void;
  onCancel(): void;
}

/** A new or edited attachment: type, title, description, and the document as an upload or a link. */
export function ExhibitForm({ value, tracer, organizationId, onChange, onSave, onCancel }: ExhibitFormProps) {
  const [source, setSource] = useState<'file' | 'link'>(
    value.url && !value.url.includes('/uploads/') ? 'link' : 'file',
  );
  const [file, setFile] = useState<File | null>(null);
  // A 413 (the server or a proxy refusing the file's size) is said under the file, which stays chosen.
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  // An upload that failed otherwise (the connection, the server): the file stays chosen, to be sent again.
  const [failed, setFailed] = useState(false);
  const { percent, request } = useUploadPercent();
  const upload = useUploadBatchFiles({ mutation: { meta: { localErrors: [413] } }, request });
  // One upload per choice: a file chosen while one is being uploaded is ignored (the drop zone also looks disabled).
  const flight = useSingleFlight();
  const complete = canSaveExhibit(value) && (!tracer || !isBlank(value.description));
  const take = async (picked: File) => {
    setFile(picked);
    setTooLarge(null);
    setFailed(false);
    const answer = await upload
      .mutateAsync({ data: { 'files[]': [filePart(picked)], organization_id: organizationId } })
      .catch((error: unknown) => {
        // Refused for its size: said under the file. Otherwise the error policy says why. Either way the file stays
        // chosen; after a failure of the connection or the server it can be sent again as it is.
        if (isTooLarge(error)) setTooLarge(tooLargeText(error, tooLargeMessage(picked.name, ATTACHMENT_FILE_RULE)));
        else setFailed(true);
        return undefined;
      });
    const stored = answer?.data[0];
    if (stored) onChange({ url: stored.url });
  };
  return (
    <Stack gap="sm">
      <Group grow align="flex-start" wrap="wrap">
        <Select
          label="Type"
          data={EXHIBIT_TYPES as ExhibitType[]}
          value={value.exhibit_type}
          allowDeselect={false}
          onChange={(v) => v && onChange({ exhibit_type: v as ExhibitType })}
        />
        <TextInput
          label="Title"
          required
          value={value.title}
          onChange={(e) => onChange({ title: e.currentTarget.value })}
        />
      </Group>
      <Textarea
        label="Description"
        required={tracer}
        rows={3}
        value={value.description}
        onChange={(e) => onChange({ description: e.currentTarget.value })}
      />
      <SegmentedControl
        aria-label="Attachment source"
        value={source}
        onChange={(v) => setSource(v as 'file' | 'link')}
        data={[
          { value: 'file', label: 'Upload a file' },
          { value: 'link', label: 'Link' },
        ]}
      />
      {source === 'file' ? (
        <FileDrop
          label="Attachment file"
          rule={ATTACHMENT_FILE_RULE}
          file={file}
          currentUrl={value.url || null}
          disabled={flight.pending}
          error={tooLarge}
          onFile={(f) => void flight.run(() => take(f))}
          onReject={(message) => notifyError(message)}
        />
      ) : (
        <TextInput
          label="Attachment link"
          placeholder="https://…"
          value={value.url}
          onChange={(e) => onChange({ url: cleanText(e.currentTarget.value) })}
        />
      )}
      {flight.pending && <UploadProgress label={`Uploading ${file?.name ?? 'the attachment'}`} percent={percent} />}
      {failed && file && !flight.pending && source === 'file' && (
        <Group gap="xs">
          <Text size="sm" c="red.8">
            {file.name} was not uploaded.
          </Text>
          <Button variant="default" size="xs" onClick={() => void flight.run(() => take(file))}>
            Try again
          </Button>
        </Group>
      )}
      <Group justify="space-between" wrap="wrap">
        <ValidateDocument file={source === 'file' ? file : null} url={value.url || null} />
        <Group gap="xs">
          <Button variant="subtle" color="gray" onClick={onCancel}>
            Cancel
          </Button>
          {/* Secondary: the view's one primary action is Save batch, below the tabs. */}
          {canSaveExhibit(value) && (
            <Button variant="default" onClick={onSave} disabled={!complete}>
              Save attachment
            </Button>
          )}
        </Group>
      </Group>
      {!complete && (
        <Text size="sm" c="red.8" role="status">
          {exhibitMessage(tracer)}
        </Text>
      )}
    </Stack>
  );
}
