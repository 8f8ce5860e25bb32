import { now } from '../ids';
import type { World } from '../world';

/**
 * Sessions (spec, first document, section 6: "Session 6 hours (21,600,000 ms); rememberMe 7 days"): sign-in opens one
 * for its access token; a call with a token older than its lifetime is refused with the documented 401
 * (`sessionExpired`). A token no sign-in of this world gave (a seeded session, Prism's example token) never expires:
 * the easy way in stays easy. docs/mocks-and-qa.md, "The clock".
 */
export const SESSION_MS = 21_600_000;
export const REMEMBERED_MS = 7 * 86_400_000;

/** Opens (or renews) the session of a token given at sign-in. */
export function openSession(world: World, token: string, individualId: string): void {
  world.sessions.put({ id: token, individual_id: individualId, issued_at: now(), remember: false });
}

/** Remember me, chosen at the code (the contract's `remember_me`): the caller's session lasts 7 days. */
export function rememberSession(world: World, token: string | undefined): void {
  if (token && world.sessions.get(token)) world.sessions.patch(token, { remember: true });
}

/** Whether a call's bearer token is a session of this world past its lifetime (at `at`, ms). */
export function sessionExpired(world: World, token: string | undefined, at = Date.now()): boolean {
  const session = token ? world.sessions.get(token) : undefined;
  if (!session) return false;
  return at - Date.parse(session.issued_at) > (session.remember ? REMEMBERED_MS : SESSION_MS);
}

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export const bearerOf = (authorization: string | null | undefined): string | undefined =>
  /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
