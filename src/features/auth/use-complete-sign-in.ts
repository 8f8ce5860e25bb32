import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { Individual } from '@/api/generated/portal/model';
import { redirectAfterLogin } from '@/session/rules';
import { useSessionStore } from '@/session/session-context';

/**
 * After a password or single sign-on: the session starts and the user goes where the rules
 * say (temporary password, no transaction id, otherwise the OTP step), keeping a safe redirect.
 */
export function useCompleteSignIn(redirectTo?: string) {
  const session = useSessionStore();
  const navigate = useNavigate();
  const location = useRouterState({ select: (s) => s.location });
  return (individual: Individual) => {
    session.signIn(individual);
    const next = redirectAfterLogin(individual, { pathname: location.pathname, search: location.searchStr });
    if (next === '/verify-otp')
      void navigate({ to: '/verify-otp', search: redirectTo ? { redirect: redirectTo } : {} });
    else if (next) void navigate({ to: next });
  };
}
