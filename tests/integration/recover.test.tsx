import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configure } from '@testing-library/react';
import { server } from '~mocks/node';
import {
  getForgotPasswordMockHandler400,
  getForgotPasswordResponseMock,
} from '@/api/generated/portal/hooks/auth/auth.msw';
import { renderWithProviders } from '../utils/render';

configure({ asyncUtilTimeout: 5000 });

function forgotAnswers() {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/auth/forgot-password', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(getForgotPasswordResponseMock());
    }),
  );
  return bodies;
}

describe('/recover', () => {
  it('warns about an empty and an invalid email, sending nothing', async () => {
    const bodies = forgotAnswers();
    const app = await renderWithProviders('/recover');
    await app.user.click(app.screen.getByRole('button', { name: 'Reset Password' }));
    expect(await app.screen.findByText('Email cannot be empty.')).toBeInTheDocument();
    await app.user.type(app.screen.getByLabelText('Email'), 'olivia@');
    await app.user.click(app.screen.getByRole('button', { name: 'Reset Password' }));
    expect(await app.screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('sends the email and says a reset email is coming', async () => {
    const bodies = forgotAnswers();
    const app = await renderWithProviders('/recover');
    await app.user.type(app.screen.getByLabelText('Email'), 'olivia.bennett@verdantlabs.com');
    await app.user.click(app.screen.getByRole('button', { name: 'Reset Password' }));
    expect(await app.screen.findByText('You will receive an email concerning the password reset.')).toBeInTheDocument();
    expect(bodies).toEqual([{ email_address: 'olivia.bennett@verdantlabs.com' }]);
  });

  it('shows an error modal on statusCode 400', async () => {
    server.use(getForgotPasswordMockHandler400());
    const app = await renderWithProviders('/recover');
    await app.user.type(app.screen.getByLabelText('Email'), 'nobody@verdantlabs.com');
    await app.user.click(app.screen.getByRole('button', { name: 'Reset Password' }));
    const dialog = await app.screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Password reset failed');
    expect(dialog).toHaveTextContent('No account is registered with this email address');
  });
});
