import { isOffline } from '@/api/error-policy';
import { checkPassword } from '@/lib/password';
import { lookupPasswordRange } from './range-lookup';

/**
 * Every password rule, the breached-password lookup included, for a form that sets a password (the
 * form's ActionForm keeps its button busy meanwhile). Offline, it says the check could not be made.
 */
export function usePasswordCheck() {
  return (password: string, confirmation?: string): Promise<string | null> =>
    checkPassword(password, confirmation, lookupPasswordRange, isOffline);
}
