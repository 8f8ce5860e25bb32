import { describe, expect, it } from 'vitest';
import {
  isExpired,
  redirectAfterLogin,
  redirectAfterOtp,
  REMEMBER_ME_LIFETIME_MS,
  restoreSubscription,
  safeRedirect,
  SESSION_LIFETIME_MS,
  sessionLifetime,
} from '@/session/rules';

const held = (...types: string[]) => types.map((subscription_type) => ({ subscription_type }));

describe('session lifetime', () => {
  it('is 6 hours, or 7 days with rememberMe', () => {
    expect(SESSION_LIFETIME_MS).toBe(21_600_000);
    expect(sessionLifetime(false)).toBe(21_600_000);
    expect(sessionLifetime(true)).toBe(REMEMBER_ME_LIFETIME_MS);
    expect(REMEMBER_ME_LIFETIME_MS).toBe(604_800_000);
  });

  it('expires at its end, and a session without an end is expired', () => {
    expect(isExpired(1000, 999)).toBe(false);
    expect(isExpired(1000, 1000)).toBe(true);
    expect(isExpired(null, 0)).toBe(true);
  });
});

describe('restoring the selected subscription', () => {
  it('keeps the stored one when it is still held', () => {
    expect(restoreSubscription(held('tracer', 'fastpass'), 'fastpass')?.subscription_type).toBe('fastpass');
  });
  it('falls back to tracer when the stored one is gone', () => {
    expect(restoreSubscription(held('publisher', 'tracer'), 'verifier')?.subscription_type).toBe('tracer');
  });
  it('falls back to the first one without tracer', () => {
    expect(restoreSubscription(held('publisher', 'verifier'), null)?.subscription_type).toBe('publisher');
  });
  it('is nothing when none is held', () => {
    expect(restoreSubscription([], 'tracer')).toBeNull();
  });
});

describe('redirect after login', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });
  it('sends a temporary password to /update-password', () => {
    expect(redirectAfterLogin({ temporary_password: true, transaction_id: 'tx' }, at('/login'))).toBe(
      '/update-password',
    );
  });
  it('sends a user without a transaction id to /plans', () => {
    expect(redirectAfterLogin({ transaction_id: null }, at('/login'))).toBe('/plans');
  });
  it('keeps a user without a transaction id where they are on ?canceled=true or /thankyou', () => {
    expect(redirectAfterLogin({ transaction_id: null }, at('/registration', '?canceled=true'))).toBeNull();
    expect(redirectAfterLogin({ transaction_id: '' }, at('/thankyou'))).toBeNull();
  });
  it('sends everyone else to the OTP step', () => {
    expect(redirectAfterLogin({ transaction_id: 'sub_1' }, at('/login'))).toBe('/verify-otp');
  });
});

describe('redirect after OTP', () => {
  it('follows temporary password, then domain validity', () => {
    expect(redirectAfterOtp({ temporary_password: true, is_valid_domain_name: true })).toBe('/update-password');
    expect(redirectAfterOtp({ is_valid_domain_name: true })).toBe('/');
    expect(redirectAfterOtp({ is_valid_domain_name: false })).toBe('/organization');
  });
});

describe('redirect search parameter', () => {
  it('accepts same-origin paths only', () => {
    expect(safeRedirect('/organization?tab=2')).toBe('/organization?tab=2');
    expect(safeRedirect('//evil.example/x')).toBeUndefined();
    expect(safeRedirect('https://evil.example')).toBeUndefined();
    expect(safeRedirect('/\\evil.example')).toBeUndefined();
    expect(safeRedirect(42)).toBeUndefined();
  });
});
