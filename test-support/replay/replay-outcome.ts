/**
 * Section 8 of the specification (the error catalogue), written out again from the spec's text for the
 * replay matrix: from a documented response's status and example value, what a person must see.
 * It is deliberately not src/api/error-policy.ts, so that the matrix checks the app against the spec.
 */
export const SPEC_MESSAGES = {
  sessionExpired: 'Your login session is expired. please login again for continue your work.',
  newPassword:
    'You have requested new password so please try to login with a temporary password you would have received in email from the provider.',
  thresholdTitle: 'Your Organization Threshold Limit exceeded',
  notFound: 'The requested resource does not exist or has been deleted',
  serverError: 'Oops, something went wrong Please try again later.',
  generic: 'Looks like something went wrong, please try again!',
  apiHelperFailure: 'Something went wrong! Please try after sometime.',
  loginFailure: 'Something went wrong! Please try after sometime.',
  editFailure: 'Internal server error please try again!!!',
  /** Section 4, Two-factor: a failed verification. */
  verificationFailed: 'Verification failed',
  /** Section 7: the sign-on provider's user-info lookup 'throws Something went wrong'. */
  ssoLookupFailure: 'Something went wrong',
  /** Section 5, Password: a failed breached-password lookup counts as breached. */
  breachedPassword: 'The password you chose is commonly used. Please try another password',
  /** Section 8: an attachment of 30 MB or more (the contract's 413 `fileTooLarge` says it too). */
  attachmentTooLarge: 'You can upload maximum 30MB',
} as const;

export type Outcome =
  | { readonly kind: 'toast'; readonly text: string }
  | { readonly kind: 'inline'; readonly text: string }
  | { readonly kind: 'modal'; readonly text: string }
  | { readonly kind: 'field'; readonly text: string; readonly label: string }
  | { readonly kind: 'threshold'; readonly text: string }
  | { readonly kind: 'expire'; readonly text: string }
  | { readonly kind: 'silent' };

/** How a screen shows the failures it handles itself (its `localErrors`) instead of the policy. */
export interface LocalHandling {
  /** The statuses it handles (200 for a body failure), or all of them. */
  readonly statuses: readonly number[] | 'all';
  /** Under the button (an alert), a toast, a modal, the error of the field labelled `field`, or nothing (only logged). */
  readonly show: 'inline' | 'toast' | 'modal' | 'field' | 'silent';
  /** The text when the server sends no message (section 8: login failure, edit failure, …). */
  readonly fallback: string;
  /** 'fixed' when the spec gives one text whatever the server says ('Verification failed', …). */
  readonly text?: 'server' | 'fixed';
  readonly field?: string;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** The server's message: a string, or a list of strings joined. */
export function serverMessage(value: unknown): string {
  // The subscription status check words its refusal as errorMsg.
  const message = field(value, 'errorMsg') || field(value, 'message');
  if (Array.isArray(message)) return message.join(' ');
  return typeof message === 'string' ? message : typeof value === 'string' ? value : '';
}

/** A failure: an HTTP error status, or HTTP 200 whose body says status "0" (or "2"). */
export function isFailure(status: number, value: unknown): boolean {
  if (status >= 400) return true;
  return ['0', '2'].includes(String(field(value, 'status')));
}

/** The portal-wide rule of section 8 for a failed call (public calls: a 401 is a refused sign-in). */
export function specOutcome(status: number, value: unknown, publicCall: boolean): Outcome {
  const message = serverMessage(value);
  if (status < 400) return { kind: 'toast', text: message || SPEC_MESSAGES.apiHelperFailure };
  switch (status) {
    case 401:
      return publicCall
        ? { kind: 'toast', text: message || SPEC_MESSAGES.loginFailure }
        : { kind: 'expire', text: SPEC_MESSAGES.sessionExpired };
    case 403:
      if (message === 'Please enter new password' && field(value, 'error') === 'Forbidden') {
        return { kind: 'toast', text: SPEC_MESSAGES.newPassword };
      }
      if (message === 'Forbidden resource') return { kind: 'silent' };
      return { kind: 'threshold', text: message || SPEC_MESSAGES.thresholdTitle };
    case 404:
      return { kind: 'toast', text: SPEC_MESSAGES.notFound };
    case 500:
      return { kind: 'toast', text: message || SPEC_MESSAGES.serverError };
    default:
      return { kind: 'toast', text: message || SPEC_MESSAGES.generic };
  }
}

/** What the screen shows: its own handling for the statuses it names, otherwise the portal's rule. */
export function expectedOutcome(status: number, value: unknown, publicCall: boolean, local?: LocalHandling): Outcome {
  if (!local || (local.statuses !== 'all' && !local.statuses.includes(status)))
    return specOutcome(status, value, publicCall);
  if (local.show === 'silent') return { kind: 'silent' };
  const text = (local.text !== 'fixed' && serverMessage(value)) || local.fallback;
  return local.show === 'field' ? { kind: 'field', text, label: local.field ?? '' } : { kind: local.show, text };
}

/** Section 7: the provider's user-info lookup fails with 'Something went wrong', whatever the provider said. */
export const lookupFailure: LocalHandling = {
  statuses: 'all',
  show: 'inline',
  fallback: SPEC_MESSAGES.ssoLookupFailure,
  text: 'fixed',
};

/** Section 5: a failed breached-password lookup counts as breached; the password field says so and nothing is sent. */
export const breachedLookup: LocalHandling = {
  statuses: 'all',
  show: 'field',
  field: 'Password',
  fallback: SPEC_MESSAGES.breachedPassword,
  text: 'fixed',
};

/** The shared location form: a failed geocoding lookup leaves the coordinates out, the location is saved all the same. */
export const geocodingLookup: LocalHandling = {
  statuses: 'all',
  show: 'toast',
  fallback: 'Location Created successfully',
  text: 'fixed',
};
