import type { World } from '../model/world';
import { exampleValue } from '../model/examples';
import type { Schemas } from '../types';
import { bodyFailure, filesOf, keepFile, newId, notFound, type Call, type Routes } from './resolver';
import { addSharedIdentity, newIndividual, signedInIndividual } from './individual';

/**
 * The organization: its profile, its user accounts, shared access and its locations (the attachments are
 * in organization-exhibits.ts, transfers in transfer.ts). The rules where the contract's examples do not say:
 * - "The current organization" is the world's `organizationId` (the signed-in individual's). A call naming an
 *   organization (`organization_id`) is answered for that one; an empty one means the current one.
 * - get-organization by an id the world does not hold falls through to the contract's example (the world knows
 *   only the organizations of its seed).
 * - edit-organization-info: name, description and tag line as sent (empty text is null); bg_color 'null' is none;
 *   hide_org 'true' hides; the files are kept and shown (`type` both: the logo then the background, logo or bgimage:
 *   that one). A changed domain_name must be verified again (is_valid_domain_name false until verify-domain).
 * - User accounts: an empty id creates one (a new IND id, added after the others); an id updates that account. A
 *   create when every seat (num_seats) is taken answers the documented 403 seatLimit. An unknown id to update is a
 *   body failure; to delete, the documented 404. Each account is also an individual of the world (individual.ts):
 *   created with the password sent, updated with it, deleted with it.
 * - Shared access: invite-another-user adds the address once (the person's names from the world when they have an
 *   account, else from the address: 'daniel.okafor@…' is Daniel Okafor); the sender is the signed-in individual.
 *   It gives the person an identity of their own in this organization (new_invited_user_id, a new individual, as
 *   the example's Olivia at Northwind): the one a switch signs in as, listed in their Organizations switcher
 *   (get-invited-org-list). revoke-org-access removes the access and that identity (unknown id: 404).
 * - Switching organization (login-as, the Organizations switcher) is answered in auth.ts.
 */
type Organization = Schemas['Organization'];
type Member = Schemas['OrganizationMember'];

const said = (operationId: string, example: string) =>
  exampleValue<{ message?: string }>(operationId, example).message ?? '';
const orNull = (text: unknown) => (typeof text === 'string' && text.trim() !== '' ? text : null);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

const organizationOf = (world: World, id?: string | null): Organization | undefined =>
  world.organizations.get(id || world.organizationId);

const fetched = (data: Organization) => ({
  body: { status: '1' as const, message: said('getOrganization', 'organization'), data },
});

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

async function editOrganization(call: Call<'editOrganization'>) {
  const form = call.body as unknown as Record<string, unknown>;
  const organization = organizationOf(call.world, text(form.organization_id));
  if (!organization) return { ...bodyFailure, message: 'Organization not found' };
  const files = filesOf(form.fileName);
  const [first, second] = await Promise.all(files.map((f) => keepFile(call, f)));
  const change: Partial<Organization> = {};
  if (text(form.name) !== undefined) change.name = text(form.name)!;
  if (text(form.description) !== undefined) change.description = orNull(form.description);
  if (text(form.tag_line) !== undefined) change.tag_line = orNull(form.tag_line);
  if (text(form.bg_color) !== undefined) change.bg_color = form.bg_color === 'null' ? null : orNull(form.bg_color);
  if (text(form.hide_org) !== undefined) change.hide_org = form.hide_org === 'true';
  if (form.type === 'bgimage') {
    if (first) change.bg_image = first.url;
  } else {
    if (first) change.logo_url = first.url;
    if (form.type === 'both' && second) change.bg_image = second.url;
  }
  const domain = orNull(form.domain_name);
  if (domain && domain !== organization.domain_name) {
    change.domain_name = domain;
    change.is_valid_domain_name = false;
  }
  call.world.organizations.patch(organization.id, change);
  return { body: { status: '1' as const, message: said('editOrganization', 'organizationUpdated') } };
}

function saveOrganizationUser({ world, body }: Call<'saveOrganizationUser'>) {
  const organization = organizationOf(world, body.organization_id);
  if (!organization) return { ...bodyFailure, message: 'Organization not found' };
  const people = organization.individuals ?? [];
  const before = body.id ? people.find((m) => m.id === body.id) : undefined;
  if (body.id && !before) return { ...bodyFailure, message: 'User account not found' };
  // Seats of -1 are unlimited (the plan's word for it).
  const seats = organization.num_seats ?? -1;
  if (!before && seats >= 0 && people.length >= seats) return { status: 403, example: 'seatLimit' } as const;
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
  const example = before ? 'userUpdated' : 'userCreated';
  return { body: { status: '1' as const, message: said('saveOrganizationUser', example), data: member } };
}

function inviteUser({ world, body }: Call<'inviteUser'>) {
  const email = body.email_address.trim();
  const shared = world.invitedUsers.where((u) => u.organization_id === world.organizationId);
  if (!shared.some((u) => u.invitedIndividual.email_address.toLowerCase() === email.toLowerCase())) {
    const known = memberByEmail(world, email);
    const sender = signedInIndividual(world) ?? organizationOf(world)?.individuals?.[0];
    const names = known ? { name_first: known.member.name_first, name_last: known.member.name_last } : namesOf(email);
    // The shared access is the person's own identity in this organization: the switch signs in as it (login-as).
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
  return { body: { status: '1' as const, message: said('inviteUser', 'userInvited') } };
}

export const organizationRoutes: Routes = {
  getCurrentOrganization: ({ world }) => {
    const organization = organizationOf(world);
    return organization ? fetched(organization) : undefined;
  },
  getOrganization: ({ world, body }) => {
    const organization = organizationOf(world, body?.organization_id);
    return organization ? fetched(organization) : undefined;
  },
  editOrganization,
  verifyDomain: ({ world }) => {
    if (!organizationOf(world)) return undefined;
    world.organizations.patch(world.organizationId, { is_valid_domain_name: true });
    return { body: { status: '1', message: said('verifyDomain', 'domainVerified') } };
  },
  saveOrganizationUser,
  deleteOrganizationUser: ({ world, body }) => {
    const organization = organizationOf(world, body.organization_id);
    const people = organization?.individuals ?? [];
    if (!organization || !people.some((m) => m.id === body.id)) return notFound;
    world.organizations.patch(organization.id, { individuals: people.filter((m) => m.id !== body.id) });
    world.individuals.remove(body.id);
    return { body: { status: '1', message: said('deleteOrganizationUser', 'userDeleted') } };
  },
  listInvitedUsers: ({ world, body }) => {
    const id = body.organization_id || world.organizationId;
    const users = world.invitedUsers.where((u) => u.organization_id === id).map(({ organization_id: _, ...u }) => u);
    return { body: { status: '1', message: said('listInvitedUsers', 'invitedUsers'), data: { users } } };
  },
  inviteUser,
  revokeOrganizationAccess: ({ world, body }) => {
    const revoked = world.invitedUsers.remove(body.id);
    if (!revoked) return notFound;
    // The identity the shared access gave goes with it (not an account of the organization's own).
    const member = organizationOf(world, revoked.organization_id)?.individuals?.some(
      (m) => m.id === revoked.new_invited_user_id,
    );
    if (!member) world.individuals.remove(revoked.new_invited_user_id);
    return { body: { status: '1', message: said('revokeOrganizationAccess', 'accessRevoked') } };
  },
};
