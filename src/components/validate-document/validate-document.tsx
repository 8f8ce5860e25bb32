import { Group, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconHelpCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { filePart } from '@/api/form-data';
import { useVerifyExhibitDocument } from '@/api/generated/portal/hooks/batch/batch';
import { notifyError } from '@/components/feedback/notify';
import { ActionButton } from '@/components/form/action-button';
import { VALIDATE_MESSAGES, type Verification, verificationOf } from './validate-rules';

export interface ValidateDocumentProps {
  /** A file picked and not sent yet: it is verified as a file part (`coaFile`). */
  readonly file?: Blob | null | undefined;
  /** A saved document's address: verified by `url` when there is no file. */
  readonly url?: string | null | undefined;
  readonly size?: 'xs' | 'sm';
}

const ICONS = {
  unknown: { color: 'gray', Icon: IconHelpCircle, label: 'Not validated yet' },
  verified: { color: 'teal', Icon: IconCircleCheck, label: VALIDATE_MESSAGES.verified },
  notVerified: { color: 'red', Icon: IconCircleX, label: VALIDATE_MESSAGES.notVerified },
} as const;

/**
 * The Validate control of an attachment (organization attachments and the batch editor's exhibits):
 * unknown, loading, then a green 'Document is verified' or a red 'Document is not verified' icon;
 * an error sets it back to unknown (the error policy says why); no file gives 'Please upload file first'.
 * A new file or address makes the answer unknown again.
 */
export function ValidateDocument({ file, url, size = 'xs' }: ValidateDocumentProps) {
  const verify = useVerifyExhibitDocument();
  const document = file ?? url ?? null;
  // The answer belongs to the document it was given for: another file or address reads unknown.
  const [answer, setAnswer] = useState<{ for: Blob | string | null; result: Verification }>({
    for: null,
    result: 'unknown',
  });
  const result = answer.for === document ? answer.result : 'unknown';
  const setResult = (next: Verification) => setAnswer({ for: document, result: next });

  const validate = async () => {
    if (!file && !url) {
      notifyError(VALIDATE_MESSAGES.noFile);
      return;
    }
    setResult('unknown');
    try {
      const answer = await verify.mutateAsync({ data: file ? { coaFile: filePart(file) } : { url: url ?? '' } });
      setResult(verificationOf(answer));
    } catch {
      setResult('unknown');
    }
  };

  const { color, Icon, label } = ICONS[result];
  return (
    <Group gap={6} wrap="nowrap">
      <ActionButton size={size} variant="light" onClick={validate}>
        Validate
      </ActionButton>
      <Tooltip label={label} withArrow>
        <ThemeIcon
          color={color}
          variant="light"
          radius="xl"
          size="md"
          {...(result === 'unknown' ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
        >
          <Icon size={18} aria-hidden />
        </ThemeIcon>
      </Tooltip>
      <Text size="xs" c={result === 'verified' ? 'teal.9' : 'red.9'} aria-live="polite">
        {result === 'unknown' ? '' : label}
      </Text>
    </Group>
  );
}
