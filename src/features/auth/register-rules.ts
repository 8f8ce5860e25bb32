import { fieldRule, isEmail, isPhone } from '@/lib/validators';
import { passwordProblem } from '@/lib/password';

/** The lead-capture sign-up's checks (the registration step-0 messages of section 5) and its thanks. */
export const REGISTER_MESSAGES = {
  required: 'Please enter a value',
  phone: 'Please enter valid Phone No.',
  email: 'Please enter vaild email address',
} as const;

export interface RegisterValues {
  name_first: string;
  name_middle: string;
  name_last: string;
  phone_mobile: string;
  email_address: string;
  password: string;
}

export const registerValidation = {
  name_first: fieldRule(REGISTER_MESSAGES.required),
  name_last: fieldRule(REGISTER_MESSAGES.required),
  phone_mobile: fieldRule(REGISTER_MESSAGES.required, isPhone, REGISTER_MESSAGES.phone),
  email_address: fieldRule(REGISTER_MESSAGES.required, isEmail, REGISTER_MESSAGES.email),
  password: (v: string) => passwordProblem(v),
};

export function thanksMessage(name: string): string {
  return `Thanks for signing up ${name}. One of our team members will reach out to you shortly!`;
}
