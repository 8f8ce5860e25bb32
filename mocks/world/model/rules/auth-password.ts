import type { RequestBody } from '../../types';
import type { World } from '../world';
import { isDeleted, knownBy } from './auth';
import { same } from './individual';
import { mail } from './outbox';

/** The password: a reset's temporary password, mailed, and the change that replaces it (docs/world/auth.md). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A temporary password in the contract's style ('Tmp-7Kq2-Wx9R'): two groups of four, at random. */
function temporaryPassword(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `Tmp-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** The subject and text of the reset email (the specification shows neither: the world's own words). */
export const RESET_MAIL = {
  subject: 'Your temporary password',
  text: (password: string) =>
    `You have requested a new password. Sign in with this temporary password and choose a new one: ${password}`,
};

/**
 * A password reset (forgot-password, reset-password): a temporary password set on every identity of the address
 * (marked temporary) and mailed to it. False for an address no individual of the world holds (or a deleted one).
 */
export function issueTemporaryPassword(world: World, email: string): boolean {
  const person = knownBy(world, email);
  if (!person || isDeleted(person)) return false;
  const password = temporaryPassword();
  for (const identity of world.individuals.where((i) => same(i.email_address, email)))
    world.individuals.patch(identity.id, { password, temporary_password: true });
  mail(world, { to: person.email_address, subject: RESET_MAIL.subject, text: RESET_MAIL.text(password), password });
  return true;
}

/** The new password set on every identity of the address; else why not (`unknown` address, `wrongOldPassword`). */
export function changePassword(
  world: World,
  body: RequestBody<'changePassword'>,
): 'changed' | 'unknown' | 'wrongOldPassword' {
  const identities = world.individuals.where((i) => same(i.email_address, body.email_address));
  if (identities.length === 0) return 'unknown';
  const stored = identities.find((i) => i.password !== undefined)?.password;
  if (stored !== undefined && stored !== body.old_password) return 'wrongOldPassword';
  for (const individual of identities)
    world.individuals.patch(individual.id, { password: body.new_password, temporary_password: false });
  return 'changed';
}
