import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getValidateTransferCouponQueryOptions } from '@/api/generated/portal/hooks/movement/movement';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { couponFromAnswer, COUPON_NONE, feeView, MOVEMENT_MESSAGES, type CouponState } from './movement-rules';

export interface FeeCouponProps {
  /** The transfer fee in cents (above 0). */
  readonly fee: number;
  readonly coupon: CouponState;
  readonly onCoupon: (coupon: CouponState) => void;
}

/** The server's message as a sentence ('Coupon applied successfully' has no full stop of its own). */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** The transfer fee in USD and the promo code: none, applied (the discounted price), or its error. */
export function FeeCoupon({ fee, coupon, onCoupon }: FeeCouponProps) {
  const queryClient = useQueryClient();
  const flight = useSingleFlight();
  const [code, setCode] = useState(coupon.kind === 'applied' ? coupon.code : '');
  const [empty, setEmpty] = useState(false);
  const view = feeView(fee, coupon);

  const apply = () =>
    flight.run(async () => {
      const trimmed = code.trim();
      setEmpty(!trimmed);
      if (!trimmed) return;
      try {
        const answer = await queryClient.fetchQuery({
          ...getValidateTransferCouponQueryOptions({ coupon_code: trimmed, price: fee }),
          staleTime: 0,
        });
        if ('valid' in answer) onCoupon(couponFromAnswer(trimmed, answer));
      } catch {
        /* the error policy said it */
      }
    });

  return (
    <Stack gap="xs">
      <Group gap="xs" align="baseline">
        <Text fw={600}>Transfer fee:</Text>
        {view.was && (
          <Text td="line-through" c="dimmed" aria-label={`was ${view.was}`}>
            {view.was}
          </Text>
        )}
        <Text fw={700} data-testid="transfer-fee">
          {view.price} USD
        </Text>
      </Group>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label="Promo code"
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            if (coupon.kind !== 'none') onCoupon(COUPON_NONE);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void apply();
            }
          }}
          error={empty ? MOVEMENT_MESSAGES.coupon : coupon.kind === 'error' ? coupon.message : undefined}
          style={{ flex: 1 }}
        />
        <Button variant="default" mt={25} loading={flight.pending} onClick={() => void apply()}>
          Apply
        </Button>
      </Group>
      {coupon.kind === 'applied' && (
        <Alert color="teal" variant="light" p="xs">
          {sentence(coupon.message || 'Promo code applied')} You pay {view.price} USD.
        </Alert>
      )}
    </Stack>
  );
}
