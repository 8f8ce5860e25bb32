import { describe, expect, it } from 'vitest';
import { formatDate, formatLimit, formatMoney } from '@/lib/format';
import { fieldRule, isEmail, isPhone, phoneInput } from '@/lib/validators';

describe('formatting', () => {
  it('writes dates MM/DD/YYYY', () => {
    expect(formatDate('2026-02-09T15:00:00.000Z')).toBe('02/09/2026');
    expect(formatDate('not a date')).toBe('');
  });
  it('divides minor units by 100', () => {
    expect(formatMoney(4900)).toBe('$49.00');
    expect(formatMoney(0)).toBe('$0.00');
  });
  it('shortens big limits and says Unlimited for -1', () => {
    expect(formatLimit(-1)).toBe('Unlimited');
    expect(formatLimit(250)).toBe('250');
    expect(formatLimit(1500)).toBe('1.5k');
    expect(formatLimit(2_000_000)).toBe('2m');
    expect(formatLimit(3_000_000_000)).toBe('3b');
    expect(formatLimit(4_000_000_000_000)).toBe('4t');
  });
});

describe('validators', () => {
  it('accepts standard emails only', () => {
    expect(isEmail('olivia.bennett@verdantlabs.com')).toBe(true);
    expect(isEmail('olivia@localhost')).toBe(false);
    expect(isEmail('no at sign')).toBe(false);
  });
  it('keeps a phone as it is written in phone inputs, letters dropped', () => {
    expect(phoneInput('(602) 555-0148 ext')).toBe('(602) 555-0148 ');
    expect(isPhone('602-555-0148')).toBe(true);
    expect(isPhone('555')).toBe(false);
  });
  it('a field rule asks for a value first, then checks its format', () => {
    const email = fieldRule('Email cannot be empty.', isEmail, 'Please enter a valid email address.');
    expect(email('  ')).toBe('Email cannot be empty.');
    expect(email('olivia@')).toBe('Please enter a valid email address.');
    expect(email('olivia.bennett@verdantlabs.com')).toBeNull();
    expect(fieldRule('Please enter a value')('x')).toBeNull();
  });
});
