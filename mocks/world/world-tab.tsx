import { Alert, Button, Group, Table, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { resetWorldNow, worldState } from './link';
import { WorldCoverage } from './world-coverage';

/** The replay panel's World tab: the collections the mock world keeps and their counts, and a reset to the seed. */
export function WorldTab() {
  const [census, setCensus] = useState<Record<string, number> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback((next: Promise<Record<string, number>>) => {
    next.then(
      (c) => {
        setCensus(c);
        setError(null);
      },
      () => setError('The mock world does not answer (examples only: npm start -- --examples).'),
    );
  }, []);
  useEffect(() => load(worldState()), [load]);
  const reset = () =>
    load(
      resetWorldNow().then((c) => {
        // What the screens hold came from the world before the reset: reload them from the seed.
        location.reload();
        return c;
      }),
    );
  return (
    <>
      {error && (
        <Alert color="yellow" p="xs">
          {error}
        </Alert>
      )}
      {census && (
        <Table striped withTableBorder aria-label="The mock world">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Collection</Table.Th>
              <Table.Th ta="right">Records</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {Object.entries(census).map(([name, count]) => (
              <Table.Tr key={name}>
                <Table.Td>{name}</Table.Td>
                <Table.Td ta="right">{count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group justify="space-between" mt="sm">
        <Text size="xs" c="dimmed">
          What you create, edit and delete is kept here until a reset.
        </Text>
        <Button size="compact-sm" variant="light" color="red" onClick={reset}>
          Reset the world
        </Button>
      </Group>
      {!error && <WorldCoverage />}
    </>
  );
}
