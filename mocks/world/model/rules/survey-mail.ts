import type { Schemas } from '../../types';
import type { World } from '../world';
import { mail } from './outbox';
import { keeps, population } from './survey-audience';
import { profileOf } from './survey-consumers';

/**
 * The survey invitation mails (docs/world/survey.md, "Invitations and consumers"): a send invites every consumer its
 * filters keep, and the platform mails each of them the invitation, from the product's organization, about the
 * product. A consumer without an email address is invited (listed) but mailed nothing.
 */
export function mailSurveyInvitations(world: World, audience: Schemas['Audience']): number {
  const product = world.products.get(audience.integrant_type_id);
  const organization = world.organizations.get(product?.organization_id ?? world.organizationId);
  const from = organization?.name ?? 'A producer';
  const about = product?.title ?? 'one of its products';
  let sent = 0;
  population().forEach((person, i) => {
    if (!keeps(audience.query, person)) return;
    const { email, name } = profileOf(i);
    if (!email) return;
    mail(world, {
      to: email,
      subject: `${from} invites you to a survey about ${about}`,
      text:
        `Hello${name ? ` ${name}` : ''},\n\n${from} would like to hear what you think of ${about}. ` +
        `Open the survey in the consumer app to answer its questions.\n\n${from}`,
    });
    sent += 1;
  });
  return sent;
}
