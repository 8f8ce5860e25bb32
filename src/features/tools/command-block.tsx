import { Code, Group } from '@mantine/core';
import { CopyTextButton } from '@/components/files/copy-text-button';

/**
 * A command or snippet with its copy button ('Copied!' for 5 seconds in the setup guide, 'Copied' on the
 * widget); long lines wrap.
 */
export function CommandBlock({
  command,
  name,
  copiedLabel = 'Copied!',
}: {
  command: string;
  name: string;
  copiedLabel?: string;
}) {
  return (
    <Group gap="xs" align="center" wrap="wrap">
      <Code
        block
        aria-label={name}
        style={{ flex: '1 1 16rem', minWidth: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
      >
        {command}
      </Code>
      <CopyTextButton value={command} label="Copy" copiedLabel={copiedLabel} variant="outline" />
    </Group>
  );
}
