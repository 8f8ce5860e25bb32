import type { PlanPrice, PlanProduct, PreRegistrationForm, PreRegistrationUser } from '@/api/generated/portal/model';
import type { CheckoutOrder } from '@/lib/payment/checkout';
import {
  intervalLabel,
  isFreePrice,
  LIMIT_LABELS,
  money,
  offeringLabel,
  priceLabel,
  visiblePrices,
} from '@/lib/plans/plan-rules';
import { cleanText, domainFromInput, isBlank } from '@/lib/input/text';
import { fieldRule, isEmail, isPhone } from '@/lib/validators';

/** The wizard's words (sections 2, 4, 5 and 8 of the first document). */
export const REGISTRATION_MESSAGES = {
  required: 'Please enter a value',
  phone: 'Please enter valid Phone No.',
  email: 'Please enter vaild email address',
  robot: "Please check the checkbox i'm not a robot.",
  ssoHint: 'Please fill out your first name, last name, phone number, and email address to activate the button above',
  loginToContinue: ' Please Login to Continue',
  transactionMissing: 'Transaction ID missing',
  thanks: 'Thank You! Great! Your Registration process successfully complete.',
} as const;

/** The four screens of the five steps (step 4 is the thank-you page). */
export const STEP_TITLES = [
  'Pre Registration',
  'Service Agreement',
  'Basic Organization Information',
  'Payment Options',
] as const;

export type WizardStep = 0 | 1 | 2 | 3;

/** Where the wizard resumes: the stored registration_step (at most 3), or 3 when the payment succeeded. */
export function resumeStep(saved: number | null | undefined, paymentStatus?: string | null): WizardStep {
  if (paymentStatus === 'succeeded') return 3;
  const step = Math.trunc(Number(saved ?? 0));
  if (!Number.isFinite(step) || step <= 0) return 0;
  return Math.min(step, 3) as WizardStep;
}

/** A completed step offers VIEW (step 0) or CHANGE (later steps); the current and later ones offer nothing. */
export function stepControl(step: WizardStep, current: WizardStep, reached: WizardStep): 'VIEW' | 'CHANGE' | null {
  if (step === current || step >= reached) return null;
  return step === 0 ? 'VIEW' : 'CHANGE';
}

export function ssoLoginText(email: string): string {
  return `You are login with ${email}`;
}

/** Step 0's messages after a refusal: the server's message and ' Please Login to Continue'. */
export function accountRefusal(message: string | undefined): string {
  return `${message ?? 'Something went wrong! Please try after sometime.'}${REGISTRATION_MESSAGES.loginToContinue}`;
}

export interface AccountValues {
  name_first: string;
  name_middle: string;
  name_last: string;
  phone: string;
  email_address: string;
  password: string;
  confirm_password: string;
}

export const emptyAccount: AccountValues = {
  name_first: '',
  name_middle: '',
  name_last: '',
  phone: '',
  email_address: '',
  password: '',
  confirm_password: '',
};

/** Step 0's field rules (the password's are the identity screens' own, checked on submit). */
export const accountValidation = {
  name_first: fieldRule(REGISTRATION_MESSAGES.required),
  name_last: fieldRule(REGISTRATION_MESSAGES.required),
  phone: fieldRule(REGISTRATION_MESSAGES.required, isPhone, REGISTRATION_MESSAGES.phone),
  email_address: fieldRule(REGISTRATION_MESSAGES.required, isEmail, REGISTRATION_MESSAGES.email),
};

/** The sign-on buttons need these four filled and valid. */
export function accountDetailsReady(values: AccountValues): boolean {
  return (Object.keys(accountValidation) as (keyof typeof accountValidation)[]).every(
    (key) => accountValidation[key](values[key]) === null,
  );
}

export interface OrganizationValues {
  organization_name: string;
  domain_name: string;
  description: string;
  tag_line: string;
}

export const emptyOrganization: OrganizationValues = {
  organization_name: '',
  domain_name: '',
  description: '',
  tag_line: '',
};

/** Continue needs a name, a domain (trimmed) and a logo: a file, or the logo already saved. */
export function organizationReady(values: OrganizationValues, file: File | null, logoUrl: string | null): boolean {
  return Boolean(!isBlank(values.organization_name) && domainFromInput(values.domain_name) && (file || logoUrl));
}

export type Provider = 'google' | 'microsoft';

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
    phone: values.phone,
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

/** The chosen price: the one asked for, else the one whose interval is the route's plan type, else the first. */
export function chosenPrice(plan: PlanProduct, priceId?: string, planType?: string): PlanPrice | undefined {
  const prices = visiblePrices(plan.product_plan);
  return prices.find((p) => p.id === priceId) ?? prices.find((p) => p.interval === planType) ?? prices[0];
}

/** The order the checkout (and the order detail) shows. */
export function registrationOrder(plan: PlanProduct, price: PlanPrice): CheckoutOrder {
  return {
    title: plan.prouct_name,
    lines: [
      { label: `${offeringLabel(plan.subscription_type)}, every ${intervalLabel(price)}`, amount: priceLabel(price) },
    ],
    total: money(price.amount, price.currency),
  };
}

/** A $0.00 price shows Login instead of Pay now, and goes to /thank-you. */
export const isFreeChoice = (price: PlanPrice | undefined): boolean => !!price && isFreePrice(price);

/** The wizard's fields from the saved user info. */
export function fromUserInfo(user: PreRegistrationUser) {
  return {
    account: {
      ...emptyAccount,
      name_first: user.name_first ?? '',
      name_middle: user.name_middle ?? '',
      name_last: user.name_last ?? '',
      phone: user.phone ?? '',
      email_address: user.email_address,
    },
    organization: {
      organization_name: user.organization_name ?? '',
      domain_name: user.domain_name ?? '',
      description: user.description ?? '',
      tag_line: user.tag_line ?? '',
    },
    consented: Boolean(user.is_consented),
    provider: user.login_with_google ? 'google' : user.login_with_microsoft ? 'microsoft' : null,
  } as const;
}

/** A step 2 answer: text holding the customer id (or, from a JSON answer, nothing new). */
export function customerIdOf(answer: unknown): string | null {
  if (typeof answer !== 'string') return null;
  const id = answer.trim().replace(/^"|"$/g, '');
  return id || null;
}
