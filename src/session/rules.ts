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

/** An organization's standing as the sign-in answer and the organization record give it (section 4). */
export interface Standing {
  readonly is_free_trail?: boolean | null;
  readonly is_valid_domain_name?: boolean | null;
  readonly is_approved?: boolean | null;
}

/**
 * The organization's access (section 4 and 6: free-trial gating): a free trial has full access; otherwise a domain
 * that is not verified comes first, then the admin's approval. The gates at /, the Create menu and the guards of the
 * create routes all ask this one rule.
 */
export type StandingGate = 'trial' | 'domain' | 'approval' | 'open';

export function standingGate(org: Standing | null | undefined): StandingGate {
  if (org?.is_free_trail) return 'trial';
  if (!org?.is_valid_domain_name) return 'domain';
  if (!org.is_approved) return 'approval';
  return 'open';
}

/** A create that counts against the plan's limits (check-subscription-status's `type`). */
export type PlanItem = 'products' | 'batches';

/** What a protected route needs beyond a verified sign-in (src/session/route-needs.ts lists it for every route). */
export interface RouteNeeds {
  /** The subscriptions whose screen it is; absent: every subscription's. */
  readonly subscriptions?: readonly SubscriptionType[];
  /** A create action (the Create menu's, or a create reached from one): behind the verified domain and the approval. */
  readonly create?: boolean;
  /** A create the plan counts: the plan is asked before its form opens. */
  readonly plan?: PlanItem;
}

/** What the guard knows when an address is typed. `standing` and `planFull` are asked only when a route needs them. */
export interface AccessFacts {
  readonly signedIn: boolean;
  readonly otpVerified: boolean;
  /** A temporary password that hides the header (not a Google-type sign-on): the forced change comes first. */
  readonly temporaryPassword: boolean;
  readonly subscription: SubscriptionType | null;
  readonly standing?: Standing | null;
  /** The plan items the plan has no room left for (check-subscription-status refused). */
  readonly planFull?: readonly PlanItem[];
}

/** Where a typed address goes instead, and why; null: the route opens. */
export type Refusal =
  | { readonly to: '/login'; readonly why: 'signed out' }
  | { readonly to: '/update-password'; readonly why: 'temporary password' }
  | { readonly to: '/verify-otp'; readonly why: 'code not verified' }
  | { readonly to: '/'; readonly why: 'subscription' | 'domain' | 'approval' | 'plan full' };

/**
 * The guard of every protected route (section 2 and 4 of the first document, section 6 of the three): signed out to
 * /login, a temporary password to the forced change, no verified code to /verify-otp; then a route of another
 * subscription, a create behind an unverified domain or a pending approval, and a create the plan has no room for go
 * home, where the home's gate or the server's message says why.
 */
export function routeAccess(needs: RouteNeeds, facts: AccessFacts): Refusal | null {
  if (!facts.signedIn) return { to: '/login', why: 'signed out' };
  if (facts.temporaryPassword) return { to: '/update-password', why: 'temporary password' };
  if (!facts.otpVerified) return { to: '/verify-otp', why: 'code not verified' };
  if (needs.subscriptions && !needs.subscriptions.includes(facts.subscription as SubscriptionType))
    return { to: '/', why: 'subscription' };
  if (needs.create) {
    const gate = standingGate(facts.standing);
    if (gate === 'domain' || gate === 'approval') return { to: '/', why: gate };
  }
  if (needs.plan && facts.planFull?.includes(needs.plan)) return { to: '/', why: 'plan full' };
  return null;
}
