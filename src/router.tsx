import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { configureClient } from '@/api/client';
import { createErrorPolicy } from '@/api/error-policy';
import { createQueryClient } from '@/api/query-client';
import { notifyError, notifyOffline } from '@/components/feedback/notify';
import { openThreshold } from '@/components/feedback/threshold-store';
import { RouteError } from '@/components/layout/route-error';
import { NotFound } from '@/components/layout/not-found';
import { PageLoader } from '@/components/layout/page-loader';
import { createSessionStore, type SessionStore } from '@/session/session-store';
import { routeTree } from './routeTree.gen';
import { BASE_PATH, IN_FOLDER } from '@/lib/base-path';

export interface RouterContext {
  readonly queryClient: QueryClient;
  readonly session: SessionStore;
  /** The address the portal showed before this navigation (none on the first load): where a guard that could not ask sends back. */
  readonly cameFrom: () => string | undefined;
}

/** The portal's router, QueryClient (with the error policy) and session, wired together. */
export function createPortal(options: { history?: Parameters<typeof createRouter>[0]['history'] } = {}) {
  const session = createSessionStore();
  let goToLogin = () => {};
  const policy = createErrorPolicy({
    toast: notifyError,
    threshold: openThreshold,
    offline: notifyOffline,
    expire(message) {
      session.expire();
      notifyError(message);
      goToLogin();
    },
  });
  const queryClient = createQueryClient(policy);
  configureClient({
    getToken: () => session.getState().token,
    getSubscription: () => session.getState().selectedSubscription,
  });
  const router = createRouter({
    routeTree,
    context: { queryClient, session, cameFrom: () => router.state.resolvedLocation?.href },
    ...(options.history ? { history: options.history } : {}),
    ...(IN_FOLDER ? { basepath: BASE_PATH } : {}),
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: RouteError,
    defaultPendingComponent: PageLoader,
  });
  goToLogin = () => void router.navigate({ to: '/login' });
  // Signed out in another tab of this browser (a logout or an expiry): this one leaves its screens too, at once.
  // What it had read goes once its screens are gone (not before: they would ask again without a token).
  session.onSignedOutElsewhere(() => void router.navigate({ to: '/login' }).then(() => queryClient.clear()));
  return { router, queryClient, session };
}

export type PortalRouter = ReturnType<typeof createPortal>['router'];

declare module '@tanstack/react-router' {
  interface Register {
    router: PortalRouter;
  }
}
