import { useGetOrganization } from '@/api/generated/portal/hooks/organization/organization';
import { useSession } from '@/session/session-context';
import { standingRefetchInterval, type OrganizationStanding } from './menu-rules';

/**
 * The organization's free-trial, domain and approval standing: the organization record
 * (integrant/get-organization), falling back to what the session keeps, then to the sign-in answer.
 * Asked again while the organization is not both approved and valid, so that the menus' gating and the
 * dashboard gates follow a verification or an approval without a reload.
 */
export function useOrganizationStanding(): OrganizationStanding | null {
  const { individual, organization } = useSession();
  const organizationId = individual?.organization_id ?? '';
  const { data } = useGetOrganization(
    { organization_id: organizationId },
    {
      query: {
        enabled: organizationId !== '',
        staleTime: 5 * 60_000,
        // A screen's loader may have asked first and failed (its failure was told): not again on mount.
        retryOnMount: false,
        refetchInterval: (query) => standingRefetchInterval(query.state.data?.data),
      },
    },
  );
  return data?.data ?? organization ?? individual;
}
