import { standingGate, type Standing, type StandingGate } from '@/session/rules';

/**
 * The header's menus (section 2, Navigation frame) as data: which items a subscription type
 * sees, and whether the create actions are open to the organization.
 */
export interface MenuItem {
  readonly label: string;
  readonly to: string;
  readonly external?: boolean;
}

const isTracer = (type: string | null) => type === 'tracer';
const isTracerOrFastpass = (type: string | null) => type === 'tracer' || type === 'fastpass';

export function createMenuItems(type: string | null): MenuItem[] {
  return [
    ...(isTracerOrFastpass(type)
      ? [
          { label: 'New Product', to: '/create-new-product' },
          { label: 'Transfer In', to: '/transferred' },
          { label: 'Import Products', to: '/csv' },
        ]
      : []),
    ...(isTracer(type)
      ? [
          { label: 'New Product From NIH', to: '/import-product-from-nih' },
          { label: 'Audience', to: '/survey' },
        ]
      : []),
    ...(type !== 'fastpass' ? [{ label: 'Ingredient Comparison', to: '/ingredient-comparision' }] : []),
  ];
}

export function userMenuItems(type: string | null, supportUrl: string | undefined): MenuItem[] {
  return [
    { label: 'Your Settings', to: '/profile' },
    { label: 'Your Organization', to: '/organization' },
    { label: 'Organization Attachments', to: '/organization-exhibits' },
    { label: 'Subscription & Billing', to: '/subscription' },
    { label: 'Manage Your Subscription', to: '/plans' },
    ...(type !== 'fastpass' ? [{ label: 'Widget', to: '/widget' }] : []),
    ...(isTracer(type) ? [{ label: 'My Connections', to: '/my-connections' }] : []),
    ...(supportUrl ? [{ label: 'Support', to: supportUrl, external: true }] : []),
  ];
}

export const showsNotifications = isTracerOrFastpass;

/** Where 'Support' leads (the user menu, the drawer, the plans and the sign-in help), when the build names it. */
export const SUPPORT_URL: string | undefined = import.meta.env.VITE_SUPPORT_URL || undefined;

export const CREATE_BLOCKED = {
  domain: 'To access this functionality first verify your domain.',
  approval: "Your organization's approval is pending from Admin side.",
} as const;

export type OrganizationStanding = Standing & { readonly created_on?: string | null };

/**
 * The organization's access (section 4, free-trial gating): the session's rule (src/session/rules.ts), which the
 * dashboard's gates at /, the Create menu and the create routes' guards all ask.
 */
export type AccessGate = StandingGate;
export const accessGate: (org: OrganizationStanding | null | undefined) => AccessGate = standingGate;

/** null when the create actions are open; otherwise the message that explains why not. */
export function createBlockedReason(org: OrganizationStanding | null | undefined): string | null {
  const gate = accessGate(org);
  return gate === 'domain' || gate === 'approval' ? CREATE_BLOCKED[gate] : null;
}

export const FREE_TRIAL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left of the 30-day free trial that started on `createdOn` (0 once over; null without a date). */
export function trialDaysLeft(createdOn: string | null | undefined, now: Date = new Date()): number | null {
  const start = createdOn ? Date.parse(createdOn) : NaN;
  if (Number.isNaN(start)) return null;
  const end = start + FREE_TRIAL_DAYS * DAY_MS;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}

/** The avatar's letters: the first and last name's initials, else the email's first letter, else '?'. */
export function initials(user: { name_first?: string; name_last?: string; email_address?: string } | null): string {
  const letters = `${user?.name_first?.[0] ?? ''}${user?.name_last?.[0] ?? ''}`;
  return (letters || user?.email_address?.[0] || '?').toUpperCase();
}

/** The header is hidden for a temporary-password user who did not sign in through the Google-type provider. */
export function headerHidden(
  user: { temporary_password?: boolean | null; is_google_login?: boolean | null } | null,
): boolean {
  return Boolean(user?.temporary_password && !user.is_google_login);
}

export const SUBSCRIPTION_LABELS: Record<string, string> = {
  tracer: 'Product Origin',
  fastpass: 'Product Fast Pass',
  publisher: 'Document Protection',
  verifier: 'Document Verification',
  compliance: 'Compliance Dashboard',
};

/** My Subscriptions' options: the subscriptions the user holds, by their portal names. */
export function subscriptionOptions(
  held: readonly { subscription_type: string; subscription_name?: string | null }[],
): { value: string; label: string }[] {
  return held.map((s) => ({
    value: s.subscription_type,
    label: SUBSCRIPTION_LABELS[s.subscription_type] ?? s.subscription_name ?? s.subscription_type,
  }));
}

/** How often the organization's standing is asked again: every 30 s until it is both approved and valid. */
export const STANDING_REFETCH_MS = 30_000;

export function standingRefetchInterval(org: OrganizationStanding | null | undefined): number | false {
  return org?.is_approved && org.is_valid_domain_name ? false : STANDING_REFETCH_MS;
}
