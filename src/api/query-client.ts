import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { shouldRetry, type Decision, type LocalErrors } from './error-policy';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { localErrors?: LocalErrors };
    mutationMeta: { localErrors?: LocalErrors };
  }
}

/**
 * The QueryClient with the error policy on both caches. networkMode 'always': a call made offline is
 * sent and fails at once (the policy says the connection is lost, the button comes back, the page shows
 * its retry) instead of TanStack Query's default 'online', which holds it, spinning, and sends it by
 * itself when the network returns.
 */
export function createQueryClient(policy: (decision: Decision) => unknown): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => policy({ error, local: query.meta?.localErrors, load: true }),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => policy({ error, local: mutation.meta?.localErrors }),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
