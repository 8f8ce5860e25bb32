import type { Invoice, SubscriptionRecord } from '@/api/generated/portal/model';
import { formatDate } from '@/lib/format';
import { LIMIT_LABELS, limitValue, money } from '@/lib/plans/plan-rules';

/** The /subscription page's rules (first document, sections 2 and 3): pure, unit-tested. */

export const BILLING_MESSAGES = {
  title: 'Your Subscription',
  noOrganization: 'Your registration is not complete yet. Choose a plan to finish it.',
  noOrganizationAction: 'Complete Your Registration',
  noSubscription: 'You do not have an active subscription.',
  noSubscriptionAction: 'Purchase a Subscription',
  freeIntroduction: 'Free Introduction',
  noInvoices: 'No invoices yet.',
} as const;

/** Items hidden in a subscription's table. */
const HIDDEN_ITEMS = ['num_daily_hashes', 'is_active'];

export interface ItemRow {
  readonly key: string;
  readonly type: string;
  readonly allowed: string;
  readonly created: string;
  readonly remaining: string;
}

/** The items table: type, allowed, created, remaining; the daily-hashes item hidden; -1 is Unlimited. */
export function itemRows(record: Pick<SubscriptionRecord, 'product' | 'currentmetadata'>): ItemRow[] {
  const metadata = (record.product.metadata ?? {}) as Record<string, unknown>;
  const created = record.currentmetadata ?? {};
  const known = Object.keys(LIMIT_LABELS).filter((k) => k in metadata);
  return known
    .filter((key) => !HIDDEN_ITEMS.includes(key))
    .map((key) => {
      const allowed = Number(metadata[key]);
      const used = created[key] ?? 0;
      const unlimited = allowed === -1;
      const left = unlimited || Number.isNaN(allowed) ? null : Math.max(allowed - used, 0);
      return {
        key,
        type: LIMIT_LABELS[key] ?? key,
        allowed: limitValue(metadata[key]),
        created: String(used),
        remaining: left === null ? 'Unlimited' : limitValue(left),
      };
    });
}

/** 'MM/DD/YYYY - MM/DD/YYYY'. */
export const billingPeriod = (record: Pick<SubscriptionRecord, 'current_period_start' | 'current_period_end'>) =>
  `${formatDate(record.current_period_start)} - ${formatDate(record.current_period_end)}`;

/** The credits balance: the absolute value of the next invoice's ending balance. */
export function creditsBalance(record: Pick<SubscriptionRecord, 'nextInvoice'>): string {
  const next = record.nextInvoice;
  return money(Math.abs(next?.ending_balance ?? 0), next?.currency ?? 'usd');
}

/** The next invoice's amount and date ('' for either when there is none). */
export function nextInvoice(record: Pick<SubscriptionRecord, 'nextInvoice'>): { amount: string; date: string } {
  const next = record.nextInvoice;
  if (!next) return { amount: '', date: '' };
  return {
    amount: next.amount_due === undefined ? '' : money(next.amount_due, next.currency ?? 'usd'),
    date: next.next_payment_attempt ? formatDate(next.next_payment_attempt) : '',
  };
}

/** A subscription or invoice status as shown: 'past_due' is 'Past due'. */
export function statusLabel(status: string): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An invoice's badge: paid is green, every other status red. */
export const invoiceColor = (invoice: Pick<Invoice, 'status'>): 'green' | 'red' =>
  invoice.status === 'paid' ? 'green' : 'red';

/** The invoice's plan, or 'Free Introduction' when it has no product name. */
export const invoicePlan = (invoice: Pick<Invoice, 'product_name'>): string =>
  invoice.product_name?.trim() ? invoice.product_name : BILLING_MESSAGES.freeIntroduction;

/** 'subscription_cycle' as 'Subscription cycle'. */
export const billingReason = (reason: string): string => statusLabel(reason);

/** /plans, where every way to another plan starts. */
export const PLANS_PATH = '/plans' as const;

export const BUY_NEW_MESSAGES = {
  purchased: 'New Product Purchased Successfully.',
  home: 'Go To Dashboard',
  failed: 'Something went wrong! Please try after sometime.',
  canceled: 'Your purchase was cancelled. Nothing was charged.',
  finishing: 'Recording your purchase…',
  /** Ours: the address said the checkout succeeded, the server did not confirm it. */
  notConfirmed: 'The payment for this product was not confirmed, so it was not added to your subscriptions.',
} as const;

/** Where the buy-new-product checkout returns: the pending purchase's id and type ride along in the query. */
export function buyNewReturnUrls(origin: string, individualSubId: string, type: string) {
  const common = `individualSubId=${encodeURIComponent(individualSubId)}&subscription_type=${encodeURIComponent(type)}`;
  return {
    success: `${origin}/buy-new-product-thankyou?success=true&${common}&session_id={CHECKOUT_SESSION_ID}`,
    cancel: `${origin}/buy-new-product-thankyou?canceled=true&${common}`,
  };
}

/**
 * The failures a purchase or a checkout return says itself (a body failure, a server error): an alert with
 * the way home. A 401, a 403 and the rest stay the error policy's (the session ends, the threshold popup).
 */
export const BUY_NEW_LOCAL_ERRORS = [200, 500] as const;
