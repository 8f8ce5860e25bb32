/**
 * The session's rules as pure functions (section 4 of the first document): lifetime,
 * the subscription restored after a reload, and where a user goes after login and after OTP.
 */
export const SESSION_LIFETIME_MS = 21_600_000; // 6 hours
export const REMEMBER_ME_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000; // 7 days

export type SubscriptionType = 'tracer' | 'fastpass' | 'publisher' | 'verifier' | 'compliance';

export function sessionLifetime(rememberMe: boolean): number {
  return rememberMe ? REMEMBER_ME_LIFETIME_MS : SESSION_LIFETIME_MS;
}

export function isExpired(expiresAt: number | null, now: number): boolean {
  return expiresAt === null || now >= expiresAt;
}

/** Stored choice if the user still holds it, else tracer if held, else the first one, else none. */
export function restoreSubscription<T extends { subscription_type: string }>(
  held: readonly T[],
  stored: string | null,
): T | null {
  return (
    held.find((s) => s.subscription_type === stored) ??
    held.find((s) => s.subscription_type === 'tracer') ??
    held[0] ??
    null
  );
}

export interface RedirectFacts {
  readonly temporary_password?: boolean | null;
  readonly transaction_id?: string | null;
  readonly is_valid_domain_name?: boolean | null;
}

export interface Place {
  readonly pathname: string;
  readonly search: string;
}

/**
 * After sign-in: a temporary password goes to /update-password; no transaction id goes to
 * /plans unless the URL has ?canceled=true or the path is /thankyou (then the user stays: null);
 * otherwise the one-time-password step.
 */
export function redirectAfterLogin(user: RedirectFacts, place: Place): string | null {
  if (user.temporary_password) return '/update-password';
  if (!user.transaction_id) {
    const canceled = new URLSearchParams(place.search).get('canceled') === 'true';
    return canceled || place.pathname === '/thankyou' ? null : '/plans';
  }
  return '/verify-otp';
}

/** After OTP: temporary password, then a valid domain goes home, otherwise the organization page. */
export function redirectAfterOtp(user: RedirectFacts): string {
  if (user.temporary_password) return '/update-password';
  return user.is_valid_domain_name ? '/' : '/organization';
}

/** Only same-origin paths may be a redirect target: '/x' but not '//host' or 'https://…'. */
export function safeRedirect(target: unknown): string | undefined {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return undefined;
  }
  return target;
}

/** The search of /login and /verify-otp: a same-origin `redirect` (anything else is dropped). */
export function redirectSearch(search: Record<string, unknown>): { redirect?: string | undefined } {
  return { redirect: safeRedirect(search.redirect) };
}
