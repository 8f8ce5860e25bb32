/** The wizard's fields: what each step's form holds, empty and as the saved user info fills them. */
import type { PreRegistrationUser } from '@/api/generated/portal/model';

export interface AccountValues {
  name_first: string;
  name_middle: string;
  name_last: string;
  phone: string;
  email_address: string;
  password: string;
  confirm_password: string;
}

export const emptyAccount: AccountValues = {
  name_first: '',
  name_middle: '',
  name_last: '',
  phone: '',
  email_address: '',
  password: '',
  confirm_password: '',
};

export interface OrganizationValues {
  organization_name: string;
  domain_name: string;
  description: string;
  tag_line: string;
}

export const emptyOrganization: OrganizationValues = {
  organization_name: '',
  domain_name: '',
  description: '',
  tag_line: '',
};

export type Provider = 'google' | 'microsoft';

/** The wizard's fields from the saved user info. */
export function fromUserInfo(user: PreRegistrationUser) {
  return {
    account: {
      ...emptyAccount,
      name_first: user.name_first ?? '',
      name_middle: user.name_middle ?? '',
      name_last: user.name_last ?? '',
      phone: user.phone ?? '',
      email_address: user.email_address,
    },
    organization: {
      organization_name: user.organization_name ?? '',
      domain_name: user.domain_name ?? '',
      description: user.description ?? '',
      tag_line: user.tag_line ?? '',
    },
    consented: Boolean(user.is_consented),
    provider: user.login_with_google ? 'google' : user.login_with_microsoft ? 'microsoft' : null,
  } as const;
}
