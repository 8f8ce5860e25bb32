import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toasts } from '@/components/feedback/lazy-overlays';
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
    <MantineProvider theme={theme} env={env}>
      <Toasts />
      <QueryClientProvider client={queryClient}>
        <SessionProvider store={session}>{children}</SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
