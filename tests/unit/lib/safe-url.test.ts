import { describe, expect, it } from 'vitest';
import { allowedAddress, originsOf } from '@/lib/safe-url';

const rule = {
  origins: ['https://checkout.provider.test', 'https://files.portal.test'],
  plainOrigins: ['http://127.0.0.1:5173'],
};

describe('allowedAddress: a server-given payment address is opened only when https on an allowed origin', () => {
  it('allows https on the provider’s and the file host’s origins', () => {
    expect(allowedAddress('https://checkout.provider.test/c/pay/cs_1', rule)).toBe(
      'https://checkout.provider.test/c/pay/cs_1',
    );
    expect(allowedAddress(' https://files.portal.test/r/1.pdf ', rule)).toBe('https://files.portal.test/r/1.pdf');
  });

  it('refuses another origin, a look-alike host, plain http, other schemes and credentials', () => {
    for (const address of [
      'https://evil.test/c/pay/cs_1',
      'https://checkout.provider.test.evil.test/c',
      'https://evil.test@checkout.provider.test/c',
      'https://user:pw@checkout.provider.test/c',
      'http://checkout.provider.test/c/pay/cs_1',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//checkout.provider.test/c',
      '/thank-you',
      '',
      null,
      42,
    ])
      expect(allowedAddress(address, rule), String(address)).toBeNull();
  });

  it('allows plain http only on the mock modes’ own origins', () => {
    expect(allowedAddress('http://127.0.0.1:5173/__world/files/F1', rule)).toBe(
      'http://127.0.0.1:5173/__world/files/F1',
    );
    expect(allowedAddress('http://127.0.0.1:5173/x', { origins: rule.origins })).toBeNull();
    expect(allowedAddress('http://127.0.0.1:5174/x', rule)).toBeNull();
  });

  it('reads origins from the build’s settings, dropping what is not an address', () => {
    expect(
      originsOf('https://checkout.provider.test/pay/{SESSION_ID}', 'https://a.test, https://b.test:8443 nope'),
    ).toEqual(['https://checkout.provider.test', 'https://a.test', 'https://b.test:8443']);
    expect(originsOf(undefined, 'mailto:x@y.test')).toEqual([]);
  });
});
