import type { QueryClient } from '@tanstack/react-query';
import { flashSuccess } from '@/components/feedback/notify';
import type { SessionStore } from './session-store';
import { BASE_PATH, IN_FOLDER } from '@/lib/base-path';

export const SIGN_OUT_MESSAGE = 'Sign Out Successful';

/** Logout: clears roles, cookie, organization and stored data, goes to / and reloads. */
export function logout(
  session: SessionStore,
  queryClient: QueryClient,
  reload: (url: string) => void = (url) => window.location.assign(url),
): void {
  session.clear();
  queryClient.clear();
  flashSuccess(SIGN_OUT_MESSAGE);
  reload(IN_FOLDER ? BASE_PATH : '/');
}
