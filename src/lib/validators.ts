import { cleanText, isBlank, normalizeIdentifier } from './input/text';

/**
 * The email rule of every form, identical to the contract's `format: email` as Prism and the backend's
 * validator check it (ajv-formats, full mode): an ASCII local part of letters, digits and
 * !#$%&'*+/=?^_`{|}~- in dot-separated runs, @, and a domain of dot-separated labels (at least one dot),
 * each of letters, digits and inner hyphens. Anything else (an emoji, Arabic letters, quotes) is refused
 * before anything is sent. tests/contract/email-rule.test.ts checks it against ajv-formats itself.
 */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** The longest text each kind of field takes (the `maxLength` of its input). */
export const MAX_LENGTH = {
  name: 100,
  /** RFC 5321's longest address. */
  email: 254,
  phone: 20,
  password: 128,
  text: 500,
} as const;

export function isEmail(value: string): boolean {
  const email = cleanText(value);
  return email.length <= MAX_LENGTH.email && EMAIL.test(email);
}

/**
 * Phone-like: a number as people write it (digits with hyphens, spaces, parentheses, dots, a leading plus), at least
 * 7 digits. What is sent is `contractPhone` of it: digits and hyphens only, as the contract's pattern wants.
 */
export function isPhone(value: string): boolean {
  return /^\+?[\d\- ().]+$/.test(phoneText(value).trim()) && contractPhone(value).replace(/-/g, '').length >= 7;
}

/**
 * A form field's rule: the `required` message when blank (only white space or invisible characters: zero-width
 * spaces, NBSP, BOM; see `isBlank`), the `invalid` one when `valid` says no, else null.
 */
export function fieldRule(required: string, valid?: (value: string) => boolean, invalid: string = required) {
  return (value: string): string | null => (isBlank(value) ? required : valid && !valid(value) ? invalid : null);
}

const DECIMAL_DIGIT = /\p{Nd}/u;

/**
 * Digits of any script (Arabic-Indic ٠١٢, Extended Arabic-Indic ۰۱۲, Devanagari ०१२, full-width ０１２, …)
 * as ASCII digits, and the dash look-alikes (‐ ‑ ‒ – — − －) as hyphens. Unicode keeps every script's
 * digits in runs of ten from zero, so a digit's value is its distance from the start of its run, modulo 10.
 */
export function asciiDigits(value: string): string {
  return value.replace(/[\u2010-\u2015\u2212\uFE63\uFF0D]/g, '-').replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0) ?? 48;
    let start = code;
    while (DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start -= 1;
    return String((code - start) % 10);
  });
}

/** Digits of any script as ASCII, dash look-alikes as hyphens, any white space (NBSP, tabs) as one space. */
const phoneText = (value: string): string => asciiDigits(value).replace(/\s+/g, ' ');

/**
 * What the phone inputs keep of what is typed or pasted: the number as people write it, '(555) 010-4477',
 * '+1 555.010.4477' (digits of any script as ASCII digits, and the hyphens, spaces, parentheses, dots and plus signs
 * between them); letters and other signs ('ext', '#') are dropped.
 */
export function phoneInput(value: string): string {
  return phoneText(value).replace(/[^\d\- ().+]/g, '');
}

/**
 * A phone in the form the contract wants (`^[0-9-]+$`, section 5's "digits and hyphens only"): its runs of digits
 * joined by single hyphens, so '(555) 010-4477' is sent as '555-010-4477' and '+1 555 010 4477' as '1-555-010-4477'.
 */
export function contractPhone(value: string): string {
  return (asciiDigits(value).match(/\d+/g) ?? []).join('-');
}

/**
 * An identifier typed without spaces (a tracking id, a static batch number): spaces (NBSP included) and invisible
 * characters are stripped as they are typed, full-width forms read as plain ones (`normalizeIdentifier`).
 */
export const withoutSpaces = (value: string): string => normalizeIdentifier(value, 'tracking');
