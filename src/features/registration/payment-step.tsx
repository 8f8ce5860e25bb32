import { Anchor, Card, Divider, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useGenerateInvoice } from '@/api/generated/portal/hooks/subscription/subscription';
import type { PlanPrice, PlanProduct } from '@/api/generated/portal/model';
import { ActionButton } from '@/components/form/action-button';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { readReferToken } from '@/components/plans/chosen-plan';
import { usePlanCheckout } from '@/components/plans/plan-checkout';
import { durationName, money, priceLabel, visiblePrices } from '@/lib/plans/plan-rules';
import { patchDraft, type RegistrationDraft } from './registration-draft';
import { isFreeChoice, registrationOrder } from './registration-price';
import { appOrigin } from '@/lib/base-path';

interface PaymentStepProps {
  readonly draft: RegistrationDraft;
  readonly plan: PlanProduct;
  readonly price: PlanPrice | undefined;
  readonly update: (patch: Partial<RegistrationDraft>) => void;
}

/** Where the provider's checkout returns (absolute, as the provider needs them). */
export function checkoutReturns(origin: string) {
  return {
    success: `${origin}/thankyou?success=true&session_id={CHECKOUT_SESSION_ID}`,
    cancel: `${origin}/registration?canceled=true`,
  };
}

/** Step 3, Payment Options: the checkout order detail, then pay now, pay by invoice, or Login for a $0.00 plan. */
export function PaymentStep({ draft, plan, price, update }: PaymentStepProps) {
  const navigate = useNavigate();
  const checkout = usePlanCheckout();
  const invoice = useGenerateInvoice();
  // Pay now and Pay by invoice are one choice: while either runs, the other is ignored too.
  const paying = useSingleFlight();
  const prices = visiblePrices(plan.product_plan);
  const free = isFreeChoice(price);

  const payNow = async () => {
    if (!price) return;
    const returns = checkoutReturns(appOrigin());
    try {
      await checkout.start({
        customerId: draft.customerId,
        price,
        successUrl: returns.success,
        cancelUrl: returns.cancel,
        order: registrationOrder(plan, price),
        referral: readReferToken(),
        beforeLeave: () => patchDraft({ priceId: price.id }),
      });
    } catch {
      return; // the error policy said it; the payment step stays, to pay again
    }
    // The page is being left: keep the button busy until it goes.
    return new Promise<void>(() => undefined);
  };

  const payByInvoice = async () => {
    if (!price) return;
    await invoice
      .mutateAsync({ data: { email_address: draft.account.email_address, subscription_charges_id: price.id } })
      .then(
        (answer) => {
          patchDraft({ priceId: price.id, invoiceId: answer.data?.invoice_id ?? null });
          return navigate({ to: '/thank-you/invoice' });
        },
        () => undefined,
      );
  };

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md" aria-label="Order detail" component="section">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={3} size="h5">
              {plan.prouct_name}
            </Title>
            <Anchor component={Link} to="/plans" size="sm">
              Change Plan
            </Anchor>
          </Group>
          {prices.length > 1 ? (
            <Radio.Group label="Billing" value={price?.id ?? null} onChange={(id) => update({ priceId: id })}>
              <Stack gap={6} mt={6}>
                {prices.map((p) => (
                  <Radio key={p.id} value={p.id} label={`${durationName(p)}: ${priceLabel(p)}`} />
                ))}
              </Stack>
            </Radio.Group>
          ) : (
            price && <Text size="sm">{`${durationName(price)}: ${priceLabel(price)}`}</Text>
          )}
          {price?.trial_period_days ? (
            <Text size="sm" c="gray.8">{`${price.trial_period_days}-day free trial`}</Text>
          ) : null}
          <Divider />
          <Group justify="space-between">
            <Text fw={600}>Total</Text>
            <Text fw={700}>{price ? money(price.amount, price.currency) : '—'}</Text>
          </Group>
        </Stack>
      </Card>
      {free ? (
        <ActionButton
          onClick={() => {
            patchDraft({ priceId: price?.id ?? null });
            return navigate({ to: '/thank-you' });
          }}
        >
          Login
        </ActionButton>
      ) : (
        <Group grow>
          <ActionButton onClick={() => paying.run(payNow)} disabled={!price || paying.pending}>
            Pay now
          </ActionButton>
          <ActionButton variant="outline" onClick={() => paying.run(payByInvoice)} disabled={!price || paying.pending}>
            Pay by invoice
          </ActionButton>
        </Group>
      )}
    </Stack>
  );
}
