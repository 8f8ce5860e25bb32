import { useCloneTransferredBatch } from '@/api/generated/portal/hooks/movement/movement';
import type { TransferredBatch } from '@/api/generated/portal/model';
import { CloneBatchDialog } from '@/components/dialogs/clone-batch-dialog';
import { notifyError, notifySuccess } from '@/components/feedback/notify';
import { useSession } from '@/session/session-context';
import { batchSlug, cloneFailed, TRANSFERRED_MESSAGES } from './transferred-rules';

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

  const send = async (number: string) => {
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

  return <CloneBatchDialog title={`Clone ${batch.title}`} onClose={onClose} onClone={send} />;
}
