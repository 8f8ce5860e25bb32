import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configure, waitFor, within } from '@testing-library/react';
import { server } from '~mocks/node';
import {
  getGenerateTwoFactorResponseMock,
  getLoginResponseMock,
  getVerifyOtpResponseMock,
} from '@/api/generated/portal/hooks/auth/auth.msw';
import { readJson, writeJson } from '@/lib/storage';
import { REMEMBER_ME_LIFETIME_MS } from '@/session/rules';
import { SESSION_KEY } from '@/session/session-store';
import { VERDANT } from '../../test-support/example-world';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';

configure({ asyncUtilTimeout: 5000 });

const SECRET = getGenerateTwoFactorResponseMock().data.secret;

/** Signed in, not yet OTP-verified; with an authenticator set up when `secret` is given (as an older visit kept it). */
function signedInBeforeOtp(secret?: string) {
  signInAs({ otpVerified: false });
  const stored = readJson<{ individual: Record<string, unknown> }>(SESSION_KEY)!;
  writeJson(SESSION_KEY, { ...stored, individual: { ...stored.individual, authenticator_secret: secret ?? null } });
}

/** Everything the portal could have written where a script or the next user of the computer can read it. */
function storedEverywhere(): string {
  const all = (storage: Storage) =>
    Array.from({ length: storage.length }, (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i)!)}`);
  return [...all(localStorage), ...all(sessionStorage), document.cookie].join('\n');
}

function record(method: 'post', path: string, answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

describe('/verify-otp, setup mode (no authenticator secret)', () => {
  it('generates a secret, draws its QR code and verifies the code against it', async () => {
    signedInBeforeOtp();
    const generated = record('post', '*/auth/generate-2fa', () =>
      HttpResponse.json(getGenerateTwoFactorResponseMock()),
    );
    const verified = record('post', '*/auth/verify-otp', () => HttpResponse.json(getVerifyOtpResponseMock()));
    const app = await renderWithProviders('/verify-otp');
    expect(await app.screen.findByRole('img', { name: 'Authenticator QR code' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(app.screen.getByText(SECRET)).toBeInTheDocument();
    expect(generated).toEqual([{ email: 'olivia.bennett@verdantlabs.com' }]);
    expect(app.screen.getByText('Need help?')).toBeInTheDocument();
    expect(app.screen.queryByText('Regenerate')).not.toBeInTheDocument();

    await app.user.type(app.screen.getByLabelText('Verification code'), '492817');
    await app.user.click(app.screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(app.location().pathname).toBe('/'));
    expect(verified).toEqual([{ token: '492817', secret: SECRET, remember_me: false }]);
    const state = app.session.getState();
    expect(state.otpVerified).toBe(true);
    expect(state.roles).toEqual(['admin']);
    expect(state.organization?.id).toBe(VERDANT);
    // Set up: the next sign-in verifies by email; the secret itself is nowhere but in the step that showed it.
    expect(state.individual?.authenticator_set).toBe(true);
    expect(JSON.stringify(state)).not.toContain(SECRET);
    expect(storedEverywhere()).not.toContain(SECRET);
  });

  it('says "Please enter OTP" for an empty code', async () => {
    signedInBeforeOtp();
    const verified = record('post', '*/auth/verify-otp', () => HttpResponse.json(getVerifyOtpResponseMock()));
    const app = await renderWithProviders('/verify-otp');
    await app.screen.findByRole('img', { name: 'Authenticator QR code' });
    await app.user.click(app.screen.getByRole('button', { name: 'Verify' }));
    expect(await app.screen.findByText('Please enter OTP')).toBeInTheDocument();
    expect(verified).toHaveLength(0);
  });
});

describe('/verify-otp, verify mode (a stored secret)', () => {
  it('verifies the code by email, remembers for 7 days and follows a safe redirect', async () => {
    signedInBeforeOtp('JBSWY3DPEHPK3PXP');
    const verified = record('post', '*/auth/verify-authenticator-otp', () =>
      HttpResponse.json(getVerifyOtpResponseMock()),
    );
    const app = await renderWithProviders('/verify-otp?redirect=%2Fprofile');
    expect(app.screen.queryByRole('img', { name: 'Authenticator QR code' })).not.toBeInTheDocument();
    await app.user.type(app.screen.getByLabelText('Verification code'), '730164');
    await app.user.click(app.screen.getByLabelText('Remember me for 7 days'));
    const before = Date.now();
    await app.user.click(app.screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(app.location().pathname).toBe('/profile'));
    expect(verified).toEqual([{ email_address: 'olivia.bennett@verdantlabs.com', token: '730164', remember_me: true }]);
    expect(app.session.getState().expiresAt).toBeGreaterThanOrEqual(before + REMEMBER_ME_LIFETIME_MS);
  });

  it('shows "Verification failed" on a failed code and on a status other than "1"', async () => {
    signedInBeforeOtp('JBSWY3DPEHPK3PXP');
    record('post', '*/auth/verify-authenticator-otp', () =>
      HttpResponse.json({ status: '0', message: 'Invalid OTP, please try again', data: null }),
    );
    const app = await renderWithProviders('/verify-otp');
    await app.user.type(app.screen.getByLabelText('Verification code'), '000000');
    await app.user.click(app.screen.getByRole('button', { name: 'Verify' }));
    expect(await app.screen.findByText('Verification failed')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/verify-otp');
    expect(app.session.getState().otpVerified).toBe(false);
    server.use(
      http.post('*/auth/verify-authenticator-otp', () => HttpResponse.json({ status: '3', message: 'Expired' })),
    );
    await app.user.click(app.screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(app.screen.getAllByText('Verification failed')).toHaveLength(2));
    expect(app.session.getState().otpVerified).toBe(false);
  });

  it('leaves an HTTP error to the error policy: a 500 is its toast alone, not also "Verification failed"', async () => {
    signedInBeforeOtp('JBSWY3DPEHPK3PXP');
    record('post', '*/auth/verify-authenticator-otp', () =>
      HttpResponse.json(
        { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' },
        { status: 500 },
      ),
    );
    const app = await renderWithProviders('/verify-otp');
    const failedBefore = app.screen.queryAllByText('Verification failed').length; // toasts of earlier tests may linger
    await app.user.type(app.screen.getByLabelText('Verification code'), '000000');
    await app.user.click(app.screen.getByRole('button', { name: 'Verify' }));
    expect(await app.screen.findByText('Internal server error')).toBeInTheDocument();
    expect(app.screen.queryAllByText('Verification failed')).toHaveLength(failedBefore);
    expect(app.session.getState().otpVerified).toBe(false);
  });

  it('Forgot QR? Regenerate: after a confirmation, a new QR code and secret in setup mode', async () => {
    signedInBeforeOtp('JBSWY3DPEHPK3PXP');
    const generated = record('post', '*/auth/generate-2fa', () =>
      HttpResponse.json(getGenerateTwoFactorResponseMock()),
    );
    const app = await renderWithProviders('/verify-otp');
    expect(app.screen.getByText('Forgot QR?')).toBeInTheDocument();
    await app.user.click(app.screen.getByRole('button', { name: 'Regenerate' }));
    const dialog = await app.screen.findByRole('dialog');
    expect(generated).toHaveLength(0);
    await app.user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    expect(await app.screen.findByRole('img', { name: 'Authenticator QR code' })).toBeInTheDocument();
    expect(app.screen.getByText(SECRET)).toBeInTheDocument();
    expect(generated).toEqual([{ email: 'olivia.bennett@verdantlabs.com' }]);
    expect(app.screen.queryByText('Forgot QR?')).not.toBeInTheDocument();
  });
});

describe("the authenticator's secret", () => {
  const KEPT_SECRET = 'JBSWY3DPEHPK3PXP';

  it('is in no storage and not in the session after each sign-in step, from the login answer to the code', async () => {
    server.use(
      http.post('*/auth/login', () => {
        const base = getLoginResponseMock();
        return HttpResponse.json({ ...base, data: { ...base.data, authenticator_secret: KEPT_SECRET } });
      }),
    );
    const verified = record('post', '*/auth/verify-authenticator-otp', () =>
      HttpResponse.json(getVerifyOtpResponseMock()),
    );
    const app = await renderWithProviders('/login');
    await app.user.type(app.screen.getByLabelText('Email'), 'olivia.bennett@verdantlabs.com');
    await app.user.type(app.screen.getByLabelText('Password'), 'Harvest-Morning-42');
    await app.user.click(app.screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(app.location().pathname).toBe('/verify-otp'));
    expect(storedEverywhere()).not.toContain(KEPT_SECRET);
    expect(JSON.stringify(app.session.getState())).not.toContain(KEPT_SECRET);
    // The login said there is an authenticator: the step verifies by email, with no secret of its own.
    expect(await app.screen.findByText('Enter the code from your authenticator app.')).toBeInTheDocument();
    await app.user.type(app.screen.getByLabelText('Verification code'), '730164');
    await app.user.click(app.screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(app.location().pathname).toBe('/'));
    expect(verified).toEqual([
      { email_address: 'olivia.bennett@verdantlabs.com', token: '730164', remember_me: false },
    ]);
    expect(storedEverywhere()).not.toContain(KEPT_SECRET);
    expect(JSON.stringify(app.session.getState())).not.toContain(KEPT_SECRET);
  });

  it('kept by an older visit is dropped when the session is read', async () => {
    signedInBeforeOtp(KEPT_SECRET);
    const app = await renderWithProviders('/verify-otp');
    expect(await app.screen.findByText('Enter the code from your authenticator app.')).toBeInTheDocument();
    expect(JSON.stringify(app.session.getState())).not.toContain(KEPT_SECRET);
  });
});
