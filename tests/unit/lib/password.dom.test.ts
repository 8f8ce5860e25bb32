import { describe, expect, it } from 'vitest';
import { server } from '~mocks/node';
import {
  getGetPasswordRangeMockHandler200,
  getGetPasswordRangeMockHandler503,
} from '@/api/generated/third-party/breached-password/hooks/range/range.msw';
import { getPasswordRange } from '@/api/generated/third-party/breached-password/hooks/range/range';
import { checkPassword, isBreached, PASSWORD_MESSAGES, passwordProblem, sha1Hex } from '@/lib/password';

const lookup = (prefix: string) => getPasswordRange(prefix);

describe('password rules', () => {
  it('requires a password of at least 10 characters, equal to its confirmation', () => {
    expect(passwordProblem('')).toBe(PASSWORD_MESSAGES.required);
    expect(passwordProblem('123456789')).toBe('Password must be 10 characters long.');
    expect(passwordProblem('1234567890')).toBeNull();
    expect(passwordProblem('Harvest-Morning-42', 'Harvest-Morning-43')).toBe(
      'Your password and confirmation password do not match.',
    );
    expect(passwordProblem('Harvest-Morning-42', 'Harvest-Morning-42')).toBeNull();
  });

  it('digests with SHA-1 in upper-case hex', async () => {
    expect(await sha1Hex('1234567890')).toBe('01B307ACBA4F54F55AAFC33BB06BBBF6CA803E9A');
  });

  it('sends only the 5-character prefix and finds a breached suffix locally', async () => {
    const prefixes: string[] = [];
    const breached = await isBreached('1234567890', async (prefix) => {
      prefixes.push(prefix);
      return '7ACBA4F54F55AAFC33BB06BBBF6CA803E9A:3230540\r\n01331EEA588947ED0F6BBCD4C03EDCBB92E:1';
    });
    expect(prefixes).toEqual(['01B30']);
    expect(breached).toBe(true);
  });

  it('ignores padding lines of count 0', async () => {
    expect(await isBreached('1234567890', async () => '7ACBA4F54F55AAFC33BB06BBBF6CA803E9A:0')).toBe(false);
  });

  it('through the range service: breached, clean, and a failed lookup counts as breached', async () => {
    server.use(getGetPasswordRangeMockHandler200());
    expect(await checkPassword('1234567890', undefined, lookup)).toBe(
      'The password you chose is commonly used. Please try another password',
    );
    expect(await checkPassword('Harvest-Morning-42', 'Harvest-Morning-42', lookup)).toBeNull();
    server.use(getGetPasswordRangeMockHandler503());
    expect(await checkPassword('Harvest-Morning-42', 'Harvest-Morning-42', lookup)).toBe(PASSWORD_MESSAGES.breached);
  });

  it('checks the local rules before asking the service', async () => {
    let asked = false;
    const spy = async () => ((asked = true), '');
    expect(await checkPassword('short', undefined, spy)).toBe(PASSWORD_MESSAGES.tooShort);
    expect(asked).toBe(false);
  });
});

describe('the breached-password check offline', () => {
  const failing = () => Promise.reject(new Error('no network'));

  it('still refuses the password, but says the check could not be made', async () => {
    expect(await checkPassword('Harvest-Morning-42', undefined, failing, () => true)).toBe(PASSWORD_MESSAGES.unchecked);
  });

  it('online, a failed lookup counts as breached, as the spec says', async () => {
    expect(await checkPassword('Harvest-Morning-42', undefined, failing, () => false)).toBe(PASSWORD_MESSAGES.breached);
  });
});
