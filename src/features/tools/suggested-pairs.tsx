import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Suggestion } from './suggestions';

/** The suggested pairs, each with Accept (it becomes a manual pair) and Dismiss; nothing is paired without the person. */
export function SuggestedPairs({
  suggestions,
  onAccept,
  onDismiss,
}: {
  suggestions: readonly Suggestion[];
  onAccept: (s: Suggestion) => void;
  onDismiss: (s: Suggestion) => void;
}) {
  if (suggestions.length === 0) return null;
  return (
    <Stack gap="xs" mb="md" component="section" aria-label="Suggested matches">
      <Text fw={600}>Suggested matches</Text>
      {suggestions.map((s) => {
        const pair = `${s.label.name} with ${s.coa.name}`;
        return (
          <Paper key={`${s.labelIndex}-${s.coaIndex}`} withBorder p="xs" role="group" aria-label={`Suggested ${pair}`}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                <Text size="sm">
                  {s.label.name} (NIH) / {s.coa.name} (COA)
                </Text>
                <Text size="xs" c="gray.7">
                  {s.reason}
                </Text>
              </div>
              <Group gap="xs">
                <Button size="xs" onClick={() => onAccept(s)} aria-label={`Accept match ${pair}`}>
                  Accept
                </Button>
                <Button size="xs" variant="default" onClick={() => onDismiss(s)} aria-label={`Dismiss match ${pair}`}>
                  Dismiss
                </Button>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
