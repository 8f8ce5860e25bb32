import type { RequestBody, Schemas } from '../../types';
import { exampleData } from '../examples';
import { tokenFor } from '../seed';
import { Table } from '../table';
import type { World, WorldIndividual } from '../world';

/** The individual: its profile, its identities and its user account (docs/world/individual.md). */
type Profile = Schemas['IndividualProfile'];

/** Two email addresses (or names) alike, case and surrounding spaces aside. */
export const same = (a?: string | null, b?: string | null): boolean =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** The ids the sign-in and switch examples answer with (who signs in to an organization of the seed). */
const signInIds = new Set(
  [...exampleData('login'), ...exampleData('loginAs')].map((data) => (data as { id?: string }).id),
);

/** The signed-in individual: `individualId` when it works in the current organization, else one of its people. */
export function signedInIndividual(world: World): WorldIndividual | undefined {
  const named = world.individuals.get(world.individualId);
  if (named && named.organization_id === world.organizationId) return named;
  const here = world.individuals.where((i) => i.organization_id === world.organizationId);
  return here.find((i) => signInIds.has(i.id)) ?? here.at(-1);
}

/** The profile fields of an individual (get-individual's and edit-individual's data). */
export function profileOf(individual: WorldIndividual): Profile {
  return {
    id: individual.id,
    email_address: individual.email_address,
    name_first: individual.name_first ?? '',
    name_middle: individual.name_middle ?? null,
    name_last: individual.name_last ?? '',
    phone: individual.phone ?? null,
    status: individual.status ?? (individual.active === false ? 'inactive' : 'active'),
    organization_id: individual.organization_id ?? null,
  };
}

/** A new individual of an organization (a user account or a shared access): no roles, a token of its own. */
export function newIndividual(
  fields: Pick<WorldIndividual, 'id' | 'email_address'> & Partial<WorldIndividual>,
): WorldIndividual {
  return {
    roles: [],
    access_token: tokenFor(fields.id),
    active: fields.status !== 'inactive',
    status: 'active',
    temporary_password: false,
    ...fields,
  };
}

/**
 * A shared access's identity (same address, the sharing organization), kept after every other individual: a sign-in
 * by the address finds the person's own identity first; the shared one is reached by a switch.
 */
export function addSharedIdentity(world: World, identity: WorldIndividual): WorldIndividual {
  world.individuals = new Table([...world.individuals.all(), identity]);
  return identity;
}

/** The user account of an individual in its organization follows the individual's profile. */
function syncMember(world: World, individual: WorldIndividual) {
  const organization = world.organizations.get(individual.organization_id);
  const people = organization?.individuals;
  if (!organization || !people?.some((m) => m.id === individual.id)) return;
  const { id, name_first, name_middle, name_last, phone, email_address, status } = profileOf(individual);
  world.organizations.patch(organization.id, {
    individuals: people.map((m) =>
      m.id === id ? { ...m, name_first, name_middle, name_last, phone, email_address, status } : m,
    ),
  });
}

/**
 * The profile saved as sent, on the individual and its user account; else why not: an unknown individual, or an
 * address another person's account holds (`taken`).
 */
export function editIndividual(
  world: World,
  body: RequestBody<'editIndividual'>,
): { profile: Profile } | { refused: string } | { taken: true } {
  const before = world.individuals.get(body.individual_id);
  if (!before) return { refused: 'Individual not found' };
  const email = body.email_address.trim();
  const taken = world.individuals.where(
    (i) => i.id !== before.id && same(i.email_address, email) && !same(i.email_address, before.email_address),
  );
  if (taken.length > 0) return { taken: true };
  const saved = world.individuals.patch(before.id, {
    email_address: email,
    name_first: body.name_first.trim(),
    name_middle: body.name_middle?.trim() || null,
    name_last: body.name_last.trim(),
    phone: body.phone,
  })!;
  syncMember(world, saved);
  return { profile: profileOf(saved) };
}
