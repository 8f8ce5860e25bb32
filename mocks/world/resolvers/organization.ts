import { said } from '../model/examples';
import { canActFor } from '../model/rules/organization-access';
import {
  imageRefused,
  knowsOrganization,
  organizationOf,
  organizationRecord,
  profileChange,
  subscriptionNameOf,
} from '../model/rules/organization';
import {
  deleteUser,
  invitedOrganizations,
  invitedUsersOf,
  revokeAccess,
  saveUser,
  shareAccess,
} from '../model/rules/organization-users';
import type { Schemas } from '../types';
import { bodyFailure, filesOf, keepFile, notFound, type Resolvers } from './resolver';

/** The organization, its user accounts and shared access (tag `organization`). Rules: docs/world/organization.md. */
const fetched = (data: Schemas['Organization']) => ({
  body: { status: '1' as const, message: said('getOrganization', 'organization'), data },
});

export const resolvers: Resolvers = {
  getCurrentOrganization: {
    reads: ['organizations', 'individuals', 'subscriptions'],
    writes: [],
    answer: ({ world }) => {
      const organization = organizationOf(world);
      return organization ? fetched(organization) : notFound;
    },
  },
  getOrganization: {
    reads: ['organizations', 'individuals', 'subscriptions'],
    writes: [],
    answer: ({ world, body }) => {
      const organization = organizationOf(world, body?.organization_id);
      return organization ? fetched(organization) : notFound;
    },
  },
  editOrganization: {
    reads: ['individuals', 'invitedUsers', 'subscriptions'],
    writes: ['organizations', 'files'],
    answer: async (call) => {
      const form = call.body as unknown as Record<string, unknown>;
      const id = typeof form.organization_id === 'string' ? form.organization_id : undefined;
      if (!knowsOrganization(call.world, id)) return { ...bodyFailure, message: 'Organization not found' };
      if (!canActFor(call.world, id)) return { status: 403, example: 'forbiddenResource' };
      const files = filesOf(form.fileName);
      const refused = imageRefused(files);
      if (refused) return { ...bodyFailure, message: refused };
      const organization = organizationRecord(call.world, id)!;
      const kept = await Promise.all(files.map((f) => keepFile(call, f)));
      call.world.organizations.patch(
        organization.id,
        profileChange(
          organization,
          form,
          kept.map((k) => k?.url),
        ),
      );
      return { body: { status: '1', message: said('editOrganization', 'organizationUpdated') } };
    },
  },
  verifyDomain: {
    reads: ['individuals', 'subscriptions'],
    writes: ['organizations'],
    answer: ({ world }) => {
      const organization = organizationRecord(world);
      if (!organization) return undefined;
      world.organizations.patch(organization.id, { is_valid_domain_name: true });
      return { body: { status: '1', message: said('verifyDomain', 'domainVerified') } };
    },
  },
  getOrganizationSubscription: {
    reads: ['organizations', 'subscriptions'],
    writes: [],
    answer: ({ world, body }) => {
      const name = subscriptionNameOf(world, body);
      if (!name) return notFound;
      const message = said('getOrganizationSubscription', 'organizationSubscription');
      return { body: { status: '1', message, data: { subscription_name: name } } };
    },
  },
  saveOrganizationUser: {
    reads: ['subscriptions'],
    writes: ['organizations', 'individuals'],
    answer: ({ world, body }) => {
      const saved = saveUser(world, body);
      if (saved === 'seatLimit') return { status: 403, example: 'seatLimit' };
      if ('refused' in saved) return { ...bodyFailure, message: saved.refused };
      const message = said('saveOrganizationUser', saved.created ? 'userCreated' : 'userUpdated');
      return { body: { status: '1', message, data: saved.member } };
    },
  },
  deleteOrganizationUser: {
    reads: ['subscriptions'],
    writes: ['organizations', 'individuals'],
    answer: ({ world, body }) =>
      deleteUser(world, body)
        ? { body: { status: '1', message: said('deleteOrganizationUser', 'userDeleted') } }
        : notFound,
  },
  listInvitedUsers: {
    reads: ['organizations', 'invitedUsers'],
    writes: [],
    answer: ({ world, body }) =>
      knowsOrganization(world, body.organization_id)
        ? {
            body: {
              status: '1',
              message: said('listInvitedUsers', 'invitedUsers'),
              data: { users: invitedUsersOf(world, body.organization_id) },
            },
          }
        : notFound,
  },
  inviteUser: {
    reads: ['organizations', 'subscriptions'],
    writes: ['individuals', 'invitedUsers', 'outbox'],
    answer: ({ world, body }) => {
      shareAccess(world, body);
      return { body: { status: '1', message: said('inviteUser', 'userInvited') } };
    },
  },
  revokeOrganizationAccess: {
    reads: ['organizations'],
    writes: ['individuals', 'invitedUsers'],
    answer: ({ world, body }) =>
      revokeAccess(world, body.id)
        ? { body: { status: '1', message: said('revokeOrganizationAccess', 'accessRevoked') } }
        : notFound,
  },
  listInvitedOrganizations: {
    reads: ['individuals', 'invitedUsers', 'organizations'],
    writes: [],
    answer: ({ world }) => ({
      body: {
        status: '1',
        message: said('listInvitedOrganizations', 'invitedOrganizations'),
        data: { org_list: invitedOrganizations(world) },
      },
    }),
  },
};
