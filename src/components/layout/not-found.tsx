import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function NotFound() {
  return (
    <Stack align="center" justify="center" mih="60vh" gap="md" p="xl" ta="center">
      <Title order={1} c="teal.7" fz={64}>
        404
      </Title>
      <Text size="lg" maw={480}>
        Unfortunately the page you are looking for has been moved or deleted
      </Text>
      <Button component={Link} to="/">
        Go Back Home
      </Button>
    </Stack>
  );
}
