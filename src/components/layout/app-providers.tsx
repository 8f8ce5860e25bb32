import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toasts } from '@/components/feedback/lazy-overlays';
import { RetryingNotice } from '@/components/feedback/retrying-notice';
import { SessionProvider } from '@/session/session-context';
import type { SessionStore } from '@/session/session-store';
import { theme } from './theme';

export interface AppProvidersProps {
  readonly queryClient: QueryClient;
  readonly session: SessionStore;
  readonly env?: 'default' | 'test';
  readonly children: ReactNode;
}

/** Mantine (toasts, loaded with the first one), React Query and the session: shared by the app and the tests. */
export function AppProviders({ queryClient, session, env = 'default', children }: AppProvidersProps) {
  return (
    // In tests (jsdom: no layout, no paint) the theme's CSS variables change nothing a test can see, and every computed
    // style (each accessible-name lookup of a role query) would match them again.
    <MantineProvider theme={theme} env={env} withCssVariables={env !== 'test'}>
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <SessionProvider store={session}>{children}</SessionProvider>
        <RetryingNotice />
      </QueryClientProvider>
    </MantineProvider>
  );
}
