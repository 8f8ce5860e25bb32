import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { arm, disarm } from './arming-store';
import { findEntry } from './catalogue';
import { statusColor, useArmed } from './use-replay-state';

/** The documented responses of one operation; each example can be armed once or until disarmed. */
export function ResponseList({ operationId }: { operationId: string }) {
  const entry = findEntry(operationId);
  const armed = useArmed().find((a) => a.operationId === operationId);
  if (!entry) return null;
  return (
    <Stack gap="xs">
      <div>
        <Text fw={700}>{entry.operationId}</Text>
        <Text size="xs" c="dimmed">
          {entry.method} {entry.path} · {entry.tag}
          {entry.public ? ' · public' : ''}
        </Text>
        <Text size="sm">{entry.summary}</Text>
      </div>
      {entry.responses.map((response) => {
        const examples =
          response.examples.length > 0 ? response.examples : [{ name: null, summary: response.description }];
        return (
          <Paper key={response.status} withBorder p="xs" radius="sm">
            <Group gap="xs" mb={4} wrap="nowrap">
              <Badge color={statusColor(response.status)} variant="light" style={{ flexShrink: 0 }}>
                {response.status}
              </Badge>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {response.description}
              </Text>
            </Group>
            <Stack gap={6}>
              {examples.map((example) => {
                const target = { operationId, status: response.status, example: example.name };
                const isArmed = armed?.status === response.status && armed.example === example.name;
                return (
                  <Group key={example.name ?? 'none'} gap="xs" justify="space-between" wrap="nowrap">
                    <div style={{ minWidth: 0, flex: 1 }}>
                      <Text size="sm" fw={500} truncate title={example.name ?? undefined}>
                        {example.name ?? '(no body)'}
                      </Text>
                      <Text size="xs" c="dimmed" lineClamp={2}>
                        {example.summary}
                      </Text>
                    </div>
                    {isArmed ? (
                      <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                        <Badge size="sm" color="grape">
                          {armed.once ? 'armed once' : 'armed'}
                        </Badge>
                        <Button size="compact-xs" variant="subtle" color="red" onClick={() => disarm(operationId)}>
                          Disarm
                        </Button>
                      </Group>
                    ) : (
                      <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                        <Button
                          size="compact-xs"
                          variant="light"
                          aria-label={`Arm ${response.status} ${example.name ?? ''} once`}
                          onClick={() => arm({ ...target, once: true })}
                        >
                          Once
                        </Button>
                        <Button
                          size="compact-xs"
                          aria-label={`Arm ${response.status} ${example.name ?? ''} until disarmed`}
                          onClick={() => arm({ ...target, once: false })}
                        >
                          Until disarmed
                        </Button>
                      </Group>
                    )}
                  </Group>
                );
              })}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
