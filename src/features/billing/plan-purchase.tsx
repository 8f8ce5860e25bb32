import { Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSendUpgradeInvoice } from '@/api/generated/portal/hooks/subscription/subscription';
import type { PlanPrice, PlanProduct } from '@/api/generated/portal/model';
import { notifySuccess } from '@/components/feedback/notify';
import { ActionButton } from '@/components/form/action-button';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { useSession } from '@/session/session-context';
import { PLANS_PATH } from './billing-rules';
import { PlanPage } from './plan-page';
import { usePlanProduct } from './use-plan-product';

/** What /plans/upgrade/{productID} and /plans/buyNew/{productID} know of the product once the plans loaded. */
export interface PlanPurchase {
  readonly product: PlanProduct;
  readonly prices: PlanPrice[];
  /** The price the organization holds now, if any. */
  readonly currentPriceId: string | null;
  readonly customerId: string;
  readonly organizationId: string;
}

/** The frame of both screens: the plans load, 'Confirm Subscription', then the screen's own part for the product. */
export function PlanPurchasePage({
  productId,
  children,
}: {
  productId: string;
  children: (purchase: PlanPurchase) => ReactNode;
}) {
  const organizationId = useSession().individual?.organization_id ?? '';
  const plan = usePlanProduct(organizationId, productId);
  return (
    <PlanPage query={plan.query} product={plan.product}>
      {plan.product &&
        children({
          product: plan.product,
          prices: plan.prices,
          currentPriceId: plan.current?.plan.id ?? null,
          customerId: plan.customerId,
          organizationId,
        })}
    </PlanPage>
  );
}

/** Confirm, Cancel (back to the plans) and, when offered, 'Pay using Invoice': one request however fast clicked. */
export function PurchaseActions({
  onConfirm,
  onInvoice,
  disabled = false,
}: {
  onConfirm: () => Promise<void>;
  onInvoice?: (() => Promise<void>) | undefined;
  disabled?: boolean;
}) {
  // Confirm and 'Pay using Invoice' are one choice: while either runs, the other is ignored too.
  const paying = useSingleFlight();
  return (
    <Group>
      <ActionButton onClick={() => paying.run(onConfirm)} disabled={disabled || paying.pending}>
        Confirm
      </ActionButton>
      <Button component={Link} to={PLANS_PATH} variant="default">
        Cancel
      </Button>
      {onInvoice && (
        <ActionButton onClick={() => paying.run(onInvoice)} disabled={disabled || paying.pending} variant="outline">
          Pay using Invoice
        </ActionButton>
      )}
    </Group>
  );
}

/** 'Pay using Invoice': the invoice of the chosen price is sent; the server's message is the toast. */
export function useInvoicePurchase({
  product,
  customerId,
  sendProductId = false,
}: Pick<PlanPurchase, 'product' | 'customerId'> & { sendProductId?: boolean }) {
  const individual = useSession().individual;
  const invoice = useSendUpgradeInvoice();
  return async (price: PlanPrice | null) => {
    if (!price || !individual) return;
    try {
      const answer = await invoice.mutateAsync({
        data: {
          email_address: individual.email_address,
          subscription_charges_id: price.id,
          customer_id: customerId,
          individual_id: individual.id,
          type: product.subscription_type,
          ...(sendProductId ? { id: product.product_id } : {}),
        },
      });
      notifySuccess(answer.message);
    } catch {
      /* the error policy said it */
    }
  };
}
