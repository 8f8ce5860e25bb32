import { Button, Group, Modal, Text } from '@mantine/core';
import { ActionButton } from '@/components/form/action-button';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  readonly opened: boolean;
  /** The question, in the spec's words: 'Are you sure you want to delete this attachment?'. */
  readonly message: ReactNode;
  readonly title?: string;
  readonly confirmLabel?: string;
  readonly cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  readonly danger?: boolean;
  /** While a confirmed action started with `mutate` runs: both buttons are off and the confirm button spins. */
  readonly loading?: boolean;
  /** The action; return its promise and the dialog stays busy until it settles (one request per action). */
  readonly onConfirm: () => unknown;
  readonly onCancel: () => void;
}

/**
 * One confirmation before an action that cannot be undone (delete, revoke, disable, regenerate).
 * Yes and No by default, as the spec writes them; the caller closes it when the action settles.
 */
export function ConfirmDialog({
  opened,
  message,
  title = 'Please confirm',
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  danger = false,
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
    >
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={loading}>
          {cancelLabel}
        </Button>
        <ActionButton color={danger ? 'red' : undefined} loading={loading} onClick={onConfirm} data-autofocus>
          {confirmLabel}
        </ActionButton>
      </Group>
    </Modal>
  );
}
