import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ActionButton } from '@/components/form/action-button';
import { ActionForm, SubmitButton } from '@/components/form/action-form';

/** One request per action, as a property of the shared pieces: a second activation while the first runs is ignored. */
function held() {
  let release = () => {};
  const task = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
  return { task, release: () => release() };
}

const wrap = (ui: React.ReactNode) => render(<MantineProvider env="test">{ui}</MantineProvider>);

describe('ActionForm', () => {
  it('runs its action once for two submits in a row, and again once it is over', async () => {
    const { task, release } = held();
    wrap(
      <ActionForm onSubmit={task} aria-label="form">
        <SubmitButton>Send</SubmitButton>
      </ActionForm>,
    );
    const form = screen.getByRole('form', { name: 'form' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(task).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Send' })).toBeDisabled();
    release();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    fireEvent.submit(form);
    expect(task).toHaveBeenCalledTimes(2);
  });
});

describe('ActionButton', () => {
  it('runs its action once for a double click', () => {
    const { task } = held();
    wrap(<ActionButton onClick={task}>Regenerate</ActionButton>);
    const button = screen.getByRole('button', { name: 'Regenerate' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
