import { useState } from 'react';
import { checkPassword } from '@/lib/password';
import { lookupPasswordRange } from './range-lookup';

/**
 * Every password rule, the breached-password lookup included, for a form that sets a password;
 * `checking` is true while the range service is asked (the submit button stays disabled).
 */
export function usePasswordCheck() {
  const [checking, setChecking] = useState(false);
  const check = async (password: string, confirmation?: string): Promise<string | null> => {
    setChecking(true);
    try {
      return await checkPassword(password, confirmation, lookupPasswordRange);
    } finally {
      setChecking(false);
    }
  };
  return { checking, check };
}
