import { useQueryClient } from '@tanstack/react-query';
import { getGetOrganizationQueryKey } from '@/api/generated/portal/hooks/organization/organization';

/**
 * After a change to the organization (its profile, its users, its domain): every cached organization
 * record is asked for again, the page's and the shell's standing alike, whatever id it was cached under.
 */
export function useRefreshOrganization(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [getGetOrganizationQueryKey()[0]] });
}
