import type {
  InvitedUser,
  Location,
  MessageResponse,
  OrganizationExhibit,
  OrganizationExhibitResponse,
  OrganizationMember,
} from '@/api/generated/portal/model';
import {
  found,
  patiently,
  madeSince,
  text,
  same,
  sameInstant,
  currentOrganizationId,
  type ReadBack,
} from './read-back-rules';

/** The organization: its locations, user accounts, shared access and attachments. */
export const organizationReadBacks: Readonly<Record<string, ReadBack>> = {
  async saveLocation(sent) {
    const { listLocations } = await import('@/api/generated/portal/hooks/location/location');
    const answer = await patiently(() => listLocations({ organization_id: text(sent.body.organization_id) }));
    const fields = ['description', 'line_1', 'zip', 'city', 'state', 'country'] as const;
    const made = answer.data.find((l: Location) => fields.every((f) => text(l[f]) === text(sent.body[f])));
    return made ? { applied: true, answer: { status: '1', message: '', data: made } } : { applied: false };
  },

  async saveOrganizationUser(sent) {
    const { getOrganization } = await import('@/api/generated/portal/hooks/organization/organization');
    const answer = await patiently(() => getOrganization({ organization_id: text(sent.body.organization_id) }));
    const email = text(sent.body.email_address).toLowerCase();
    const made = (answer.data.individuals ?? []).find(
      (m: OrganizationMember) => m.email_address.toLowerCase() === email,
    );
    return made ? { applied: true, answer: { status: '1', message: '', data: made } } : { applied: false };
  },

  // Shared access carries no creation date: an earlier invitation of the same email counts (the access is there).
  async inviteUser(sent) {
    const email = text(sent.body.email_address).trim().toLowerCase();
    if (!email) return undefined;
    const { listInvitedUsers } = await import('@/api/generated/portal/hooks/organization/organization');
    const organizationId = await currentOrganizationId();
    const answer = await patiently(() => listInvitedUsers({ organization_id: organizationId }));
    const made = answer.data.users.some(
      (u: InvitedUser) => u.invitedIndividual.email_address.trim().toLowerCase() === email,
    );
    return made ? found<MessageResponse>({ status: '1', message: '' }) : { applied: false };
  },

  // By what was typed (the stored file's name is the server's to choose).
  async createOrganizationExhibit(sent) {
    const title = text(sent.body.title).trim();
    if (!title) return undefined;
    const { listOrganizationExhibits } = await import('@/api/generated/portal/hooks/attachment/attachment');
    const answer = await patiently(() => listOrganizationExhibits({ limit: 50, offset: 0 }));
    const made = answer.data.rows.find(
      (e: OrganizationExhibit) =>
        e.title.trim() === title &&
        same(e.description, sent.body.description) &&
        sameInstant(e.effective_date, sent.body.effective_date) &&
        madeSince(e.created_on, sent),
    );
    if (made) return found<OrganizationExhibitResponse>({ status: '1', data: made });
    // The list's order is not documented: with more than one page, the attachment may be on another.
    return answer.data.count > answer.data.rows.length ? undefined : { applied: false };
  },
};
