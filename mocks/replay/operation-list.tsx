import { Badge, Group, NavLink, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { operationsByTag } from './catalogue';
import { useArmed } from './use-replay-state';

interface OperationListProps {
  readonly search: string;
  readonly onSearch: (value: string) => void;
  readonly onChoose: (operationId: string) => void;
}

/** Every operation of the contract by domain, with a search box. */
export function OperationList({ search, onSearch, onChoose }: OperationListProps) {
  const groups = useMemo(() => operationsByTag(search), [search]);
  const armed = useArmed();
  return (
    <Stack gap="xs">
      <TextInput
        placeholder="Search operations (id, summary, path, domain)"
        aria-label="Search operations"
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        data-autofocus
      />
      <ScrollArea.Autosize mah="calc(100dvh - 290px)" type="auto" scrollbars="y" offsetScrollbars>
        {groups.length === 0 && (
          <Text size="sm" c="dimmed">
            No operation matches.
          </Text>
        )}
        {groups.map(([tag, ops]) => (
          <div key={tag} role="group" aria-label={tag}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" mt="xs" mb={2}>
              {tag} · {ops.length}
            </Text>
            {ops.map((op) => {
              const armedHere = armed.find((a) => a.operationId === op.operationId);
              return (
                <NavLink
                  key={op.operationId}
                  component="button"
                  type="button"
                  label={op.operationId}
                  description={
                    <Group gap={6} wrap="nowrap" component="span">
                      <span>{op.method}</span>
                      <Text span size="xs" truncate>
                        {op.path}
                      </Text>
                    </Group>
                  }
                  rightSection={armedHere ? <Badge size="xs">{armedHere.status}</Badge> : undefined}
                  onClick={() => onChoose(op.operationId)}
                  py={4}
                  styles={{ body: { minWidth: 0 } }}
                />
              );
            })}
          </div>
        ))}
      </ScrollArea.Autosize>
    </Stack>
  );
}
