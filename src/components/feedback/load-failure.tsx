import { Alert, Button, Group, Stack } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { isApiError } from '@/api/api-error';
import { failureMessage, MESSAGES } from '@/api/error-policy';

/**
 * What a failed load says: a lost connection in the generic words, else section 8's words for the failure (the
 * server's message, the catalogue's text for its status, or, when the page's own code failed, the generic toast's),
 * never the operation's name (that stays in the console).
 */
export function loadFailure(error: unknown): { title: string; message: string } {
  if (isApiError(error) && error.kind === 'network')
    return { title: MESSAGES.connectionLost, message: MESSAGES.generic };
  return { title: 'This page could not be shown', message: failureMessage(error) };
}

/**
 * Data that could not be loaded (offline, or a failure): what happened and 'Try again', never an endless
 * loader. `children` adds other ways out (a link home). A load lost with the connection is asked again by itself when
 * the browser is back online.
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
  const lost = isApiError(error) && error.kind === 'network';
  useEffect(() => {
    if (!lost) return;
    const back = () => void onRetry();
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [lost, onRetry]);
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
