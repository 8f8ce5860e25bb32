import { said } from '../examples';
import { newId } from '../ids';
import type { World } from '../world';
import {
  completedRefusal,
  EMAIL,
  individualsByEmail,
  invalid,
  newRegistration,
  notFound,
  orNull,
  refused,
  registrationOf,
  saved,
  text,
  type Form,
} from './registration';
import { findProduct } from './subscription-plans';

/** The registration wizard's account, consent and organization steps (docs/world/registration.md). */

/** Step 0: the account (names, phone, email and, without a sign-on provider, the password). */
export function account(world: World, form: Form) {
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
  if (individualsByEmail(world, email).some((i) => i.organization_id))
    return refused(said('saveRegistrationStep', 'registrationRefused'));
  const completed = completedRefusal(before);
  if (completed) return completed;
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

/** Steps 1 and 2: the consent to the Service Agreement. */
export function consent(world: World, form: Form) {
  const registration = registrationOf(world, text(form.email_address));
  if (!registration) return notFound();
  const completed = completedRefusal(registration);
  if (completed) return completed;
  if (registration.registration_step < 1) return refused('Please save your account details first.');
  if (form.is_consented !== 'true') return refused('Please accept the Service Agreement to continue.');
  world.registrations.patch(registration.id, {
    is_consented: true,
    registration_step: Math.max(registration.registration_step, 2),
  });
  return saved(registration.id);
}

/** Why the organization step (3) is refused before its logo is kept, or undefined. */
export function organizationRefused(world: World, form: Form) {
  const registration = registrationOf(world, text(form.email_address));
  if (!registration) return notFound();
  const completed = completedRefusal(registration);
  if (completed) return completed;
  if (!registration.is_consented) return refused('Please accept the Service Agreement to continue.');
  if (!text(form.organization_name)) return invalid('organization_name should not be empty');
  if (!text(form.domain_name)) return invalid('domain_name should not be empty');
  return undefined;
}

const LIMITS = [
  'num_batches',
  'num_products_on_chain',
  'num_seats',
  'num_uploaded_documents',
  'num_daily_hashes',
  'num_monthly_hashes',
];

/**
 * Step 3, once organizationRefused let it through: the organization's details, the logo (`logo`: the file just kept,
 * else the one sent or saved before), the reserved organization id, the customer and the chosen plan. The answer is
 * the contract's text/plain: the customer id alone.
 */
export function saveOrganization(world: World, form: Form, logo: string | undefined) {
  const registration = registrationOf(world, text(form.email_address))!;
  const logoUrl = logo ?? (orNull(form.logo_url) || registration.logo_url);
  if (!logoUrl) return invalid('fileName should not be empty');
  const product = findProduct(text(form.subscription_id));
  const limits = Object.fromEntries(
    LIMITS.filter((key) => text(form[key]) !== '').map((key) => [key, text(form[key])]),
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
  return { body: world.registrations.get(registration.id)!.customer_id as never };
}
