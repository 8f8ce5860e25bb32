import { useQueryClient } from '@tanstack/react-query';
import {
  getGetGoogleUserInfoQueryOptions,
  getGetMicrosoftUserInfoQueryOptions,
} from '@/api/generated/third-party/sso-userinfo/hooks/userinfo/userinfo';
import type { UserInfo } from '@/api/generated/third-party/sso-userinfo/model';
import { obtainProviderToken, type SsoProvider } from '@/lib/sso-provider';

/** The sign-on provider's user info (given_name, family_name, email), through the shared provider adapter. */
export function useProviderInfo() {
  const queryClient = useQueryClient();
  return async (provider: SsoProvider): Promise<UserInfo> => {
    const token = await obtainProviderToken(provider);
    const request = { headers: { Authorization: `Bearer ${token}` } };
    const query = { staleTime: 0, gcTime: 0, meta: { localErrors: 'all' as const } };
    const options =
      provider === 'google'
        ? getGetGoogleUserInfoQueryOptions({ request, query })
        : getGetMicrosoftUserInfoQueryOptions({ request, query });
    return queryClient.fetchQuery(options);
  };
}
