import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { isLocalFailure } from '@/api/error-policy';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { useSsoLogin } from '@/api/generated/portal/hooks/auth/auth';
import type { Individual, SsoLoginRequest } from '@/api/generated/portal/model';
import type { UserInfo } from '@/api/generated/third-party/sso-userinfo/model';
import { SIGN_IN_LOCAL_ERRORS, signInFailure } from './login-rules';
import { useProviderInfo } from '@/components/form/use-provider-info';
import type { SsoProvider } from '@/lib/sso-provider';

export const SSO_LOOKUP_FAILURE = 'Something went wrong';

export function ssoRequest(
  provider: SsoProvider | null,
  info: { email: string; given_name?: string; family_name?: string },
): SsoLoginRequest {
  if (!provider) return { email_address: info.email };
  return {
    email_address: info.email,
    ...(info.given_name ? { name_first: info.given_name } : {}),
    ...(info.family_name ? { name_last: info.family_name } : {}),
    is_google_login: provider === 'google',
    is_microsoft_login: provider === 'microsoft',
    is_sso_login: true,
  };
}

/**
 * Single sign-on: provider token, then the user-info lookup, then auth/sso-login. The developer
 * login (`signInByEmail`) skips the provider and signs in with the email only.
 */
export function useSsoSignIn(onSignedIn: (individual: Individual) => void) {
  const lookup = useProviderInfo();
  const ssoLogin = useSsoLogin({ mutation: { meta: { localErrors: SIGN_IN_LOCAL_ERRORS } } });
  const [pending, setPending] = useState<SsoProvider | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // One sign-in at a time, whichever way it started (a double click on a provider, the other provider).
  const flight = useSingleFlight();

  const send = (data: SsoLoginRequest) =>
    ssoLogin.mutateAsync({ data }).then(
      (answer) => onSignedIn(answer.data),
      (error: unknown) => setFailure(signInFailure(error)),
    );

  const signInWith = (provider: SsoProvider) =>
    flight.run(async () => {
      setFailure(null);
      setPending(provider);
      try {
        let info: UserInfo;
        try {
          info = await lookup(provider);
        } catch (error) {
          // A lost connection is the error policy's to say; any other lookup failure is the screen's.
          if (!isApiError(error) || isLocalFailure(error, 'all')) setFailure(SSO_LOOKUP_FAILURE);
          return;
        }
        await send(ssoRequest(provider, info));
      } finally {
        setPending(null);
      }
    });

  const signInByEmail = (email: string) =>
    flight.run(() => {
      setFailure(null);
      return send(ssoRequest(null, { email }));
    });

  return { signInWith, signInByEmail, pending, busy: flight.pending || ssoLogin.isPending, failure };
}
