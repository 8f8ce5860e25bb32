import { Button, Modal, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetTransferQueryOptions,
  getGetTransitQueryOptions,
  useDeleteTransfer,
  useDeleteTransit,
} from '@/api/generated/portal/hooks/movement/movement';
import type { Batch, Transfer, Transit } from '@/api/generated/portal/model';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { notifyError, notifySuccess } from '@/components/feedback/notify';
import { MovementTable } from './movement-table';
import { MOVEMENT_MESSAGES, transferHasLocations, transferRows, transitRows, type MovementRow } from './movement-rules';
import { TransferForm } from './transfer-form';
import { TransitForm } from './transit-form';

/** Which movement form is open: a new one, or a saved record reopened with its old id. */
export type MovementDialog =
  | { readonly kind: 'transit'; readonly editing: Transit | null }
  | { readonly kind: 'transfer'; readonly editing: Transfer | null }
  | null;

export interface MovementDialogsProps {
  readonly batch: Batch;
  readonly dialog: MovementDialog;
  readonly onClose: () => void;
  readonly onChanged: () => void;
}

/** The transit and transfer forms, in a dialog over the tab. */
export function MovementDialogs({ batch, dialog, onClose, onChanged }: MovementDialogsProps) {
  const saved = () => {
    onClose();
    onChanged();
  };
  const title =
    dialog?.kind === 'transit'
      ? dialog.editing
        ? 'Edit transit'
        : 'Transit'
      : dialog?.editing
        ? 'Edit transfer'
        : 'Transfer to another organization';
  return (
    <Modal opened={dialog !== null} onClose={onClose} title={title} size="lg">
      {dialog?.kind === 'transit' && (
        <TransitForm integrantId={batch.id} editing={dialog.editing} onSaved={saved} onCancel={onClose} />
      )}
      {dialog?.kind === 'transfer' && (
        <TransferForm
          integrantId={batch.id}
          batchLabel={batch.external_id ?? batch.title}
          editing={dialog.editing}
          onSaved={saved}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}

export interface MovementTablesProps {
  readonly batch: Batch;
  readonly onEdit: (dialog: NonNullable<MovementDialog>) => void;
  readonly onChanged: () => void;
  /** Opens a record in the editor as a Transit or Transfer item (the editor's own `onOpenItem`). */
  readonly onOpenItem?: (id: string, kind: 'Transit' | 'Transfer') => void;
}

/** Transit Details and Transfer Details with their edit (the record reloaded) and delete (confirmed). */
export function MovementTables({ batch, onEdit, onChanged, onOpenItem }: MovementTablesProps) {
  const onOpen =
    onOpenItem && ((row: MovementRow) => onOpenItem(row.id, row.kind === 'transit' ? 'Transit' : 'Transfer'));
  const queryClient = useQueryClient();
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<MovementRow | null>(null);
  const deleteTransit = useDeleteTransit();
  const deleteTransfer = useDeleteTransfer();

  const edit = async (row: MovementRow) => {
    setLoadingId(row.id);
    try {
      if (row.kind === 'transit') {
        const answer = await queryClient.fetchQuery({ ...getGetTransitQueryOptions(row.id), staleTime: 0 });
        if (answer.status === '1') onEdit({ kind: 'transit', editing: answer.data as Transit });
      } else {
        const answer = await queryClient.fetchQuery({ ...getGetTransferQueryOptions(row.id), staleTime: 0 });
        if (answer.status !== '1') return;
        const transfer = answer.data as Transfer;
        if (!transferHasLocations(transfer)) notifyError(MOVEMENT_MESSAGES.noLocations);
        else onEdit({ kind: 'transfer', editing: transfer });
      }
    } catch {
      /* the error policy said it */
    } finally {
      setLoadingId(null);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      const answer =
        deleting.kind === 'transit'
          ? await deleteTransit.mutateAsync({ id: deleting.id })
          : await deleteTransfer.mutateAsync({ id: deleting.id });
      notifySuccess(answer.message || 'Deleted successfully');
      setDeleting(null);
      onChanged();
    } catch {
      setDeleting(null);
    }
  };

  return (
    <Stack gap="lg">
      <MovementTable
        title="Transit Details"
        rows={transitRows(batch.transits)}
        emptyText="No transits yet."
        onEdit={edit}
        onDelete={setDeleting}
        onOpen={onOpen}
        loadingId={loadingId}
      />
      <MovementTable
        title="Transfer Details"
        rows={transferRows(batch.transfers)}
        emptyText="No transfers yet."
        onEdit={edit}
        onDelete={setDeleting}
        onOpen={onOpen}
        loadingId={loadingId}
      />
      <ConfirmDialog
        opened={deleting !== null}
        danger
        message={`Are you sure you want to delete this ${deleting?.kind ?? 'record'}?`}
        onConfirm={remove}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

/** 'Transit' and 'Transfer to another organization': each opens its dialog for a new movement. */
export function MovementButtons({ onStart }: { onStart: (dialog: MovementDialog) => void }) {
  return (
    <>
      <Button variant="default" onClick={() => onStart({ kind: 'transit', editing: null })}>
        Transit
      </Button>
      <Button variant="default" onClick={() => onStart({ kind: 'transfer', editing: null })}>
        Transfer to another organization
      </Button>
    </>
  );
}
