import { Text } from '@mantine/core';
import type { BatchTabProps } from '../batch-tab-props';

/** The Movements tab (fastpass): being built. */
export function MovementsTab(_props: BatchTabProps) {
  return <Text c="dimmed">The Movements tab is being built.</Text>;
}
