import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { getGetIndividualRolesQueryOptions } from '@/api/generated/portal/hooks/individual/individual';
import { getGetOrganizationQueryOptions } from '@/api/generated/portal/hooks/organization/organization';
import { redirectAfterOtp } from '@/session/rules';
import { useSessionStore } from '@/session/session-context';
import { organizationStanding } from '@/session/session-store';

/**
 * After a verified code: the session is OTP-verified (7 days with rememberMe, else 6 hours), the
 * roles and the organization are loaded into it, and the user goes where the rules say (a safe
 * ?redirect wins, except over the forced password change).
 */
export function useFinishOtp(redirectTo: string | undefined) {
  const session = useSessionStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (rememberMe: boolean) => {
    session.verifyOtp(rememberMe);
    const individual = session.getState().individual;
    if (individual) {
      const organizationId = individual.organization_id;
      const [roles, organization] = await Promise.allSettled([
        queryClient.fetchQuery(getGetIndividualRolesQueryOptions(individual.id)),
        organizationId
          ? queryClient.fetchQuery(getGetOrganizationQueryOptions({ organization_id: organizationId }))
          : null,
      ]);
      const org = organization.status === 'fulfilled' ? organization.value?.data : undefined;
      session.update({
        ...(roles.status === 'fulfilled' ? { roles: roles.value.data.roles } : {}),
        ...(org ? { organization: organizationStanding(org) } : {}),
      });
    }
    const user = session.getState().individual ?? {};
    const ruled = redirectAfterOtp({ ...user, ...(session.getState().organization ?? {}) });
    const next = ruled !== '/update-password' && redirectTo ? redirectTo : ruled;
    await navigate({ to: next });
  };
}
