import { API_URL } from '@/api/client';

/**
 * The path of a call as the contract writes it: the API prefix taken off (`/api/integrant/x` → `/integrant/x`), a
 * third-party call as it is (`/ext/label-database/…`), or null when it is no call of the contract. Shared by the
 * replay handler and the mock world's dispatch.
 */
export function contractPath(url: URL): string | null {
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  const api = new URL(API_URL, origin).pathname.replace(/\/$/, '');
  if (url.pathname.startsWith(`${api}/`)) return url.pathname.slice(api.length);
  if (url.pathname.startsWith('/ext/')) return url.pathname;
  return null;
}
