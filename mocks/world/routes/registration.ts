import { exampleValue, tokenFor, type World, type WorldIndividual } from '../world';
import type { Schemas } from '../types';
import { bodyFailure, isBlob, keepFile, newId, type Call, type Routes } from './call';
import { findPrice, findProduct, limitNumber } from './billing-plans';
import type { WorldRegistration } from './billing-records';
import { activate, pendingSubscription, subscriptionList } from './billing-state';

/**
 * Sign-up and the registration wizard (section 4, "Registration"), answered from the world. registration_step is the
 * step the wizard resumes at: 1 once the account is saved, 2 after the consent, 3 after the organization, 4 when
 * registration is complete. Where the spec is silent, the plainest rule:
 * - Every step names the registration by its email; a step before its turn (consent before the account, the
 *   organization before the consent, completion before the organization) is refused with status '2' and a message,
 *   as is a registration the world does not know ('User not found', user-info's own words).
 * - Step 0 needs first name, last name, a phone of digits and hyphens and a valid email, and a password of 10 or more
 *   characters unless a sign-on provider is used; a missing one is the documented 400 naming the field. An email
 *   whose individual already has an organization is refused (status '2', the contract's "An account with this email
 *   address already exists."); an unfinished registration of the same email is continued (it answers its id).
 * - The organization step (posting 3) needs the organization name, the domain (trimmed) and a logo (a file, kept and
 *   served by the world, or the logo saved before); it reserves the organization's id and makes the payment
 *   provider's customer, which user-info then gives (the step answers the saved JSON: the world's handler answers
 *   JSON only, not the contract's text/plain customer id).
 * - The last step (4) needs the transaction: the checkout's subscription (paid by card), the free subscription, or
 *   the generated invoice (paid by invoice). It makes the organization (the saved name, domain, logo, tag line and
 *   description; the domain to verify; approved at once when paid by card or free, awaiting the admin's approval
 *   when paid by invoice; the plan's seats), its subscription, and the individual (an admin, with the password of
 *   step 0, no authenticator yet): signing in with that email then enters the new organization, empty.
 * - Sign-up (/register, the lead capture) makes the individual (no organization yet) and a registration resumed
 *   after the account; an email already known is the documented 'Email address already exists'.
 */
const said = (operationId: string, example: string) =>
  exampleValue<{ message?: string }>(operationId, example).message ?? '';

const refused = (message: string) => ({ status: 200, example: 'registrationRefused', message }) as const;
const invalid = (message: string) => ({ status: 400, example: 'invalidEmail', message }) as const;
const notFound = () => refused(said('getRegistrationUserInfo', 'userInfoNew'));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const orNull = (value: unknown): string | null => text(value) || null;
const lower = (email: string) => email.trim().toLowerCase();

export const registrationOf = (world: World, email: string): WorldRegistration | undefined =>
  world.registrations.where((r) => r.email_address.toLowerCase() === lower(email))[0];

/** The individuals with this email (a shared-access identity has its own id and the same email). */
export const individualsByEmail = (world: World, email: string): WorldIndividual[] =>
  world.individuals.where((i) => i.email_address.toLowerCase() === lower(email));

const saved = (id: string) => ({
  body: { status: '1' as const, message: said('saveRegistrationStep', 'stepSaved'), id },
});

function userInfo(r: WorldRegistration): Schemas['PreRegistrationUser'] {
  return {
    id: r.id,
    name_first: r.name_first,
    name_middle: r.name_middle,
    name_last: r.name_last,
    phone: r.phone,
    email_address: r.email_address,
    organization_name: r.organization_name,
    description: r.description,
    domain_name: r.domain_name,
    tag_line: r.tag_line,
    is_consented: r.is_consented,
    organization_id: r.organization_id,
    logo_url: r.logo_url,
    customer_id: r.customer_id,
    registration_step: r.registration_step,
    login_with_google: r.login_with_google,
    login_with_microsoft: r.login_with_microsoft,
  };
}

function newRegistration(world: World, email: string, id?: string): WorldRegistration {
  return {
    id: id ?? newId(world, 'IND'),
    email_address: email,
    name_first: '',
    name_middle: null,
    name_last: '',
    phone: null,
    password: null,
    login_with_google: false,
    login_with_microsoft: false,
    refer_token: null,
    is_consented: false,
    organization_name: null,
    description: null,
    domain_name: null,
    tag_line: null,
    logo_url: null,
    organization_id: null,
    customer_id: null,
    registration_step: 0,
    plan: null,
    created_on: new Date().toISOString(),
  };
}

type Form = Record<string, unknown>;

function account(world: World, form: Form) {
  const email = text(form.email_address);
  const sso = form.is_google_login === 'true' || form.is_microsoft_login === 'true';
  for (const field of ['name_first', 'name_last', 'phone'])
    if (!text(form[field])) return invalid(`${field} should not be empty`);
  if (!/^[0-9-]+$/.test(text(form.phone))) return invalid('phone must contain only digits and hyphens');
  if (!EMAIL.test(email)) return { status: 400, example: 'invalidEmail' } as const;
  if (!sso && text(form.password).length < 10) return invalid('password must be longer than or equal to 10 characters');
  const byId = text(form.id) ? world.registrations.get(text(form.id)) : undefined;
  if (text(form.id) && !byId) return notFound();
  const before = byId ?? registrationOf(world, email);
  if (individualsByEmail(world, email).some((i) => i.organization_id) || before?.registration_step === 4)
    return refused(said('saveRegistrationStep', 'registrationRefused'));
  const lead = individualsByEmail(world, email)[0];
  const registration = world.registrations.put({
    ...(before ?? newRegistration(world, email, lead?.id)),
    email_address: email,
    name_first: text(form.name_first),
    name_middle: orNull(form.name_middle),
    name_last: text(form.name_last),
    phone: text(form.phone),
    password: sso ? (before?.password ?? null) : text(form.password),
    login_with_google: form.is_google_login === 'true',
    login_with_microsoft: form.is_microsoft_login === 'true',
    refer_token: orNull(form.refer_token) ?? before?.refer_token ?? null,
    registration_step: Math.max(before?.registration_step ?? 0, 1),
  });
  return saved(registration.id);
}

function consent(world: World, form: Form) {
  const registration = registrationOf(world, text(form.email_address));
  if (!registration) return notFound();
  if (registration.registration_step < 1) return refused('Please save your account details first.');
  if (form.is_consented !== 'true') return refused('Please accept the Service Agreement to continue.');
  world.registrations.patch(registration.id, {
    is_consented: true,
    registration_step: Math.max(registration.registration_step, 2),
  });
  return saved(registration.id);
}

async function organization(call: Call<'saveRegistrationStep'>, form: Form) {
  const { world } = call;
  const registration = registrationOf(world, text(form.email_address));
  if (!registration) return notFound();
  if (!registration.is_consented) return refused('Please accept the Service Agreement to continue.');
  if (!text(form.organization_name)) return invalid('organization_name should not be empty');
  if (!text(form.domain_name)) return invalid('domain_name should not be empty');
  const logo = isBlob(form.fileName) ? (await keepFile(call as Call<never>, form.fileName))?.url : undefined;
  const logoUrl = logo ?? (orNull(form.logo_url) || registration.logo_url);
  if (!logoUrl) return invalid('fileName should not be empty');
  const product = findProduct(text(form.subscription_id));
  const limits = Object.fromEntries(
    [
      'num_batches',
      'num_products_on_chain',
      'num_seats',
      'num_uploaded_documents',
      'num_daily_hashes',
      'num_monthly_hashes',
    ]
      .filter((key) => text(form[key]) !== '')
      .map((key) => [key, text(form[key])]),
  );
  world.registrations.put({
    ...registration,
    organization_name: text(form.organization_name),
    domain_name: text(form.domain_name),
    description: orNull(form.description),
    tag_line: orNull(form.tag_line),
    logo_url: logoUrl,
    organization_id: registration.organization_id ?? newId(world, 'ORG'),
    customer_id: registration.customer_id ?? `cus_${newId(world, 'CUS')}`,
    plan: product
      ? {
          subscription_id: product.product_id,
          subscription_name: text(form.subscription_name) || product.prouct_name,
          subscription_type: product.subscription_type,
          limits,
        }
      : registration.plan,
    registration_step: Math.max(registration.registration_step, 3),
  });
  // The contract's text/plain answer (the customer id alone) cannot pass through the world's handler, which answers
  // JSON: the documented JSON answer instead; the wizard reads the customer id from user-info right after this step.
  return saved(registration.id);
}

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

function complete(world: World, form: Form) {
  const registration = registrationOf(world, text(form.email_address));
  if (!registration) return notFound();
  if (registration.registration_step === 4) return saved(registration.id);
  if (registration.registration_step < 3 || !registration.organization_id)
    return refused('Please complete your organization details first.');
  const transaction = transactionOf(world, registration, form);
  if (!transaction) return refused('Transaction ID missing');
  const organizationId = registration.organization_id;
  const plan = findPrice(transaction.subscription.price_id)!;
  const seats = limitNumber(plan.product.prouct_metadata.num_seats);
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
    world.organizations.put({
      id: organizationId,
      name: registration.organization_name ?? '',
      short_code: shortCode(registration.organization_name ?? ''),
      tag_line: registration.tag_line,
      description: registration.description,
      logo_url: registration.logo_url,
      bg_color: null,
      bg_image: null,
      domain_name: registration.domain_name,
      is_valid_domain_name: false,
      text_record: textRecord(organizationId),
      hide_org: false,
      ...(seats > 0 ? { num_seats: seats } : {}),
      subscription_name: plan.product.prouct_name,
      account_id: null,
      transfer_charge: null,
      is_approved: approved,
      is_free_trail: false,
      created_on: new Date().toISOString(),
      individuals: [member],
    });
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

export const registrationRoutes: Routes = {
  getRegistrationUserInfo: ({ world, body }) => {
    const registration = registrationOf(world, body.email_address);
    if (!registration)
      return { body: { status: '1', message: said('getRegistrationUserInfo', 'userInfoNew'), data: null } };
    return {
      body: { status: '1', message: said('getRegistrationUserInfo', 'userInfoAtPlan'), data: userInfo(registration) },
    };
  },
  saveRegistrationStep: async (call) => {
    const form = call.body as unknown as Form;
    switch (text(form.registration_step)) {
      case '0':
        return account(call.world, form);
      case '1':
      case '2':
        return consent(call.world, form);
      case '3':
        return organization(call, form);
      case '4':
        return complete(call.world, form);
      default:
        return { ...bodyFailure };
    }
  },
  register: ({ world, body }) => {
    const email = body.email_address.trim();
    if (individualsByEmail(world, email).length > 0 || registrationOf(world, email))
      return { status: 200, example: 'alreadyRegistered' };
    const id = newId(world, 'IND');
    world.individuals.put({
      id,
      email_address: email,
      name_first: body.name_first.trim(),
      name_middle: body.name_middle?.trim() || null,
      name_last: body.name_last.trim(),
      phone: body.phone_mobile,
      phone_mobile: body.phone_mobile,
      roles: [],
      access_token: tokenFor(id),
      organization_id: null,
      active: true,
      status: 'active',
      temporary_password: false,
      authenticator_secret: null,
      subscriptionList: [],
      transaction_id: null,
      password: body.password,
    });
    world.registrations.put({
      ...newRegistration(world, email, id),
      name_first: body.name_first.trim(),
      name_middle: body.name_middle?.trim() || null,
      name_last: body.name_last.trim(),
      phone: body.phone_mobile,
      password: body.password,
      registration_step: 1,
    });
    return { body: { status: '1', message: said('register', 'registered') } };
  },
};
