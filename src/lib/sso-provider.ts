/**
 * The sign-on provider adapter: it obtains the provider's access token for the user-info lookup.
 * - With a real provider (VITE_EXT_SSO_USERINFO_URL set): the provider's OAuth popup by the authorization code with
 *   PKCE (RFC 7636), a `state` checked on the way back and an OpenID `nonce` checked in the ID token
 *   (oauth4webapi, loaded with the first sign-on). The popup comes back to /sso-callback.html on this origin, whose
 *   one script hands its address to this window over a BroadcastChannel and closes itself; the code is then exchanged
 *   for the token here, as a public client (VITE_GOOGLE_CLIENT_ID or VITE_MICROSOFT_CLIENT_ID, and
 *   VITE_MICROSOFT_TENANT).
 * - In the mock modes (Prism, MSW, tests) the lookup is answered by the contract's examples, so a
 *   fixed mock token stands in for the popup; everything after it is the real code path. A production build
 *   without a provider configured has no sign-on (and no mock token in its bundle).
 */
import { MOCK_MODES } from '@/lib/mock-modes';

export type SsoProvider = 'google' | 'microsoft';

export function usesRealProvider(): boolean {
  return Boolean((import.meta.env as Record<string, string | undefined>).VITE_EXT_SSO_USERINFO_URL);
}

export async function obtainProviderToken(provider: SsoProvider): Promise<string> {
  if (!usesRealProvider()) {
    if (MOCK_MODES) return 'mock-provider-access-token';
    throw new Error('No sign-on provider is configured (VITE_EXT_SSO_USERINFO_URL).');
  }
  // The flow and its library load with the first sign-on, never with the sign-in page (its first load's budget).
  const { signInWithPopup } = await import('./sso-oauth');
  return signInWithPopup(provider);
}
