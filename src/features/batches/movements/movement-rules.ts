import type { MovementLocation, Transfer, Transit } from '@/api/generated/portal/model';
import { formatDate, formatMoney } from '@/lib/format';
import { isBlank } from '@/lib/input/text';
import { dateFieldError, parseDate } from '@/lib/input/dates';

/** The pure rules of transit and transfer: the tables' rows, the fee, the coupon, the forms' checks. */

export interface MovementRow {
  readonly id: string;
  readonly kind: 'transit' | 'transfer';
  /** MM/DD/YYYY. */
  readonly date: string;
  readonly from: string;
  readonly to: string;
}

/** 'Tempe, AZ' style: the first line, city, state and zip of a location; '—' when there is none. */
export function locationLabel(location: MovementLocation | null | undefined): string {
  if (!location) return '—';
  const place = [location.line_1, location.city, [location.state, location.zip].filter(Boolean).join(' ')]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  return place || '—';
}

const byDate = (a: { effective_date: string }, b: { effective_date: string }) =>
  new Date(b.effective_date).getTime() - new Date(a.effective_date).getTime();

/** Transit Details: Date, From, To, newest first. */
export function transitRows(transits: readonly Transit[] | null | undefined): MovementRow[] {
  return [...(transits ?? [])].sort(byDate).map((t) => ({
    id: t.id,
    kind: 'transit',
    date: formatDate(t.effective_date),
    from: locationLabel(t.fromLocation),
    to: locationLabel(t.toLocation),
  }));
}

/** Transfer Details: Date, From (organization and place), To (organization and place), newest first. */
export function transferRows(transfers: readonly Transfer[] | null | undefined): MovementRow[] {
  const side = (org: string | undefined, location: MovementLocation | null | undefined) => {
    const place = locationLabel(location);
    return [org, place === '—' ? '' : place].filter(Boolean).join(' — ') || '—';
  };
  return [...(transfers ?? [])].sort(byDate).map((t) => ({
    id: t.id,
    kind: 'transfer',
    date: formatDate(t.effective_date),
    from: side(t.fromTransferOrganization, t.fromTransferLocation),
    to: side(t.toTransferOrganization, t.toTransferLocation),
  }));
}

/** A transfer can be edited only when it has its locations (else: an error toast, no edit). */
export const transferHasLocations = (transfer: Transfer): boolean =>
  Boolean(transfer.from_location_id ?? transfer.fromTransferLocation?.id ?? transfer.fromTransferLocation);

/** The fee is shown (in USD) only when the receiving side charges one. */
export const hasFee = (transferCharge: number | null | undefined): transferCharge is number =>
  typeof transferCharge === 'number' && transferCharge > 0;

export type CouponState =
  | { readonly kind: 'none' }
  | { readonly kind: 'applied'; readonly code: string; readonly discountedPrice: number; readonly message?: string }
  | { readonly kind: 'error'; readonly message: string };

export const COUPON_NONE: CouponState = { kind: 'none' };
export const INVALID_PROMO = 'Invalid promo code.';

/** The coupon check's answer as a state: applied with the discounted price, or the server's message / 'Invalid promo code.'. */
export function couponFromAnswer(
  code: string,
  answer: { valid: boolean; message?: string | undefined; discountedPrice?: number | undefined },
): CouponState {
  if (answer.valid && typeof answer.discountedPrice === 'number') {
    return {
      kind: 'applied',
      code,
      discountedPrice: answer.discountedPrice,
      ...(answer.message ? { message: answer.message } : {}),
    };
  }
  return { kind: 'error', message: answer.valid ? INVALID_PROMO : answer.message || INVALID_PROMO };
}

/** What the fee line shows: the fee, or the discounted price once a coupon is applied. */
export function feeView(fee: number, coupon: CouponState): { readonly price: string; readonly was?: string } {
  if (coupon.kind === 'applied') return { price: formatMoney(coupon.discountedPrice), was: formatMoney(fee) };
  return { price: formatMoney(fee) };
}

export const MOVEMENT_MESSAGES = {
  title: 'Title is a required field.',
  from: 'From location is a required field.',
  date: 'Effective date is a required field.',
  organization: 'To organization is a required field.',
  coupon: 'Please enter a promo code.',
  noLocations: 'This transfer has no locations and cannot be edited.',
  editFailure: 'Internal server error please try again!!!',
  /** The transfer checkout's failed return (the spec's words, first and second documents). */
  paymentFailedTitle: 'Payment Failed',
  paymentFailed: 'Unfortunately, your payment could not be processed. Please try again or update your payment method.',
  /** Ours: the server did not confirm the checkout (a session not paid, or one it never made). */
  paymentNotConfirmed: 'The server did not confirm a payment for this checkout, so the transfer was not recorded.',
  recording: 'Checking the payment and recording the transfer…',
  recorded: 'Your payment is done and the transfer is recorded.',
} as const;

export interface MovementValues {
  readonly title: string;
  readonly description: string;
  readonly fromLocation: string | null;
  readonly toLocation: string | null;
  /** yyyy-mm-dd as the date input gives it. */
  readonly effectiveDate: string;
}

export interface TransferValues extends MovementValues {
  readonly toOrganization: { readonly id: string; readonly name: string; readonly transfer_charge?: number } | null;
}

type Errors = Partial<Record<'title' | 'fromLocation' | 'effectiveDate' | 'toOrganization', string>>;

/** A non-empty title, the From location and the effective date; To is optional. */
export function movementErrors(values: MovementValues): Errors {
  const errors: Errors = {};
  if (isBlank(values.title)) errors.title = MOVEMENT_MESSAGES.title;
  if (!values.fromLocation) errors.fromLocation = MOVEMENT_MESSAGES.from;
  const date = dateFieldError(values.effectiveDate, { required: MOVEMENT_MESSAGES.date });
  if (date) errors.effectiveDate = date;
  return errors;
}

export function transferErrors(values: TransferValues): Errors {
  const errors = movementErrors(values);
  if (!values.toOrganization) errors.toOrganization = MOVEMENT_MESSAGES.organization;
  return errors;
}

/**
 * The date input's yyyy-mm-dd as the ISO date-time the contract wants (noon UTC keeps the day everywhere),
 * read as the field's rule reads it (a year 00yy is 20yy; src/lib/input/dates.ts).
 */
export function toDateTime(day: string): string {
  return `${parseDate(day) ?? day}T12:00:00.000Z`;
}

/** An ISO date-time as the date input's yyyy-mm-dd. */
export function toDay(dateTime: string | null | undefined): string {
  if (!dateTime) return '';
  const date = new Date(dateTime);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** The return addresses of a transfer's checkout. */
export function transferReturnUrls(integrantId: string, sessionPlaceholder: string) {
  return {
    successUrl: `/thank-you-transfer-payment-done/${encodeURIComponent(integrantId)}/${sessionPlaceholder}`,
    cancelUrl: '/thank-you-transfer-payment-not-done',
  };
}
