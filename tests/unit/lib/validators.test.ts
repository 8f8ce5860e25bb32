import { describe, expect, it } from 'vitest';
import { asciiDigits, isPhone, phoneInput } from '@/lib/validators';

describe('phone fields', () => {
  it('turn digits of other scripts into ASCII digits before the digits-and-hyphens rule', () => {
    expect(phoneInput('٦٠٢-٥٥٥-٠١٤٨')).toBe('602-555-0148'); // Arabic-Indic
    expect(phoneInput('۶۰۲-۵۵۵-۰۱۴۸')).toBe('602-555-0148'); // Extended Arabic-Indic
    expect(phoneInput('६०२-५५५-०१४८')).toBe('602-555-0148'); // Devanagari
    expect(phoneInput('６０２－５５５－０１４８')).toBe('602-555-0148'); // full-width, full-width hyphen
    expect(phoneInput('𝟔𝟎𝟐–𝟓𝟓𝟓—𝟎𝟏𝟒𝟖')).toBe('602-555-0148'); // mathematical bold, en and em dashes
    expect(phoneInput('(602) 555 0148 ext')).toBe('6025550148');
    expect(isPhone(phoneInput('٦٠٢-٥٥٥-٠١٤٨'))).toBe(true);
  });

  it('leave ASCII as it is', () => {
    expect(asciiDigits('602-555-0148')).toBe('602-555-0148');
  });
});
