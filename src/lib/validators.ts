/** A standard email pattern: something@domain.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** Phone-like: digits and hyphens only, at least 7 digits. */
export function isPhone(value: string): boolean {
  return /^[\d-]+$/.test(value) && value.replace(/-/g, '').length >= 7;
}

/** A form field's rule: the `required` message when blank, the `invalid` one when `valid` says no, else null. */
export function fieldRule(required: string, valid?: (value: string) => boolean, invalid: string = required) {
  return (value: string): string | null => (!value.trim() ? required : valid && !valid(value) ? invalid : null);
}

/** What the phone inputs keep of what is typed: digits and hyphens. */
export function phoneInput(value: string): string {
  return value.replace(/[^\d-]/g, '');
}
