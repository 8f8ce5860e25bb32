import { OLIVIA, VERDANT } from './example-world';

/**
 * The stored session a previous visit would have left: the example world's signed-in individual
 * (Olivia Bennett of Verdant Labs). Shared by the Vitest helper and the e2e fixture; it imports nothing but the
 * example world's ids (no code of either runner), so that Playwright can load it as it is.
 */
export interface SeedOptions {
  readonly otpVerified?: boolean;
  readonly temporaryPassword?: boolean;
  readonly subscriptions?: readonly string[];
  readonly selected?: string;
  /** The individual has an authenticator set up (the two-factor step is then in verify mode). */
  readonly authenticatorSet?: boolean;
}

export function seededSession({
  otpVerified = true,
  temporaryPassword = false,
  subscriptions = ['tracer', 'fastpass'],
  selected,
  authenticatorSet = false,
}: SeedOptions = {}) {
  return {
    individual: {
      id: OLIVIA,
      email_address: 'olivia.bennett@verdantlabs.com',
      name_first: 'Olivia',
      name_last: 'Bennett',
      organization_id: VERDANT,
      temporary_password: temporaryPassword,
      transaction_id: 'sub_1QbX7R2eZvKYlo2C',
      is_valid_domain_name: true,
      is_approved: true,
      subscriptionList: subscriptions.map((type) => ({ subscription_type: type })),
      ...(authenticatorSet ? { authenticator_set: true } : {}),
    },
    otpVerified,
    roles: ['admin'],
    organization: null,
    expiresAt: Date.now() + 60 * 60 * 1000,
    selectedSubscription: selected ?? subscriptions[0] ?? null,
    homeIndividual: null,
  };
}
