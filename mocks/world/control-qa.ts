import { http, HttpResponse, type RequestHandler } from 'msw';
import { advanceClock, clockOf, parseAdvance } from './model/rules/clock';
import { adminView, administer, ADMIN_ACTIONS, isAdminAction } from './model/rules/organization-admin';
import { mailsOf } from './model/rules/outbox';
import { saved, worldEntry, worldKey } from './registry';

/**
 * The world's own calls for QA's negative paths (beside control.ts, which lists them all): the clock, the outbox and
 * the platform's administrator. The world of a call is its `portal-world` cookie's.
 *
 * | call                               | what it does                                                          |
 * | ---------------------------------- | --------------------------------------------------------------------- |
 * | GET clock                          | `{ now, advancedMs }`: the browser's now and how far time was moved   |
 * | POST clock {advance: '7h' or '2d'} | moves this world's time forward (every date it holds moves back)      |
 * | GET outbox                         | `{ mails: [{ to, subject, text, at, … }] }`, newest first             |
 * | GET admin                          | the organizations and their gates                                     |
 * | POST admin {organization, action}  | `approve`, `verify-domain` or `end-free-trial` one organization       |
 */

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const value = (await request.json()) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const bad = (message: string) => HttpResponse.json({ message }, { status: 400 });

/** Moves the world of `key` forward (the link's `?clock=+7h` and the World tab use it too); false when not a time. */
export function advanceWorld(key: string, advance: unknown): boolean {
  const ms = parseAdvance(advance);
  if (ms === undefined) return false;
  advanceClock(worldEntry(key).world, ms);
  saved(key);
  return true;
}

export const worldQaHandlers: RequestHandler[] = [
  http.get('*/__world/clock', ({ request }) => HttpResponse.json(clockOf(worldEntry(worldKey(request)).world))),
  http.post('*/__world/clock', async ({ request }) => {
    const key = worldKey(request);
    const { advance } = await jsonBody(request);
    if (!advanceWorld(key, advance))
      return bad(`Advance time by whole hours or days, up to a year: '7h', '2d' (not '${String(advance)}').`);
    return HttpResponse.json(clockOf(worldEntry(key).world));
  }),
  http.get('*/__world/outbox', ({ request }) => {
    const mails = mailsOf(worldEntry(worldKey(request)).world).map(({ id: _id, ...mail }) => mail);
    return HttpResponse.json({ mails });
  }),
  http.get('*/__world/admin', ({ request }) =>
    HttpResponse.json({ organizations: adminView(worldEntry(worldKey(request)).world), actions: ADMIN_ACTIONS }),
  ),
  http.post('*/__world/admin', async ({ request }) => {
    const key = worldKey(request);
    const { organization, action } = await jsonBody(request);
    if (!isAdminAction(action)) return bad(`An administrator's action is one of ${ADMIN_ACTIONS.join(', ')}.`);
    const done = administer(worldEntry(key).world, String(organization), action);
    if (!done)
      return HttpResponse.json(
        { message: `No organization '${String(organization)}' in this world.` },
        { status: 404 },
      );
    if (done !== 'done') return bad(`${String(organization)} is ${done}.`);
    saved(key);
    return HttpResponse.json({ organizations: adminView(worldEntry(key).world), actions: ADMIN_ACTIONS });
  }),
];
