import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { renderComponent } from '../utils/mantine';

const question = 'Are you sure you want to delete this attachment?';

describe('ConfirmDialog', () => {
  it('asks in the caller’s words with Yes and No', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderComponent(
      <ConfirmDialog opened message={question} onConfirm={onConfirm} onCancel={onCancel} />,
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent(question);
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('while the action runs, neither a second Yes nor No does anything', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderComponent(
      <ConfirmDialog opened loading message={question} onConfirm={onConfirm} onCancel={onCancel} />,
    );
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('names its own labels and its close button', async () => {
    renderComponent(
      <ConfirmDialog
        opened
        title="Revoke access"
        confirmLabel="Revoke"
        cancelLabel="Cancel"
        message="Revoke?"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Revoke' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
