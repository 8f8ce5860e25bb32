import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  exampleImageOrigins,
  headersFile,
  inlineScriptHashes,
  LABEL_THUMBNAIL_ORIGIN,
  originOf,
  policyInputs,
  readHeadersFile,
  securityHeaders,
} from '../../../vite/security-headers';

const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

describe('the content security policy of the build', () => {
  it('allows the inline scripts of the built page by their hashes, and no other inline script or eval', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index.js"></script><script>a()</script></head>' +
      '<body><script>\nb();\n</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('\nb();\n')].sort());
    const policy = directives(contentSecurityPolicy(policyInputs({}, inlineScriptHashes(html))));
    expect(policy['script-src']).toEqual(["'self'", ...[sha('a()'), sha('\nb();\n')].sort().map((h) => `'${h}'`)]);
    expect(contentSecurityPolicy(policyInputs({}, []))).not.toMatch(/unsafe-eval/);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
  });

  it('takes its origins from the build environment: the API, each third-party service, the checkout, the file hosts', () => {
    const inputs = policyInputs(
      {
        VITE_API_URL: 'https://api.portal.example/v1',
        VITE_EXT_LABEL_DATABASE_URL: 'https://labels.example/dsld/v9',
        VITE_EXT_VIDEO_UPLOAD_URL: 'https://video.example',
        VITE_EXT_NOT_A_URL: 'x',
        VITE_CHECKOUT_URL: 'https://checkout.example/pay/{SESSION_ID}',
        VITE_FILE_ORIGINS: 'https://files.example, https://thumbs.example/videos',
      },
      [],
    );
    const policy = directives(contentSecurityPolicy(inputs));
    expect(policy['connect-src']).toEqual([
      "'self'",
      'blob:',
      'https://api.portal.example',
      'https://labels.example',
      'https://video.example',
    ]);
    expect(policy['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      LABEL_THUMBNAIL_ORIGIN,
      'https://api.portal.example',
      'https://files.example',
      'https://thumbs.example',
    ]);
    expect(policy['form-action']).toEqual(["'self'", 'https://checkout.example']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
  });

  it('opens the robot check provider only when the build has its key', () => {
    const off = directives(contentSecurityPolicy(policyInputs({}, [])));
    const on = directives(contentSecurityPolicy(policyInputs({ VITE_RECAPTCHA_SITE_KEY: 'k' }, [])));
    expect(off['script-src']).toEqual(["'self'"]);
    expect(on['script-src']).toContain('https://www.google.com/recaptcha/');
    expect(on['frame-src']).toContain('https://www.google.com/recaptcha/');
  });

  it('reads only absolute http(s) addresses as origins', () => {
    expect(originOf('/api')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf(' https://a.example:8443/x ')).toBe('https://a.example:8443');
  });

  it('finds the image origins of the example world', () => {
    expect(
      exampleImageOrigins({
        a: ['https://cdn.example/x.PNG', 'https://docs.example/a.pdf'],
        b: { c: 'https://t.example/v.jpg?w=2' },
      }),
    ).toEqual(['https://cdn.example', 'https://t.example']);
  });
});

describe('the headers file', () => {
  it('is read back as it was written, for vite preview', () => {
    const headers = securityHeaders(policyInputs({}, [sha('x')]));
    expect(Object.keys(headers)).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Strict-Transport-Security',
      'Cross-Origin-Opener-Policy',
      'Cross-Origin-Resource-Policy',
    ]);
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8}; includeSubDomains$/);
    // Not `same-origin`: the sign-on provider's popup must still reach its opener.
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(readHeadersFile(headersFile(headers))).toEqual(headers);
    expect(readHeadersFile('/other\n  X-A: 1\n/*\n  X-B: 2\n')).toEqual({ 'X-B': '2' });
  });
});
