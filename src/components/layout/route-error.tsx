import { Button, Stack } from '@mantine/core';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { LoadFailure } from '@/components/feedback/load-failure';

/** A route that failed to load (offline too) shows what happened, a retry and a way back, never a blank page. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Stack justify="center" mih="50vh" p="xl">
      <LoadFailure
        error={error}
        onRetry={() => {
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
