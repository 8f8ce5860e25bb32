import { said } from '../model/examples';
import { inviteOrganization, searchOrganizations } from '../model/rules/organization';
import { mailOrganizationInvite } from '../model/rules/movement-invite';
import { bodyFailure, type Resolvers } from './resolver';

/** The organizations a transfer finds and invites (tag `movement`). Rules: docs/world/organization.md. */
export const resolvers: Resolvers = {
  searchOrganizations: {
    reads: ['organizations'],
    writes: [],
    answer: ({ world, body }) => ({
      body: {
        status: '1',
        message: said('searchOrganizations', 'organizationsFound'),
        data: searchOrganizations(world, body),
      },
    }),
  },
  inviteOrganization: {
    reads: ['organizations'],
    writes: ['organizationInvites', 'outbox'],
    answer: ({ world, body }) => {
      if (!inviteOrganization(world, body)) return { ...bodyFailure, message: 'Organization not found' };
      mailOrganizationInvite(world, body, world.organizations.get(body.curOrganization)?.name ?? body.curOrganization);
      return { body: { status: '1', message: said('inviteOrganization', 'organizationInvited'), data: null } };
    },
  },
};
