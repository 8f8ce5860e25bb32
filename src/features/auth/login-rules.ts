import { isApiError } from '@/api/api-error';
import { isLocalFailure, MESSAGES } from '@/api/error-policy';
import { isBlank } from '@/lib/input/text';
import { isEmail } from '@/lib/validators';

export const LOGIN_MESSAGES = {
  empty: 'Username or Password cannot be empty.',
  invalidEmail: 'Please enter a valid email address.',
  /**
   * Section 8 gives it as the other wording of the 401 message: said on /login when a signed-out visitor opened a
   * page of the portal and was sent here (the guard's `redirect`), where an expired session says its own words.
   */
  loginToAccess: 'Please login to access this resource',
} as const;

/** The statuses a sign-in screen shows under its button itself: a body failure, a refused sign-in, a 500. */
export const SIGN_IN_LOCAL_ERRORS = [200, 401, 500];

/**
 * What a failed sign-in shows under the button: only for the statuses the screen handles itself. The rest
 * (a 403, a refused request, a lost connection) the error policy speaks for: one message for one failure.
 */
export function signInFailure(error: unknown): string | null {
  if (!isLocalFailure(error, SIGN_IN_LOCAL_ERRORS)) return null;
  return (isApiError(error) && error.serverMessage) || MESSAGES.loginFailure;
}

/** The login form's warning, or null when it may be sent. */
export function loginWarning(values: { email: string; password: string }): string | null {
  if (isBlank(values.email) || !values.password) return LOGIN_MESSAGES.empty;
  if (!isEmail(values.email)) return LOGIN_MESSAGES.invalidEmail;
  return null;
}
