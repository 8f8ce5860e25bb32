import { Group, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type Dispatch } from 'react';
import { isApiError } from '@/api/api-error';
import { isLocalFailure } from '@/api/error-policy';
import { getVerifyPromotionCodeQueryOptions } from '@/api/generated/portal/hooks/subscription/subscription';
import { ActionButton } from '@/components/form/action-button';
import { couponFieldError, type CouponState, type UpgradeAction } from './upgrade-state';

/** The coupon box: 'Coupon code is a required field.' when empty, then none, applied or error. */
export function CouponBox({ coupon, dispatch }: { coupon: CouponState; dispatch: Dispatch<UpgradeAction> }) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState('');

  const apply = async () => {
    const error = couponFieldError(code);
    setFieldError(error);
    if (error) return;
    const promotion_code = code.trim();
    try {
      const answer = await queryClient.fetchQuery({
        ...getVerifyPromotionCodeQueryOptions({ promotion_code }),
        staleTime: 0,
        gcTime: 0,
        meta: { localErrors: [200] },
      });
      dispatch({
        type: 'couponApplied',
        code: promotion_code,
        promotionCodeId: answer.data.promotion_code_id,
        message: answer.message,
        off: { percent: answer.data.percent_off, amount: answer.data.amount_off },
      });
    } catch (failure) {
      if (isLocalFailure(failure, [200])) {
        const message = isApiError(failure) ? (failure.serverMessage ?? '') : '';
        dispatch({ type: 'couponFailed', message: message || 'This coupon cannot be applied.' });
      }
    }
  };

  return (
    <div>
      <Group align="flex-end" gap="xs">
        <TextInput
          label="Coupon code"
          value={code}
          error={fieldError || undefined}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setFieldError('');
            if (coupon.kind !== 'none') dispatch({ type: 'couponCleared' });
          }}
          w={{ base: '100%', xs: 260 }}
        />
        <ActionButton onClick={apply} variant="light">
          Apply
        </ActionButton>
      </Group>
      {coupon.kind === 'applied' && (
        <Text c="teal.8" size="sm" mt={4} role="status">
          {coupon.message || 'Coupon applied.'} ({coupon.code})
        </Text>
      )}
      {coupon.kind === 'error' && (
        <Text c="red.8" size="sm" mt={4} role="alert">
          {coupon.message}
        </Text>
      )}
    </div>
  );
}
