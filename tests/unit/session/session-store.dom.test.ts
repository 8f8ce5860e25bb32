import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { logout, SIGN_OUT_MESSAGE } from '@/session/logout';
import { createSessionStore, organizationStanding, SESSION_KEY, TOKEN_COOKIE } from '@/session/session-store';
import { deleteCookie, getCookie, LOCAL_KEYS, TAB_KEY_PREFIXES, TAB_KEYS } from '@/lib/storage';
import { OLIVIA, OMEGA_BATCH, VERDANT, NORTHWIND_OLIVIA } from '../../../test-support/example-world';

const individual = {
  id: OLIVIA,
  email_address: 'olivia.bennett@verdantlabs.com',
  access_token: 'tok',
  subscriptionList: [{ subscription_type: 'fastpass' as const }, { subscription_type: 'tracer' as const }],
};

describe('the session store', () => {
  it('starts a 6-hour session at sign-in, stretched to 7 days by rememberMe at OTP', () => {
    let now = 1_000_000;
    const store = createSessionStore(() => now);
    store.signIn(individual);
    expect(store.getState().expiresAt).toBe(now + 21_600_000);
    expect(store.getState().otpVerified).toBe(false);
    expect(store.getState().selectedSubscription).toBe('tracer');
    store.verifyOtp(true);
    expect(store.getState().expiresAt).toBe(now + 604_800_000);
    expect(store.isSignedIn()).toBe(true);
    now += 604_800_000;
    expect(store.isSignedIn()).toBe(false);
  });

  it('a purchase adds its subscription (once) and the new token, and keeps the OTP verification', () => {
    const store = createSessionStore();
    store.signIn(individual);
    store.verifyOtp(false);
    store.addSubscription({ subscription_type: 'publisher' }, 'tok2');
    expect(store.getState()).toMatchObject({ token: 'tok2', otpVerified: true, selectedSubscription: 'tracer' });
    expect(store.getState().individual?.subscriptionList?.map((s) => s.subscription_type)).toEqual([
      'fastpass',
      'tracer',
      'publisher',
    ]);
    store.addSubscription({ subscription_type: 'publisher' }, null);
    expect(store.getState().individual?.subscriptionList).toHaveLength(3);
    expect(store.getState().token).toBe('tok2');
    expect(getCookie(TOKEN_COOKIE)).toBe('tok2');
  });

  it('survives a reload through storage and the cookie, restoring the stored subscription', () => {
    const first = createSessionStore();
    first.signIn(individual);
    first.verifyOtp(false);
    first.selectSubscription('fastpass');
    expect(getCookie(TOKEN_COOKIE)).toBe('tok');
    const second = createSessionStore();
    expect(second.getState()).toMatchObject({ token: 'tok', otpVerified: true, selectedSubscription: 'fastpass' });
  });

  it('a visitor with no stored session is signed out without reading the cookie (a round trip to the browser)', () => {
    localStorage.clear();
    const cookie = vi.spyOn(document, 'cookie', 'get');
    expect(createSessionStore().isSignedIn()).toBe(false);
    expect(cookie).not.toHaveBeenCalled();
    const first = createSessionStore();
    first.signIn(individual);
    first.verifyOtp(false);
    cookie.mockClear();
    expect(createSessionStore().isSignedIn()).toBe(true);
    expect(cookie).toHaveBeenCalledTimes(1);
  });

  it('forgets an expired session on reload', () => {
    const first = createSessionStore(() => 0);
    first.signIn(individual);
    const later = createSessionStore(() => 21_600_001);
    expect(later.getState().token).toBeNull();
  });

  it('on a 401 drops the OTP flag and the cookie', () => {
    const store = createSessionStore();
    store.signIn(individual);
    store.verifyOtp(false);
    store.expire();
    expect(store.getState()).toMatchObject({ token: null, otpVerified: false });
    expect(getCookie(TOKEN_COOKIE)).toBeNull();
  });

  it('switching organization keeps the OTP verification and remembers the way home', () => {
    const store = createSessionStore();
    store.signIn(individual);
    store.verifyOtp(false);
    store.switchIdentity(
      { ...individual, id: NORTHWIND_OLIVIA, access_token: 'other' },
      { id: OLIVIA, email_address: individual.email_address },
    );
    expect(store.getState()).toMatchObject({ token: 'other', otpVerified: true, homeIndividual: { id: OLIVIA } });
  });
});

describe('the organization in the session', () => {
  it('keeps the standing, not the member list', () => {
    const record = {
      id: VERDANT,
      name: 'Verdant Labs',
      is_valid_domain_name: true,
      is_approved: false,
      is_free_trail: false,
      individuals: [{ id: 'IND9R3T6WX' }],
    };
    expect(organizationStanding(record)).toEqual({
      id: VERDANT,
      name: 'Verdant Labs',
      is_valid_domain_name: true,
      is_approved: false,
      is_free_trail: false,
    });
  });
});

describe('logout', () => {
  it('clears the session and the cache, then goes to / with the sign-out message', () => {
    const store = createSessionStore();
    store.signIn(individual);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['x'], 1);
    const reload = vi.fn();
    logout(store, queryClient, reload);
    expect(store.getState().token).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(queryClient.getQueryData(['x'])).toBeUndefined();
    expect(sessionStorage.getItem('portal.flash')).toBe(SIGN_OUT_MESSAGE);
    expect(reload).toHaveBeenCalledWith('/');
  });
});

/** Every key the portal keeps, in both storages (the registry's, and a batch draft by its prefix), plus one not ours. */
function fillEveryKey() {
  for (const key of Object.values(LOCAL_KEYS)) localStorage.setItem(key, '"kept"');
  for (const key of Object.values(TAB_KEYS)) sessionStorage.setItem(key, '"kept"');
  sessionStorage.setItem(`${TAB_KEY_PREFIXES.batchDraft}${OMEGA_BATCH}`, '{"dirty":true}');
  localStorage.setItem('portal.world', 'the mock world is not the portal’s');
}
const portalKeys = () =>
  [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) => key !== 'portal.world');

describe('logout everywhere', () => {
  it('leaves no key of the portal in either storage, drafts included, but the sign-out message', () => {
    const store = createSessionStore();
    store.signIn(individual);
    fillEveryKey();
    logout(store, new QueryClient(), vi.fn());
    expect(portalKeys()).toEqual([TAB_KEYS.flash]);
    expect(localStorage.getItem('portal.world')).not.toBeNull();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('signs this tab out when another tab logs out: its session, its drafts, and says so', () => {
    const store = createSessionStore();
    store.signIn(individual);
    fillEveryKey();
    const told = vi.fn();
    store.onSignedOutElsewhere(told);
    // The other tab's logout, as this tab hears it: the stored session removed.
    localStorage.removeItem(SESSION_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, oldValue: '{}', newValue: null }));
    expect(store.isSignedIn()).toBe(false);
    expect(told).toHaveBeenCalledWith('logout');
    expect(portalKeys()).toEqual([]);
    localStorage.clear();
  });

  it('signs this tab out when the session ends in another tab, keeping its drafts for the next sign-in', () => {
    const store = createSessionStore();
    store.signIn(individual);
    fillEveryKey();
    const told = vi.fn();
    store.onSignedOutElsewhere(told);
    deleteCookie(TOKEN_COOKIE);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, newValue: '{"otpVerified":false}' }));
    expect(store.getState().token).toBeNull();
    expect(told).toHaveBeenCalledWith('expiry');
    expect(sessionStorage.getItem(`${TAB_KEY_PREFIXES.batchDraft}${OMEGA_BATCH}`)).not.toBeNull();
    // Another key changed elsewhere, or a signed-out tab: nothing to follow.
    told.mockClear();
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY, newValue: null }));
    expect(told).not.toHaveBeenCalled();
    localStorage.clear();
    sessionStorage.clear();
  });
});
