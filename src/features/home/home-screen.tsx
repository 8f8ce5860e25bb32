import { Card, Stack, Text, Title } from '@mantine/core';
import { useSession } from '@/session/session-context';

export function HomeScreen() {
  const { individual, selectedSubscription } = useSession();
  return (
    <Stack>
      <Title order={2}>Welcome, {individual?.name_first}</Title>
      <Card withBorder>
        <Text>Working in: {selectedSubscription}</Text>
      </Card>
    </Stack>
  );
}
