import { Code, Group } from '@mantine/core';
import { CopyTextButton } from '@/components/files/copy-text-button';

/** A command of the setup guide with its copy button ('Copied!' for 5 seconds); long commands wrap. */
export function CommandBlock({ command, name }: { command: string; name: string }) {
  return (
    <Group gap="xs" align="center" wrap="wrap">
      <Code
        block
        aria-label={name}
        style={{ flex: '1 1 16rem', minWidth: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
      >
        {command}
      </Code>
      <CopyTextButton value={command} label="Copy" copiedLabel="Copied!" variant="outline" />
    </Group>
  );
}
