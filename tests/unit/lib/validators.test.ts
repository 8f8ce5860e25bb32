import { describe, expect, it } from 'vitest';
import { asciiDigits, contractPhone, isPhone, phoneInput } from '@/lib/validators';

describe('phone fields', () => {
  it('turn digits of other scripts into ASCII digits before the digits-and-hyphens rule', () => {
    expect(phoneInput('٦٠٢-٥٥٥-٠١٤٨')).toBe('602-555-0148'); // Arabic-Indic
    expect(phoneInput('۶۰۲-۵۵۵-۰۱۴۸')).toBe('602-555-0148'); // Extended Arabic-Indic
    expect(phoneInput('६०२-५५५-०१४८')).toBe('602-555-0148'); // Devanagari
    expect(phoneInput('６０２－５５５－０１４８')).toBe('602-555-0148'); // full-width, full-width hyphen
    expect(phoneInput('𝟔𝟎𝟐–𝟓𝟓𝟓—𝟎𝟏𝟒𝟖')).toBe('602-555-0148'); // mathematical bold, en and em dashes
    expect(isPhone(phoneInput('٦٠٢-٥٥٥-٠١٤٨'))).toBe(true);
  });

  it('keep a number as people write it, readable, and drop only what is no part of it', () => {
    expect(phoneInput('(555) 010-4477')).toBe('(555) 010-4477');
    expect(phoneInput('+1 555.010.4477')).toBe('+1 555.010.4477');
    expect(phoneInput('(602)\u00a0555\t0148 ext')).toBe('(602) 555 0148 ');
    expect(phoneInput('602-555-0148 #2')).toBe('602-555-0148 2');
  });

  it('send the digits-and-hyphens form the contract wants, its runs of digits joined by hyphens', () => {
    expect(contractPhone('(555) 010-4477')).toBe('555-010-4477');
    expect(contractPhone('+1 (555) 010 4477')).toBe('1-555-010-4477');
    expect(contractPhone('555.010.4477')).toBe('555-010-4477');
    expect(contractPhone('602-555-0148')).toBe('602-555-0148');
    expect(contractPhone('6025550148')).toBe('6025550148');
    expect(contractPhone(' 602 -- 555 ')).toBe('602-555');
    expect(contractPhone('٦٠٢ ٥٥٥ ٠١٤٨')).toBe('602-555-0148');
    for (const typed of ['(555) 010-4477', '+1 555.010.4477', '602-555-0148'])
      expect(contractPhone(typed)).toMatch(/^[0-9-]+$/);
  });

  it('accept a written number of at least 7 digits, nothing else', () => {
    expect(isPhone('(555) 010-4477')).toBe(true);
    expect(isPhone('+1 555.010.4477')).toBe(true);
    expect(isPhone('555-0100')).toBe(true);
    expect(isPhone('(555) 01')).toBe(false);
    expect(isPhone('555-010-4477 ext')).toBe(false);
    expect(isPhone('call me')).toBe(false);
    expect(isPhone('   ')).toBe(false);
  });

  it('leave ASCII as it is', () => {
    expect(asciiDigits('602-555-0148')).toBe('602-555-0148');
  });
});
