import { Table } from '../model/table';
import { tokenFor } from '../model/seed';
import type { Schemas } from '../types';
import { seedWorld, type World } from '../model/world';
import { productNamed, findPrice } from '../model/rules/subscription-plans';
import { activate, pendingSubscription } from '../model/rules/subscription-change';
import { subscriptionList, syncAllowances } from '../model/rules/subscription-state';
import { registeredOrganization, textRecord } from '../model/rules/registration-complete';
import type { Scenario } from './index';

/**
 * An organization that has just registered and paid: Juniper Hollow Naturals holds Product Origin (tracer, active,
 * paid by card today) and nothing else: no products, batches, locations, organization attachments, transferred
 * batches, survey data or connections, and no user but its owner, Maya Alvarez. Its domain is verified and its
 * approval given, so the portal opens on its empty screens rather than a gate (the gates are the `gates` scenario's).
 * The rest of the example world stays beside it (the transfer search finds the other organizations). Any email the
 * world does not know signs in as Maya.
 */
export const NEW_ORGANIZATION = {
  organizationId: 'ORG6J3N8WA',
  individualId: 'IND5M8A2RZ',
  email: 'maya.alvarez@juniperhollow.com',
  name: 'Juniper Hollow Naturals',
  domain: 'juniperhollow.com',
  customerId: 'cus_S2jHn7Wq4Lx8Rb',
} as const;

const OWNER = { name_first: 'Maya', name_middle: null, name_last: 'Alvarez', phone: '541-555-0172' } as const;

/** Registration finished at the start of today (UTC): the first billing period starts with it. */
function registeredAt(): Date {
  const at = new Date();
  at.setUTCHours(0, 0, 0, 0);
  return at;
}

function build(): World {
  const world = seedWorld();
  const { organizationId, individualId, email, name, domain, customerId } = NEW_ORGANIZATION;
  const at = registeredAt();
  const product = productNamed('Product Origin', 'tracer');
  const plan = findPrice(product?.default_price ?? product?.product_plan[0]?.id);
  if (!plan) throw new Error('[world] new-organization: no Product Origin plan in the contract');
  const member: Schemas['OrganizationMember'] = { id: individualId, ...OWNER, email_address: email, status: 'active' };
  world.organizations.put(
    registeredOrganization({
      id: organizationId,
      name,
      tag_line: 'Small-batch herbal supplements from the Oregon coast',
      description: 'Juniper Hollow Naturals makes herbal supplements in small batches.',
      logo_url: `https://cdn.portal.invalid/organizations/${organizationId}/logo.png`,
      domain_name: domain,
      is_valid_domain_name: true,
      is_approved: true,
      plan,
      created_on: at.toISOString(),
      owner: member,
    }),
  );
  world.individuals.put({
    id: individualId,
    email_address: email,
    ...OWNER,
    phone_mobile: OWNER.phone,
    roles: ['admin'],
    access_token: tokenFor(individualId),
    organization_id: organizationId,
    active: true,
    status: 'active',
    temporary_password: false,
    // Just registered: the first sign-in sets up the authenticator.
    authenticator_secret: null,
    expires: null,
    subscriptionList: [],
    transaction_id: null,
    is_valid_domain_name: true,
    is_approved: true,
    is_free_trail: false,
    domain_name: domain,
    text_record: textRecord(organizationId),
    last_login: null,
    is_google_login: false,
  });
  world.registrations.put({
    id: individualId,
    email_address: email,
    ...OWNER,
    password: null,
    login_with_google: false,
    login_with_microsoft: false,
    refer_token: null,
    is_consented: true,
    organization_name: name,
    description: 'Juniper Hollow Naturals makes herbal supplements in small batches.',
    domain_name: domain,
    tag_line: 'Small-batch herbal supplements from the Oregon coast',
    logo_url: `https://cdn.portal.invalid/organizations/${organizationId}/logo.png`,
    organization_id: organizationId,
    customer_id: customerId,
    registration_step: 4,
    plan: null,
    created_on: at.toISOString(),
  });
  // The registration's checkout, paid by card: the subscription, its first invoice, the seats and the switcher.
  const pending = pendingSubscription(world, plan, { at, individual_id: individualId, customer_id: customerId });
  const live = activate(world, pending, organizationId, { at, paidBy: 'card', trialDays: 0 });
  world.individuals.patch(individualId, {
    subscriptionList: subscriptionList(world, organizationId),
    transaction_id: live.transaction_id,
  });
  // No consumer has connected to a producer this new (the connections are not kept by organization).
  world.connections = new Table<Schemas['Connection'] & { id: string }>();
  world.organizationId = organizationId;
  world.individualId = individualId;
  world.defaultIndividualId = individualId;
  syncAllowances(world);
  return world;
}

export const newOrganization: Scenario = {
  name: 'new-organization',
  summary:
    'Juniper Hollow Naturals, just registered and paid (Product Origin): an empty catalogue, no users but its owner, Maya Alvarez.',
  build,
};
