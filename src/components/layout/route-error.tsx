import { Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isApiError } from '@/api/api-error';
import { LoadFailure } from '@/components/feedback/load-failure';

/**
 * A route that failed to load (offline too) shows what happened, a retry and a way back, never a blank page.
 *
 * When the page's own code failed rather than a call (a production build checks no answer against the contract, so an
 * answer the screen cannot read fails there), the cached answers are the likely cause: the ones no screen shows are
 * dropped at once, so that coming back asks the server again instead of failing the same way, and Try again asks
 * again for those still shown.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const ownCode = !isApiError(error);
  useEffect(() => {
    if (ownCode) queryClient.removeQueries({ type: 'inactive' });
  }, [ownCode, queryClient]);
  return (
    <Stack justify="center" mih="50vh" p="xl">
      <LoadFailure
        error={error}
        onRetry={() => {
          if (ownCode) void queryClient.resetQueries();
          reset();
          return router.invalidate();
        }}
      >
        <Button component={Link} to="/">
          Go Back Home
        </Button>
      </LoadFailure>
    </Stack>
  );
}
