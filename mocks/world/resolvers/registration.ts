import type { World } from '../model/world';
import { tokenFor } from '../model/seed';
import type { Schemas } from '../types';
import { bodyFailure, isBlob, keepFile, newId, type Call, type Routes } from './resolver';
import { findProduct } from '../model/rules/subscription-plans';
import type { WorldRegistration } from '../model/seeds/subscription';
import { complete } from '../model/rules/registration-complete';
import {
  EMAIL,
  individualsByEmail,
  invalid,
  notFound,
  orNull,
  refused,
  registrationOf,
  said,
  saved,
  text,
  type Form,
} from '../model/rules/registration';

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
 *   provider's customer: the step answers its id as text (the contract's text/plain), and user-info gives it too.
 * - The last step (4) needs the transaction: the checkout's subscription (paid by card), the free subscription, or
 *   the generated invoice (paid by invoice). It makes the organization (the saved name, domain, logo, tag line and
 *   description; the domain to verify; approved at once when paid by card or free, awaiting the admin's approval
 *   when paid by invoice; the plan's seats), its subscription, and the individual (an admin, with the password of
 *   step 0, no authenticator yet): signing in with that email then enters the new organization, empty.
 * - Sign-up (/register, the lead capture) makes the individual (no organization yet) and a registration resumed
 *   after the account; an email already known is the documented 'Email address already exists'.
 */
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
  // The contract's text/plain answer: the customer id alone.
  return { body: world.registrations.get(registration.id)!.customer_id as never };
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
