import { isEmail } from '@/lib/validators';

export const LOGIN_MESSAGES = {
  empty: 'Username or Password cannot be empty.',
  invalidEmail: 'Please enter a valid email address.',
} as const;

/** The login form's warning, or null when it may be sent. */
export function loginWarning(values: { email: string; password: string }): string | null {
  if (!values.email.trim() || !values.password) return LOGIN_MESSAGES.empty;
  if (!isEmail(values.email)) return LOGIN_MESSAGES.invalidEmail;
  return null;
}
