import { exampleValues } from '@/api/generated/example-values';
import type { RequestBody, Schemas, SuccessBody } from '../../types';
import { newId } from '../ids';
import type { WorldSession } from '../collections';
import { SEED_PASSWORDS, tokenFor } from '../seed';
import type { World, WorldIndividual } from '../world';
import { same } from './individual';
import { individualsByEmail, newRegistration, registrationOf } from './registration';
import { openSession } from './session';
import { heldBy, subscriptionList, syncAllowances } from './subscription-state';

/** Sign-in, the switch between organizations, sign-up and the password (docs/world/auth.md). */
type SignedIn = Extract<SuccessBody<'login'>, { status: '1' }>;

const examples = (operationId: string) =>
  (Object.values(exampleValues[operationId]?.['200']?.examples ?? {}) as SignedIn[]).filter((e) => e.status === '1');
const loginExamples = examples('login');

/** The identities reached only by a switch (shared access): the switch examples' individuals that never sign in. */
const switchOnly = new Set(
  examples('loginAs')
    .map((e) => e.data.id)
    .filter((id) => !loginExamples.some((e) => e.data.id === id)),
);

/** The sign-in answer's message (the login example's). */
export const signInMessage = loginExamples[0]?.message ?? 'Login successful';

/** The individual an email signs in as, or undefined when the world knows none (a shared access is no sign-in). */
export function knownBy(world: World, email: string | undefined): WorldIndividual | undefined {
  const shared = new Set(world.invitedUsers.all().map((u) => u.new_invited_user_id));
  return world.individuals.where((i) => same(i.email_address, email) && !switchOnly.has(i.id) && !shared.has(i.id))[0];
}

/** Why a sign-in is refused: a wrong password or a deleted individual (401), or a temporary password pending (403). */
export type SignInRefusal = 'wrongCredentials' | 'newPassword';

/** Whether an individual is deleted (marked so: its status). */
export const isDeleted = (individual: WorldIndividual): boolean => individual.status === 'deleted';

/**
 * Whether an address was the world's and its individual is gone: one of the example world's people (their passwords
 * are the seed's) that no individual of the world holds any more (a user account deleted on /organization).
 */
export function wasDeleted(world: World, email: string | undefined): boolean {
  const address = (email ?? '').trim().toLowerCase();
  return address in SEED_PASSWORDS && world.individuals.where((i) => same(i.email_address, address)).length === 0;
}

/**
 * Who a sign-in with this email and password is (docs/world/auth.md, "Sign-in"): the known individual with its own
 * password (its temporary one while a reset is pending); an address the world does not know, the default individual
 * with any password (`easy`: the code step then takes any six digits); else why not.
 */
export function signInAs(
  world: World,
  body: RequestBody<'login'>,
): { individual: WorldIndividual; easy: boolean } | SignInRefusal | undefined {
  const known = knownBy(world, body.email_address);
  if (!known) {
    if (wasDeleted(world, body.email_address)) return 'wrongCredentials';
    const individual = world.individuals.get(world.defaultIndividualId ?? loginExamples[0]?.data.id);
    return individual ? { individual, easy: true } : undefined;
  }
  if (isDeleted(known)) return 'wrongCredentials';
  if (known.password !== undefined && known.password !== body.password)
    return known.temporary_password ? 'newPassword' : 'wrongCredentials';
  return { individual: known, easy: false };
}

/** A session as this tag's rules mark it: `easy`, opened by the easy sign-in (an email the world does not know). */
type MarkedSession = WorldSession & { easy?: boolean };

/** Opens the session of the token a sign-in answered (rules/session.ts), marked when it was the easy sign-in. */
export function startSession(world: World, data: Schemas['Individual'], easy = false): void {
  openSession(world, data.access_token, data.id);
  const session = world.sessions.get(data.access_token);
  if (easy && session) world.sessions.put({ ...session, easy: true } as MarkedSession);
}

/**
 * Whether the individual's code step takes any six digits: its session was opened by the easy sign-in, or no sign-in
 * of this world opened one (a session the portal kept from before).
 */
export function easySession(world: World, individual: WorldIndividual): boolean {
  const session = world.sessions.get(individual.access_token) as MarkedSession | undefined;
  return !session || session.easy === true;
}

/** Each known individual's password by email, for the World tab (one per address; the deleted are left out). */
export function passwordsOf(world: World): Record<string, string> {
  const passwords: Record<string, string> = {};
  for (const i of world.individuals.all())
    if (i.password !== undefined && !isDeleted(i) && !(i.email_address in passwords))
      passwords[i.email_address] = i.password;
  return passwords;
}

/** An identity of the signed-in person (the same email) the world holds: one a shared access gave this session. */
function ownIdentity(world: World, id: string | undefined): WorldIndividual | undefined {
  const identity = id ? world.individuals.get(id) : undefined;
  const me = world.individuals.get(world.individualId);
  return identity && me && same(identity.email_address, me.email_address) ? identity : undefined;
}

/**
 * The identity a switch (login-as) goes to: the switch and sign-in examples' individual it names (by id, else by
 * email), or an own identity of the signed-in person; undefined when the world knows none.
 */
export function switchTo(world: World, body: unknown): WorldIndividual | undefined {
  const wanted = body && typeof body === 'object' ? (body as { individual_id?: string; email_address?: string }) : {};
  const found = [...examples('loginAs'), ...loginExamples].find(
    (e) =>
      e.data.id === wanted.individual_id || (!wanted.individual_id && same(e.data.email_address, wanted.email_address)),
  );
  if (!found) return ownIdentity(world, wanted.individual_id);
  return world.individuals.get(found.data.id) ?? { ...structuredClone(found.data) };
}

/**
 * Signs the individual in: the world works in its organization from now (and the catalogue's allowance is its
 * plans'). The answer's record: the individual now, with its organization's subscriptions and standing.
 */
export function signIn(
  world: World,
  individual: WorldIndividual,
  extra: Partial<Schemas['Individual']> = {},
): Schemas['Individual'] {
  const { password: _password, ...record } = individual;
  const organizationId = record.organization_id ?? null;
  const organization = organizationId ? world.organizations.get(organizationId) : undefined;
  const held = heldBy(world, organizationId);
  const data: Schemas['Individual'] = {
    ...record,
    ...(organizationId && (held.length > 0 || organization)
      ? {
          subscriptionList: subscriptionList(world, organizationId),
          transaction_id: record.transaction_id ?? held[0]?.transaction_id ?? null,
        }
      : {}),
    ...(organization
      ? {
          is_valid_domain_name: organization.is_valid_domain_name ?? record.is_valid_domain_name,
          is_approved: organization.is_approved ?? record.is_approved,
          is_free_trail: organization.is_free_trail ?? record.is_free_trail,
          domain_name: organization.domain_name ?? record.domain_name ?? null,
          text_record: organization.text_record ?? record.text_record ?? null,
        }
      : {}),
    ...extra,
  };
  world.individualId = data.id;
  world.organizationId = organizationId ?? '';
  syncAllowances(world);
  return data;
}

/** Sign-up: the individual (no organization yet) and a registration resumed after the account; false if known. */
export function register(world: World, body: RequestBody<'register'>): boolean {
  const email = body.email_address.trim();
  if (individualsByEmail(world, email).length > 0 || registrationOf(world, email)) return false;
  const id = newId(world, 'IND');
  const names = {
    name_first: body.name_first.trim(),
    name_middle: body.name_middle?.trim() || null,
    name_last: body.name_last.trim(),
  };
  world.individuals.put({
    id,
    email_address: email,
    ...names,
    phone: body.phone_mobile,
    phone_mobile: body.phone_mobile,
    roles: [],
    access_token: tokenFor(id),
    organization_id: null,
    active: true,
    status: 'active',
    temporary_password: false,
    authenticator_secret: null,
    subscriptionList: [],
    transaction_id: null,
    password: body.password,
  });
  world.registrations.put({
    ...newRegistration(world, email, id),
    ...names,
    phone: body.phone_mobile,
    password: body.password,
    registration_step: 1,
  });
  return true;
}
