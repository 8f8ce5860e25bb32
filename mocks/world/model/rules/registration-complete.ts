import type { World, WorldIndividual } from '../world';
import { tokenFor } from '../seed';
import type { Schemas } from '../../types';
import { findPrice, limitNumber, type PricedPlan } from './subscription-plans';
import type { WorldRegistration } from '../seeds/subscription';
import { activate, pendingSubscription } from './subscription-change';
import { subscriptionList } from './subscription-state';
import { notFound, refused, registrationOf, saved, text, type Form } from './registration';

/**
 * The registration's last step (posting 4): the organization, its subscription and the individual who then signs in
 * to it (docs/world/registration.md).
 */
/** The organization's short code: the first five consonants of its name ('Verdant Labs' is VRDNT). */
export function shortCode(name: string): string {
  const letters = name.toUpperCase().replace(/[^A-Z]/g, '');
  const consonants = letters.replace(/[AEIOU]/g, '');
  return (consonants.length >= 3 ? consonants : letters).slice(0, 5) || 'ORG';
}

/** The DNS TXT record to verify the domain with (eight hex digits from the organization's id). */
export function textRecord(id: string): string {
  let hash = 2166136261;
  for (const c of id) hash = Math.imul(hash ^ c.charCodeAt(0), 16777619) >>> 0;
  return `portal-verification=${hash.toString(16).padStart(8, '0')}`;
}

/** The transaction of the last step: the subscription it names (made now from an invoice paid by invoice). */
function transactionOf(world: World, registration: WorldRegistration, form: Form) {
  const id = text(form.transaction_id);
  const made = world.subscriptions.where((s) => s.transaction_id === id && s.status === 'incomplete')[0];
  if (made) return { subscription: made, paidBy: form.has_card === 'true' ? ('card' as const) : ('free' as const) };
  const invoice = world.invoices.get(id);
  const plan = findPrice(invoice?.price_id ?? text(form.subscription_charges_id));
  if (!invoice || invoice.organization_id !== registration.organization_id || !plan) return undefined;
  const subscription = pendingSubscription(world, plan, {
    at: new Date(invoice.period_start),
    individual_id: registration.id,
    customer_id: registration.customer_id,
  });
  return { subscription, paidBy: 'invoice' as const, invoice };
}

export function complete(world: World, form: Form) {
  const registration = registrationOf(world, text(form.email_address));
  if (!registration) return notFound();
  if (registration.registration_step === 4) return saved(registration.id);
  if (registration.registration_step < 3 || !registration.organization_id)
    return refused('Please complete your organization details first.');
  const transaction = transactionOf(world, registration, form);
  if (!transaction) return refused('Transaction ID missing');
  const organizationId = registration.organization_id;
  const plan = findPrice(transaction.subscription.price_id)!;
  const approved = transaction.paidBy !== 'invoice';
  const member: Schemas['OrganizationMember'] = {
    id: registration.id,
    name_first: registration.name_first,
    name_middle: registration.name_middle,
    name_last: registration.name_last,
    phone: registration.phone,
    email_address: registration.email_address,
    status: 'active',
  };
  if (!world.organizations.get(organizationId))
    world.organizations.put(
      registeredOrganization({
        id: organizationId,
        name: registration.organization_name ?? '',
        tag_line: registration.tag_line,
        description: registration.description,
        logo_url: registration.logo_url,
        domain_name: registration.domain_name,
        is_valid_domain_name: false,
        is_approved: approved,
        plan,
        created_on: new Date().toISOString(),
        owner: member,
      }),
    );
  const live = activate(world, transaction.subscription, organizationId, {
    at: new Date(),
    paidBy: transaction.paidBy,
    ...(transaction.invoice ? { invoice: transaction.invoice } : {}),
  });
  const lead = world.individuals.get(registration.id);
  const { access_token: _t, ...rest } = lead ?? ({} as Partial<WorldIndividual>);
  world.individuals.put({
    ...rest,
    id: registration.id,
    email_address: registration.email_address,
    name_first: registration.name_first,
    name_middle: registration.name_middle,
    name_last: registration.name_last,
    phone: registration.phone,
    phone_mobile: registration.phone,
    roles: ['admin'],
    access_token: tokenFor(registration.id),
    organization_id: organizationId,
    active: true,
    status: 'active',
    temporary_password: false,
    authenticator_secret: null,
    expires: null,
    subscriptionList: subscriptionList(world, organizationId),
    transaction_id: live.transaction_id,
    is_valid_domain_name: false,
    is_approved: approved,
    is_free_trail: false,
    domain_name: registration.domain_name,
    text_record: textRecord(organizationId),
    last_login: null,
    is_google_login: registration.login_with_google,
    ...(registration.password ? { password: registration.password } : {}),
  });
  world.registrations.patch(registration.id, { registration_step: 4 });
  return saved(registration.id);
}

type Organization = Schemas['Organization'];

/**
 * The organization a completed registration makes: its profile as registered, the plan's seats (-1: unlimited) and
 * name, and its owner as its one member.
 */
export function registeredOrganization(o: {
  readonly id: string;
  readonly name: string;
  readonly tag_line: Organization['tag_line'];
  readonly description: Organization['description'];
  readonly logo_url: Organization['logo_url'];
  readonly domain_name: Organization['domain_name'];
  readonly is_valid_domain_name: boolean;
  readonly is_approved: boolean;
  readonly plan: PricedPlan;
  readonly created_on: string;
  readonly owner: Schemas['OrganizationMember'];
}): Organization {
  const { plan, owner, ...profile } = o;
  return {
    ...profile,
    short_code: shortCode(o.name),
    bg_color: null,
    bg_image: null,
    text_record: textRecord(o.id),
    hide_org: false,
    num_seats: limitNumber(plan.product.prouct_metadata.num_seats),
    subscription_name: plan.product.prouct_name,
    account_id: null,
    transfer_charge: null,
    is_free_trail: false,
    individuals: [owner],
  };
}
