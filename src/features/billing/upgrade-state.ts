/**
 * The upgrade screen's state (first document, section 4 "Upgrade"): pick a plan box (the current plan is
 * disabled), 'Calculate amount' (the proration call), then the amount with the coupon box and the Confirm and
 * Pay-by-Invoice actions. A coupon is none, then applied or error. Pure: the screen only dispatches.
 */

export const UPGRADE_MESSAGES = {
  couponRequired: 'Coupon code is a required field.',
  updateFailed: 'Something went wrong please try again',
  returnFailed: 'Something went wrong while updating your subscription.',
  /** Ours: the server does not hold the plan the address says was paid for (or the address names none). */
  notConfirmed: 'The change of plan was not confirmed. Check Your Subscription before you try again.',
  confirming: 'Updating your subscription…',
} as const;

/**
 * The refusals of the change (card on file) and of the checkout that the screen says itself ('Something went wrong
 * please try again'): the update's documented refusal (400) and a body-level failure (a checkout session without
 * success, or a `status: "0"` body). A 401, 403 and 500 stay the error policy's.
 */
export const UPGRADE_LOCAL_ERRORS = [200, 400] as const;

export type CouponState =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'applied';
      readonly code: string;
      readonly promotionCodeId: string;
      readonly message: string;
      /** The coupon's terms as the check answered them: percent off, or an amount off in minor units. */
      readonly off?: CouponOff | undefined;
    }
  | { readonly kind: 'error'; readonly message: string };

/** What a coupon takes off: a percent of the change, or a fixed amount (minor units). */
export interface CouponOff {
  readonly percent?: number | null | undefined;
  readonly amount?: number | null | undefined;
}

export interface UpgradeState {
  /** The price ids that cannot be chosen (the plan held now). */
  readonly disabled: readonly string[];
  /** The chosen price id. */
  readonly selected: string | null;
  /** The prorated amount of the chosen price, once calculated. */
  readonly amount: { readonly total: number; readonly currency: string } | null;
  readonly coupon: CouponState;
}

export type UpgradeAction =
  | { readonly type: 'select'; readonly priceId: string }
  | { readonly type: 'calculated'; readonly priceId: string; readonly total: number; readonly currency: string }
  | {
      readonly type: 'couponApplied';
      readonly code: string;
      readonly promotionCodeId: string;
      readonly message: string;
      readonly off?: CouponOff | undefined;
    }
  | { readonly type: 'couponFailed'; readonly message: string }
  | { readonly type: 'couponCleared' };

const NO_COUPON: CouponState = { kind: 'none' };

export function initialUpgrade(disabled: readonly string[]): UpgradeState {
  return { disabled, selected: null, amount: null, coupon: NO_COUPON };
}

export function upgradeReducer(state: UpgradeState, action: UpgradeAction): UpgradeState {
  switch (action.type) {
    case 'select':
      if (state.disabled.includes(action.priceId) || state.selected === action.priceId) return state;
      // Another box: the amount and the coupon were for the old one.
      return { ...state, selected: action.priceId, amount: null, coupon: NO_COUPON };
    case 'calculated':
      // An answer for a box no longer chosen is dropped.
      if (action.priceId !== state.selected) return state;
      return { ...state, amount: { total: action.total, currency: action.currency } };
    case 'couponApplied':
      if (!state.amount) return state;
      return {
        ...state,
        coupon: {
          kind: 'applied',
          code: action.code,
          promotionCodeId: action.promotionCodeId,
          message: action.message,
          off: action.off,
        },
      };
    case 'couponFailed':
      if (!state.amount) return state;
      return { ...state, coupon: { kind: 'error', message: action.message } };
    case 'couponCleared':
      return { ...state, coupon: NO_COUPON };
  }
}

/** 'Calculate amount' is offered once a box is chosen. */
export const canCalculate = (state: UpgradeState): boolean => state.selected !== null;

/** The amount, the coupon box, Confirm and 'Pay using Invoice' show once the amount is calculated. */
export const canConfirm = (state: UpgradeState): boolean => state.selected !== null && state.amount !== null;

/** The promotion code sent with the update: the applied coupon's id, else null. */
export const promotionCodeOf = (state: UpgradeState): string | null =>
  state.coupon.kind === 'applied' ? state.coupon.promotionCodeId : null;

/**
 * The amount to pay now (minor units) once the coupon is applied: the calculated amount less the coupon's percent
 * (rounded to the cent) or its fixed amount, never below 0; the calculated amount without a coupon or its terms.
 */
export function amountToPay(state: Pick<UpgradeState, 'amount' | 'coupon'>): number | null {
  if (!state.amount) return null;
  const total = state.amount.total;
  if (state.coupon.kind !== 'applied' || !state.coupon.off) return total;
  const { percent, amount } = state.coupon.off;
  if (typeof percent === 'number' && percent > 0) return Math.max(0, Math.round((total * (100 - percent)) / 100));
  if (typeof amount === 'number' && amount > 0) return Math.max(0, total - amount);
  return total;
}

/** The coupon field's own check before the call: '' when it may be sent. */
export function couponFieldError(code: string): string {
  return code.trim() === '' ? UPGRADE_MESSAGES.couponRequired : '';
}

/** The proration date: the current time in whole seconds. */
export const prorationDate = (now: number): number => Math.floor(now / 1000);
