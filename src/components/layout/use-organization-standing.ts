import { useGetOrganization } from '@/api/generated/portal/hooks/organization/organization';
import { useSession } from '@/session/session-context';
import type { OrganizationStanding } from './menu-rules';

/**
 * The organization's free-trial, domain and approval standing: the organization record
 * (integrant/get-organization), falling back to the sign-in answer until it has loaded.
 */
export function useOrganizationStanding(): OrganizationStanding | null {
  const { individual } = useSession();
  const organizationId = individual?.organization_id ?? '';
  const { data } = useGetOrganization(
    { organization_id: organizationId },
    { query: { enabled: organizationId !== '', staleTime: 5 * 60_000 } },
  );
  return data?.data ?? individual;
}
