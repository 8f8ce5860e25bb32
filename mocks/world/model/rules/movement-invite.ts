import type { Mail } from '../collections';
import type { RequestBody } from '../../types';
import type { World } from '../world';
import { mail } from './outbox';

/**
 * The invitation an organization sends another to join the portal (invite-organization, from the transfer's
 * organization search; docs/world/movement.md, "Invitations by email"): mailed to the address of the invite form,
 * with the portal's plans page, where a registration starts (spec 1, /plans), as the link.
 */
export const REGISTRATION_LINK = '/plans';

/** Mails the invitation of the invite form (name and email) from the inviting organization (`from`: its name). */
export function mailOrganizationInvite(world: World, body: RequestBody<'inviteOrganization'>, from: string): Mail {
  const name = body.name.trim();
  return mail(world, {
    to: body.email.trim(),
    subject: `${from} invited ${name} to the portal`,
    text: [
      `Hello ${name},`,
      `${from} would like to transfer batches to you on the portal. Choose a plan and register your organization to receive them:`,
      REGISTRATION_LINK,
    ].join('\n'),
    link: REGISTRATION_LINK,
  });
}
