import { Modal, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { DialogForm } from '@/components/form/dialog-form';
import { withoutSpaces } from '@/lib/validators';

/** A required static batch number left empty (not in the spec): the clone dialogs and the ingredient dialog. */
export const STATIC_NUMBER_REQUIRED = 'Static batch number is a required field.';

export interface CloneBatchDialogProps {
  readonly title: string;
  /** A line above the field saying what the clone gets. */
  readonly intro?: ReactNode;
  readonly onClose: () => void;
  /**
   * Sends the clone with the new static batch number (spaces already stripped) and says the result; the
   * dialog stays open (the number kept) until the caller closes it.
   */
  readonly onClone: (externalId: string) => Promise<unknown>;
}

/**
 * Clone a batch (the batch editor's Clone, a transferred batch's Clone): a new static batch number, no
 * spaces (stripped on entry), required. Mount it to open it.
 */
export function CloneBatchDialog({ title, intro, onClose, onClone }: CloneBatchDialogProps) {
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!number) {
      setError(STATIC_NUMBER_REQUIRED);
      return;
    }
    await onClone(number);
  };
  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <DialogForm onSubmit={submit} onCancel={onClose} submitLabel="Clone" aria-label={title}>
        {intro && <Text size="sm">{intro}</Text>}
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
      </DialogForm>
    </Modal>
  );
}
