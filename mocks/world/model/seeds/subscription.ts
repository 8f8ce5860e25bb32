import { exampleValues } from '@/api/generated/example-values';
import { Table } from '../table';
import type { Schemas } from '../../types';
import { findPrice, planProducts, productNamed, type SubscriptionType } from '../rules/subscription-plans';

/**
 * The records the subscriptions and the registration keep in the world (the collections `subscriptions`, `invoices`,
 * `checkouts` and `registrations` of mocks/world/model/collections.ts), and their seed from the contract's examples:
 * each organization of the sign-in examples holds the subscriptions its sign-in lists (Verdant Labs' with the
 * periods, balances and counts of retrieveSubscriptions' first example, the others with those of the
 * all-subscriptions example), Verdant Labs' invoices are check-invoice-status' example, and the registration of
 * user-info's example is saved. (Only example values are read here, not mocks/world/model/seed.ts, which imports
 * this file.)
 */
export type SubscriptionStatus = Schemas['SubscriptionRecord']['status'];

/** A subscription an organization holds (or a purchase or checkout on its way to one: status `incomplete`). */
export interface WorldSubscription {
  /** The world's id (the subscriptionList entry's id; a pending new product's individualSubId). */
  id: string;
  /** Null until the subscription is the organization's (a checkout's subscription before registration ends). */
  organization_id: string | null;
  /** Who bought it (a new product), when known. */
  individual_id: string | null;
  customer_id: string | null;
  /** The payment provider's subscription id (sub_…): the transaction id. */
  transaction_id: string;
  subscription_type: SubscriptionType;
  product_id: string;
  price_id: string;
  status: SubscriptionStatus;
  current_period_start: string;
  current_period_end: string;
  /** Paid through the card checkout: a card is on file for it. */
  has_card: boolean;
  /** The customer's balance after the next invoice (negative: credit). */
  ending_balance: number;
  /** Counts the world does not hold itself (documents uploaded, hashes), by limit key. */
  usage: Record<string, number>;
  created_on: string;
}

export type WorldInvoice = Schemas['Invoice'] & {
  id: string;
  organization_id: string | null;
  subscription_id: string | null;
  price_id: string | null;
};

/** A checkout session the portal created (the card checkout of registration, an upgrade or a new product). */
export interface WorldCheckout {
  id: string;
  customer_id: string;
  price_id: string;
  trial_period_days: number | null;
  referral: string | null;
  /** The provider subscription (sub_…) the paid session made, once a return read it. */
  subscription: string | null;
  created_on: string;
  /**
   * Paid on the (mock) checkout page: a session is pending until then, and no return may count it as paid. Absent in a
   * world kept before this rule: pending.
   */
  paid?: boolean;
  /** What the session pays: a plan (registration, an upgrade, a new product) or a transfer's fee (price_id ''). */
  purpose?: 'plan' | 'transfer';
}

/** What a return with a checkout session the world never made, or one not paid, answers (a body failure). */
export const CHECKOUT_UNKNOWN = 'No such checkout session';
export const CHECKOUT_NOT_PAID = 'This checkout session has not been paid.';

/** Whether a return may count the checkout as paid: the world made it and its checkout page was completed. */
export function isPaidCheckout(checkout: WorldCheckout | undefined): checkout is WorldCheckout {
  return checkout?.paid === true;
}

/** What the registration wizard saved for an email (the registration user of section 3). */
export interface WorldRegistration {
  /** The registration user's id, which becomes the individual's. */
  id: string;
  email_address: string;
  name_first: string;
  name_middle: string | null;
  name_last: string;
  phone: string | null;
  password: string | null;
  login_with_google: boolean;
  login_with_microsoft: boolean;
  refer_token: string | null;
  is_consented: boolean;
  organization_name: string | null;
  description: string | null;
  domain_name: string | null;
  tag_line: string | null;
  logo_url: string | null;
  /** Reserved at the organization step; the organization itself is made at the last step. */
  organization_id: string | null;
  customer_id: string | null;
  /** The step the wizard resumes at: 1 after the account, 2 after the consent, 3 after the organization, 4 done. */
  registration_step: number;
  /** The plan chosen at the organization step. */
  plan: {
    subscription_id: string;
    subscription_name: string;
    subscription_type: SubscriptionType;
    limits: Record<string, string>;
  } | null;
  created_on: string;
}

type SignIn = { status: string; data: Schemas['Individual'] };
type Example = { status?: string; data?: unknown };

const examplesOf = (operationId: string, status = '200'): [string, Example][] =>
  Object.entries(exampleValues[operationId]?.[status]?.examples ?? {}) as [string, Example][];

const signIns = (): Schemas['Individual'][] =>
  [...examplesOf('login'), ...examplesOf('loginAs')]
    .map(([, e]) => e as SignIn)
    .filter((e) => e.status === '1' && e.data?.organization_id)
    .map((e) => e.data);

const recordsOf = (example: string): Schemas['SubscriptionRecord'][] =>
  (examplesOf('retrieveSubscriptions').find(([name]) => name === example)?.[1].data ??
    []) as Schemas['SubscriptionRecord'][];

const COMPUTED = ['num_products_on_chain', 'num_batches', 'num_seats'];

/** The subscriptions of the example world: the first sign-in naming an organization lists what it holds. */
export function seedSubscriptions(): WorldSubscription[] {
  const first = signIns()[0]?.organization_id;
  const currentPlans =
    (examplesOf('listPlans').find(([name]) => name === 'plans')?.[1].data as Schemas['PlanList'] | undefined)
      ?.currentPlan ?? [];
  const seen = new Set<string>();
  const out: WorldSubscription[] = [];
  for (const individual of signIns()) {
    const organizationId = individual.organization_id!;
    if (seen.has(organizationId)) continue;
    seen.add(organizationId);
    const own = organizationId === first;
    const templates = recordsOf(own ? 'subscriptionRecords' : 'allSubscriptions');
    (individual.subscriptionList ?? []).forEach((held, index) => {
      const type = held.subscription_type;
      const product = productNamed(held.subscription_name, type);
      if (!product || !held.id) return;
      const current = own ? currentPlans.find((c) => product.product_plan.some((p) => p.id === c.plan.id)) : undefined;
      const priceId = current?.plan.id ?? product.default_price ?? product.product_plan[0]!.id;
      const template = templates.find((r) => r.subscription_type === type);
      const usage = Object.fromEntries(
        Object.entries(template?.currentmetadata ?? {}).filter(([key]) => !COMPUTED.includes(key)),
      );
      out.push({
        id: held.id,
        organization_id: organizationId,
        individual_id: null,
        customer_id: current?.customer_id ?? null,
        transaction_id:
          index === 0 && individual.transaction_id
            ? individual.transaction_id
            : (KNOWN_TRANSACTIONS[`${organizationId} ${type}`] ?? `sub_${held.id}`),
        subscription_type: type,
        product_id: product.product_id,
        price_id: findPrice(priceId) ? priceId : product.product_plan[0]!.id,
        status: isStatus(held.status) ? held.status : 'active',
        current_period_start: template?.current_period_start ?? '2026-11-01T00:00:00.000Z',
        current_period_end: template?.current_period_end ?? '2026-12-01T00:00:00.000Z',
        has_card: Boolean(current?.customer_id),
        ending_balance: template?.nextInvoice?.ending_balance ?? 0,
        usage,
        created_on: template?.current_period_start ?? '2026-11-01T00:00:00.000Z',
      });
    });
  }
  return out;
}

/** The provider subscription ids the contract's request examples give (update-transaction's Fast Pass). */
const KNOWN_TRANSACTIONS: Record<string, string> = { 'ORG7Q2M4KD fastpass': 'sub_1QcFp5rTFp7kQ2mX' };

const STATUSES: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due', 'canceled', 'incomplete', 'unpaid'];
const isStatus = (value: unknown): value is SubscriptionStatus => STATUSES.includes(value as SubscriptionStatus);

/** Verdant Labs' invoices (check-invoice-status' example), each tied to the subscription of its product. */
export function seedInvoices(subscriptions: readonly WorldSubscription[]): WorldInvoice[] {
  const organizationId = signIns()[0]?.organization_id ?? null;
  const list =
    (examplesOf('checkInvoiceStatus').find(([name]) => name === 'invoices')?.[1] as { list?: Schemas['Invoice'][] })
      ?.list ?? [];
  const products = planProducts();
  return list.map((invoice, i) => {
    const product = products.find((p) => p.prouct_name === invoice.product_name);
    const held = subscriptions.find(
      (s) => s.organization_id === organizationId && product && s.product_id === product.product_id,
    );
    return {
      ...structuredClone(invoice),
      id: invoice.id ?? `in_seed${i}`,
      organization_id: organizationId,
      subscription_id: held?.id ?? null,
      price_id: held?.price_id ?? null,
    };
  });
}

/** The registrations user-info's examples hold (Olivia's, saved up to the plan step). */
export function seedRegistrations(): WorldRegistration[] {
  return examplesOf('getRegistrationUserInfo')
    .map(([, e]) => e.data as Schemas['PreRegistrationUser'] | null | undefined)
    .filter((u): u is Schemas['PreRegistrationUser'] => Boolean(u))
    .map((u) => ({
      id: u.id,
      email_address: u.email_address,
      name_first: u.name_first ?? '',
      name_middle: u.name_middle ?? null,
      name_last: u.name_last ?? '',
      phone: u.phone ?? null,
      password: null,
      login_with_google: u.login_with_google ?? false,
      login_with_microsoft: u.login_with_microsoft ?? false,
      refer_token: null,
      is_consented: u.is_consented ?? false,
      organization_name: u.organization_name ?? null,
      description: u.description ?? null,
      domain_name: u.domain_name ?? null,
      tag_line: u.tag_line ?? null,
      logo_url: u.logo_url ?? null,
      organization_id: u.organization_id ?? null,
      customer_id: u.customer_id ?? null,
      registration_step: u.registration_step,
      plan: null,
      created_on: '2026-02-09T17:24:05.000Z',
    }));
}

/** The billing and registration collections of the world. */
export interface BillingCollections {
  /** The organizations' subscriptions (and the purchases and checkouts on their way to one). */
  subscriptions: Table<WorldSubscription>;
  /** The organizations' invoices, newest first. */
  invoices: Table<WorldInvoice>;
  /** The card checkout sessions the portal created. */
  checkouts: Table<WorldCheckout>;
  /** What the registration wizard saved, by email. */
  registrations: Table<WorldRegistration>;
}

/**
 * The contract's own card checkout (createCheckoutSession's example answer, for its example request: Product Origin
 * yearly, Verdant Labs' customer), so that a return from it (/upgrade-successfully?session_id=…, the thank-you page)
 * finds its session as a return from a checkout made in the world does.
 */
function seedCheckouts(): WorldCheckout[] {
  const answer = exampleValues.createCheckoutSession?.['200']?.examples.checkoutSession as
    { data?: { id?: string } } | undefined;
  const id = answer?.data?.id;
  // The transfer fee's checkout of the contract's CARD_NOT_FOUND answer (replayed: the world itself never answers it).
  const transfer = exampleValues.createTransfer?.['200']?.examples.cardNotFound as
    { data?: { session_id?: string } } | undefined;
  const transferId = transfer?.data?.session_id;
  const seeded: WorldCheckout[] = [];
  if (id)
    seeded.push({
      id,
      customer_id: 'cus_R4fT8nVb2LqX9z',
      price_id: 'price_1QfOrY2bTr3Gn8TcE',
      trial_period_days: null,
      referral: null,
      subscription: null,
      created_on: '2026-03-01T00:00:00.000Z',
      paid: false,
      purpose: 'plan',
    });
  if (transferId)
    seeded.push({
      id: transferId,
      customer_id: '',
      price_id: '',
      trial_period_days: null,
      referral: null,
      subscription: null,
      created_on: '2026-03-01T00:00:00.000Z',
      paid: false,
      purpose: 'transfer',
    });
  return seeded;
}

export function seedBilling(): BillingCollections {
  const subscriptions = seedSubscriptions();
  return {
    subscriptions: new Table(subscriptions),
    invoices: new Table(seedInvoices(subscriptions)),
    checkouts: new Table<WorldCheckout>(seedCheckouts()),
    registrations: new Table(seedRegistrations()),
  };
}
