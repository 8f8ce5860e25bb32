import type { Mail } from '../collections';
import { newId, now } from '../ids';
import type { World } from '../world';

/**
 * The world's outbox: every email the platform would send on a call (a temporary password, an invitation, an invoice,
 * a code), so that QA reads what a person would have received (docs/mocks-and-qa.md, "The outbox").
 */
export function mail(world: World, message: Omit<Mail, 'id' | 'at'>): Mail {
  return world.outbox.put({ id: newId(world, 'MAL'), at: now(), ...message });
}

/** The outbox, newest first (a table keeps its newest record first). */
export function mailsOf(world: World): Mail[] {
  return world.outbox.all();
}
