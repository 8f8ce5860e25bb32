import { Alert, Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { isApiError } from '@/api/api-error';
import { MESSAGES } from '@/api/error-policy';

/**
 * What a failed load says: a lost connection in the generic words, the server's message, or, when the page's own
 * code failed (not a call), section 8's generic toast words.
 */
export function loadFailure(error: unknown): { title: string; message: string } {
  if (isApiError(error) && error.kind === 'network')
    return { title: MESSAGES.connectionLost, message: MESSAGES.generic };
  const message = isApiError(error) ? (error.serverMessage ?? error.message) : MESSAGES.unexpected;
  return { title: 'This page could not be shown', message };
}

/**
 * Data that could not be loaded (offline, or a failure): what happened and 'Try again', never an endless
 * loader. `children` adds other ways out (a link home).
 */
export function LoadFailure({
  error,
  onRetry,
  children,
}: {
  error: unknown;
  onRetry: () => unknown;
  children?: ReactNode;
}) {
  const { title, message } = loadFailure(error);
  return (
    <Stack align="center" gap="md">
      <Alert color="red" title={title} maw={560} w="100%">
        {message}
      </Alert>
      <Group>
        <Button variant="default" onClick={() => void onRetry()}>
          Try again
        </Button>
        {children}
      </Group>
    </Stack>
  );
}
