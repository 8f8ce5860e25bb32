import { exampleValues } from '@/api/generated/example-values';
import type { Schemas, SuccessBody } from '../types';
import type { World, WorldIndividual } from '../model/world';
import type { Routes } from './resolver';
import { heldBy, subscriptionList, syncAllowances } from '../model/rules/subscription-state';

/**
 * Sign-in, answered from the world's individuals (mocks/world/world.ts) and their organizations:
 * - An email the world knows signs in as that individual (the example world's people, anyone registered through the
 *   wizard or the sign-up, a user account made in an organization); the identity an organization's shared access
 *   gives (the same email in another organization) is only reached by a switch (login-as).
 * - Any other well-formed email and password sign in as the world's default individual: the scenario's own (in the
 *   example world Olivia Bennett of Verdant Labs, as on the examples).
 * - An individual with a password (set at registration, sign-up, a password change or a new user account) signs in
 *   with that password only; another is the documented 401 'Invalid email or password'. Without one, any password.
 * - The answer is the individual as the world holds it now, with what follows from its organization at that moment:
 *   the subscriptions held (the switcher's list, the transaction id), the domain's verification and the approval.
 *   An individual without an organization yet (a sign-up) has no subscriptions and no transaction id (the portal
 *   sends them to /plans).
 * - Single sign-on: the provider's email signs in as the individual the world knows with it, the sign-on flag set;
 *   an email the world does not know is the documented 401 ssoNoAccount.
 * - The world then works in the signed-in individual's organization, and the catalogue's allowance is its plans'. A
 *   switch (login-as) moves it to the identity's organization: the example world's switch identities, or an identity
 *   of the same person that a shared access gave (revoked, it is gone); another is the documented 403.
 */
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

const lower = (email: string | undefined) => (email ?? '').trim().toLowerCase();

/** The individual an email signs in as, or undefined when the world knows none (a shared access is no sign-in). */
function knownBy(world: World, email: string | undefined): WorldIndividual | undefined {
  const wanted = lower(email);
  const shared = new Set(world.invitedUsers.all().map((u) => u.new_invited_user_id));
  return world.individuals.where(
    (i) => lower(i.email_address) === wanted && !switchOnly.has(i.id) && !shared.has(i.id),
  )[0];
}

/** An identity of the signed-in person (the same email) the world holds: one a shared access gave this session. */
function ownIdentity(world: World, id: string | undefined): WorldIndividual | undefined {
  const identity = id ? world.individuals.get(id) : undefined;
  const me = world.individuals.get(world.individualId);
  return identity && me && lower(identity.email_address) === lower(me.email_address) ? identity : undefined;
}

/** The sign-in answer for an individual: its record now, and its organization's subscriptions and standing. */
function signedIn(world: World, individual: WorldIndividual, extra: Partial<Schemas['Individual']> = {}) {
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
  const message = loginExamples[0]?.message ?? 'Login successful';
  return { body: { status: '1' as const, message, data } };
}

export const authRoutes: Routes = {
  login: ({ world, body }) => {
    const known = knownBy(world, body.email_address);
    if (known?.password && known.password !== body.password) return { status: 401, example: 'wrongCredentials' };
    const individual = known ?? world.individuals.get(world.defaultIndividualId ?? loginExamples[0]?.data.id);
    if (!individual) return undefined;
    return signedIn(world, individual);
  },
  ssoLogin: ({ world, body }) => {
    const known = knownBy(world, body.email_address);
    if (!known) return { status: 401, example: 'ssoNoAccount' };
    return signedIn(world, known, { is_google_login: body.is_google_login === true });
  },
  // A switch goes to the identity the individual holds in the other organization (the invited one of the example
  // world, or an own identity, for 'Back to your organization'); an identity the world does not know is refused
  // with the documented 403.
  loginAs: ({ world, body }) => {
    const wanted = body && typeof body === 'object' ? (body as { individual_id?: string; email_address?: string }) : {};
    const identities = [...examples('loginAs'), ...loginExamples];
    const found = identities.find(
      (e) =>
        e.data.id === wanted.individual_id ||
        (!wanted.individual_id && lower(e.data.email_address) === lower(wanted.email_address)),
    );
    const identity = found ? undefined : ownIdentity(world, wanted.individual_id);
    if (identity) return signedIn(world, identity);
    if (!found) return { status: 403, example: 'accessNotShared' };
    const individual = world.individuals.get(found.data.id) ?? { ...structuredClone(found.data) };
    return signedIn(world, individual);
  },
};
