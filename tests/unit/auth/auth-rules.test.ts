import { describe, expect, it } from 'vitest';
import { findOperation } from '@/api/operations';
import { ApiError } from '@/api/api-error';
import { signInFailure } from '@/features/auth/login-rules';
import { otpauthUrl, otpInput, otpMode, otpSucceeded } from '@/features/auth/otp-rules';
import { canUpdatePassword } from '@/features/auth/update-password-rules';
import { registerValidation, thanksMessage } from '@/features/auth/register-rules';
import { ssoRequest } from '@/features/auth/use-sso-sign-in';
import { profileValidation } from '@/features/profile/profile-rules';

describe('two-factor rules', () => {
  it('setup mode without a secret, verify mode with one', () => {
    expect(otpMode({ authenticator_set: false })).toBe('setup');
    expect(otpMode(null)).toBe('setup');
    expect(otpMode({ authenticator_set: true })).toBe('verify');
  });
  it('succeeds only on status "1"', () => {
    expect(otpSucceeded({ status: '1' })).toBe(true);
    expect(otpSucceeded({ status: '0' })).toBe(false);
    expect(otpSucceeded({ status: 1 })).toBe(false);
    expect(otpSucceeded(undefined)).toBe(false);
  });
  it('keeps six digits and builds the otpauth URI', () => {
    expect(otpInput('12a34 5678')).toBe('123456');
    expect(otpauthUrl('o@v.com', 'ABC')).toBe(
      'otpauth://totp/Producer%20Portal%3Ao%40v.com?secret=ABC&issuer=Producer%20Portal',
    );
  });
});

describe('update password', () => {
  it('is enabled only with all three, 10 characters, and a matching confirmation', () => {
    expect(canUpdatePassword({ current: '', next: 'Harvest-Morning-42', confirm: 'Harvest-Morning-42' })).toBe(false);
    expect(canUpdatePassword({ current: 'tmp', next: '123456789', confirm: '123456789' })).toBe(false);
    expect(canUpdatePassword({ current: 'tmp', next: 'Harvest-Morning-42', confirm: 'Harvest-Morning-4' })).toBe(false);
    expect(canUpdatePassword({ current: 'tmp', next: 'Harvest-Morning-42', confirm: 'Harvest-Morning-42' })).toBe(true);
  });
});

describe('sign-up and profile checks', () => {
  it('register messages', () => {
    expect(registerValidation.name_first(' ')).toBe('Please enter a value');
    expect(registerValidation.phone_mobile('12')).toBe('Please enter valid Phone No.');
    expect(registerValidation.email_address('x@')).toBe('Please enter vaild email address');
    expect(thanksMessage('Elena')).toBe(
      'Thanks for signing up Elena. One of our team members will reach out to you shortly!',
    );
  });
  it('profile messages', () => {
    expect(profileValidation.name_first('')).toBe('Please enter first name.');
    expect(profileValidation.name_last('')).toBe('Please enter last name.');
    expect(profileValidation.email_address('')).toBe('Please enter email address.');
    expect(profileValidation.email_address('olivia@')).toBe('Please enter a valid email address.');
    expect(profileValidation.phone('')).toBe('Please enter phone number.');
    expect(profileValidation.phone('12-3')).toBe('Please enter vaild Phone No.');
    expect(profileValidation.phone('602-555-0148')).toBeNull();
  });
});

describe('single sign-on request', () => {
  it('maps the user-info claims, or the email alone for the developer login', () => {
    expect(ssoRequest('microsoft', { email: 'm@v.com', given_name: 'M', family_name: 'R' })).toEqual({
      email_address: 'm@v.com',
      name_first: 'M',
      name_last: 'R',
      is_google_login: false,
      is_microsoft_login: true,
      is_sso_login: true,
    });
    expect(ssoRequest(null, { email: 'm@v.com' })).toEqual({ email_address: 'm@v.com' });
  });
});

describe('third-party operations', () => {
  it('are documented under /ext/<service>', () => {
    expect(findOperation('GET', '/ext/breached-password/range/01B30')?.id).toBe('breached-password_getPasswordRange');
  });
});

describe('a failed sign-in says one thing', () => {
  const failed = (httpStatus: number, kind: 'http' | 'network' = 'http') =>
    new ApiError({
      kind,
      operation: 'login',
      httpStatus,
      serverMessage: 'Invalid email or password',
      publicCall: true,
    });

  it('shows under the button only what the screen handles itself (401, 500, a body failure)', () => {
    expect(signInFailure(failed(401))).toBe('Invalid email or password');
  });

  it('leaves a refused request (422), a 403 and a lost connection to the error policy alone', () => {
    expect(signInFailure(failed(422))).toBeNull();
    expect(signInFailure(failed(403))).toBeNull();
    expect(signInFailure(failed(0, 'network'))).toBeNull();
  });
});
