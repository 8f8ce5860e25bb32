import { useCreateCheckoutSession } from '@/api/generated/portal/hooks/subscription/subscription';
import type { PlanPrice, PlanProduct } from '@/api/generated/portal/model';
import type { LocalErrors } from '@/api/error-policy';
import { goToCheckout, type CheckoutOrder } from '@/lib/payment/checkout';
import { durationName, money, priceLabel } from '@/lib/plans/plan-rules';

/** One price of a plan sent to the checkout: who pays, where the checkout returns, and the order it shows. */
export interface PlanCheckout {
  readonly customerId: string;
  readonly price: PlanPrice;
  /** Where a paid checkout returns (`{CHECKOUT_SESSION_ID}` is replaced by the session id). */
  readonly successUrl: string;
  readonly cancelUrl: string;
  readonly order: CheckoutOrder;
  /** The refer token of /plans/{token}, when there is one. */
  readonly referral?: string | undefined;
  /** Runs with the session id before the page is left: what the return needs is stored here. */
  readonly beforeLeave?: (sessionId: string) => void;
}

/** The order the checkout shows for one price of a plan: its duration line, and the price or an amount due now. */
export function planOrder(
  plan: PlanProduct,
  price: PlanPrice,
  total = money(price.amount, price.currency),
): CheckoutOrder {
  return { title: plan.prouct_name, lines: [{ label: durationName(price), amount: priceLabel(price) }], total };
}

/**
 * Registration, upgrade and buy-new-product pay the same way: a checkout session for the price, then the
 * payment adapter leaves for the checkout. A failure rejects (the error policy, or the caller's localErrors).
 */
export function usePlanCheckout(localErrors?: LocalErrors) {
  const checkout = useCreateCheckoutSession(localErrors ? { mutation: { meta: { localErrors } } } : undefined);
  const start = async ({ customerId, price, successUrl, cancelUrl, order, referral, beforeLeave }: PlanCheckout) => {
    const answer = await checkout.mutateAsync({
      data: {
        customer_id: customerId,
        domain: window.location.origin,
        success_url: successUrl,
        cancel_url: cancelUrl,
        price_id: price.id,
        trial_period_days: price.trial_period_days ?? null,
        ...(referral ? { referral } : {}),
      },
    });
    beforeLeave?.(answer.data.id);
    goToCheckout({ sessionId: answer.data.id, successUrl, cancelUrl, order });
  };
  return { start };
}
