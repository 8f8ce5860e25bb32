import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getGetOrganizationQueryOptions } from '@/api/generated/portal/hooks/organization/organization';
import { standingRefetchInterval } from '@/components/layout/menu-rules';
import { PageLoader } from '@/components/layout/page-loader';
import { LocationsList } from './locations-list';
import { OrganizationForm } from './organization-form';
import { SharedAccess } from './shared-access';
import { UserAccounts } from './user-accounts';
import { PageHeader } from '@/components/layout/page-layout';

/** /organization: the profile and branding with domain verification, the user accounts, shared access, locations. */
export function OrganizationScreen({ organizationId }: { organizationId: string }) {
  const { data } = useQuery({
    ...getGetOrganizationQueryOptions({ organization_id: organizationId }),
    refetchInterval: (query) => standingRefetchInterval(query.state.data?.data),
  });
  if (!data) return <PageLoader />;
  const organization = data.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Your Organization"
        description={`${organization.name}: its public face, its domain, its people and its addresses.`}
      />
      <OrganizationForm key={organization.id} organization={organization} />
      <UserAccounts organization={organization} />
      <SharedAccess organizationId={organizationId} />
      <LocationsList organizationId={organizationId} />
    </Stack>
  );
}
