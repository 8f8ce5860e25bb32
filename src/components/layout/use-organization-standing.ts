import { useGetOrganization } from '@/api/generated/portal/hooks/organization/organization';
import { useSession } from '@/session/session-context';
import type { OrganizationStanding } from './menu-rules';

/**
 * The organization's free-trial, domain and approval standing: the organization record
 * (integrant/get-organization), falling back to what the session keeps, then to the sign-in answer.
 */
export function useOrganizationStanding(): OrganizationStanding | null {
  const { individual, organization } = useSession();
  const organizationId = individual?.organization_id ?? '';
  const { data } = useGetOrganization(
    { organization_id: organizationId },
    { query: { enabled: organizationId !== '', staleTime: 5 * 60_000 } },
  );
  return data?.data ?? organization ?? individual;
}
