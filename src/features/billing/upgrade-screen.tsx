import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useReducer, useState } from 'react';
import {
  getIsCardAddedQueryOptions,
  getProrationInvoiceQueryOptions,
  useCreateCheckoutSession,
  useSendUpgradeInvoice,
  useUpdateSubscription,
} from '@/api/generated/portal/hooks/subscription/subscription';
import type { PlanPrice, PlanProduct } from '@/api/generated/portal/model';
import { isLocalFailure } from '@/api/error-policy';
import { notifySuccess } from '@/components/feedback/notify';
import { ActionButton } from '@/components/form/action-button';
import { goToCheckout, SESSION_PLACEHOLDER } from '@/lib/payment/checkout';
import { durationName, money, priceLabel } from '@/lib/plans/plan-rules';
import { useSession } from '@/session/session-context';
import { PLANS_PATH } from './billing-rules';
import { CouponBox } from './coupon-box';
import { PlanPage } from './plan-page';
import { PriceBoxes } from './price-boxes';
import { storeUpgradeReturn } from './upgrade-return';
import {
  canCalculate,
  canConfirm,
  initialUpgrade,
  promotionCodeOf,
  prorationDate,
  UPGRADE_MESSAGES,
  upgradeReducer,
} from './upgrade-state';
import { usePlanProduct } from './use-plan-product';

const fresh = { staleTime: 0, gcTime: 0 } as const;

/** /plans/upgrade/{productID}: 'Confirm Subscription'. */
export function UpgradeScreen({ productId }: { productId: string }) {
  const organizationId = useSession().individual?.organization_id ?? '';
  const plan = usePlanProduct(organizationId, productId);
  return (
    <PlanPage query={plan.query} product={plan.product}>
      {plan.product && (
        <Upgrade
          product={plan.product}
          prices={plan.prices}
          currentPriceId={plan.current?.plan.id ?? null}
          customerId={plan.customerId}
          organizationId={organizationId}
        />
      )}
    </PlanPage>
  );
}

function Upgrade({
  product,
  prices,
  currentPriceId,
  customerId,
  organizationId,
}: {
  product: PlanProduct;
  prices: PlanPrice[];
  currentPriceId: string | null;
  customerId: string;
  organizationId: string;
}) {
  const individual = useSession().individual;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(upgradeReducer, currentPriceId ? [currentPriceId] : [], initialUpgrade);
  const [failure, setFailure] = useState('');
  const local = { mutation: { meta: { localErrors: [200] as const } } };
  const update = useUpdateSubscription(local);
  const checkout = useCreateCheckoutSession(local);
  const invoice = useSendUpgradeInvoice();
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
        await navigate({ to: '/upgrade-successfully' });
        return;
      }
      const origin = window.location.origin;
      const session = await checkout.mutateAsync({
        data: {
          customer_id: customerId,
          domain: origin,
          success_url: `${origin}/upgrade-successfully?session_id=${SESSION_PLACEHOLDER}`,
          cancel_url: `${origin}/plans/upgrade/${encodeURIComponent(product.product_id)}`,
          price_id: chosen.id,
          trial_period_days: chosen.trial_period_days ?? null,
        },
      });
      storeUpgradeReturn({
        productId: product.product_id,
        price: chosen.id,
        promotionCode,
        customerId,
        type,
        planName: product.prouct_name,
        sessionId: session.data.id,
      });
      goToCheckout({
        sessionId: session.data.id,
        successUrl: `${origin}/upgrade-successfully?session_id=${SESSION_PLACEHOLDER}`,
        cancelUrl: `${origin}/plans/upgrade/${encodeURIComponent(product.product_id)}`,
        order: {
          title: product.prouct_name,
          lines: [{ label: durationName(chosen), amount: priceLabel(chosen) }],
          total: money(state.amount.total, state.amount.currency),
        },
      });
    } catch (error) {
      // A refused change or checkout is the screen's to say; anything else the error policy said.
      if (stage === 'change' && isLocalFailure(error, [200])) setFailure(UPGRADE_MESSAGES.updateFailed);
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
        },
      });
      notifySuccess(answer.message);
    } catch {
      /* the error policy said it */
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
      <Group>
        <ActionButton onClick={calculate} disabled={!canCalculate(state)} variant="light">
          Calculate amount
        </ActionButton>
      </Group>
      {canConfirm(state) && state.amount && (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Text>
              Amount to pay now:{' '}
              <Text span fw={700} size="lg">
                {money(state.amount.total, state.amount.currency)}
              </Text>
            </Text>
            <CouponBox coupon={state.coupon} dispatch={dispatch} />
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Group>
              <ActionButton onClick={confirm}>Confirm</ActionButton>
              <Button component={Link} to={PLANS_PATH} variant="default">
                Cancel
              </Button>
              <ActionButton onClick={payByInvoice} variant="outline">
                Pay using Invoice
              </ActionButton>
            </Group>
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
