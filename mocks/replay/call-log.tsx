import { Badge, Group, Stack, Text } from '@mantine/core';
import { statusColor, useCallLog } from './use-replay-state';

/** The latest calls, newest first: operation, status, and the example that answered. */
export function CallLog() {
  const log = useCallLog();
  if (log.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No calls yet.
      </Text>
    );
  }
  return (
    <Stack gap={4} aria-label="Call log">
      {log.map((entry) => (
        <Group key={entry.id} gap="xs" wrap="nowrap">
          <Badge color={statusColor(entry.status)} variant="light" style={{ flexShrink: 0 }}>
            {entry.status}
          </Badge>
          <Text size="sm" truncate style={{ minWidth: 0, flex: 1 }}>
            {entry.operationId}
          </Text>
          <Text size="xs" c={entry.replayed ? 'grape' : 'dimmed'} style={{ flexShrink: 0 }}>
            {entry.replayed ? (entry.example ?? '(no body)') : 'default'}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
