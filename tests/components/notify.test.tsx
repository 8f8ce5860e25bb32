import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifyError } from '@/components/feedback/notify';
import { renderWithProviders } from '../utils/render';

describe('error toasts', () => {
  it("says a load's failure once while its toast shows, an action's every time, and a different one beside it", async () => {
    const { screen } = await renderWithProviders('/login');
    act(() => {
      notifyError('Something went wrong! Please try after sometime.', true);
      notifyError('Something went wrong! Please try after sometime.', true);
      notifyError('Could not save');
      notifyError('Could not save');
    });
    const toasts = (text: string) => screen.getAllByText(text, { selector: '.mantine-Notification-description' });
    await screen.findAllByText('Could not save', { selector: '.mantine-Notification-description' });
    expect(toasts('Something went wrong! Please try after sometime.')).toHaveLength(1);
    expect(toasts('Could not save')).toHaveLength(2);
  });
});
