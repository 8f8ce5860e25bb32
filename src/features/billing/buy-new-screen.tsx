import { Alert, Button, Group, Stack } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  useBuyNewProduct,
  useCreateCheckoutSession,
  useCreateFreeSubscription,
  useSendUpgradeInvoice,
} from '@/api/generated/portal/hooks/subscription/subscription';
import type { PlanPrice, PlanProduct } from '@/api/generated/portal/model';
import { isLocalFailure } from '@/api/error-policy';
import { notifySuccess } from '@/components/feedback/notify';
import { ActionButton } from '@/components/form/action-button';
import { goToCheckout } from '@/lib/payment/checkout';
import { durationName, isFreePlan, money, priceLabel } from '@/lib/plans/plan-rules';
import { useSession } from '@/session/session-context';
import { BUY_NEW_LOCAL_ERRORS, BUY_NEW_MESSAGES, buyNewReturnUrls, PLANS_PATH } from './billing-rules';
import { PlanPage } from './plan-page';
import { PriceBoxes } from './price-boxes';
import { usePlanProduct } from './use-plan-product';

/** /plans/buyNew/{productID}: 'Confirm Subscription' for a product not held yet. */
export function BuyNewScreen({ productId }: { productId: string }) {
  const organizationId = useSession().individual?.organization_id ?? '';
  const plan = usePlanProduct(organizationId, productId);
  return (
    <PlanPage query={plan.query} product={plan.product}>
      {plan.product && (
        <BuyNew
          product={plan.product}
          prices={plan.prices}
          customerId={plan.customerId}
          organizationId={organizationId}
        />
      )}
    </PlanPage>
  );
}

function BuyNew({
  product,
  prices,
  customerId,
  organizationId,
}: {
  product: PlanProduct;
  prices: PlanPrice[];
  customerId: string;
  organizationId: string;
}) {
  const individual = useSession().individual;
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string | null>(prices.length === 1 ? (prices[0]?.id ?? null) : null);
  const [failed, setFailed] = useState(false);
  const local = { mutation: { meta: { localErrors: BUY_NEW_LOCAL_ERRORS } } };
  const free = useCreateFreeSubscription();
  const buy = useBuyNewProduct(local);
  const checkout = useCreateCheckoutSession(local);
  const invoice = useSendUpgradeInvoice();
  const chosen = prices.find((p) => p.id === selected) ?? null;
  const type = product.subscription_type;

  const confirm = async () => {
    if (!chosen || !individual) return;
    setFailed(false);
    if (isFreePlan(prices)) {
      try {
        const answer = await free.mutateAsync({
          data: {
            email_address: individual.email_address,
            organization_id: organizationId,
            subscription_charges_id: chosen.id,
            subscription_id: product.product_id,
          },
        });
        notifySuccess(answer.message ?? BUY_NEW_MESSAGES.purchased);
        await navigate({ to: '/subscription' });
      } catch {
        /* the error policy said it */
      }
      return;
    }
    try {
      const pending = await buy.mutateAsync({
        data: {
          organization_id: organizationId,
          individual_id: individual.id,
          subscription_id: product.product_id,
          subscription_charges_id: chosen.id,
          subscription_type: type,
          status: 'pending',
        },
      });
      const urls = buyNewReturnUrls(window.location.origin, pending.data.individualSubId ?? '', type);
      const session = await checkout.mutateAsync({
        data: {
          customer_id: customerId,
          domain: window.location.origin,
          success_url: urls.success,
          cancel_url: urls.cancel,
          price_id: chosen.id,
          trial_period_days: chosen.trial_period_days ?? null,
        },
      });
      goToCheckout({
        sessionId: session.data.id,
        successUrl: urls.success,
        cancelUrl: urls.cancel,
        order: {
          title: product.prouct_name,
          lines: [{ label: durationName(chosen), amount: priceLabel(chosen) }],
          total: money(chosen.amount, chosen.currency),
        },
      });
    } catch (error) {
      // A refused purchase or checkout is the screen's to say; the rest the error policy said.
      if (isLocalFailure(error, BUY_NEW_LOCAL_ERRORS)) setFailed(true);
    }
  };

  const payByInvoice = async () => {
    if (!chosen || !individual) return;
    try {
      const answer = await invoice.mutateAsync({
        data: {
          email_address: individual.email_address,
          subscription_charges_id: chosen.id,
          customer_id: customerId,
          individual_id: individual.id,
          type,
          id: product.product_id,
        },
      });
      notifySuccess(answer.message);
    } catch {
      /* the error policy said it */
    }
  };

  return (
    <Stack gap="md">
      <PriceBoxes prices={prices} selected={selected} onSelect={setSelected} />
      {failed && (
        <Alert color="red" role="alert" title={BUY_NEW_MESSAGES.failed}>
          <Button component={Link} to="/" variant="light" mt="xs">
            {BUY_NEW_MESSAGES.home}
          </Button>
        </Alert>
      )}
      <Group>
        <ActionButton onClick={confirm} disabled={!chosen}>
          Confirm
        </ActionButton>
        <Button component={Link} to={PLANS_PATH} variant="default">
          Cancel
        </Button>
        {!isFreePlan(prices) && (
          <ActionButton onClick={payByInvoice} disabled={!chosen} variant="outline">
            Pay using Invoice
          </ActionButton>
        )}
      </Group>
    </Stack>
  );
}
