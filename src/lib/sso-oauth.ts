/**
 * The sign-on with a real provider (src/lib/sso-provider.ts loads it with the first sign-on): the authorization code
 * with PKCE (RFC 7636, S256), a `state` checked on the way back and an OpenID `nonce` checked in the ID token
 * (oauth4webapi). docs/security.md, "Sign-on with a provider".
 */
import * as oauth from 'oauth4webapi';
import type { SsoProvider } from '@/lib/sso-provider';
import { appOrigin } from './base-path';

/** Where the provider sends the popup back: a static page of public/, so nothing runs in the popup on its return. */
export const SSO_CALLBACK_PATH = '/sso-callback.html';

export interface ProviderConfig {
  readonly issuer: string;
  readonly authorizeUrl: string;
  readonly tokenUrl: string;
  readonly clientId: string | undefined;
  readonly scope: string;
  /** A multi-tenant issuer (Microsoft's `common`): the ID token's issuer names the user's own tenant. */
  readonly tenantIssuer?: (tenant: string) => string;
}

const env = import.meta.env as Record<string, string | undefined>;
const tenant = env.VITE_MICROSOFT_TENANT || 'common';
const microsoft = `https://login.microsoftonline.com/${tenant}`;

export const PROVIDERS: Record<SsoProvider, ProviderConfig> = {
  google: {
    issuer: 'https://accounts.google.com',
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    clientId: env.VITE_GOOGLE_CLIENT_ID,
    scope: 'openid email profile',
  },
  microsoft: {
    issuer: `${microsoft}/v2.0`,
    authorizeUrl: `${microsoft}/oauth2/v2.0/authorize`,
    tokenUrl: `${microsoft}/oauth2/v2.0/token`,
    clientId: env.VITE_MICROSOFT_CLIENT_ID,
    scope: 'openid email profile User.Read',
    tenantIssuer: (id) => `https://login.microsoftonline.com/${id}/v2.0`,
  },
};

/** The provider's popup, its return, and the code exchanged for the access token. */
export async function signInWithPopup(provider: SsoProvider): Promise<string> {
  const config = PROVIDERS[provider];
  if (!config.clientId) throw new Error(`No client id configured for ${provider}`);
  const request = await authorizationRequest(config, `${appOrigin()}${SSO_CALLBACK_PATH}`);
  const popup = window.open(request.url, 'sso', 'width=500,height=640');
  if (!popup) throw new Error('The sign-on popup was blocked');
  return exchangeCode(config, request, await waitForCallback(popup, request.state));
}

/** One sign-on attempt: the address the popup opens, and what its return is checked against. */
export interface AuthorizationRequest {
  readonly url: string;
  readonly redirectUri: string;
  readonly verifier: string;
  readonly state: string;
  readonly nonce: string;
}

/** The provider's authorization address: the code, its PKCE challenge (S256), a fresh `state` and `nonce`. */
export async function authorizationRequest(config: ProviderConfig, redirectUri: string): Promise<AuthorizationRequest> {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const nonce = oauth.generateRandomNonce();
  const url = new URL(config.authorizeUrl);
  url.search = new URLSearchParams({
    client_id: config.clientId ?? '',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: config.scope,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    prompt: 'select_account',
  }).toString();
  return { url: url.toString(), redirectUri, verifier, state, nonce };
}

/**
 * The popup's return, checked (its `state`, or the provider's error), exchanged for the tokens with the PKCE verifier,
 * and the ID token's `nonce`, issuer, audience and times checked; the access token is for the user-info lookup. The ID
 * token's signature is the backend's to verify (docs/security.md): this window takes it straight from the provider.
 */
export async function exchangeCode(
  config: ProviderConfig,
  request: AuthorizationRequest,
  callback: URL,
): Promise<string> {
  const server: oauth.AuthorizationServer = {
    issuer: config.issuer,
    authorization_endpoint: config.authorizeUrl,
    token_endpoint: config.tokenUrl,
  };
  const client: oauth.Client = { client_id: config.clientId ?? '' };
  const parameters = oauth.validateAuthResponse(server, client, callback, request.state);
  const answer = await oauth.authorizationCodeGrantRequest(
    server,
    client,
    oauth.None(),
    parameters,
    request.redirectUri,
    request.verifier,
  );
  // A multi-tenant provider's ID token names the user's own tenant as its issuer: that one is expected.
  const issuer = config.tenantIssuer ? await tenantIssuer(answer.clone(), config.tenantIssuer) : null;
  const tokens = await oauth.processAuthorizationCodeResponse(
    { ...server, issuer: issuer ?? server.issuer },
    client,
    answer,
    {
      expectedNonce: request.nonce,
      requireIdToken: true,
    },
  );
  return tokens.access_token;
}

/** The issuer of the tenant an ID token names (its `tid` claim), read before the token is checked. */
async function tenantIssuer(answer: Response, issuerOf: (tenant: string) => string): Promise<string | null> {
  try {
    const { id_token: token } = (await answer.json()) as { id_token?: unknown };
    const payload = typeof token === 'string' ? token.split('.')[1] : undefined;
    if (!payload) return null;
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { tid?: unknown };
    return typeof claims.tid === 'string' && /^[0-9a-f-]{36}$/i.test(claims.tid) ? issuerOf(claims.tid) : null;
  } catch {
    return null; // the check that follows refuses what cannot be read
  }
}

/** The channel the callback page (public/sso-callback.js) hands its address over. */
export const SSO_CHANNEL = 'portal-sso';
/** How long a closed popup is given for its address to arrive (the callback page closes itself right after it). */
const CLOSED_GRACE_MS = 1_000;

/**
 * The popup's return: the callback page's address for this attempt (its `state`), handed over this origin's
 * channel; refused when the popup is closed without one.
 */
export function waitForCallback(popup: Window, state: string): Promise<URL> {
  return new Promise((resolve, reject) => {
    const channel = new BroadcastChannel(SSO_CHANNEL);
    let closedSince: number | null = null;
    const done = () => {
      window.clearInterval(timer);
      channel.close();
    };
    channel.onmessage = (event: MessageEvent<{ href?: unknown }>) => {
      const href = typeof event.data?.href === 'string' ? event.data.href : '';
      const url = URL.canParse(href) ? new URL(href) : null;
      if (!url || url.origin !== window.location.origin || !url.pathname.endsWith(SSO_CALLBACK_PATH)) return;
      if (url.searchParams.get('state') !== state) return; // another attempt's return
      done();
      resolve(url);
    };
    const timer = window.setInterval(() => {
      if (!popup.closed) return;
      closedSince ??= Date.now();
      if (Date.now() - closedSince < CLOSED_GRACE_MS) return;
      done();
      reject(new Error('The sign-on popup was closed'));
    }, 250);
  });
}
