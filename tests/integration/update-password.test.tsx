import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configure, waitFor, within } from '@testing-library/react';
import { server } from '~mocks/node';
import { getChangePasswordResponseMock } from '@/api/generated/portal/hooks/auth/auth.msw';
import { getGetPasswordRangeMockHandler503 } from '@/api/generated/third-party/breached-password/hooks/range/range.msw';
import { renderWithProviders } from '../utils/render';

configure({ asyncUtilTimeout: 5000 });

function changeAnswers(answer: () => Response = () => HttpResponse.json(getChangePasswordResponseMock())) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/auth/change-password', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

async function open() {
  const app = await renderWithProviders('/update-password', {
    signedIn: { otpVerified: false, temporaryPassword: true },
  });
  const fill = async (current: string, next: string, confirm: string) => {
    for (const [label, value] of [
      ['Current password', current],
      ['New password', next],
      ['Confirm password', confirm],
    ] as const) {
      await app.user.clear(app.screen.getByLabelText(label));
      if (value) await app.user.type(app.screen.getByLabelText(label), value);
    }
  };
  return { ...app, fill, update: () => app.screen.getByRole('button', { name: 'Update' }) };
}

describe('/update-password', () => {
  it('keeps Update disabled until all three are filled, 10 characters long and matching', async () => {
    const app = await open();
    expect(app.update()).toBeDisabled();
    await app.fill('', 'Harvest-Morning-42', 'Harvest-Morning-42');
    expect(app.update()).toBeDisabled();
    await app.fill('Tmp-7Kq2-Wx9R', '123456789', '123456789');
    expect(app.update()).toBeDisabled();
    await app.fill('Tmp-7Kq2-Wx9R', 'Harvest-Morning-42', 'Harvest-Morning-43');
    expect(app.update()).toBeDisabled();
    await app.fill('Tmp-7Kq2-Wx9R', 'Harvest-Morning-42', 'Harvest-Morning-42');
    expect(app.update()).toBeEnabled();
  });

  it('each field has its show/hide toggle', async () => {
    const app = await open();
    await app.user.click(app.screen.getByRole('button', { name: 'Show or hide new password' }));
    expect(app.screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
    expect(app.screen.getByRole('button', { name: 'Show or hide current password' })).toBeInTheDocument();
    expect(app.screen.getByRole('button', { name: 'Show or hide confirm password' })).toBeInTheDocument();
  });

  it('changes the password, then a modal offers Login, which logs out', async () => {
    const bodies = changeAnswers();
    const app = await open();
    await app.fill('Tmp-7Kq2-Wx9R', 'Harvest-Morning-42', 'Harvest-Morning-42');
    await app.user.click(app.update());
    const dialog = await app.screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Your password has been changed successfully.');
    expect(bodies).toEqual([
      {
        email_address: 'olivia.bennett@verdantlabs.com',
        old_password: 'Tmp-7Kq2-Wx9R',
        new_password: 'Harvest-Morning-42',
      },
    ]);
    await app.user.click(within(dialog).getByRole('link', { name: 'Login' }));
    await waitFor(() => expect(app.session.getState().token).toBeNull());
    expect(sessionStorage.getItem('portal.flash')).toBe('Sign Out Successful');
  });

  it('shows the server message under the button on failure', async () => {
    changeAnswers(() => HttpResponse.json({ status: '0', message: 'Your current password is incorrect', data: null }));
    const app = await open();
    await app.fill('wrong-temporary', 'Harvest-Morning-42', 'Harvest-Morning-42');
    await app.user.click(app.update());
    expect(await app.screen.findByText('Your current password is incorrect')).toBeInTheDocument();
    expect(app.screen.getByLabelText('New password')).toHaveValue('Harvest-Morning-42');
  });

  it('rejects a commonly used password, and counts a failed lookup as breached', async () => {
    const bodies = changeAnswers();
    const app = await open();
    await app.fill('Tmp-7Kq2-Wx9R', '1234567890', '1234567890');
    await app.user.click(app.update());
    const message = 'The password you chose is commonly used. Please try another password';
    expect(await app.screen.findByText(message)).toBeInTheDocument();
    server.use(getGetPasswordRangeMockHandler503());
    await app.fill('Tmp-7Kq2-Wx9R', 'Harvest-Morning-42', 'Harvest-Morning-42');
    await app.user.click(app.update());
    await waitFor(() => expect(app.update()).toBeEnabled());
    expect(app.screen.getByText(message)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });
});
