import { Alert, Button, Card, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useReducer, useState } from 'react';
import {
  getIsCardAddedQueryOptions,
  getProrationInvoiceQueryOptions,
  useUpdateSubscription,
} from '@/api/generated/portal/hooks/subscription/subscription';
import { isLocalFailure } from '@/api/error-policy';
import { ActionButton } from '@/components/form/action-button';
import { planOrder, usePlanCheckout } from '@/components/plans/plan-checkout';
import { PriceBoxes } from '@/components/plans/price-boxes';
import { SESSION_PLACEHOLDER } from '@/lib/payment/checkout';
import { money } from '@/lib/plans/plan-rules';
import { PLANS_PATH } from './billing-rules';
import { CouponBox } from './coupon-box';
import { PlanPurchasePage, PurchaseActions, useInvoicePurchase, type PlanPurchase } from './plan-purchase';
import { storeUpgradeReturn } from './upgrade-return';
import {
  amountToPay,
  canCalculate,
  canConfirm,
  initialUpgrade,
  promotionCodeOf,
  prorationDate,
  UPGRADE_LOCAL_ERRORS,
  UPGRADE_MESSAGES,
  upgradeReducer,
} from './upgrade-state';
import { appOrigin } from '@/lib/base-path';

const fresh = { staleTime: 0, gcTime: 0 } as const;

/** /plans/upgrade/{productID}: 'Confirm Subscription'. */
export function UpgradeScreen({ productId }: { productId: string }) {
  return <PlanPurchasePage productId={productId}>{(purchase) => <Upgrade {...purchase} />}</PlanPurchasePage>;
}

function Upgrade({ product, prices, currentPriceId, customerId, organizationId }: PlanPurchase) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(upgradeReducer, currentPriceId ? [currentPriceId] : [], initialUpgrade);
  const [failure, setFailure] = useState('');
  const update = useUpdateSubscription({ mutation: { meta: { localErrors: UPGRADE_LOCAL_ERRORS } } });
  const checkout = usePlanCheckout(UPGRADE_LOCAL_ERRORS);
  const payByInvoice = useInvoicePurchase({ product, customerId });
  const chosen = prices.find((p) => p.id === state.selected) ?? null;
  const type = product.subscription_type;

  const calculate = async () => {
    if (!state.selected) return;
    const price = state.selected;
    setFailure('');
    try {
      const body = { organization_id: organizationId, price, proration_date: prorationDate(Date.now()) };
      const answer = await queryClient.fetchQuery({ ...getProrationInvoiceQueryOptions(body), ...fresh });
      dispatch({ type: 'calculated', priceId: price, total: answer.data.total, currency: answer.data.currency });
    } catch {
      /* the error policy said it */
    }
  };

  const confirm = async () => {
    if (!chosen || !state.amount) return;
    setFailure('');
    let stage: 'card' | 'change' = 'card';
    try {
      const card = await queryClient.fetchQuery({
        ...getIsCardAddedQueryOptions({ organization_id: organizationId, type }),
        ...fresh,
      });
      const promotionCode = promotionCodeOf(state);
      stage = 'change';
      if (card.data.is_card_added) {
        await update.mutateAsync({
          data: { organization_id: organizationId, price: chosen.id, promotion_code: promotionCode },
        });
        await navigate({ to: '/upgrade-successfully', search: { price: chosen.id } });
        return;
      }
      const origin = appOrigin();
      await checkout.start({
        customerId,
        price: chosen,
        successUrl: `${origin}/upgrade-successfully?session_id=${SESSION_PLACEHOLDER}`,
        cancelUrl: `${origin}/plans/upgrade/${encodeURIComponent(product.product_id)}`,
        order: planOrder(product, chosen, money(amountToPay(state) ?? state.amount.total, state.amount.currency)),
        beforeLeave: (sessionId) =>
          storeUpgradeReturn({
            productId: product.product_id,
            price: chosen.id,
            promotionCode,
            customerId,
            type,
            planName: product.prouct_name,
            sessionId,
          }),
      });
    } catch (error) {
      // A refused change or checkout is the screen's to say; anything else the error policy said.
      if (stage === 'change' && isLocalFailure(error, UPGRADE_LOCAL_ERRORS)) setFailure(UPGRADE_MESSAGES.updateFailed);
    }
  };

  return (
    <Stack gap="md">
      <PriceBoxes
        prices={prices}
        selected={state.selected}
        disabled={state.disabled}
        onSelect={(priceId) => dispatch({ type: 'select', priceId })}
      />
      <ActionButton onClick={calculate} disabled={!canCalculate(state)} variant="light" w="fit-content">
        Calculate amount
      </ActionButton>
      {canConfirm(state) && state.amount && (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <AmountToPay total={state.amount.total} due={amountToPay(state)} currency={state.amount.currency} />
            <CouponBox coupon={state.coupon} dispatch={dispatch} />
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <PurchaseActions onConfirm={confirm} onInvoice={() => payByInvoice(chosen)} />
          </Stack>
        </Card>
      )}
      {!canConfirm(state) && (
        <Button component={Link} to={PLANS_PATH} variant="default" w="fit-content">
          Cancel
        </Button>
      )}
    </Stack>
  );
}

/** 'Amount to pay now: $93.14', and the amount before the coupon struck through once a coupon takes something off. */
function AmountToPay({ total, due, currency }: { total: number; due: number | null; currency: string }) {
  const discounted = due !== null && due !== total;
  return (
    <Text>
      Amount to pay now:{' '}
      <Text span fw={700} size="lg">
        {money(due ?? total, currency)}
      </Text>
      {discounted && (
        <Text span c="dimmed" size="sm" ml="xs">
          (<s>{money(total, currency)}</s> before the coupon)
        </Text>
      )}
    </Text>
  );
}
