import { Alert, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import type { BatchTabProps } from '../batch-tab-props';
import { GraphButton } from '../graph/graph-button';
import { MovementButtons, MovementDialogs, MovementTables, type MovementDialog } from './movements-section';

/** The Movements tab (fastpass): transit and transfer of the batch, their tables, and the link graph. */
export function MovementsTab(props: BatchTabProps) {
  const { batch } = props;
  const [movement, setMovement] = useState<MovementDialog>(null);
  if (props.isDraft || !batch) {
    return (
      <Alert color="yellow" variant="light" title="Save the batch first">
        Transit and transfer are available once the batch is saved.
      </Alert>
    );
  }
  return (
    <Stack gap="lg">
      <Group gap="sm" role="group" aria-label="Movements">
        <MovementButtons onStart={setMovement} />
        <GraphButton nodes={props.tree?.nodes ?? []} edges={props.tree?.edges ?? []} currentId={batch.id} />
      </Group>
      <MovementTables batch={batch} onEdit={setMovement} onChanged={props.onChanged} onOpenItem={props.onOpenItem} />
      <MovementDialogs batch={batch} dialog={movement} onClose={() => setMovement(null)} onChanged={props.onChanged} />
    </Stack>
  );
}
