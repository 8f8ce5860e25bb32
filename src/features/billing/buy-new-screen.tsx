import { Alert, Button, Stack } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useBuyNewProduct, useCreateFreeSubscription } from '@/api/generated/portal/hooks/subscription/subscription';
import { isLocalFailure } from '@/api/error-policy';
import { notifySuccess } from '@/components/feedback/notify';
import { planOrder, usePlanCheckout } from '@/components/plans/plan-checkout';
import { PriceBoxes } from '@/components/plans/price-boxes';
import { isFreePlan } from '@/lib/plans/plan-rules';
import { useSession } from '@/session/session-context';
import { BUY_NEW_LOCAL_ERRORS, BUY_NEW_MESSAGES, buyNewReturnUrls } from './billing-rules';
import { PlanPurchasePage, PurchaseActions, useInvoicePurchase, type PlanPurchase } from './plan-purchase';
import { appOrigin } from '@/lib/base-path';

/** /plans/buyNew/{productID}: 'Confirm Subscription' for a product not held yet. */
export function BuyNewScreen({ productId }: { productId: string }) {
  return <PlanPurchasePage productId={productId}>{(purchase) => <BuyNew {...purchase} />}</PlanPurchasePage>;
}

function BuyNew({ product, prices, customerId, organizationId }: PlanPurchase) {
  const individual = useSession().individual;
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string | null>(prices.length === 1 ? (prices[0]?.id ?? null) : null);
  const [failed, setFailed] = useState(false);
  const free = useCreateFreeSubscription();
  const buy = useBuyNewProduct({ mutation: { meta: { localErrors: BUY_NEW_LOCAL_ERRORS } } });
  const checkout = usePlanCheckout(BUY_NEW_LOCAL_ERRORS);
  const payByInvoice = useInvoicePurchase({ product, customerId, sendProductId: true });
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
      const urls = buyNewReturnUrls(appOrigin(), pending.data.individualSubId ?? '', type);
      await checkout.start({
        customerId,
        price: chosen,
        successUrl: urls.success,
        cancelUrl: urls.cancel,
        order: planOrder(product, chosen),
      });
    } catch (error) {
      // A refused purchase or checkout is the screen's to say; the rest the error policy said.
      if (isLocalFailure(error, BUY_NEW_LOCAL_ERRORS)) setFailed(true);
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
      <PurchaseActions
        onConfirm={confirm}
        onInvoice={isFreePlan(prices) ? undefined : () => payByInvoice(chosen)}
        disabled={!chosen}
      />
    </Stack>
  );
}
