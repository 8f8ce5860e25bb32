import { expect, test } from '../support/fixtures';

/**
 * The build's security headers (vite/security-headers.ts, served by `vite preview` from the built `_headers`), and the
 * policy at work: a script injected into the page is refused. Every other test runs under the same policy, and the
 * `policy` fixture fails any of them in which the page reports a breach.
 */
test('the pages are served with a strict content security policy and the security headers', async ({ page }) => {
  const response = await page.goto('/login');
  const headers = response!.headers();
  const policy = Object.fromEntries(
    headers['content-security-policy']!.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  ) as Record<string, string[]>;
  expect(policy['default-src']).toEqual(["'self'"]);
  expect(policy['script-src']![0]).toBe("'self'");
  // Only the build's own inline scripts, by their hashes: no 'unsafe-inline', no 'unsafe-eval'.
  expect(policy['script-src']!.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(source))).toBe(true);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'self'"]);
  expect(policy['form-action']![0]).toBe("'self'");
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
});

test('an inline script injected into the page is refused, and the portal still works', async ({ page, policy }) => {
  // The page as an attacker who could write into it would serve it: an extra inline script in the HTML.
  await page.route(/\/login$/, async (route) => {
    const original = await route.fetch();
    const html = (await original.text()).replace('</head>', '<script>window.__injected = "ran"</script></head>');
    await route.fulfill({ response: original, body: html });
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  // And one added to the document by script (what an injected `innerHTML` with a script element amounts to).
  const added = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__added = "ran"';
    document.head.append(script);
    const w = window as unknown as { __injected?: string; __added?: string };
    return { injected: w.__injected ?? null, added: w.__added ?? null };
  });
  expect(added).toEqual({ injected: null, added: null });
  await expect.poll(() => policy.violations.filter((v) => v.startsWith('script-src')).length).toBe(2);
  // The breaches this test caused on purpose are not the policy fixture's to report.
  policy.violations.length = 0;
});
