import { Card, Stack } from '@mantine/core';
import { AddOrganizationForm } from '@/components/add-organization/add-organization-form';
import { DEFAULT_IMAGE } from '@/components/files/default-image';
import { PageHeader } from '@/components/layout/page-layout';

/** /add-organization: the shared add-a-partner-organization form on a page of its own. */
export function AddOrganizationScreen() {
  return (
    <Stack>
      <PageHeader
        title="Add Organization"
        description="A partner organization that is not on the portal yet, to transfer batches to."
      />
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <AddOrganizationForm fallbackLogoUrl={DEFAULT_IMAGE} />
      </Card>
    </Stack>
  );
}
