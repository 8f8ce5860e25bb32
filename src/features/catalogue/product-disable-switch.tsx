import { Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useSetProductDisabled } from '@/api/generated/portal/hooks/product/product';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useSingleFlight } from '@/components/form/use-single-flight';
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
  // One flight for the switch and the question's Yes: a second toggle while the first is sent is ignored.
  const flight = useSingleFlight();
  const send = (next: boolean) =>
    flight.run(async () => {
      try {
        const answer = await mutation.mutateAsync({ data: { integrant_type_id: productId, is_disabled: next } });
        setDisabled(answer.data?.is_disabled ?? next);
      } catch {
        // The error policy says why; the switch stays as it was.
      } finally {
        setAsking(false);
      }
    });
  return (
    <Stack gap={4}>
      <Switch
        label={disabled ? 'Product disabled' : 'Product enabled'}
        checked={!disabled}
        disabled={usedAsIngredient || flight.pending}
        onChange={(e) => (e.currentTarget.checked ? void send(false) : setAsking(true))}
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
        loading={flight.pending}
        onConfirm={() => send(true)}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
