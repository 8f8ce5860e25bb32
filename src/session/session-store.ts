import { clearPortalStorage, deleteCookie, getCookie, LOCAL_KEYS, readJson, setCookie, writeJson } from '@/lib/storage';
import { isExpired, restoreSubscription, sessionLifetime, type SubscriptionType } from './rules';

/** One subscription held by the organization, as the sign-in answer lists it. */
export interface HeldSubscription {
  readonly id?: string;
  readonly subscription_type: SubscriptionType;
  readonly subscription_name?: string;
}

/** The individual as the session keeps it: the sign-in answer without the token. */
export interface SessionIndividual {
  readonly id: string;
  readonly email_address: string;
  readonly name_first?: string;
  readonly name_last?: string;
  readonly organization_id?: string | null;
  readonly temporary_password?: boolean;
  /**
   * An authenticator is set up (the code step verifies by email), read from the sign-in answer's
   * `authenticator_secret`, which the session never keeps: not in storage, not in memory (docs/security.md).
   */
  readonly authenticator_set?: boolean;
  readonly transaction_id?: string | null;
  readonly is_valid_domain_name?: boolean;
  readonly is_approved?: boolean;
  readonly is_free_trail?: boolean;
  readonly is_google_login?: boolean;
  readonly subscriptionList?: readonly HeldSubscription[];
}

export interface SessionOrganization {
  readonly id: string;
  readonly name?: string;
  readonly is_valid_domain_name?: boolean;
  readonly is_approved?: boolean;
  readonly is_free_trail?: boolean;
}

/** What the session keeps of an organization record: its standing, not its member list. */
export function organizationStanding(org: SessionOrganization): SessionOrganization {
  const { id, name, is_valid_domain_name, is_approved, is_free_trail } = org;
  return { id, name, is_valid_domain_name, is_approved, is_free_trail };
}

export interface SessionState {
  readonly individual: SessionIndividual | null;
  readonly token: string | null;
  readonly otpVerified: boolean;
  readonly roles: readonly string[];
  readonly organization: SessionOrganization | null;
  readonly expiresAt: number | null;
  readonly selectedSubscription: SubscriptionType | null;
  /** Set while the user works inside an invited organization: who to go back to. */
  readonly homeIndividual: { readonly id: string; readonly email_address: string } | null;
}

export const SESSION_KEY = LOCAL_KEYS.session;
export const SUBSCRIPTION_KEY = LOCAL_KEYS.selectedSubscription;
export const TOKEN_COOKIE = 'portal_token';

type Persisted = Omit<SessionState, 'token'>;

const signedOut: SessionState = {
  individual: null,
  token: null,
  otpVerified: false,
  roles: [],
  organization: null,
  expiresAt: null,
  selectedSubscription: null,
  homeIndividual: null,
};

/** The individual as a sign-in answers it: with its token, and the authenticator's secret the session drops. */
export type SignInAnswer = SessionIndividual & {
  readonly access_token: string;
  readonly authenticator_secret?: string | null;
};

/**
 * What the session keeps of an individual: never the authenticator's secret (whoever read the storage once would have
 * the second factor for good), only whether there is one.
 */
export function keptIndividual<T extends SessionIndividual & { readonly authenticator_secret?: string | null }>(
  individual: T,
): SessionIndividual {
  const { authenticator_secret: secret, ...kept } = individual as T & { access_token?: string };
  delete kept.access_token;
  return { ...kept, authenticator_set: Boolean(kept.authenticator_set || secret) };
}

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  isSignedIn(): boolean;
  signIn(individual: SignInAnswer): void;
  verifyOtp(rememberMe: boolean): void;
  update(patch: Partial<Pick<SessionState, 'roles' | 'organization' | 'individual' | 'homeIndividual'>>): void;
  /**
   * Switching organization (login-as): the new individual and token replace the current ones,
   * keeping the OTP verification and the session's end; `home` is who to go back to (null when back).
   */
  switchIdentity(individual: SignInAnswer, home: SessionState['homeIndividual']): void;
  selectSubscription(type: SubscriptionType): void;
  /** A purchase added a subscription: in the held list (the switcher), with the answer's new token when it gave one. */
  addSubscription(held: HeldSubscription, token?: string | null): void;
  /** The 401 rule: the OTP flag and the cookie go; the user must sign in again. */
  expire(): void;
  /** Logout: roles, cookie, organization and every key the portal stored (drafts included) are cleared. */
  clear(): void;
  /**
   * Another tab of this browser logged out (`logout`) or its session ended (`expiry`): this tab is signed out too, at
   * once (the `storage` event), and told so that it leaves the signed-in screens. A logout elsewhere clears this tab's
   * drafts as well; an expiry keeps them for the sign-in that follows.
   */
  onSignedOutElsewhere(listener: (why: 'logout' | 'expiry') => void): () => void;
}

export function createSessionStore(now: () => number = Date.now): SessionStore {
  let state = load(now());
  const listeners = new Set<() => void>();
  const elsewhere = new Set<(why: 'logout' | 'expiry') => void>();

  const set = (next: SessionState) => {
    state = next;
    persist(state, now());
    for (const listener of listeners) listener();
  };
  const signedOutHere = (why: 'logout' | 'expiry') => {
    if (why === 'logout') clearPortalStorage();
    state = why === 'logout' ? signedOut : { ...state, token: null, otpVerified: false };
    for (const listener of listeners) listener();
    for (const listener of elsewhere) listener(why);
  };
  // Another tab's logout removes the stored session; its expiry rewrites it and deletes the cookie they share.
  globalThis.addEventListener?.('storage', (event: StorageEvent) => {
    if (event.key !== null && event.key !== SESSION_KEY) return;
    if (state.token === null) return;
    if (event.newValue === null) signedOutHere('logout');
    else if (!getCookie(TOKEN_COOKIE)) signedOutHere('expiry');
  });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isSignedIn: () => state.token !== null && !isExpired(state.expiresAt, now()),
    signIn({ access_token, ...answer }) {
      const individual = keptIndividual(answer);
      const held = individual.subscriptionList ?? [];
      const stored = readJson<SubscriptionType>(SUBSCRIPTION_KEY);
      set({
        ...signedOut,
        individual,
        token: access_token,
        expiresAt: now() + sessionLifetime(false),
        selectedSubscription: restoreSubscription(held, stored)?.subscription_type ?? null,
        homeIndividual: state.homeIndividual,
      });
    },
    verifyOtp(rememberMe) {
      set({ ...state, otpVerified: true, expiresAt: now() + sessionLifetime(rememberMe) });
    },
    update(patch) {
      set({ ...state, ...patch, ...(patch.individual ? { individual: keptIndividual(patch.individual) } : {}) });
    },
    switchIdentity({ access_token, ...answer }, home) {
      const individual = keptIndividual(answer);
      const held = individual.subscriptionList ?? [];
      set({
        ...state,
        individual,
        token: access_token,
        roles: [],
        organization: null,
        homeIndividual: home,
        selectedSubscription: restoreSubscription(held, state.selectedSubscription)?.subscription_type ?? null,
      });
    },
    selectSubscription(type) {
      writeJson(SUBSCRIPTION_KEY, type);
      set({ ...state, selectedSubscription: type });
    },
    addSubscription(held, token) {
      if (!state.individual) return;
      const list = state.individual.subscriptionList ?? [];
      const known = list.some((s) => s.subscription_type === held.subscription_type);
      set({
        ...state,
        token: token || state.token,
        individual: { ...state.individual, subscriptionList: known ? list : [...list, held] },
      });
    },
    expire() {
      deleteCookie(TOKEN_COOKIE);
      set({ ...state, token: null, otpVerified: false });
    },
    clear() {
      deleteCookie(TOKEN_COOKIE);
      clearPortalStorage();
      state = signedOut;
      for (const listener of listeners) listener();
    },
    onSignedOutElsewhere(listener) {
      elsewhere.add(listener);
      return () => elsewhere.delete(listener);
    },
  };
}

function load(now: number): SessionState {
  const persisted = readJson<Persisted>(SESSION_KEY);
  if (!persisted || isExpired(persisted.expiresAt, now)) return signedOut;
  // Only then the cookie: reading document.cookie is a round trip to the browser, which a signed-out visitor's first
  // page (the sign-in) need not wait for, in index.html's inline script and again as the app starts.
  const token = getCookie(TOKEN_COOKIE);
  if (!token) return signedOut;
  const held = persisted.individual?.subscriptionList ?? [];
  const selected = restoreSubscription(held, readJson<SubscriptionType>(SUBSCRIPTION_KEY));
  const individual = persisted.individual && keptIndividual(persisted.individual);
  return { ...signedOut, ...persisted, individual, token, selectedSubscription: selected?.subscription_type ?? null };
}

function persist(state: SessionState, now: number): void {
  if (!state.token || state.expiresAt === null) {
    deleteCookie(TOKEN_COOKIE);
  } else {
    setCookie(TOKEN_COOKIE, state.token, (state.expiresAt - now) / 1000);
  }
  const { token: _token, ...rest } = state;
  writeJson(SESSION_KEY, rest);
}
