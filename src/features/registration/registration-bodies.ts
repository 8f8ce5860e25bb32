/** The bodies each step saves (save-registration-step), and what the wizard reads back from its answers. */
import type { PlanProduct, PreRegistrationForm } from '@/api/generated/portal/model';
import { cleanText, domainFromInput } from '@/lib/input/text';
import { LIMIT_LABELS } from '@/lib/plans/plan-rules';
import { contractPhone } from '@/lib/validators';
import type { AccountValues, OrganizationValues, Provider } from './registration-fields';

const text = (value: boolean): 'true' | 'false' => (value ? 'true' : 'false');

export interface AccountFacts {
  readonly id: string;
  readonly organizationId: string;
  readonly robotToken: string;
  readonly provider: Provider | null;
  readonly referToken: string;
}

export function accountBody(values: AccountValues, facts: AccountFacts): PreRegistrationForm {
  const email = cleanText(values.email_address);
  return {
    registration_step: '0',
    id: facts.id,
    organization_id: facts.organizationId,
    name_first: cleanText(values.name_first),
    name_middle: cleanText(values.name_middle),
    name_last: cleanText(values.name_last),
    phone: contractPhone(values.phone),
    email_address: email,
    ...(facts.provider ? {} : { password: values.password }),
    created_by: email,
    updated_by: email,
    recaptcha_token: facts.robotToken,
    is_google_login: text(facts.provider === 'google'),
    is_microsoft_login: text(facts.provider === 'microsoft'),
    ...(facts.referToken ? { refer_token: facts.referToken } : {}),
  };
}

export function consentBody(email: string): PreRegistrationForm {
  return { registration_step: '2', email_address: email, is_consented: 'true', created_by: email, updated_by: email };
}

/** The organization step's logo: a new file, or the logo saved on an earlier visit of the step. */
export type LogoPart = { readonly fileName: string } | { readonly logo_url: string };

/** Step 2: the organization, its logo, the plan and its limits (one text field per limit key). */
export function organizationBody(
  values: OrganizationValues,
  plan: PlanProduct,
  email: string,
  organizationId: string,
  logo: LogoPart,
): PreRegistrationForm {
  const limits: Record<string, string> = {};
  for (const key of Object.keys(LIMIT_LABELS)) {
    const value = plan.prouct_metadata[key];
    if (value !== undefined && value !== null) limits[key] = String(value);
  }
  return {
    registration_step: '3',
    email_address: email,
    organization_name: cleanText(values.organization_name),
    description: cleanText(values.description),
    domain_name: domainFromInput(values.domain_name),
    tag_line: cleanText(values.tag_line),
    subscription_id: plan.product_id,
    subscription_name: plan.prouct_name,
    subscription_type: plan.subscription_type,
    ...limits,
    organization_id: organizationId,
    ...logo,
  };
}

/** A step 2 answer: text holding the customer id (or, from a JSON answer, nothing new). */
export function customerIdOf(answer: unknown): string | null {
  if (typeof answer !== 'string') return null;
  const id = answer.trim().replace(/^"|"$/g, '');
  return id || null;
}

export type PaymentWay = 'card' | 'free' | 'invoice';

/** Step 4, posted by the thank-you pages with status active. */
export function completionBody(
  plan: PlanProduct,
  priceId: string,
  email: string,
  transactionId: string,
  way: PaymentWay,
): PreRegistrationForm {
  return {
    registration_step: '4',
    subscription_id: plan.product_id,
    subscription_charges_id: priceId,
    subscription_name: plan.prouct_name,
    subscription_type: plan.subscription_type,
    is_payment_completed: text(way !== 'invoice'),
    has_card: text(way === 'card'),
    status: 'active',
    transaction_id: transactionId,
    created_by: email,
    updated_by: email,
    email_address: email,
  };
}
