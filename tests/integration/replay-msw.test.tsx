import { describe, expect, it } from 'vitest';
import { arm, getArmed } from '~mocks/replay/arming-store';
import { MESSAGES } from '@/api/error-policy';
import { OLIVIA_PASSWORD } from '../../test-support/example-world';
import { renderWithProviders } from '../utils/render';

async function signIn(view: Awaited<ReturnType<typeof renderWithProviders>>) {
  await view.user.type(await view.screen.findByLabelText('Email'), 'olivia.bennett@verdantlabs.com');
  await view.user.type(view.screen.getByLabelText('Password'), OLIVIA_PASSWORD);
  await view.user.click(view.screen.getByRole('button', { name: 'Login' }));
}

describe('replay on MSW (the Vitest node server)', () => {
  it('answers an armed call with the named example: login 403 newPassword shows the new-password toast', async () => {
    arm({ operationId: 'login', status: 403, example: 'newPassword', once: true });
    const view = await renderWithProviders('/login');
    await signIn(view);
    expect(await view.screen.findByText(MESSAGES.newPassword)).toBeInTheDocument();
    expect(view.location().pathname).toBe('/login');
    expect(getArmed()).toEqual([]); // armed once: used up
  });

  it('answers with the example value itself: login 401 wrongCredentials shows the server message', async () => {
    arm({ operationId: 'login', status: 401, example: 'wrongCredentials', once: false });
    const view = await renderWithProviders('/login');
    await signIn(view);
    expect(await view.screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(getArmed()).toHaveLength(1); // sticky
  });

  it('leaves calls that are not armed to the generated handlers', async () => {
    arm({ operationId: 'getOrganization', status: 500, example: 'serverError', once: false });
    const view = await renderWithProviders('/login');
    await signIn(view);
    await view.screen.findByRole('heading', { name: 'Two-factor verification' });
    expect(view.location().pathname).toBe('/verify-otp');
  });
});
