import { SESSION_KEY, TOKEN_COOKIE } from '@/session/session-store';
import { setCookie, writeJson } from '@/lib/storage';

export interface SignInOptions {
  readonly otpVerified?: boolean;
  readonly temporaryPassword?: boolean;
  readonly subscriptions?: readonly string[];
  readonly selected?: string;
}

/** Puts a signed-in session in storage, as a previous visit would have left it. */
export function signInAs({ otpVerified = true, temporaryPassword = false, subscriptions = ['tracer', 'fastpass'], selected }: SignInOptions) {
  const subscriptionList = subscriptions.map((type) => ({ subscription_type: type }));
  writeJson(SESSION_KEY, {
    individual: {
      id: 'IND4K8P2QZ',
      email_address: 'olivia.bennett@verdantlabs.com',
      name_first: 'Olivia',
      name_last: 'Bennett',
      organization_id: 'ORG7Q2M4KD',
      temporary_password: temporaryPassword,
      transaction_id: 'sub_1QbX7R2eZvKYlo2C',
      is_valid_domain_name: true,
      is_approved: true,
      subscriptionList,
    },
    otpVerified,
    roles: ['admin'],
    organization: null,
    expiresAt: Date.now() + 60 * 60 * 1000,
    selectedSubscription: selected ?? subscriptions[0] ?? null,
    homeIndividual: null,
  });
  if (selected) writeJson('portal.selectedSubscription', selected);
  setCookie(TOKEN_COOKIE, 'test-token', 3600);
}
