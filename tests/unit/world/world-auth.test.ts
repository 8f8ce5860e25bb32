import { describe, expect, it } from 'vitest';
import { passwordsOf } from '~mocks/world/model/rules/auth';
import { codeOf, currentCodes } from '~mocks/world/model/rules/auth-otp';
import { mailsOf } from '~mocks/world/model/rules/outbox';
import { OLIVIA, PASSWORDS, SUNFIELD, VERDANT, NORTHWIND_OLIVIA } from '../../../test-support/example-world';
import { callWorld, callWorldKept, control, freshWorld } from '../../utils/world-call';

/**
 * Sign-in by the contract, from state (docs/world/auth.md): a known email signs in only with its own password, a
 * deleted individual is refused, an unknown email still signs in the easy way; the reset's temporary password is
 * mailed; the code step checks the current TOTP of a stored secret.
 */
const OLIVIA_EMAIL = 'olivia.bennett@verdantlabs.com';
const MARCUS = 'IND9R3T6WX';
const MARCUS_EMAIL = 'marcus.reed@verdantlabs.com';

const login = (key: string, email_address: string, password: string) =>
  callWorld('login', { email_address, password }, { world: key });

/** A six-digit code that is not the secret's code now nor one step either side. */
function wrongCodeFor(secret: string): string {
  const now = codeOf(secret);
  return now === '000000' ? '111111' : '000000';
}

describe('sign-in by the contract', () => {
  it('a known individual signs in with its own password; a wrong one is the documented 401', async () => {
    freshWorld('a-pw');
    const right = await login('a-pw', OLIVIA_EMAIL, PASSWORDS.olivia);
    expect(right).toMatchObject({ status: 200, breaches: [], body: { status: '1', data: { id: OLIVIA } } });
    const daniel = await login('a-pw', 'daniel.okafor@sunfieldapothecary.com', PASSWORDS.daniel);
    expect(daniel.body.data).toMatchObject({ id: 'IND6D3K8SW', organization_id: SUNFIELD });
    const wrong = await login('a-pw', OLIVIA_EMAIL, 'Not-Her-Password-1');
    expect(wrong).toMatchObject({ status: 401, breaches: [] });
    expect(wrong.body).toEqual({ statusCode: 401, message: 'Invalid email or password', error: 'Unauthorized' });
    // Another person's password is no better.
    expect((await login('a-pw', OLIVIA_EMAIL, PASSWORDS.daniel)).status).toBe(401);
  });

  it('an unknown email signs in as the scenario’s individual with any password', async () => {
    const world = freshWorld('a-easy');
    const anyone = await login('a-easy', 'someone@example.com', 'whatever-it-is');
    expect(anyone).toMatchObject({
      status: 200,
      breaches: [],
      body: { data: { id: OLIVIA, organization_id: VERDANT } },
    });
    expect(world.individualId).toBe(OLIVIA);
  });

  it('a user deleted on /organization no longer signs in: the documented 401, not the default individual', async () => {
    const world = freshWorld('a-del');
    expect((await login('a-del', MARCUS_EMAIL, PASSWORDS.marcus)).body.data.id).toBe(MARCUS);
    const deleted = await callWorld(
      'deleteOrganizationUser',
      { id: MARCUS, organization_id: VERDANT, subscription: 'tracer' },
      { world: 'a-del' },
    );
    expect(deleted.status).toBe(200);
    const again = await login('a-del', MARCUS_EMAIL, PASSWORDS.marcus);
    expect(again).toMatchObject({ status: 401, breaches: [], body: { message: 'Invalid email or password' } });
    expect((await login('a-del', MARCUS_EMAIL, 'any-password-at-all')).status).toBe(401);
    expect(passwordsOf(world)[MARCUS_EMAIL]).toBeUndefined();
  });

  it('a deleted individual marked so is refused too (sign-in and single sign-on)', async () => {
    const world = freshWorld('a-mark');
    world.individuals.patch(MARCUS, { status: 'deleted', active: false });
    expect((await login('a-mark', MARCUS_EMAIL, PASSWORDS.marcus)).status).toBe(401);
    const sso = await callWorld('ssoLogin', { email_address: MARCUS_EMAIL }, { world: 'a-mark' });
    expect(sso).toMatchObject({ status: 401, body: { message: 'No account is registered with this email address' } });
  });

  it('opens a session for the token the sign-in answered (login, single sign-on, login-as)', async () => {
    const world = freshWorld('a-ses');
    const signed = await login('a-ses', OLIVIA_EMAIL, PASSWORDS.olivia);
    const token = signed.body.data.access_token as string;
    expect(world.sessions.get(token)).toMatchObject({ individual_id: OLIVIA, remember: false });
    expect(Date.now() - Date.parse(world.sessions.get(token)!.issued_at)).toBeLessThan(60_000);
    const switched = await callWorld('loginAs', { individual_id: NORTHWIND_OLIVIA }, { world: 'a-ses' });
    expect(world.sessions.get(switched.body.data.access_token)).toMatchObject({ individual_id: NORTHWIND_OLIVIA });
    const sso = await callWorld('ssoLogin', { email_address: MARCUS_EMAIL }, { world: 'a-ses' });
    expect(world.sessions.get(sso.body.data.access_token)).toMatchObject({ individual_id: MARCUS });
  });

  it('lists each known person’s password by email (the World tab)', () => {
    const passwords = passwordsOf(freshWorld('a-list'));
    expect(passwords).toMatchObject({
      [OLIVIA_EMAIL]: PASSWORDS.olivia,
      'daniel.okafor@sunfieldapothecary.com': PASSWORDS.daniel,
      'jonah.whitfield@copperleafbotanics.com': PASSWORDS.jonah,
      'amara.lindqvist@bluestemwellness.com': PASSWORDS.amara,
      [MARCUS_EMAIL]: PASSWORDS.marcus,
      'priya.natarajan@verdantlabs.com': PASSWORDS.priya,
    });
  });
});

describe('the temporary password', () => {
  it('forgot → mailed → signs in to the forced change → changed → the new one signs in, the temporary one no longer', async () => {
    const world = freshWorld('a-tmp');
    const call = callWorldKept('a-tmp');
    const forgot = await call('forgotPassword', { email_address: OLIVIA_EMAIL });
    expect(forgot.body).toEqual({
      status: '1',
      message: 'We have sent a password reset email to olivia.bennett@verdantlabs.com',
    });
    const [mailed] = mailsOf(world);
    expect(mailed).toMatchObject({ to: OLIVIA_EMAIL, subject: 'Your temporary password' });
    const temporary = mailed!.password!;
    expect(temporary).toMatch(/^Tmp-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}$/);
    expect(mailed!.text).toContain(temporary);

    // The old password now answers the spec's 403: sign in with the temporary one.
    const old = await login('a-tmp', OLIVIA_EMAIL, PASSWORDS.olivia);
    expect(old).toMatchObject({ status: 403, breaches: [] });
    expect(old.body).toEqual({ statusCode: 403, message: 'Please enter new password', error: 'Forbidden' });
    // The temporary one signs in, marked so: the portal goes to /update-password.
    const withTemporary = await login('a-tmp', OLIVIA_EMAIL, temporary);
    expect(withTemporary).toMatchObject({ status: 200, breaches: [], body: { data: { temporary_password: true } } });

    const changed = await call('changePassword', {
      email_address: OLIVIA_EMAIL,
      old_password: temporary,
      new_password: 'Evening-Harvest-24',
    });
    expect(changed.body).toEqual({ status: '1', message: 'Password changed successfully' });
    const fresh = await login('a-tmp', OLIVIA_EMAIL, 'Evening-Harvest-24');
    expect(fresh).toMatchObject({ status: 200, body: { data: { id: OLIVIA, temporary_password: false } } });
    const stale = await login('a-tmp', OLIVIA_EMAIL, temporary);
    expect(stale).toMatchObject({ status: 401, body: { message: 'Invalid email or password' } });
  });

  it('reset-password mails one too; an unknown address is the documented 400 and mails nothing', async () => {
    const world = freshWorld('a-reset');
    const call = callWorldKept('a-reset');
    const reset = await call('resetPassword', { email_address: MARCUS_EMAIL });
    expect(reset.body).toEqual({ status: '1', message: 'A temporary password has been sent to your email address' });
    expect(mailsOf(world)[0]).toMatchObject({ to: MARCUS_EMAIL });
    expect(world.individuals.get(MARCUS)).toMatchObject({ temporary_password: true });
    const unknown = await call('forgotPassword', { email_address: 'nobody@example.com' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      statusCode: 400,
      message: 'No account is registered with this email address',
      error: 'Bad Request',
    });
    expect((await call('resetPassword', { email_address: 'nobody@example.com' })).status).toBe(400);
    expect(mailsOf(world)).toHaveLength(1);
  });
});

describe('two-factor from state', () => {
  const OLIVIA_SECRET = 'JBSWY3DPEHPK3PXP';

  it('after a sign-in by her own email, a wrong code is otpFailed and the current TOTP verifies', async () => {
    const world = freshWorld('a-otp');
    const call = callWorldKept('a-otp');
    await login('a-otp', OLIVIA_EMAIL, PASSWORDS.olivia);
    const wrong = await call('verifyAuthenticatorOtp', {
      email_address: OLIVIA_EMAIL,
      token: wrongCodeFor(OLIVIA_SECRET),
    });
    expect(wrong.body).toEqual({ status: '0', message: 'Invalid OTP, please try again', data: null });
    const code = currentCodes(world)[OLIVIA_EMAIL]!;
    expect(code).toMatch(/^\d{6}$/);
    const right = await call('verifyAuthenticatorOtp', { email_address: OLIVIA_EMAIL, token: code });
    expect(right.body).toEqual({ status: '1', message: 'OTP verified successfully' });
  });

  it('Remember me chosen at the code keeps the session 7 days; without it the session ends after 6 hours', async () => {
    const world = freshWorld('a-rem');
    const signIn = async (remember_me: boolean) => {
      const token = (await login('a-rem', OLIVIA_EMAIL, PASSWORDS.olivia)).body.data.access_token as string;
      const code = currentCodes(world)[OLIVIA_EMAIL]!;
      const verified = await callWorld(
        'verifyAuthenticatorOtp',
        { email_address: OLIVIA_EMAIL, token: code, remember_me },
        { world: 'a-rem', token },
      );
      expect(verified.body.status).toBe('1');
      return token;
    };
    const read = (token: string) =>
      callWorld('getOrganization', { organization_id: VERDANT }, { world: 'a-rem', token });
    const plain = await signIn(false);
    await control('POST', 'clock', 'a-rem', { advance: '7h' });
    expect((await read(plain)).status).toBe(401);
    // Signed in again, with Remember me: the session opened anew lasts past 6 hours, until 7 days.
    const remembered = await signIn(true);
    await control('POST', 'clock', 'a-rem', { advance: '7h' });
    expect((await read(remembered)).status).toBe(200);
    await control('POST', 'clock', 'a-rem', { advance: '7d' });
    expect((await read(remembered)).body.message).toBe('Please login to access this resource');
  });

  it('generates a real base32 secret and its otpauth URI; Regenerate makes a new one, stored once verified', async () => {
    const world = freshWorld('a-gen');
    const call = callWorldKept('a-gen');
    await login('a-gen', OLIVIA_EMAIL, PASSWORDS.olivia);
    const first = await call('generateTwoFactor', { email: OLIVIA_EMAIL });
    const { secret, qrCode } = first.body.data as { secret: string; qrCode: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(qrCode).toMatch(/^otpauth:\/\/totp\//);
    expect(qrCode).toContain(`secret=${secret}`);
    const second = await call('generateTwoFactor', { email: OLIVIA_EMAIL });
    expect(second.body.data.secret).not.toBe(secret);

    // She has a secret stored: the new one's code must be its current TOTP.
    const refused = await call('verifyOtp', { token: wrongCodeFor(secret), secret });
    expect(refused.body).toMatchObject({ status: '0', message: 'Invalid OTP, please try again' });
    expect(world.individuals.get(OLIVIA)?.authenticator_secret).toBe(OLIVIA_SECRET);
    const set = await call('verifyOtp', { token: codeOf(secret), secret });
    expect(set.body).toEqual({ status: '1', message: 'OTP verified successfully' });
    expect(world.individuals.get(OLIVIA)?.authenticator_secret).toBe(secret);
    // Every identity of the address has it; the old secret's code no longer verifies.
    expect(world.individuals.get(NORTHWIND_OLIVIA)?.authenticator_secret).toBe(secret);
    expect(currentCodes(world)[OLIVIA_EMAIL]).toBe(codeOf(secret));
    const stale = codeOf(OLIVIA_SECRET);
    if (stale !== codeOf(secret)) {
      const old = await call('verifyAuthenticatorOtp', { email_address: OLIVIA_EMAIL, token: stale });
      expect(old.body.status).toBe('0');
    }
    // The next sign-in answers the stored secret (verify mode).
    const again = await login('a-gen', OLIVIA_EMAIL, PASSWORDS.olivia);
    expect(again.body.data.authenticator_secret).toBe(secret);
  });

  it('a first set-up (no secret yet) takes any six digits and stores the secret', async () => {
    const world = freshWorld('a-first');
    const call = callWorldKept('a-first');
    world.individuals.patch(MARCUS, { authenticator_secret: null });
    await login('a-first', MARCUS_EMAIL, PASSWORDS.marcus);
    const { secret } = (await call('generateTwoFactor', { email: MARCUS_EMAIL })).body.data as { secret: string };
    const set = await call('verifyOtp', { token: '492817', secret });
    expect(set.body.status).toBe('1');
    expect(world.individuals.get(MARCUS)?.authenticator_secret).toBe(secret);
    expect(currentCodes(world)[MARCUS_EMAIL]).toBe(codeOf(secret));
    const wrong = await call('verifyAuthenticatorOtp', { email_address: MARCUS_EMAIL, token: wrongCodeFor(secret) });
    expect(wrong.body.status).toBe('0');
  });

  it('the easy sign-in (an unknown email) keeps any six digits, also for a stored secret', async () => {
    freshWorld('a-easy-otp');
    const call = callWorldKept('a-easy-otp');
    await login('a-easy-otp', 'someone@example.com', 'whatever-it-is');
    const stored = await call('verifyAuthenticatorOtp', {
      email_address: OLIVIA_EMAIL,
      token: wrongCodeFor(OLIVIA_SECRET),
    });
    expect(stored.body).toEqual({ status: '1', message: 'OTP verified successfully' });
    const { secret } = (await call('generateTwoFactor', { email: OLIVIA_EMAIL })).body.data as { secret: string };
    expect((await call('verifyOtp', { token: wrongCodeFor(secret), secret })).body.status).toBe('1');
    // Signed in by her own email afterwards, the code is checked again.
    await login('a-easy-otp', OLIVIA_EMAIL, PASSWORDS.olivia);
    const checked = await call('verifyAuthenticatorOtp', { email_address: OLIVIA_EMAIL, token: wrongCodeFor(secret) });
    expect(checked.body.status).toBe('0');
  });

  it('resend-otp mails the individual a code that verifies', async () => {
    const world = freshWorld('a-resend');
    const call = callWorldKept('a-resend');
    await login('a-resend', OLIVIA_EMAIL, PASSWORDS.olivia);
    const sent = await call('resendOtp', { email_address: OLIVIA_EMAIL });
    expect(sent.body).toEqual({ status: '1', message: 'OTP has been sent to your email address' });
    const [mailed] = mailsOf(world);
    expect(mailed).toMatchObject({ to: OLIVIA_EMAIL, subject: 'Your one-time code' });
    expect(mailed!.code).toMatch(/^\d{6}$/);
    expect(mailed!.text).toContain(mailed!.code);
    const verified = await call('verifyAuthenticatorOtp', { email_address: OLIVIA_EMAIL, token: mailed!.code! });
    expect(verified.body.status).toBe('1');
    await call('resendOtp', { email_address: 'nobody@example.com' });
    expect(mailsOf(world)).toHaveLength(1);
  });
});
