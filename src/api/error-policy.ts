import { isApiError, type ApiError } from './api-error';

/**
 * Section 8 of the specification, in one place: what the portal does with a failed call.
 * `decide` is pure (and unit-tested branch by branch); `createErrorPolicy` carries a decision out.
 */
export const MESSAGES = {
  sessionExpired: 'Your login session is expired. please login again for continue your work.',
  newPassword:
    'You have requested new password so please try to login with a temporary password you would have received in email from the provider.',
  thresholdTitle: 'Your Organization Threshold Limit exceeded',
  notFound: 'The requested resource does not exist or has been deleted',
  serverError: 'Oops, something went wrong Please try again later.',
  generic: 'Looks like something went wrong, please try again!',
  /**
   * Section 8's generic toast, for a failure that did not come from the server at all (the portal's own code threw):
   * trying again at once would fail the same way, hence 'later'.
   */
  unexpected: 'Something went wrong please try again later',
  apiHelperFailure: 'Something went wrong! Please try after sometime.',
  loginFailure: 'Something went wrong! Please try after sometime.',
  editFailure: 'Internal server error please try again!!!',
  /**
   * An upload refused as too large (HTTP 413) without a message of the server's: a proxy in front of it answers an
   * HTML page. The server's own 413 says 'You can upload maximum 30MB' (the contract's `fileTooLarge`), which is shown
   * instead. A screen with a size limit says it with the limit (`tooLargeMessage`).
   */
  tooLarge: 'The file is too large to upload. Choose a smaller file.',
  /** The title of the toast that says a call got no answer at all (its text is the generic message). */
  connectionLost: 'Connection lost',
  /**
   * A change whose answer was lost and that the portal could not read back: it may have been made. The person
   * checks before sending it again (the portal reads back first if they do).
   */
  outcomeUnknown:
    'The connection was lost before the answer came, and the portal could not check whether your change was saved. Check the list before you send it again.',
  /** Said while a page's data is asked again after a failure. */
  retrying: 'The server did not answer. Trying again…',
} as const;

export type PolicyAction =
  | { readonly kind: 'expire'; readonly message: string }
  | { readonly kind: 'toast'; readonly message: string }
  | { readonly kind: 'threshold'; readonly message: string }
  | { readonly kind: 'offline'; readonly message: string }
  | { readonly kind: 'silent' };

/** What a screen tells the policy: the statuses it handles itself, or all of them. */
export type LocalErrors = 'all' | readonly number[];

export interface Decision {
  readonly error: unknown;
  readonly local?: LocalErrors | undefined;
  /** A data load's failure (a query's), not an action's: said once while its toast shows. */
  readonly load?: boolean;
}

/**
 * Whether a failure is the screen's own to show (a status it names in `local`) rather than the
 * policy's. A lost connection never is: the policy says it, once, whatever screen found it.
 */
export function isLocalFailure(error: unknown, local: LocalErrors | undefined): boolean {
  if (!isApiError(error) || error.kind === 'network' || error.kind === 'signed-out') return false;
  return local === 'all' || (local?.includes(statusOf(error)) ?? false);
}

export function decide({ error, local }: Decision): PolicyAction {
  if (!isApiError(error)) return { kind: 'toast', message: MESSAGES.unexpected };
  if (error.kind === 'network')
    return { kind: 'offline', message: error.outcome === 'unknown' ? MESSAGES.outcomeUnknown : MESSAGES.generic };
  if (isLocalFailure(error, local)) return { kind: 'silent' };
  const message = error.serverMessage;
  switch (error.kind) {
    case 'signed-out':
      return { kind: 'silent' };
    case 'contract':
      // A producer is told section 8's generic words; the operation and its broken fields go to the console
      // (createErrorPolicy), for a developer.
      return { kind: 'toast', message: MESSAGES.unexpected };
    case 'body':
      return { kind: 'toast', message: message || MESSAGES.apiHelperFailure };
    case 'http':
      return decideHttp(error);
  }
}

function decideHttp(error: ApiError): PolicyAction {
  const message = error.serverMessage;
  switch (error.httpStatus) {
    case 401:
      // On a public call (sign-in and the like) a 401 is a refused sign-in, not an expired session.
      return error.publicCall
        ? { kind: 'toast', message: message || MESSAGES.loginFailure }
        : { kind: 'expire', message: MESSAGES.sessionExpired };
    case 403:
      if (message === 'Please enter new password' && error.serverError === 'Forbidden') {
        return { kind: 'toast', message: MESSAGES.newPassword };
      }
      if (message === 'Forbidden resource') return { kind: 'silent' };
      return { kind: 'threshold', message: message || MESSAGES.thresholdTitle };
    case 404:
      return { kind: 'toast', message: MESSAGES.notFound };
    case 413:
      return { kind: 'toast', message: tooLargeText(error, MESSAGES.tooLarge) };
    case 500:
      return { kind: 'toast', message: message || MESSAGES.serverError };
    default:
      return { kind: 'toast', message: message || MESSAGES.generic };
  }
}

/**
 * What a failure says to the person in a box of its own (a page that could not load): the words the policy's toast
 * gives it (section 8: the server's message or the catalogue's), never the operation's name or status, which stay in
 * `ApiError.message` for the console. A failure the policy keeps silent still needs words here: the generic ones.
 */
export function failureMessage(error: unknown): string {
  const action = decide({ error });
  return action.kind === 'silent' ? MESSAGES.generic : action.message;
}

/** An upload the server or a proxy refused as too large (HTTP 413). */
export const isTooLarge = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'http' && error.httpStatus === 413;

/**
 * What a 413 says: the server's message when it sent one, else `fallback` (a proxy in front of it answers an HTML
 * page, which is no message for a producer).
 */
export function tooLargeText(error: unknown, fallback: string): string {
  const message = isApiError(error) ? error.serverMessage : undefined;
  return message && !/<\/?[a-z][^>]*>/i.test(message) ? message : fallback;
}

/** The status a screen can name in `local`: the HTTP status, or 200 for a body-level failure. */
function statusOf(error: ApiError): number {
  return error.kind === 'body' ? 200 : error.httpStatus;
}

export interface PolicyEffects {
  /** `once`: not again while the same toast shows (a load asked again by a screen mounting on it). */
  toast(message: string, once: boolean): void;
  threshold(message: string): void;
  /** Say that the connection is lost (one toast, however many calls found it). */
  offline(message: string): void;
  /** Clear the OTP flag and the session cookie, then go to /login. */
  expire(message: string): void;
}

export function createErrorPolicy(effects: PolicyEffects) {
  let expiring = false;
  return (decision: Decision): PolicyAction => {
    const action = decide(decision);
    // The operation and the fields an answer broke: for a developer, never in a producer's toast.
    if (import.meta.env.DEV && isApiError(decision.error) && decision.error.kind === 'contract')
      console.error(decision.error.message);
    switch (action.kind) {
      case 'toast':
        effects.toast(action.message, decision.load === true);
        break;
      case 'threshold':
        effects.threshold(action.message);
        break;
      case 'offline':
        effects.offline(action.message);
        break;
      case 'expire':
        // Several calls fail together when a session ends; say it once.
        if (!expiring) {
          expiring = true;
          effects.expire(action.message);
          setTimeout(() => (expiring = false), 1000);
        }
        break;
      case 'silent':
        break;
    }
    return action;
  };
}

/** The browser says it has no network (the page then says so at once instead of retrying). */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * A read (never a write: src/api/write-outcome.ts) that failed for the network or the server is asked twice more,
 * with a growing wait (TanStack Query's backoff), unless the browser is offline: then the failure is said at once.
 * A 4xx or a documented body-level failure is an answer, never asked again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return false;
  if (error.kind === 'network') return !isOffline();
  return error.kind === 'http' && error.httpStatus >= 500;
}
