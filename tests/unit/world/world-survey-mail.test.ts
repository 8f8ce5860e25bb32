import { describe, expect, it } from 'vitest';
import { mailsOf } from '~mocks/world/model/rules/outbox';
import { keeps, population } from '~mocks/world/model/rules/survey-audience';
import { identity, profileOf } from '~mocks/world/model/rules/survey-consumers';
import { VERDANT, VITAMIN_D_PRODUCT as VITAMIN_D } from '../../../test-support/example-world';
import { callWorldKept, freshWorld } from '../../utils/world-call';

/**
 * The survey invitation mails (docs/world/survey.md, "Invitations and consumers"): a send mails each consumer it
 * invites, at the consumer's address, from the product's organization, about the product; the outbox keeps them.
 */
const W = 'survey-mail';
const call = callWorldKept(W);

/** The invited consumers of a filter, as the population keeps them, with their addresses. */
const invitedBy = (query?: Record<string, string>) =>
  population().flatMap((person, i) => (keeps(query, person) ? [{ ...identity(i), email: profileOf(i).email }] : []));

describe('sendSurveyInvitation mails each invited consumer', () => {
  it('one invitation mail per consumer the filters keep, to that consumer, naming the organization and product', async () => {
    const world = freshWorld(W);
    const product = world.products.get(VITAMIN_D)!;
    const organization = world.organizations.get(VERDANT)!;
    expect(product.organization_id).toBe(VERDANT);
    expect(mailsOf(world)).toEqual([]);

    const query = { gender: 'Female', age: '31-35' };
    const sent = await call('sendSurveyInvitation', { integrant_type_id: VITAMIN_D, query });
    const invited = invitedBy(query);
    expect(sent.body.data.invited_user_count).toBe(invited.length);
    const mailed = invited.filter((c) => c.email);
    const mails = mailsOf(world);
    expect(mails).toHaveLength(mailed.length);
    expect(new Set(mails.map((m) => m.to))).toEqual(new Set(mailed.map((c) => c.email)));
    for (const m of mails) {
      expect(m.subject).toBe(`${organization.name} invites you to a survey about ${product.title}`);
      expect(m.text).toContain(`${organization.name} would like to hear what you think of ${product.title}.`);
      expect(Date.parse(m.at)).not.toBeNaN();
    }
    // Each mail greets its own consumer.
    const first = mailed[0]!;
    expect(mails.find((m) => m.to === first.email)?.text).toMatch(new RegExp(`^Hello ${first.name},`));

    // The invitations listed are the same consumers.
    const listed = (await call('listSurveyInvitations', { integrant_type_id: VITAMIN_D })).body.data as {
      user: { id: string };
    }[];
    expect(new Set(listed.map((i) => i.user.id))).toEqual(new Set(invited.map((c) => c.id)));
  });

  it('a send to everyone mails every consumer with an address; a filter that keeps none mails nobody', async () => {
    const world = freshWorld(W);
    await call('sendSurveyInvitation', { integrant_type_id: VITAMIN_D, query: { weight: 'heavy' } });
    expect(mailsOf(world)).toEqual([]);
    const all = await call('sendSurveyInvitation', { integrant_type_id: VITAMIN_D });
    const addressed = invitedBy().filter((c) => c.email).length;
    expect(addressed).toBeGreaterThan(all.body.data.invited_user_count - 5);
    expect(mailsOf(world)).toHaveLength(addressed);
  });
});
