import { describe, expect, it } from 'vitest';
import { seatLimit } from '~mocks/world/model/rules/subscription-state';
import { getWorld } from '~mocks/world/registry';
import { OLIVIA, VERDANT } from '../../../test-support/example-world';
import { useScenario } from '../../utils/scenario';
import { callWorldKept, freshWorld } from '../../utils/world-call';

/**
 * One seat limit, from the plans (docs/world/subscription.md, "One seat limit"), and the invoices and invitations the
 * platform emails (the world's outbox).
 */
const W = 'subscription-seats';
const call = callWorldKept(W);
const TIDEWATER = 'ORG2T8W5NX';
const PROTECTION = { product: 'prod_QfDp6Hs3Yt7Bc1', monthly: 'price_1QfDpM8cHs3Yt7BcG' };

const seatsOf = async (organization_id: string) => {
  const records = (await call('retrieveSubscriptions', { organization_id })).body.data as {
    subscription_type: string;
    product: { metadata: { num_seats?: string } };
    currentmetadata: { num_seats?: number };
  }[];
  return records.map((r) => [r.subscription_type, r.product.metadata.num_seats, r.currentmetadata.num_seats]);
};

describe('one seat limit', () => {
  it('Verdant: Product Origin says unlimited, so every answer says unlimited (not the seed’s 10, not Fast Pass’s 5)', async () => {
    const world = freshWorld(W);
    expect(seatLimit(world, VERDANT)).toBe(-1);
    const users = world.organizations.get(VERDANT)!.individuals!.length;
    expect(await seatsOf(VERDANT)).toEqual([
      ['tracer', '-1', users],
      ['fastpass', '-1', users],
    ]);
    const plans = (await call('listPlans', { organization_id: VERDANT })).body.data.currentPlan as {
      metadata: { num_seats?: string };
    }[];
    expect(plans.map((p) => p.metadata.num_seats)).toEqual(['-1', '-1']);
  });

  it('Tidewater: Product Fast Pass alone allows 5, on the billing page as in the limit', async () => {
    await useScenario('at-the-limits', W);
    const world = getWorld(W);
    expect(seatLimit(world, TIDEWATER)).toBe(5);
    expect(world.organizations.get(TIDEWATER)!.num_seats).toBe(5);
    expect(await seatsOf(TIDEWATER)).toEqual([['fastpass', '5', 4]]);
  });

  it('a plan change keeps the organization’s seats at the one limit', async () => {
    const world = freshWorld(W);
    for (const s of world.subscriptions.where((s) => s.organization_id === VERDANT && s.subscription_type === 'tracer'))
      world.subscriptions.remove(s.id);
    expect(seatLimit(world, VERDANT)).toBe(5);
    expect((await seatsOf(VERDANT))[0]).toEqual([
      'fastpass',
      '5',
      world.organizations.get(VERDANT)!.individuals!.length,
    ]);
  });
});

describe('the mails of billing and of invitations', () => {
  it('send-invoice-for-upgrade-plan mails the invoice, its hosted page as the link', async () => {
    const world = freshWorld(W);
    const sent = await call('sendUpgradeInvoice', {
      email_address: 'olivia.bennett@verdantlabs.com',
      subscription_charges_id: PROTECTION.monthly,
      customer_id: 'cus_R4fT8nVb2LqX9z',
      individual_id: OLIVIA,
      type: 'publisher',
      id: PROTECTION.product,
    });
    expect(sent.body.status).toBe('1');
    const [mail] = world.outbox.all();
    expect(mail).toMatchObject({
      to: 'olivia.bennett@verdantlabs.com',
      subject: 'Your invoice for Document Protection',
      link: sent.body.data.hosted_invoice_url,
    });
    expect(mail!.text).toContain(sent.body.data.hosted_invoice_url);
  });

  it('generate-invoice mails the registration’s first invoice', async () => {
    const world = freshWorld(W);
    const registration = world.registrations.all()[0]!;
    world.registrations.patch(registration.id, { organization_id: registration.organization_id ?? 'ORG5R9G2TX' });
    const made = await call('generateInvoice', {
      email_address: registration.email_address,
      subscription_charges_id: PROTECTION.monthly,
    });
    expect(made.body.status).toBe('1');
    expect(world.outbox.all()).toEqual([
      expect.objectContaining({ to: registration.email_address, link: made.body.data.hosted_invoice_url }),
    ]);
  });

  it('invite-organization mails the invitation to the address of the form, and nothing when refused', async () => {
    const world = freshWorld(W);
    const invite = { name: 'Sage & Stone Herbals', email: 'hello@sagestone.example', curOrganization: VERDANT };
    expect((await call('inviteOrganization', invite)).body.status).toBe('1');
    expect(world.outbox.all()).toEqual([
      expect.objectContaining({
        to: 'hello@sagestone.example',
        subject: 'Verdant Labs invited Sage & Stone Herbals to the portal',
        link: '/plans',
      }),
    ]);
    await call('inviteOrganization', { ...invite, curOrganization: 'ORGZZZZZZZ' });
    expect(world.outbox.size).toBe(1);
  });
});
