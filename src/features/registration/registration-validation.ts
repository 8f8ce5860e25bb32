import { domainFromInput, isBlank } from '@/lib/input/text';
import { fieldRule, isEmail, isPhone } from '@/lib/validators';
import type { AccountValues, OrganizationValues } from './registration-fields';
import { REGISTRATION_MESSAGES } from './registration-messages';

/** Step 0's field rules (the password's are the identity screens' own, checked on submit). */
export const accountValidation = {
  name_first: fieldRule(REGISTRATION_MESSAGES.required),
  name_last: fieldRule(REGISTRATION_MESSAGES.required),
  phone: fieldRule(REGISTRATION_MESSAGES.required, isPhone, REGISTRATION_MESSAGES.phone),
  email_address: fieldRule(REGISTRATION_MESSAGES.required, isEmail, REGISTRATION_MESSAGES.email),
};

/** The sign-on buttons need these four filled and valid. */
export function accountDetailsReady(values: AccountValues): boolean {
  return (Object.keys(accountValidation) as (keyof typeof accountValidation)[]).every(
    (key) => accountValidation[key](values[key]) === null,
  );
}

/** Continue needs a name, a domain (trimmed) and a logo: a file, or the logo already saved. */
export function organizationReady(values: OrganizationValues, file: File | null, logoUrl: string | null): boolean {
  return Boolean(!isBlank(values.organization_name) && domainFromInput(values.domain_name) && (file || logoUrl));
}
