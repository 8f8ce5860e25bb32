import { Badge, Button, CloseButton, CopyButton, Group, Stack, Text } from '@mantine/core';
import { disarm, disarmAll } from './arming-store';
import { exampleSummary } from './catalogue';
import { replayLink } from './link';
import { statusColor, useArmed } from './use-replay-state';

/** What is armed now, each with its way out, and a link that arms the same set elsewhere. */
export function ArmedList({ onOpen }: { onOpen: (operationId: string) => void }) {
  const armed = useArmed();
  if (armed.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing armed: every call gets the mock's default answer.
      </Text>
    );
  }
  return (
    <Stack gap={6} aria-label="Armed responses">
      {armed.map((a) => (
        <Group key={a.operationId} gap="xs" wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <Badge color={statusColor(a.status)} variant="light" style={{ flexShrink: 0 }}>
              {a.status}
            </Badge>
            <Text
              size="sm"
              truncate
              title={exampleSummary(a)}
              style={{ cursor: 'pointer' }}
              onClick={() => onOpen(a.operationId)}
            >
              <b>{a.operationId}</b> {a.example ?? '(no body)'}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <Badge variant="outline" color={a.once ? 'gray.8' : 'grape.9'} size="sm">
              {a.once ? 'once' : 'sticky'}
            </Badge>
            <CloseButton size="sm" aria-label={`Disarm ${a.operationId}`} onClick={() => disarm(a.operationId)} />
          </Group>
        </Group>
      ))}
      <Group gap="xs" justify="flex-end">
        <CopyButton value={replayLink(armed, window.location.href)}>
          {({ copied, copy }) => (
            <Button size="compact-xs" variant="subtle" onClick={copy}>
              {copied ? 'Link copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
        <Button size="compact-xs" variant="subtle" color="red" onClick={disarmAll}>
          Disarm all
        </Button>
      </Group>
    </Stack>
  );
}
