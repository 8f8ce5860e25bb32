import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { renderWithProviders } from '../utils/render';

/**
 * The identity world through the real screens: a name saved on /profile is what the world answers, and
 * what the header and /profile show on a fresh page (the session kept in storage, as after a reload). No answer is
 * overridden: the world answers.
 */
const SLOW = { timeout: 15_000 };

describe('the world: the profile', { timeout: 120_000 }, () => {
  it('a first name saved on /profile is in the header and in /profile after a reload', async () => {
    const app = await renderWithProviders('/profile', { signedIn: true });
    const first = await app.screen.findByLabelText(/First name/, {}, SLOW);
    expect(first).toHaveValue('Olivia');
    expect(app.screen.getAllByRole('button', { name: 'User menu' })[0]).toHaveTextContent('OB');
    await app.user.clear(first);
    await app.user.type(first, 'Zelda');
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(await app.screen.findByText('Your Profile details has been successfully updated.', {}, SLOW)).toBeVisible();
    await waitFor(() => expect(app.screen.getAllByRole('button', { name: 'User menu' })[0]).toHaveTextContent('ZB'));
    app.unmount();

    // A fresh page: the session as stored, the profile as the world answers it.
    const again = await renderWithProviders('/profile');
    expect(await again.screen.findByLabelText(/First name/, {}, SLOW)).toHaveValue('Zelda');
    expect(again.screen.getByLabelText(/Last name/)).toHaveValue('Bennett');
    expect(again.screen.getAllByRole('button', { name: 'User menu' })[0]).toHaveTextContent('ZB');
  });
});
