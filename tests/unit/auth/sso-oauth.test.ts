import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exchangeCode, authorizationRequest, PROVIDERS, type ProviderConfig } from '@/lib/sso-oauth';
import { SSO_TOKEN_ORIGINS } from '../../../vite/security-headers';

const REDIRECT = 'https://portal.test/sso-callback.html';
const google: ProviderConfig = { ...PROVIDERS.google, clientId: 'portal-client' };
const microsoft: ProviderConfig = { ...PROVIDERS.microsoft, clientId: 'portal-client' };
const TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
/** An ID token as the provider's token endpoint answers it (its signature is the backend's to check). */
const idToken = (claims: Record<string, unknown>) =>
  `${base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}.c2ln`;
const now = () => Math.floor(Date.now() / 1000);

/** The token endpoint's answer, and the bodies it was sent. */
function tokenEndpoint(claims: (nonce: string) => Record<string, unknown>, nonce: () => string) {
  const bodies: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL, init: RequestInit) => {
      bodies.push(new URLSearchParams(String(init.body)));
      expect(String(url)).toMatch(/\/token$/);
      return new Response(
        JSON.stringify({
          access_token: 'provider-access',
          token_type: 'Bearer',
          expires_in: 3600,
          id_token: idToken(claims(nonce())),
        }),
        { headers: { 'Content-Type': 'application/json' } },
      );
    }),
  );
  return bodies;
}

const returnOf = (params: Record<string, string>) => new URL(`${REDIRECT}?${new URLSearchParams(params).toString()}`);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sign-on by the authorization code with PKCE', () => {
  it('asks for a code with an S256 challenge of its verifier, a fresh state and nonce', async () => {
    const first = await authorizationRequest(google, REDIRECT);
    const second = await authorizationRequest(google, REDIRECT);
    const url = new URL(first.url);
    expect(url.origin + url.pathname).toBe(PROVIDERS.google.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'portal-client',
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge: base64url(createHash('sha256').update(first.verifier).digest()),
      code_challenge_method: 'S256',
      state: first.state,
      nonce: first.nonce,
    });
    expect(url.searchParams.has('response_mode')).toBe(false);
    expect(first.verifier.length).toBeGreaterThanOrEqual(43);
    expect([second.state, second.nonce, second.verifier]).not.toContain(first.state);
    expect(second.verifier).not.toBe(first.verifier);
  });

  it('exchanges the code with its verifier as a public client, and gives the access token', async () => {
    const request = await authorizationRequest(google, REDIRECT);
    const bodies = tokenEndpoint(
      (nonce) => ({ iss: google.issuer, aud: 'portal-client', sub: 'u1', iat: now(), exp: now() + 600, nonce }),
      () => request.nonce,
    );
    const token = await exchangeCode(google, request, returnOf({ code: 'c0de', state: request.state }));
    expect(token).toBe('provider-access');
    expect(Object.fromEntries(bodies[0]!)).toEqual({
      grant_type: 'authorization_code',
      code: 'c0de',
      redirect_uri: REDIRECT,
      code_verifier: request.verifier,
      client_id: 'portal-client',
    });
  });

  it('refuses a return with another state before any exchange', async () => {
    const request = await authorizationRequest(google, REDIRECT);
    const bodies = tokenEndpoint(
      () => ({}),
      () => request.nonce,
    );
    await expect(exchangeCode(google, request, returnOf({ code: 'c0de', state: 'forged' }))).rejects.toThrow(/"state"/);
    expect(bodies).toEqual([]);
  });

  it('refuses the provider’s error and an ID token with another nonce or audience', async () => {
    const request = await authorizationRequest(google, REDIRECT);
    const denied = returnOf({ error: 'access_denied', state: request.state });
    await expect(exchangeCode(google, request, denied)).rejects.toThrow(/is an error/);
    const back = returnOf({ code: 'c0de', state: request.state });
    tokenEndpoint(
      () => ({ iss: google.issuer, aud: 'portal-client', sub: 'u1', iat: now(), exp: now() + 600, nonce: 'replayed' }),
      () => request.nonce,
    );
    await expect(exchangeCode(google, request, back)).rejects.toThrow(/nonce/);
    tokenEndpoint(
      (nonce) => ({ iss: google.issuer, aud: 'someone-else', sub: 'u1', iat: now(), exp: now() + 600, nonce }),
      () => request.nonce,
    );
    await expect(exchangeCode(google, request, back)).rejects.toThrow(/"aud"/);
  });

  it('Microsoft’s common endpoint: the user’s own tenant is the issuer expected, and only that one', async () => {
    const request = await authorizationRequest(microsoft, REDIRECT);
    const back = returnOf({ code: 'c0de', state: request.state });
    const claims = (iss: string, tid: string) => (nonce: string) => ({
      iss,
      tid,
      aud: 'portal-client',
      sub: 'u1',
      iat: now(),
      exp: now() + 600,
      nonce,
    });
    tokenEndpoint(claims(`https://login.microsoftonline.com/${TENANT}/v2.0`, TENANT), () => request.nonce);
    await expect(exchangeCode(microsoft, request, back)).resolves.toBe('provider-access');
    tokenEndpoint(claims('https://evil.example/v2.0', TENANT), () => request.nonce);
    await expect(exchangeCode(microsoft, request, back)).rejects.toThrow(/"iss"/);
  });

  it('the content security policy lets the window call each provider’s token endpoint', () => {
    expect(new URL(PROVIDERS.google.tokenUrl).origin).toBe(SSO_TOKEN_ORIGINS.VITE_GOOGLE_CLIENT_ID);
    expect(new URL(PROVIDERS.microsoft.tokenUrl).origin).toBe(SSO_TOKEN_ORIGINS.VITE_MICROSOFT_CLIENT_ID);
  });
});
