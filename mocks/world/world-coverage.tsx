import { Badge, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { worldCoverage, type CoverageMap } from './link';

type Filter = 'all' | 'world' | 'example' | 'third-party';
const COLORS: Record<string, string> = { world: 'teal', example: 'orange', 'third-party': 'gray' };

/**
 * The World tab's coverage map: every operation of the contract and how the world answers it (from its state, on its
 * example and why, or a third-party service), with the resolver file and the collections it reads and writes, as
 * `npm run world:coverage` prints it.
 */
export function WorldCoverage() {
  const [map, setMap] = useState<CoverageMap | null>(null);
  const [filter, setFilter] = useState<Filter>('example');
  useEffect(() => {
    worldCoverage().then(setMap, () => setMap(null));
  }, []);
  if (!map) return null;
  const { figures } = map;
  const rows = map.rows.filter((r) => filter === 'all' || r.answered === filter);
  return (
    <Stack gap="xs" mt="md">
      <Text size="sm" fw={600}>
        The world answers {figures.world} of the portal’s {figures.operations} operations
      </Text>
      <Text size="xs" c="dimmed">
        {figures.example} stay on their example, each for its reason; {figures.thirdParty} third-party operations answer
        their own examples.
      </Text>
      <NativeSelect
        size="xs"
        label="Operations shown"
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value as Filter)}
        data={[
          { value: 'example', label: `On their example (${figures.example})` },
          { value: 'world', label: `Answered from the world (${figures.world})` },
          { value: 'third-party', label: `Third-party services (${figures.thirdParty})` },
          { value: 'all', label: `All (${map.rows.length})` },
        ]}
      />
      <Table striped withTableBorder aria-label="How the world answers each operation" fz="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Operation</Table.Th>
            <Table.Th>Answered</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.operationId}>
              <Table.Td>
                <Text size="xs" ff="monospace">
                  {r.operationId}
                </Text>
                <Text size="xs" c="dimmed">
                  {r.method} {r.path}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge size="xs" variant="light" color={COLORS[r.answered] ?? 'gray'}>
                  {r.answered}
                </Badge>
                {r.why && (
                  <Text size="xs" c="dimmed">
                    {r.why}
                  </Text>
                )}
                {r.resolver && (
                  <Text size="xs" c="dimmed">
                    resolvers/{r.resolver}
                    {r.reads?.length ? ` · reads ${r.reads.join(', ')}` : ''}
                    {r.writes?.length ? ` · writes ${r.writes.join(', ')}` : ''}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
