/**
 * The sign-on provider adapter: it obtains the provider's access token for the user-info lookup.
 * - With a real provider (VITE_EXT_SSO_USERINFO_URL set): the provider's OAuth popup (implicit grant),
 *   configured by VITE_GOOGLE_CLIENT_ID or VITE_MICROSOFT_CLIENT_ID; the popup comes back to this
 *   origin with the token in its URL fragment, which is read here.
 * - In the mock modes (Prism, MSW, tests) the lookup is answered by the contract's examples, so a
 *   fixed mock token stands in for the popup; everything after it is the real code path. A production build
 *   without a provider configured has no sign-on (and no mock token in its bundle).
 */
import { MOCK_MODES } from '@/lib/mock-modes';

export type SsoProvider = 'google' | 'microsoft';

interface ProviderConfig {
  readonly authorizeUrl: string;
  readonly clientId: string | undefined;
  readonly scope: string;
}

const env = import.meta.env as Record<string, string | undefined>;

const PROVIDERS: Record<SsoProvider, ProviderConfig> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    clientId: env.VITE_GOOGLE_CLIENT_ID,
    scope: 'openid email profile',
  },
  microsoft: {
    authorizeUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    clientId: env.VITE_MICROSOFT_CLIENT_ID,
    scope: 'openid email profile User.Read',
  },
};

export function usesRealProvider(): boolean {
  return Boolean(env.VITE_EXT_SSO_USERINFO_URL);
}

export async function obtainProviderToken(provider: SsoProvider): Promise<string> {
  if (!usesRealProvider()) {
    if (MOCK_MODES) return 'mock-provider-access-token';
    throw new Error('No sign-on provider is configured (VITE_EXT_SSO_USERINFO_URL).');
  }
  const config = PROVIDERS[provider];
  if (!config.clientId) throw new Error(`No client id configured for ${provider}`);
  const params = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: window.location.origin,
    response_type: 'token',
    scope: config.scope,
    prompt: 'select_account',
  });
  const popup = window.open(`${config.authorizeUrl}?${params}`, 'sso', 'width=500,height=640');
  if (!popup) throw new Error('The sign-on popup was blocked');
  return waitForToken(popup);
}

/** Polls the popup until it is back on this origin with `#access_token=…`, or closed. */
function waitForToken(popup: Window): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = window.setInterval(() => {
      if (popup.closed) {
        window.clearInterval(timer);
        reject(new Error('The sign-on popup was closed'));
        return;
      }
      let hash = '';
      try {
        hash = popup.location.hash; // throws while the popup is on the provider's origin
      } catch {
        return;
      }
      const token = new URLSearchParams(hash.slice(1)).get('access_token');
      if (!token) return;
      window.clearInterval(timer);
      popup.close();
      resolve(token);
    }, 300);
  });
}
