import type { PlanPrice, PlanProduct } from '@/api/generated/portal/model';
import type { CheckoutOrder } from '@/lib/payment/checkout';
import { intervalLabel, isFreePrice, money, offeringLabel, priceLabel, visiblePrices } from '@/lib/plans/plan-rules';

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
