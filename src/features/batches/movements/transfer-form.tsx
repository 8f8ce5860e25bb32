import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { cleanText } from '@/lib/input/text';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { MESSAGES } from '@/api/error-policy';
import { useCreateTransfer, useEditTransfer } from '@/api/generated/portal/hooks/movement/movement';
import type { MovementExhibit, Transfer, TransferCreateInput, TransferInput } from '@/api/generated/portal/model';
import { notifyError, notifySuccess } from '@/components/feedback/notify';
import { ActionForm, SubmitButton } from '@/components/form/action-form';
import { formatMoney } from '@/lib/format';
import { goToCheckout, RefusedCheckoutAddress, SESSION_PLACEHOLDER } from '@/lib/payment/checkout';
import { REFUSED_ADDRESS } from '@/lib/safe-url';
import { useSession } from '@/session/session-context';
import { EDIT_LOCAL, sayEditFailure } from './edit-failure';
import { FeeCoupon } from './fee-coupon';
import { MovementFields } from './movement-fields';
import {
  COUPON_NONE,
  hasFee,
  toDateTime,
  toDay,
  transferErrors,
  transferReturnUrls,
  type CouponState,
  type TransferValues,
} from './movement-rules';
import { openReceipt } from './open-tab';
import { OrganizationPicker } from './organization-picker';
import { createdTransfer, storePendingTransfer } from './transfer-storage';

export interface TransferFormProps {
  readonly integrantId: string;
  /** The batch's name for the checkout's order line. */
  readonly batchLabel: string;
  readonly editing?: Transfer | null;
  readonly exhibits?: readonly MovementExhibit[];
  readonly onSaved: (transfer: Transfer) => void;
  readonly onCancel?: () => void;
}

interface CardNotFound {
  readonly checkoutUrl?: string;
  readonly session_id?: string;
}

/** The CARD_NOT_FOUND answer of transfer/create, or null for any other failure. */
function cardNotFound(error: unknown): CardNotFound | null {
  if (!isApiError(error) || error.kind !== 'body') return null;
  const body = error.body as { type?: unknown; data?: unknown } | null;
  if (body?.type !== 'CARD_NOT_FOUND') return null;
  return (body.data && typeof body.data === 'object' ? body.data : {}) as CardNotFound;
}

function initialValues(editing?: Transfer | null): TransferValues {
  return {
    title: editing?.title ?? '',
    description: editing?.description ?? '',
    fromLocation: editing?.from_location_id ?? null,
    toLocation: editing?.to_location_id ?? null,
    effectiveDate: toDay(editing?.effective_date),
    toOrganization: editing
      ? { id: editing.to_organization_id, name: editing.toTransferOrganization ?? editing.to_organization_id }
      : null,
  };
}

/**
 * Transfer to another organization: the receiving organization, the From location (required), the To
 * location (optional), the date and a title; the fee in USD when the receiving side charges one, with a
 * promo code. No card on file (CARD_NOT_FOUND): the transfer is stored and the user pays at checkout;
 * otherwise the receipt opens in a new tab.
 */
export function TransferForm({ integrantId, batchLabel, editing, exhibits, onSaved, onCancel }: TransferFormProps) {
  const { individual } = useSession();
  const form = useForm<TransferValues>({
    mode: 'controlled',
    initialValues: initialValues(editing),
    validate: (values) => transferErrors(values),
  });
  const [coupon, setCoupon] = useState<CouponState>(COUPON_NONE);
  const create = useCreateTransfer({ mutation: { meta: { localErrors: [200] } } });
  const edit = useEditTransfer(EDIT_LOCAL);
  const organization = form.getValues().toOrganization;
  const fee = organization?.transfer_charge;

  const submit = async () => {
    if (form.validate().hasErrors) return;
    const v = form.getValues();
    const me = individual?.id ?? '';
    const body: TransferInput = {
      integrant_id: integrantId,
      title: cleanText(v.title),
      description: cleanText(v.description),
      effective_date: toDateTime(v.effectiveDate),
      from_organization_id: individual?.organization_id ?? '',
      to_organization_id: v.toOrganization?.id ?? '',
      from_location_id: v.fromLocation ?? '',
      to_location_id: v.toLocation || null,
      coupon_code: coupon.kind === 'applied' ? coupon.code : null,
      exhibits: [...(exhibits ?? editing?.transferExhibits ?? [])],
      created_by: me,
      updated_by: me,
    };
    if (editing) {
      try {
        const answer = await edit.mutateAsync({ data: { ...body, id: editing.id } });
        notifySuccess(answer.message || 'Transfer updated successfully');
        onSaved(answer.data);
      } catch (error) {
        sayEditFailure(error);
      }
      return;
    }
    const data: TransferCreateInput = { ...body, is_payment_done: false, session_id: null };
    try {
      const answer = await create.mutateAsync({ data });
      const saved = createdTransfer(answer);
      if (!saved) return;
      if (saved.receiptUrl && !openReceipt(saved.receiptUrl)) notifyError(REFUSED_ADDRESS);
      notifySuccess(answer.message || 'Transfer created successfully');
      onSaved(saved);
    } catch (error) {
      const card = cardNotFound(error);
      if (!card) {
        if (isApiError(error) && error.kind === 'body') notifyError(error.serverMessage || MESSAGES.apiHelperFailure);
        return;
      }
      storePendingTransfer(data);
      const price = hasFee(fee) ? (coupon.kind === 'applied' ? coupon.discountedPrice : fee) : 0;
      const amount = formatMoney(price);
      try {
        goToCheckout({
          sessionId: card.session_id ?? '',
          url: card.checkoutUrl,
          ...transferReturnUrls(integrantId, SESSION_PLACEHOLDER),
          order: {
            title: 'Transfer fee',
            lines: [{ label: `Transfer of ${batchLabel} to ${v.toOrganization?.name ?? ''}`, amount }],
            total: amount,
          },
        });
      } catch (refused) {
        notifyError(refused instanceof RefusedCheckoutAddress ? REFUSED_ADDRESS : MESSAGES.apiHelperFailure);
      }
    }
  };

  return (
    <Stack gap="sm">
      <OrganizationPicker
        value={organization}
        onChange={(o) => {
          form.setFieldValue('toOrganization', o);
          setCoupon(COUPON_NONE);
        }}
        error={form.errors.toOrganization as string | undefined}
      />
      <ActionForm onSubmit={submit} aria-label={editing ? 'Edit transfer' : 'Transfer'}>
        <Stack gap="sm">
          <MovementFields form={form} />
          {!editing && hasFee(fee) && <FeeCoupon fee={fee} coupon={coupon} onCoupon={setCoupon} />}
          <Group justify="flex-end">
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                Cancel
              </Button>
            )}
            <SubmitButton>Save transfer</SubmitButton>
          </Group>
        </Stack>
      </ActionForm>
    </Stack>
  );
}
