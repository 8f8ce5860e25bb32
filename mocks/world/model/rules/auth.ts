import { exampleValues } from '@/api/generated/example-values';
import type { RequestBody, Schemas, SuccessBody } from '../../types';
import { newId } from '../ids';
import { tokenFor } from '../seed';
import type { World, WorldIndividual } from '../world';
import { same } from './individual';
import { individualsByEmail, newRegistration, registrationOf } from './registration';
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

/** Who a sign-in with this email and password is: the known individual, else the default one; else why not. */
export function signInAs(world: World, body: RequestBody<'login'>): WorldIndividual | 'wrongCredentials' | undefined {
  const known = knownBy(world, body.email_address);
  if (known?.password && known.password !== body.password) return 'wrongCredentials';
  return known ?? world.individuals.get(world.defaultIndividualId ?? loginExamples[0]?.data.id);
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
