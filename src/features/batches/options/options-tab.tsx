import { Text } from '@mantine/core';
import type { BatchTabProps } from '../batch-tab-props';

/** The Options tab (tracer): being built. */
export function OptionsTab(_props: BatchTabProps) {
  return <Text c="dimmed">The Options tab is being built.</Text>;
}
