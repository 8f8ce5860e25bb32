import { describe, expect, it } from 'vitest';
import { routePattern } from '../../vite/route-preload';

// vite/route-preload.ts matches the address against TanStack's file routes to preload the first route's chunks.
describe('routePattern', () => {
  const matches = (file: string, path: string) => new RegExp(routePattern(file)).test(path);

  it('drops pathless layouts and index', () => {
    expect(matches('_public/login', '/login')).toBe(true);
    expect(matches('_app/index', '/')).toBe(true);
    expect(matches('_app/index', '/profile')).toBe(false);
    expect(matches('_app/profile', '/profile')).toBe(true);
  });

  it('matches one segment for a $param, and escapes the rest', () => {
    expect(matches('account-login/accounts-data/$email', '/account-login/accounts-data/a%40b.com')).toBe(true);
    expect(matches('account-login/accounts-data/$email', '/account-login/accounts-data/a/b')).toBe(false);
    expect(matches('update-password', '/update-password')).toBe(true);
    expect(matches('update-password', '/update-passwordX')).toBe(false);
  });
});
