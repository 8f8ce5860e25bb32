import { render, screen, type RenderResult } from '@testing-library/react';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { shouldRetry } from '@/api/error-policy';
import { AppProviders } from '@/components/layout/app-providers';
import { registerReset } from '@/lib/module-store';
import { createPortal } from '@/router';
import { signInAs, type SignInOptions } from './session';

export interface RenderOptions {
  /** Start signed in (OTP verified unless said otherwise). */
  readonly signedIn?: boolean | SignInOptions;
  /** Reads failed for the network or the server are asked again as in the portal (without its waits between tries). */
  readonly retries?: boolean;
}

const rendered: ReturnType<typeof createPortal>[] = [];

/**
 * Stops what the apps rendered by a test still have under way, after each test (before the stores of the app it
 * imports are reset): a call whose failure arrives after its test must not toast into the next one (the files share
 * their modules and toasts).
 */
registerReset('rendered portals', async () => {
  const portals = rendered.splice(0);
  for (const portal of portals) {
    await portal.queryClient.cancelQueries();
    portal.queryClient.clear();
  }
});

/**
 * Renders the real route tree at `path` on an in-memory history, with Mantine in test mode,
 * a fresh QueryClient (the app's own, error policy included) and a fresh session.
 */
export async function renderWithProviders(path: string, options: RenderOptions = {}) {
  if (options.signedIn) signInAs(options.signedIn === true ? {} : options.signedIn);
  const portal = createPortal({ history: createMemoryHistory({ initialEntries: [path] }) });
  rendered.push(portal);
  portal.queryClient.setDefaultOptions({
    queries: { retry: options.retries ? shouldRetry : false, retryDelay: 1, staleTime: Infinity },
    mutations: { retry: false },
  });
  // No pointer-events check: the tests load no style sheet that could set it (css: false), and the check reads the
  // computed style of every ancestor at each call.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const result: RenderResult = render(
    <AppProviders queryClient={portal.queryClient} session={portal.session} env="test">
      <RouterProvider router={portal.router} />
    </AppProviders>,
  );
  await portal.router.load();
  return { ...result, ...portal, user, screen, location: () => portal.router.state.location };
}
