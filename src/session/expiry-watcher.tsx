import { useEffect } from 'react';
import { useSession } from './session-context';
import { useLogout } from './use-logout';

/** At the end of the session's lifetime (6 h, or 7 days with rememberMe) the user is signed out. */
export function ExpiryWatcher() {
  const { token, expiresAt } = useSession();
  const signOut = useLogout();
  useEffect(() => {
    if (!token || expiresAt === null) return;
    const timer = setTimeout(signOut, Math.max(0, expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [token, expiresAt, signOut]);
  return null;
}
