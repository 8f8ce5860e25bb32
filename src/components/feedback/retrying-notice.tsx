import { Group, Loader, Paper, Text } from '@mantine/core';
import { useQueryClient, type QueryCache } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { MESSAGES } from '@/api/error-policy';

/** Whether a page's data is being asked again after a failure (a query with failures, fetching). */
export function retrying(cache: QueryCache): boolean {
  return cache.getAll().some((q) => q.state.fetchFailureCount > 0 && q.state.fetchStatus === 'fetching');
}

/**
 * Says plainly, while it lasts, that a load failed and is being tried again (the retries of src/api/error-policy.ts);
 * when the tries are spent the screen shows what failed and 'Try again' (LoadFailure).
 */
export function RetryingNotice() {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  const shown = useSyncExternalStore(
    subscribe,
    () => retrying(cache),
    () => false,
  );
  if (!shown) return null;
  return (
    <div role="status" style={{ position: 'fixed', insetInline: 0, bottom: 16, zIndex: 400, pointerEvents: 'none' }}>
      <Paper shadow="md" withBorder radius="md" px="md" py="xs" mx="auto" w="fit-content" maw="calc(100vw - 32px)">
        <Group gap="sm" wrap="nowrap">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{MESSAGES.retrying}</Text>
        </Group>
      </Paper>
    </div>
  );
}
