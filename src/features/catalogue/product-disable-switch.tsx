import { Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useSetProductDisabled } from '@/api/generated/portal/hooks/product/product';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { PRODUCT_MESSAGES } from './product-form-rules';

interface DisableSwitchProps {
  readonly productId: string;
  readonly disabled: boolean;
  /** Used as an ingredient in another product: the switch is locked. */
  readonly usedAsIngredient: boolean;
}

/** Enable/disable: disabling asks first (No/Yes); on status '1' the switch follows the answer. */
export function ProductDisableSwitch({ productId, disabled: initial, usedAsIngredient }: DisableSwitchProps) {
  const [disabled, setDisabled] = useState(initial);
  const [asking, setAsking] = useState(false);
  const mutation = useSetProductDisabled();
  const send = (next: boolean) =>
    mutation.mutate(
      { data: { integrant_type_id: productId, is_disabled: next } },
      {
        onSuccess: (answer) => setDisabled(answer.data?.is_disabled ?? next),
        onSettled: () => setAsking(false),
      },
    );
  return (
    <Stack gap={4}>
      <Switch
        label={disabled ? 'Product disabled' : 'Product enabled'}
        checked={!disabled}
        disabled={usedAsIngredient || mutation.isPending}
        onChange={(e) => (e.currentTarget.checked ? send(false) : setAsking(true))}
      />
      {usedAsIngredient && (
        <Text size="xs" c="gray.7">
          {PRODUCT_MESSAGES.locked}
        </Text>
      )}
      <ConfirmDialog
        opened={asking}
        message={PRODUCT_MESSAGES.disableConfirm}
        danger
        loading={mutation.isPending}
        onConfirm={() => send(true)}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
