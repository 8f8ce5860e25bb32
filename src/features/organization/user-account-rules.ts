import type { OrganizationMember, SaveOrganizationUserRequest } from '@/api/generated/portal/model';
import { cleanText } from '@/lib/input/text';
import { PASSWORD_MESSAGES } from '@/lib/password';
import { contractPhone, fieldRule, isEmail, isPhone } from '@/lib/validators';

/** The user account's words: section 8 toasts and empty list; the field messages are registration's (section 5). */
export const USER_MESSAGES = {
  created: 'User Account has been Created.',
  updated: 'User Account has been Updated.',
  deleted: 'User Account has been successfully Delete.',
  empty: 'No User Accounts Found',
  confirmDelete: 'Are you sure you want to delete this user account?',
  required: 'Please enter a value',
  phone: 'Please enter valid Phone No.',
  email: 'Please enter vaild email address',
} as const;

/** The route value that means "create"; any other value is the id of the individual to edit. */
export const CREATE_USER = 'create-user-account';

export interface UserAccountValues {
  name_first: string;
  name_middle: string;
  name_last: string;
  phone: string;
  email_address: string;
  password: string;
}

export const userAccountValidation = {
  name_first: fieldRule(USER_MESSAGES.required),
  name_last: fieldRule(USER_MESSAGES.required),
  phone: fieldRule(USER_MESSAGES.required, isPhone, USER_MESSAGES.phone),
  email_address: fieldRule(USER_MESSAGES.required, isEmail, USER_MESSAGES.email),
};

/** Without a password the create form is not checked further (the password rules run on submit). */
export const passwordRequired = (value: string) => (value ? null : PASSWORD_MESSAGES.required);

export function userAccountValues(member?: OrganizationMember | null): UserAccountValues {
  return {
    name_first: member?.name_first ?? '',
    name_middle: member?.name_middle ?? '',
    name_last: member?.name_last ?? '',
    phone: member?.phone ?? '',
    email_address: member?.email_address ?? '',
    password: '',
  };
}

/** Everyone but the signed-in individual. */
export function otherMembers(members: readonly OrganizationMember[], selfId: string | undefined): OrganizationMember[] {
  return members.filter((m) => m.id !== selfId);
}

/** The body of integrant/create-edit-individuals: an empty id and the password on create, the id on edit. */
export function saveUserBody(input: {
  values: UserAccountValues;
  member: OrganizationMember | null;
  organizationId: string;
  individualId: string;
  subscription: SaveOrganizationUserRequest['subscription'] | null;
}): SaveOrganizationUserRequest {
  const { values, member, organizationId, individualId, subscription } = input;
  return {
    id: member?.id ?? '',
    email_address: cleanText(values.email_address),
    name_first: cleanText(values.name_first),
    name_middle: cleanText(values.name_middle) || null,
    name_last: cleanText(values.name_last),
    phone: contractPhone(values.phone),
    ...(member ? {} : { password: values.password }),
    status: member?.status ?? 'active',
    organization_id: organizationId,
    created_by: individualId,
    updated_by: individualId,
    ...(subscription ? { subscription } : {}),
  };
}
