import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configure, waitFor } from '@testing-library/react';
import { server } from '~mocks/node';
import {
  getLoginMockHandler401,
  getLoginMockHandler500,
  getLoginResponseMock,
} from '@/api/generated/portal/hooks/auth/auth.msw';
import { MESSAGES } from '@/api/error-policy';
import { renderWithProviders } from '../utils/render';

/** Answers auth/login with `answer` and keeps every request body. */
function loginAnswers(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/auth/login', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

async function fillAndSubmit(app: Awaited<ReturnType<typeof renderWithProviders>>, email: string, password: string) {
  if (email) await app.user.type(app.screen.getByLabelText('Email'), email);
  if (password) await app.user.type(app.screen.getByLabelText('Password'), password);
  await app.user.click(app.screen.getByRole('button', { name: 'Login' }));
}

configure({ asyncUtilTimeout: 5000 });

const withData = (patch: Record<string, unknown>) => {
  const base = getLoginResponseMock();
  return () => HttpResponse.json({ ...base, data: { ...base.data, ...patch } });
};

describe('/login', () => {
  it('warns when the email or the password is empty, and sends nothing', async () => {
    const bodies = loginAnswers(() => HttpResponse.json(getLoginResponseMock()));
    const app = await renderWithProviders('/login');
    await fillAndSubmit(app, '', '');
    expect(await app.screen.findByText('Username or Password cannot be empty.')).toBeInTheDocument();
    await fillAndSubmit(app, 'olivia.bennett@verdantlabs.com', '');
    expect(app.screen.getByText('Username or Password cannot be empty.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('warns about an invalid email address', async () => {
    const bodies = loginAnswers(() => HttpResponse.json(getLoginResponseMock()));
    const app = await renderWithProviders('/login');
    await fillAndSubmit(app, 'olivia.bennett', 'Harvest-Morning-42');
    expect(await app.screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('signs in and goes to the OTP step, keeping a safe redirect', async () => {
    const bodies = loginAnswers(() => HttpResponse.json(getLoginResponseMock()));
    const app = await renderWithProviders('/login?redirect=%2Fprofile');
    await fillAndSubmit(app, 'olivia.bennett@verdantlabs.com', 'Harvest-Morning-42');
    await waitFor(() => expect(app.location().pathname).toBe('/verify-otp'));
    expect(app.location().search).toEqual({ redirect: '/profile' });
    expect(bodies).toEqual([{ email_address: 'olivia.bennett@verdantlabs.com', password: 'Harvest-Morning-42' }]);
    expect(app.session.getState().token).toBe(getLoginResponseMock().data.access_token);
    expect(app.session.getState().otpVerified).toBe(false);
  });

  it('sends a temporary-password user to /update-password', async () => {
    loginAnswers(withData({ temporary_password: true }));
    const app = await renderWithProviders('/login');
    await fillAndSubmit(app, 'olivia.bennett@verdantlabs.com', 'Tmp-7Kq2-Wx9R');
    await waitFor(() => expect(app.location().pathname).toBe('/update-password'));
  });

  it('sends a user without a transaction id to /plans', async () => {
    loginAnswers(withData({ transaction_id: null }));
    const app = await renderWithProviders('/login');
    await fillAndSubmit(app, 'olivia.bennett@verdantlabs.com', 'Harvest-Morning-42');
    await waitFor(() => expect(app.location().pathname).toBe('/plans'));
  });

  it('shows the server message of a 401 under the button', async () => {
    server.use(getLoginMockHandler401());
    const app = await renderWithProviders('/login');
    await fillAndSubmit(app, 'olivia.bennett@verdantlabs.com', 'wrong-password');
    expect(await app.screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/login');
  });

  it('shows the server message of a 500, or the fallback when there is none', async () => {
    server.use(getLoginMockHandler500());
    const app = await renderWithProviders('/login');
    await fillAndSubmit(app, 'olivia.bennett@verdantlabs.com', 'Harvest-Morning-42');
    expect(await app.screen.findByText('Internal server error')).toBeInTheDocument();
    server.use(http.post('*/auth/login', () => HttpResponse.json({ statusCode: 500, message: '' }, { status: 500 })));
    await app.user.click(app.screen.getByRole('button', { name: 'Login' }));
    expect(await app.screen.findByText('Something went wrong! Please try after sometime.')).toBeInTheDocument();
  });

  it('shows the message of a body-level failure', async () => {
    loginAnswers(() => HttpResponse.json({ status: '0', message: 'Your account is inactive', data: null }));
    const app = await renderWithProviders('/login');
    await fillAndSubmit(app, 'olivia.bennett@verdantlabs.com', 'Harvest-Morning-42');
    expect(await app.screen.findByText('Your account is inactive')).toBeInTheDocument();
  });

  it('a 403 "Please enter new password" tells the user to sign in with the temporary password', async () => {
    loginAnswers(() =>
      HttpResponse.json({ statusCode: 403, message: 'Please enter new password', error: 'Forbidden' }, { status: 403 }),
    );
    const app = await renderWithProviders('/login');
    await fillAndSubmit(app, 'olivia.bennett@verdantlabs.com', 'Harvest-Morning-42');
    expect(await app.screen.findByText(MESSAGES.newPassword)).toBeInTheDocument();
    expect(app.location().pathname).toBe('/login');
    expect(app.session.getState().token).toBeNull();
  });

  it('sends one request for a double click and disables Login while pending', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const bodies: unknown[] = [];
    server.use(
      http.post('*/auth/login', async ({ request }) => {
        bodies.push(await request.json());
        await gate;
        return HttpResponse.json(getLoginResponseMock());
      }),
    );
    const app = await renderWithProviders('/login');
    await app.user.type(app.screen.getByLabelText('Email'), 'olivia.bennett@verdantlabs.com');
    await app.user.type(app.screen.getByLabelText('Password'), 'Harvest-Morning-42');
    await app.user.dblClick(app.screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(app.screen.getByRole('button', { name: 'Login' })).toBeDisabled());
    release();
    await waitFor(() => expect(app.location().pathname).toBe('/verify-otp'));
    expect(bodies).toHaveLength(1);
  });

  it('shows and hides the password, and links to /recover and /register', async () => {
    const app = await renderWithProviders('/login');
    const password = app.screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await app.user.click(app.screen.getByRole('button', { name: 'Show or hide password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(app.screen.getByRole('link', { name: 'Reset' })).toHaveAttribute('href', '/recover');
    expect(app.screen.getByText('Login with')).toBeInTheDocument();
    expect(app.screen.getByRole('button', { name: 'Google' })).toBeInTheDocument();
    expect(app.screen.getByRole('button', { name: 'Microsoft' })).toBeInTheDocument();
  });
});
