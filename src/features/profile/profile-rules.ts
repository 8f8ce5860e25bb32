import { fieldRule, isEmail, isPhone } from '@/lib/validators';

/** The profile's messages (section 5, Profile; section 8 success toast). */
export const PROFILE_MESSAGES = {
  firstName: 'Please enter first name.',
  lastName: 'Please enter last name.',
  email: 'Please enter email address.',
  emailInvalid: 'Please enter a valid email address.',
  phone: 'Please enter phone number.',
  phoneInvalid: 'Please enter vaild Phone No.',
  summary: 'Please fill out the required fields.',
  saved: 'Your Profile details has been successfully updated.',
} as const;

export interface ProfileValues {
  name_first: string;
  name_middle: string;
  name_last: string;
  email_address: string;
  phone: string;
}

export const profileValidation = {
  name_first: fieldRule(PROFILE_MESSAGES.firstName),
  name_last: fieldRule(PROFILE_MESSAGES.lastName),
  email_address: fieldRule(PROFILE_MESSAGES.email, isEmail, PROFILE_MESSAGES.emailInvalid),
  phone: fieldRule(PROFILE_MESSAGES.phone, isPhone, PROFILE_MESSAGES.phoneInvalid),
};

export function profileValues(p: {
  name_first: string;
  name_middle?: string | null;
  name_last: string;
  email_address: string;
  phone?: string | null;
}): ProfileValues {
  return {
    name_first: p.name_first,
    name_middle: p.name_middle ?? '',
    name_last: p.name_last,
    email_address: p.email_address,
    phone: p.phone ?? '',
  };
}
