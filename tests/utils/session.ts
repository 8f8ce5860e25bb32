import { SESSION_KEY, SUBSCRIPTION_KEY, TOKEN_COOKIE } from '@/session/session-store';
import { setCookie, writeJson } from '@/lib/storage';
import { seededSession, type SeedOptions } from '../../test-support/seeded-session';

export type SignInOptions = SeedOptions;

/** Puts a signed-in session in storage, as a previous visit would have left it. */
export function signInAs(options: SignInOptions) {
  writeJson(SESSION_KEY, seededSession(options));
  if (options.selected) writeJson(SUBSCRIPTION_KEY, options.selected);
  setCookie(TOKEN_COOKIE, 'test-token', 3600);
}
