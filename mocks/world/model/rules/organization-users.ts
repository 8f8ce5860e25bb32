import type { RequestBody, Schemas } from '../../types';
import { newId } from '../ids';
import type { World } from '../world';
import { addSharedIdentity, newIndividual, same, signedInIndividual } from './individual';
import { mail } from './outbox';
import { exampleOrganizations, organizationOf, organizationRecord } from './organization';

/** The organization's user accounts and the access it shares (docs/world/organization.md). */
type Organization = Schemas['Organization'];
type Member = Schemas['OrganizationMember'];

/** The names in an address: 'daniel.okafor@x' → Daniel Okafor. */
function namesOf(email: string): { name_first: string; name_last: string } {
  const words = (email.split('@')[0] ?? '').split(/[._-]+/).filter(Boolean);
  const cap = (w = '') => w.charAt(0).toUpperCase() + w.slice(1);
  return { name_first: cap(words[0]), name_last: words.slice(1).map(cap).join(' ') };
}

function memberByEmail(world: World, email: string): { member: Member; organization: Organization } | undefined {
  for (const organization of world.organizations.all()) {
    const member = organization.individuals?.find((m) => m.email_address.toLowerCase() === email.toLowerCase());
    if (member) return { member, organization };
  }
  return undefined;
}

/**
 * A user account created (empty id) or updated, and the individual of the world it is; else why not: an unknown
 * organization or account, or `seatLimit` when every seat is taken.
 */
export function saveUser(
  world: World,
  body: RequestBody<'saveOrganizationUser'>,
): { member: Member; created: boolean } | { refused: string } | 'seatLimit' {
  const organization = organizationRecord(world, body.organization_id);
  if (!organization) return { refused: 'Organization not found' };
  const people = organization.individuals ?? [];
  const before = body.id ? people.find((m) => m.id === body.id) : undefined;
  if (body.id && !before) return { refused: 'User account not found' };
  // Seats of -1 are unlimited (the plan's word for it).
  const seats = organization.num_seats ?? -1;
  if (!before && seats >= 0 && people.length >= seats) return 'seatLimit';
  const member: Member = {
    id: before?.id ?? newId(world, 'IND'),
    name_first: body.name_first,
    name_middle: body.name_middle ?? null,
    name_last: body.name_last,
    phone: body.phone,
    email_address: body.email_address,
    status: body.status ?? before?.status ?? 'active',
  };
  const individuals = before ? people.map((m) => (m.id === member.id ? member : m)) : [...people, member];
  world.organizations.patch(organization.id, { individuals });
  // The account is an individual of the world (its profile, its password); an update keeps the rest of its record.
  const account = world.individuals.get(member.id);
  world.individuals.put(
    account
      ? { ...account, ...member }
      : newIndividual({
          ...member,
          organization_id: organization.id,
          ...(body.password ? { password: body.password } : {}),
        }),
  );
  return { member, created: !before };
}

/** A user account deleted with its individual; false when the organization has no such account. */
export function deleteUser(world: World, body: RequestBody<'deleteOrganizationUser'>): boolean {
  const organization = organizationRecord(world, body.organization_id);
  const people = organization?.individuals ?? [];
  if (!organization || !people.some((m) => m.id === body.id)) return false;
  world.organizations.patch(organization.id, { individuals: people.filter((m) => m.id !== body.id) });
  world.individuals.remove(body.id);
  return true;
}

/** The shared-access records of an organization (an empty id: the current one), as the list answers them. */
export const invitedUsersOf = (world: World, organizationId?: string | null) => {
  const id = organizationId || world.organizationId;
  return world.invitedUsers.where((u) => u.organization_id === id).map(({ organization_id: _, ...u }) => u);
};

/**
 * Access shared with an address, once: the person's own identity in the current organization (the one a switch
 * signs in as) and the shared-access record naming the sender. Each invitation is mailed (`mailInvitation`), a
 * repeated one again.
 */
export function shareAccess(world: World, body: RequestBody<'inviteUser'>): void {
  const email = body.email_address.trim();
  const known = memberByEmail(world, email);
  const sender = signedInIndividual(world) ?? organizationOf(world)?.individuals?.[0];
  const names = known ? { name_first: known.member.name_first, name_last: known.member.name_last } : namesOf(email);
  const shared = world.invitedUsers.where((u) => u.organization_id === world.organizationId);
  if (!shared.some((u) => same(u.invitedIndividual.email_address, email)))
    addAccess(world, email, names, known, sender);
  mailInvitation(world, email, names.name_first, sender);
}

/** The shared-access record and the identity it gives (shareAccess). */
function addAccess(
  world: World,
  email: string,
  names: { name_first: string; name_last: string },
  known: { member: Member; organization: Organization } | undefined,
  sender: { name_first?: string | null; name_last?: string | null } | undefined,
): void {
  const identity = addSharedIdentity(
    world,
    newIndividual({
      id: newId(world, 'IND'),
      email_address: email,
      ...names,
      name_middle: known?.member.name_middle ?? null,
      phone: known?.member.phone ?? null,
      organization_id: world.organizationId,
    }),
  );
  world.invitedUsers.put({
    id: newId(world, 'SHR'),
    new_invited_user_id: identity.id,
    invitedIndividual: {
      ...names,
      email_address: email,
      ...(known ? { organization_id: known.organization.id } : {}),
    },
    ...(sender ? { individual: { name_first: sender.name_first ?? '', name_last: sender.name_last ?? '' } } : {}),
    organization_id: world.organizationId,
  });
}

/**
 * The invitation the platform mails the invited address (the spec gives no words: the world's, naming the sender,
 * the organization and how to reach it: sign in and choose it in the Organizations switcher).
 */
function mailInvitation(
  world: World,
  to: string,
  firstName: string,
  sender: { name_first?: string | null; name_last?: string | null } | undefined,
): void {
  const organization = organizationOf(world)?.name ?? 'An organization';
  const from = [sender?.name_first, sender?.name_last].filter(Boolean).join(' ') || organization;
  mail(world, {
    to,
    subject: `${from} shared access to ${organization} with you`,
    text:
      `Hello${firstName ? ` ${firstName}` : ''},\n\n${from} shared access to ${organization} with you on the portal. ` +
      `Sign in with ${to} and choose ${organization} in the Organizations switcher to work in it.\n\n${organization}`,
  });
}

/** A shared access revoked, with the identity it gave (not an account of the organization's own); false if unknown. */
export function revokeAccess(world: World, id: string): boolean {
  const revoked = world.invitedUsers.remove(id);
  if (!revoked) return false;
  const member = world.organizations
    .get(revoked.organization_id)
    ?.individuals?.some((m) => m.id === revoked.new_invited_user_id);
  if (!member) world.individuals.remove(revoked.new_invited_user_id);
  return true;
}

/** The organizations that shared access with the signed-in individual's address, but the one they work in now. */
export function invitedOrganizations(world: World): Schemas['InvitedOrganization'][] {
  const me = signedInIndividual(world);
  if (!me) return [];
  const nameOf = (id: string) =>
    world.organizations.get(id)?.name ??
    exampleOrganizations().find((o) => o.id === id)?.name ??
    world.individuals.get(id)?.name_first ??
    id;
  return world.invitedUsers
    .where((u) => same(u.invitedIndividual.email_address, me.email_address))
    .filter((u) => u.organization_id !== world.organizationId)
    .map((u) => ({
      organization_id: u.organization_id,
      organization_name: nameOf(u.organization_id),
      new_invited_user_id: u.new_invited_user_id,
      invitedIndividual: u.invitedIndividual,
    }));
}
