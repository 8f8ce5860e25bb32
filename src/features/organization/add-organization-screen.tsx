import { Card, Stack, Text, Title } from '@mantine/core';
import { AddOrganizationForm } from '@/components/add-organization/add-organization-form';
import { DEFAULT_IMAGE } from '@/components/files/default-image';

/** /add-organization: the shared add-a-partner-organization form on a page of its own. */
export function AddOrganizationScreen() {
  return (
    <Stack maw={640} mx="auto" w="100%">
      <div>
        <Title order={2}>Add Organization</Title>
        <Text c="dimmed" size="sm">
          A partner organization that is not on the portal yet, to transfer batches to.
        </Text>
      </div>
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <AddOrganizationForm fallbackLogoUrl={DEFAULT_IMAGE} />
      </Card>
    </Stack>
  );
}
