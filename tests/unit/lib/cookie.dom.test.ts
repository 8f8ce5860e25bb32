import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieAttributes, deleteCookie, setCookie } from '@/lib/storage';

describe('the session cookie', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is Secure when the page is served over HTTPS, so it never travels over plain HTTP', () => {
    expect(cookieAttributes('https:')).toBe('Path=/; SameSite=Strict; Secure');
  });

  it('is first-party only, and not Secure over http (the mock modes on 127.0.0.1, where a Secure cookie is not kept)', () => {
    expect(cookieAttributes('http:')).toBe('Path=/; SameSite=Strict');
  });

  it('is written and deleted with the attributes of the page it is on', () => {
    const written: string[] = [];
    const set = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
    vi.stubGlobal('location', { ...window.location, protocol: 'https:' });
    setCookie('portal_token', 'a b', 60);
    deleteCookie('portal_token');
    vi.stubGlobal('location', { ...window.location, protocol: 'http:' });
    setCookie('portal_token', 'c', 60);
    set.mockRestore();
    expect(written).toEqual([
      'portal_token=a%20b; Max-Age=60; Path=/; SameSite=Strict; Secure',
      'portal_token=; Max-Age=0; Path=/; SameSite=Strict; Secure',
      'portal_token=c; Max-Age=60; Path=/; SameSite=Strict',
    ]);
  });
});
