import { Alert, Button, Group, Stack } from '@mantine/core';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { isApiError } from '@/api/api-error';
import { MESSAGES } from '@/api/error-policy';

/** A route that failed to load shows what happened and a way back, never a blank page. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const message = isApiError(error) ? (error.serverMessage ?? error.message) : MESSAGES.generic;
  return (
    <Stack align="center" justify="center" mih="50vh" p="xl">
      <Alert color="red" title="This page could not be shown" maw={560} w="100%">
        {message}
      </Alert>
      <Group>
        <Button
          variant="default"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try again
        </Button>
        <Button component={Link} to="/">
          Go Back Home
        </Button>
      </Group>
    </Stack>
  );
}
