import { Alert, Anchor, Button, Card, List, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useGetToolInstaller } from '@/api/generated/portal/hooks/tool/tool';
import { CommandBlock } from './command-block';
import { DEFAULT_PORT, UNIX_STEPS, WINDOWS_STEPS, type GuideStep } from './guide-steps';
import { PageHeader } from '@/components/layout/page-layout';
import { appHref } from '@/lib/base-path';

function Steps({ steps }: { steps: readonly GuideStep[] }) {
  return (
    <List type="ordered" spacing="md" mt="md">
      {steps.map((step) => (
        <List.Item
          key={step.text}
          styles={{ itemWrapper: { width: '100%' }, itemLabel: { width: '100%', minWidth: 0 } }}
        >
          <Stack gap="xs">
            <Text>{step.text}</Text>
            {step.command ? <CommandBlock command={step.command} name={step.text} /> : null}
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}

function Installer() {
  const installer = useGetToolInstaller();
  if (installer.isPending) return <Skeleton h={36} w={220} aria-label="Loading the installer link" />;
  const url = installer.data && 'data' in installer.data && installer.data.data ? installer.data.data.file_url : null;
  if (!url) return <Text c="gray.7">The installer link is not available right now.</Text>;
  return (
    <Button component="a" href={url} w="fit-content">
      Download the installer
    </Button>
  );
}

/** /doc-tool-guide (public): setting up the local document-hashing tool, for Windows and for Linux/MacOS. */
export function DocToolGuideScreen() {
  return (
    <Stack gap="lg">
      <PageHeader title="Document Hash Tool Setup Guide" />
      <Text>
        The document hash tool runs on your own computer: it hashes your documents locally and sends only their hashes
        to the portal. It listens on port {DEFAULT_PORT} by default.
      </Text>
      <Alert color="blue" variant="light" title="You need a JWT token">
        Generate the token on the publisher dashboard (
        <Anchor href={appHref('/')} underline="always" c="blue.9" fz="inherit">
          Dashboard
        </Anchor>
        , Generate JWT Token), then use it in the steps below.
      </Alert>
      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="sm">
          1. Download
        </Title>
        <Installer />
      </Card>
      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="sm">
          2. Install and start
        </Title>
        <Tabs defaultValue="windows">
          <Tabs.List>
            <Tabs.Tab value="windows">Windows</Tabs.Tab>
            <Tabs.Tab value="unix">Linux/MacOS</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="windows">
            <Steps steps={WINDOWS_STEPS} />
          </Tabs.Panel>
          <Tabs.Panel value="unix">
            <Steps steps={UNIX_STEPS} />
          </Tabs.Panel>
        </Tabs>
      </Card>
    </Stack>
  );
}
