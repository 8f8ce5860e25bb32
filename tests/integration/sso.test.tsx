import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configure, waitFor } from '@testing-library/react';
import { server } from '~mocks/node';
import { getSsoLoginMockHandler401, getSsoLoginResponseMock } from '@/api/generated/portal/hooks/auth/auth.msw';
import { getGetGoogleUserInfoMockHandler401 } from '@/api/generated/third-party/sso-userinfo/hooks/userinfo/userinfo.msw';
import { renderWithProviders } from '../utils/render';

configure({ asyncUtilTimeout: 5000 });

function ssoAnswers() {
  const bodies: unknown[] = [];
  const tokens: (string | null)[] = [];
  server.use(
    http.post('*/auth/sso-login', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(getSsoLoginResponseMock());
    }),
    http.get('*/oauth2/v3/userinfo', ({ request }) => {
      tokens.push(request.headers.get('Authorization'));
      return HttpResponse.json({
        sub: '1',
        given_name: 'Olivia',
        family_name: 'Bennett',
        email: 'olivia.bennett@verdantlabs.com',
      });
    }),
  );
  return { bodies, tokens };
}

describe('single sign-on', () => {
  it('Google: the provider token, then the user-info lookup, then auth/sso-login and the OTP step', async () => {
    const { bodies, tokens } = ssoAnswers();
    const app = await renderWithProviders('/login');
    await app.user.click(app.screen.getByRole('button', { name: 'Google' }));
    await waitFor(() => expect(app.location().pathname).toBe('/verify-otp'));
    expect(tokens).toEqual(['Bearer mock-provider-access-token']);
    expect(bodies).toEqual([
      {
        email_address: 'olivia.bennett@verdantlabs.com',
        name_first: 'Olivia',
        name_last: 'Bennett',
        is_google_login: true,
        is_microsoft_login: false,
        is_sso_login: true,
      },
    ]);
    expect(app.session.getState().individual?.is_google_login).toBe(true);
  });

  it('Microsoft: reads the Microsoft-type user info (the contract example)', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/auth/sso-login', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(getSsoLoginResponseMock());
      }),
    );
    const app = await renderWithProviders('/login');
    await app.user.click(app.screen.getByRole('button', { name: 'Microsoft' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      email_address: 'marcus.reed@verdantlabs.com',
      name_first: 'Marcus',
      is_microsoft_login: true,
    });
  });

  it('a failed user-info lookup says "Something went wrong" and signs nobody in', async () => {
    const { bodies } = ssoAnswers();
    server.use(getGetGoogleUserInfoMockHandler401());
    const app = await renderWithProviders('/login');
    await app.user.click(app.screen.getByRole('button', { name: 'Google' }));
    expect(await app.screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    expect(app.session.getState().token).toBeNull();
  });

  it('a 401 from auth/sso-login shows the server message', async () => {
    server.use(getSsoLoginMockHandler401());
    const app = await renderWithProviders('/login');
    await app.user.click(app.screen.getByRole('button', { name: 'Google' }));
    expect(await app.screen.findByText('No account is registered with this email address')).toBeInTheDocument();
  });

  it('the developer login signs in by email through the sign-on path, then goes home (past the OTP guard)', async () => {
    const { bodies } = ssoAnswers();
    const app = await renderWithProviders('/account-login/accounts-data/olivia.bennett%40verdantlabs.com');
    await waitFor(() => expect(bodies).toEqual([{ email_address: 'olivia.bennett@verdantlabs.com' }]));
    await waitFor(() => expect(app.location().pathname).toBe('/verify-otp'));
    expect(app.session.isSignedIn()).toBe(true);
  });
});
