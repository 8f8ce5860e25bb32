import { useSession } from '@/session/session-context';
import type { OrganizationStanding } from './menu-rules';

/** The organization's free-trial, domain and approval standing: the organization record if loaded, else the sign-in answer. */
export function useOrganizationStanding(): OrganizationStanding | null {
  const { organization, individual } = useSession();
  return organization ?? individual;
}
