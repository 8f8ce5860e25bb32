import { describe, expect, it } from 'vitest';
import { getWorld, worldSnapshot } from '~mocks/world/registry';
import { checkSnapshot } from '~mocks/world/snapshot';
import { NEW_ORGANIZATION } from '~mocks/world/scenarios/new-organization';
import { useScenario } from '../../utils/scenario';
import { callWorldKept } from '../../utils/world-call';
import { passwordOf } from '../../../test-support/example-world';

/**
 * The new-organization scenario: an organization just registered and paid (Product Origin, active), with an empty
 * catalogue and no user but its owner. Everything is asked through the world's own calls, as the portal asks it.
 */
const { organizationId, email } = NEW_ORGANIZATION;
const call = callWorldKept('default');
const organization_id = organizationId;

const signIn = async (address: string) =>
  (await call('login', { email_address: address, password: passwordOf(address) })).body.data;

describe('the new-organization scenario', () => {
  it('keeps the contract in every record', async () => {
    await useScenario('new-organization');
    expect(await checkSnapshot(worldSnapshot())).toEqual([]);
  });

  it('signs in any email, and the owner’s, as the owner of the new organization, paid and open', async () => {
    await useScenario('new-organization');
    for (const address of ['qa@example.com', email]) {
      const owner = await signIn(address);
      expect(owner).toMatchObject({
        email_address: email,
        name_first: 'Maya',
        organization_id: organizationId,
        is_valid_domain_name: true,
        is_approved: true,
        is_free_trail: false,
        temporary_password: false,
      });
      expect(owner.subscriptionList).toEqual([
        expect.objectContaining({ subscription_type: 'tracer', subscription_name: 'Product Origin', status: 'active' }),
      ]);
      expect(owner.transaction_id).toMatch(/^sub_/);
    }
    const organization = (await call('getOrganization', { organization_id })).body.data;
    expect(organization).toMatchObject({
      name: 'Juniper Hollow Naturals',
      is_valid_domain_name: true,
      is_approved: true,
      // Product Origin's seats are unlimited: -1, as the plan says it (the profile reads 'Unlimited').
      num_seats: -1,
    });
    expect(organization.individuals).toEqual([expect.objectContaining({ email_address: email })]);
    // Unlimited: a user account is added, not refused for seats.
    const user = {
      organization_id,
      name_first: 'Wren',
      name_last: 'Alder',
      phone: '541-555-0142',
      email_address: 'wren.alder@juniperhollow.test',
      password: 'Juniper-Coast-2026',
    };
    expect((await call('saveOrganizationUser', user as never)).body).toMatchObject({ status: '1' });
    const held = (await call('retrieveSubscriptions', { organization_id })).body.data;
    expect(held).toEqual([expect.objectContaining({ subscription_type: 'tracer', status: 'active' })]);
    const invoices = (await call('checkInvoiceStatus', { id: organizationId })).body.list;
    expect(invoices).toEqual([expect.objectContaining({ status: 'paid', product_name: 'Product Origin' })]);
  });

  it('holds nothing yet: products, batches, locations, attachments, transfers, users, surveys, connections', async () => {
    await useScenario('new-organization');
    await signIn(email);
    expect((await call('listProducts', { organization_id })).body.data).toEqual([]);
    const world = getWorld();
    expect(
      world.batches.where((b) => world.products.get(b.integrant_type_id)?.organization_id === organizationId),
    ).toEqual([]);
    expect((await call('listLocations', { organization_id })).body.data).toEqual([]);
    expect((await call('listOrganizationExhibits', undefined, { subscription: 'tracer' })).body.data).toEqual({
      count: 0,
      rows: [],
    });
    expect((await call('listTransferredBatches', { organization_id })).body.data).toEqual([]);
    expect((await call('listInvitedUsers', { organization_id })).body.data.users).toEqual([]);
    expect((await call('listSurveyTemplates', { organization_id })).body.data).toEqual([]);
    expect((await call('listProductSurveys', { organization_id })).body.data).toEqual([]);
    expect((await call('listMyConnections', { offset: 0, limit: 100 })).body.data).toMatchObject({
      count: 0,
      rows: [],
    });
    expect((await call('listNotifications', { organization_id })).body.data).toEqual([]);
  });

  it('is the same every time it is built', async () => {
    await useScenario('new-organization');
    const first = worldSnapshot().world;
    await useScenario('new-organization');
    expect(worldSnapshot().world).toEqual(first);
  });
});
