import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { logout } from './logout';
import { useSessionStore } from './session-context';

export function useLogout(): () => void {
  const session = useSessionStore();
  const queryClient = useQueryClient();
  return useCallback(() => logout(session, queryClient), [session, queryClient]);
}
