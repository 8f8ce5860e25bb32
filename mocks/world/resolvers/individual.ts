import type { World, WorldIndividual } from '../model/world';
import { exampleData, exampleValue } from '../model/examples';
import { tokenFor } from '../model/seed';
import type { Schemas } from '../types';
import { matches, page, Table } from '../model/table';
import { bodyFailure, newId, notFound, type Call, type Routes } from './resolver';

/**
 * The individual: the profile (/profile), the roles, the password and the organizations that shared access with
 * the signed-in individual (the Organizations switcher). The rules where the spec and the contract's examples do
 * not say:
 * - Every individual is a record of the world's `individuals`, the full sign-in record; the organization's user
 *   accounts (its `individuals` list) are kept in step with it (organization.ts).
 * - The signed-in individual is the world's `individualId` when that individual works in the current organization;
 *   otherwise (a sign-in or switch that did not set it) the current organization's individual a sign-in example
 *   names, else the one it had first.
 * - get-individual and get-individual-roles by an id the world does not hold: the documented 404. An individual
 *   made by a user account or a shared access has no roles (the examples give roles only to those who sign in).
 * - edit-individual saves the names, email and phone as sent (an empty middle name is none) on that individual and
 *   on its user account in its organization; the status is read-only (kept). An unknown individual is a body
 *   failure; an email address another person's account holds (not one of the same person's identities, which share
 *   the current address) is refused with the documented editRejected.
 * - A password belongs to the email address: an individual has none stored until registration, a user account's
 *   creation or a change-password sets one (until then any password signs in). change-password refuses an
 *   old_password that is not the stored one with the documented wrongOldPassword; with none stored the old one is
 *   taken as it is. The new password is set on every identity with that address, and the temporary-password flag
 *   goes. An address no individual has: a body failure in the contract's words for it.
 * - The organizations that shared access: every shared-access record (invite-another-user) naming the signed-in
 *   individual's address, except the organization they work in now, listed until it is revoked (there is no accept
 *   call: a switch keeps it listed, as it is how one switches again).
 * - organization/search lists the world's organizations and the example organizations the transfer search names
 *   (Cascade Nutraceuticals, …), without the caller's own (organization_id) and without a hidden one (hide_org),
 *   whose name contains the text sent (case and accents aside), by name, paged by offset and limit (10 when not
 *   sent). An organization added for a transfer is a world organization, so it is found.
 * - invite-organization keeps the invitation (name and address) once per address and inviting organization; an
 *   inviting organization the world does not hold is a body failure. Nothing lists the invitations (no call does).
 * - get-organization-subscription answers the name of the kind of subscription (tracer: Product Origin, as the
 *   sign-in lists it) when the organization holds one of that kind that is not incomplete or canceled; otherwise
 *   the documented 404. An organization the world does not hold falls through to the contract's example, as
 *   get-organization does.
 */
type Profile = Schemas['IndividualProfile'];
type Organization = Schemas['Organization'];

const said = (operationId: string, example: string) =>
  exampleValue<{ message?: string }>(operationId, example).message ?? '';
const same = (a?: string | null, b?: string | null) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** The ids the sign-in and switch examples answer with (who signs in to an organization of the seed). */
const signInIds = new Set(
  [...exampleData('login'), ...exampleData('loginAs')].map((data) => (data as { id?: string }).id),
);

/** The signed-in individual (see the rules above). */
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

function editIndividual({ world, body }: Call<'editIndividual'>) {
  const before = world.individuals.get(body.individual_id);
  if (!before) return { ...bodyFailure, message: 'Individual not found' };
  const email = body.email_address.trim();
  const taken = world.individuals.where(
    (i) => i.id !== before.id && same(i.email_address, email) && !same(i.email_address, before.email_address),
  );
  if (taken.length > 0) return { status: 200, example: 'editRejected' } as const;
  const saved = world.individuals.patch(before.id, {
    email_address: email,
    name_first: body.name_first.trim(),
    name_middle: body.name_middle?.trim() || null,
    name_last: body.name_last.trim(),
    phone: body.phone,
  })!;
  syncMember(world, saved);
  return { body: { status: '1' as const, message: said('editIndividual', 'profileUpdated'), data: profileOf(saved) } };
}

function changePassword({ world, body }: Call<'changePassword'>) {
  const identities = world.individuals.where((i) => same(i.email_address, body.email_address));
  if (identities.length === 0)
    return { ...bodyFailure, message: exampleValue<{ message: string }>('ssoLogin', 'ssoNoAccount', 401).message };
  const stored = identities.find((i) => i.password !== undefined)?.password;
  if (stored !== undefined && stored !== body.old_password)
    return { status: 200, example: 'wrongOldPassword' } as const;
  for (const individual of identities)
    world.individuals.patch(individual.id, { password: body.new_password, temporary_password: false });
  return { body: { status: '1' as const, message: said('changePassword', 'passwordChanged') } };
}

function listInvitedOrganizations({ world }: Call<'listInvitedOrganizations'>) {
  const me = signedInIndividual(world);
  const nameOf = (id: string) =>
    world.organizations.get(id)?.name ??
    exampleOrganizations().find((o) => o.id === id)?.name ??
    world.individuals.get(id)?.name_first ??
    id;
  const org_list = me
    ? world.invitedUsers
        .where((u) => same(u.invitedIndividual.email_address, me.email_address))
        .filter((u) => u.organization_id !== world.organizationId)
        .map((u) => ({
          organization_id: u.organization_id,
          organization_name: nameOf(u.organization_id),
          new_invited_user_id: u.new_invited_user_id,
          invitedIndividual: u.invitedIndividual,
        }))
    : [];
  return {
    body: {
      status: '1' as const,
      message: said('listInvitedOrganizations', 'invitedOrganizations'),
      data: { org_list },
    },
  };
}

/** The organizations the contract's examples name beyond the world's own (the transfer search's). */
export function exampleOrganizations(): Schemas['TransferOrganization'][] {
  return exampleData('searchOrganizations').flatMap((data) =>
    Array.isArray(data) ? (structuredClone(data) as Schemas['TransferOrganization'][]) : [],
  );
}

/** An organization as the transfer search lists it. */
function asTransferTarget(o: Organization): Schemas['TransferOrganization'] {
  return {
    id: o.id,
    name: o.name,
    logo_url: o.logo_url ?? null,
    ...(o.short_code ? { short_code: o.short_code } : {}),
    tag_line: o.tag_line ?? null,
    account_id: o.account_id ?? null,
    transfer_charge: o.transfer_charge ?? 0,
  };
}

function searchOrganizations({ world, body }: Call<'searchOrganizations'>) {
  const own = body.organization_id || world.organizationId;
  const held = world.organizations.all();
  const known = new Set(held.map((o) => o.id));
  const data = [
    ...held.filter((o) => !o.hide_org).map(asTransferTarget),
    ...exampleOrganizations().filter((o) => !known.has(o.id)),
  ]
    .filter((o) => o.id !== own && matches(body.name, o.name))
    .sort((a, b) => a.name.localeCompare(b.name));
  const { rows } = page(data, body.offset ?? 0, body.limit ?? 10);
  return { body: { status: '1' as const, message: said('searchOrganizations', 'organizationsFound'), data: rows } };
}

function inviteOrganization({ world, body }: Call<'inviteOrganization'>) {
  if (!world.organizations.get(body.curOrganization)) return { ...bodyFailure, message: 'Organization not found' };
  const email = body.email.trim();
  const before = world.organizationInvites.where(
    (i) => i.organization_id === body.curOrganization && i.email.toLowerCase() === email.toLowerCase(),
  )[0];
  world.organizationInvites.put({
    id: before?.id ?? newId(world, 'OIV'),
    name: body.name.trim(),
    email,
    curOrganization: body.curOrganization,
    organization_id: body.curOrganization,
  });
  return { body: { status: '1' as const, message: said('inviteOrganization', 'organizationInvited'), data: null } };
}

/** The name of each kind of subscription, as the sign-in examples list them (tracer: Product Origin, …). */
const subscriptionNames = new Map(
  exampleData('login').flatMap((data) =>
    ((data as { subscriptionList?: Schemas['SubscriptionSummary'][] }).subscriptionList ?? []).map(
      (s) => [s.subscription_type, s.subscription_name] as const,
    ),
  ),
);

function getOrganizationSubscription({ world, body }: Call<'getOrganizationSubscription'>) {
  const organization = world.organizations.get(body.organization_id || world.organizationId);
  const holds = world.subscriptions.where(
    (s) =>
      s.organization_id === (organization?.id ?? body.organization_id) &&
      s.subscription_type === body.subscription_type &&
      s.status !== 'incomplete' &&
      s.status !== 'canceled',
  );
  const name = subscriptionNames.get(body.subscription_type);
  // An organization outside the world falls through to the contract's example, as get-organization does for it.
  if (!organization) return undefined;
  if (holds.length === 0 || !name) return notFound;
  return {
    body: {
      status: '1' as const,
      message: said('getOrganizationSubscription', 'organizationSubscription'),
      data: { subscription_name: name },
    },
  };
}

export const individualRoutes: Routes = {
  getIndividual: ({ world, params }) => {
    const individual = world.individuals.get(params.id);
    if (!individual) return notFound;
    return {
      body: { status: '1', message: said('getIndividual', 'individualProfile'), data: profileOf(individual) },
    };
  },
  editIndividual,
  getIndividualRoles: ({ world, params }) => {
    const individual = world.individuals.get(params.id);
    if (!individual) return notFound;
    return {
      body: {
        status: '1',
        message: said('getIndividualRoles', 'individualRoles'),
        data: { individual_id: individual.id, roles: [...(individual.roles ?? [])] },
      },
    };
  },
  changePassword,
  listInvitedOrganizations,
  searchOrganizations,
  inviteOrganization,
  getOrganizationSubscription,
};
