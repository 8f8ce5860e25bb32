import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyTextButton } from '@/components/files/copy-text-button';
import { renderComponent } from '../utils/mantine';

afterEach(() => vi.useRealTimers());

describe('CopyTextButton', () => {
  it('copies the value and reads the copied label for five seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderComponent(<CopyTextButton value="portal-verify=ab12" copiedLabel="Copied" />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    // user-event puts its own clipboard in place of the browser's: read it back from there.
    expect(await navigator.clipboard.readText()).toBe('portal-verify=ab12');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });
});
