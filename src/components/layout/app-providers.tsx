import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider } from '@/session/session-context';
import type { SessionStore } from '@/session/session-store';
import { cssVariablesResolver, theme } from './theme';

export interface AppProvidersProps {
  readonly queryClient: QueryClient;
  readonly session: SessionStore;
  readonly env?: 'default' | 'test';
  readonly children: ReactNode;
}

/** Mantine (toasts top right, 5 s), React Query and the session: shared by the app and the tests. */
export function AppProviders({ queryClient, session, env = 'default', children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      <Notifications position="top-right" autoClose={5000} limit={4} />
      <QueryClientProvider client={queryClient}>
        <SessionProvider store={session}>{children}</SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
