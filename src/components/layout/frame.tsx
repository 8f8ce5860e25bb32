import { useSession, useSessionStore } from '@/session/session-context';
import { headerHidden } from './menu-rules';

/**
 * Whether a page open to everyone (the plans, the tools, the not-found page) is drawn in the portal's frame: signed
 * in, OTP verified, and the header shown (a temporary password hides it); anyone else sees the public pages' frame.
 */
export function usePortalFrame(): boolean {
  const store = useSessionStore();
  const { otpVerified, individual } = useSession();
  return store.isSignedIn() && otpVerified && !headerHidden(individual);
}
