import { MIB, type FileRule } from '@/lib/file-rules';
import { isBlank } from '@/lib/input/text';
import { isEmail } from '@/lib/validators';

/** Organization creation (second document, section 5) and its success toast (section 8). */
export const ADD_ORGANIZATION_MESSAGES = {
  name: 'Name is a required field.',
  logo: 'Organization logo is a required field.',
  logoType: 'The file type you have uploaded is not valid. Only image file type is valid for organization logo.',
  logoSize: 'File size must be less than or equal to 15 MB.',
  email: 'Please enter a valid email address.',
  added: 'Add organization successful',
} as const;

/** The logo: an image, at most 15 MB (15728640 bytes, section 9). */
export const ORGANIZATION_LOGO_RULE: FileRule = {
  extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg'],
  typeMessage: ADD_ORGANIZATION_MESSAGES.logoType,
  maxBytes: 15 * MIB,
  sizeMessage: ADD_ORGANIZATION_MESSAGES.logoSize,
};

export interface AddOrganizationValues {
  name: string;
  email: string;
  logo: File | null;
}

export const addOrganizationValidation = {
  name: (value: string) => (isBlank(value) ? ADD_ORGANIZATION_MESSAGES.name : null),
  email: (value: string) => (!isBlank(value) && !isEmail(value) ? ADD_ORGANIZATION_MESSAGES.email : null),
  logo: (value: File | null) => (value ? null : ADD_ORGANIZATION_MESSAGES.logo),
};

/** Inviting an organization: its toast (section 8); the required email's words are ours (the spec gives none). */
export const INVITE_MESSAGES = {
  name: ADD_ORGANIZATION_MESSAGES.name,
  emailRequired: 'Email is a required field.',
  email: ADD_ORGANIZATION_MESSAGES.email,
  invited: 'Organization Invited successful',
} as const;

export function inviteErrors(values: { name: string; email: string }): Partial<Record<'name' | 'email', string>> {
  const errors: Partial<Record<'name' | 'email', string>> = {};
  if (isBlank(values.name)) errors.name = INVITE_MESSAGES.name;
  if (isBlank(values.email)) errors.email = INVITE_MESSAGES.emailRequired;
  else if (!isEmail(values.email)) errors.email = INVITE_MESSAGES.email;
  return errors;
}
