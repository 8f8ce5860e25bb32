import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useCloneTransferredBatch } from '@/api/generated/portal/hooks/movement/movement';
import type { TransferredBatch } from '@/api/generated/portal/model';
import { notifyError, notifySuccess } from '@/components/feedback/notify';
import { ActionForm, SubmitButton } from '@/components/form/action-form';
import { useSession } from '@/session/session-context';
import { batchSlug, cloneFailed, TRANSFERRED_MESSAGES, withoutSpaces } from './transferred-rules';

export interface CloneDialogProps {
  readonly batch: TransferredBatch;
  readonly subscription: 'tracer' | 'fastpass';
  readonly onClose: () => void;
  /** After a result (success or not): the button then reads Clone Again. */
  readonly onResult: () => void;
}

/** The clone of a transferred batch: a new static batch number (spaces stripped, required). */
export function CloneDialog({ batch, subscription, onClose, onResult }: CloneDialogProps) {
  const { individual } = useSession();
  const clone = useCloneTransferredBatch();
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!number) {
      setError(TRANSFERRED_MESSAGES.batchNumber);
      return;
    }
    let result: unknown;
    try {
      result = await clone.mutateAsync({
        data: {
          transfer_id: batch.id,
          integrant_id: batch.integrant_id,
          external_id: number,
          external_id_slug: batchSlug(number),
          organization_id: individual?.organization_id ?? '',
          subscription,
        },
      });
    } catch {
      return; // the error policy says why; the dialog stays
    }
    onResult();
    if (cloneFailed(result)) {
      // Counted as failed: no success toast; the result's own message says why.
      if (result.message) notifyError(result.message);
      return;
    }
    notifySuccess(TRANSFERRED_MESSAGES.cloned);
    onClose();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={`Clone ${batch.title}`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <ActionForm onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label="New static batch number"
            required
            data-autofocus
            value={number}
            error={error}
            onChange={(event) => {
              setNumber(withoutSpaces(event.currentTarget.value));
              setError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <SubmitButton>Clone</SubmitButton>
          </Group>
        </Stack>
      </ActionForm>
    </Modal>
  );
}
