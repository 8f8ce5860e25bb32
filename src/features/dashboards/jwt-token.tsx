import { Anchor, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useGenerateJwtToken } from '@/api/generated/portal/hooks/dashboard/dashboard';
import { CopyTextButton } from '@/components/files/copy-text-button';
import { ActionButton } from '@/components/form/action-button';

/** The JWT for the local document hashing tool, with a copy button and the setup guide beside it. */
export function JwtToken() {
  const generate = useGenerateJwtToken();
  const [token, setToken] = useState<string | null>(null);
  const onGenerate = () =>
    generate
      .mutateAsync({ data: {} })
      .then((answer) => setToken(answer.data.token))
      .catch(() => undefined);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Document hashing tool
        </Title>
        <Text size="sm" c="dimmed">
          The local hashing tool signs in with a JWT token generated here.
        </Text>
        <Group gap="sm">
          <ActionButton onClick={onGenerate}>Generate JWT Token</ActionButton>
          <Anchor component={Link} to="/doc-tool-guide" size="sm">
            Setup Guide
          </Anchor>
        </Group>
        {token && (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap', flex: 1 }} aria-label="JWT token">
              {token}
            </Code>
            <CopyTextButton value={token} label="Copy" copiedLabel="Copied" />
          </Group>
        )}
      </Stack>
    </Card>
  );
}
