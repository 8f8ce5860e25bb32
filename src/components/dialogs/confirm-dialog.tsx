import { Button, Group, Modal, Text } from '@mantine/core';
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
  /** While the confirmed action runs: the confirm button spins and a second click does nothing. */
  readonly loading?: boolean;
  readonly onConfirm: () => void;
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
        <Button
          color={danger ? 'red' : undefined}
          loading={loading}
          onClick={() => {
            if (!loading) onConfirm();
          }}
          data-autofocus
        >
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
