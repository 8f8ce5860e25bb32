/** Every failure of a backend call, whatever its cause, is one of these. */
export type ApiErrorKind =
  | 'http' // a non-2xx HTTP status
  | 'body' // HTTP 200 with body status "0" (or "2" where documented)
  | 'contract' // a response that breaks the contract (development and test builds)
  | 'network' // no response at all
  | 'signed-out'; // a call that needs a session, asked for without one: never sent

export interface ApiErrorInit {
  readonly kind: ApiErrorKind;
  readonly operation: string;
  readonly httpStatus: number;
  readonly bodyStatus?: string | undefined;
  readonly serverMessage?: string | undefined;
  readonly serverError?: string | undefined;
  readonly body?: unknown;
  readonly violations?: readonly string[];
  /** The operation needs no sign-in (a 401 there is a refused sign-in, not an expired session). */
  readonly publicCall?: boolean;
  /**
   * A write that got no answer, once read back (src/api/write-outcome.ts): `not-applied` (nothing was changed, it may
   * be sent again) or `unknown` (the portal could not tell).
   */
  readonly outcome?: 'not-applied' | 'unknown';
  /** No answer came in the portal's time (`REQUEST_TIMEOUT_MS`), rather than a dropped connection. */
  readonly timedOut?: boolean;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly operation: string;
  readonly httpStatus: number;
  readonly bodyStatus: string | undefined;
  readonly serverMessage: string | undefined;
  readonly serverError: string | undefined;
  readonly body: unknown;
  readonly violations: readonly string[];
  readonly publicCall: boolean;
  readonly outcome: 'not-applied' | 'unknown' | undefined;
  readonly timedOut: boolean;

  constructor(init: ApiErrorInit) {
    super(describe(init));
    this.name = 'ApiError';
    this.kind = init.kind;
    this.operation = init.operation;
    this.httpStatus = init.httpStatus;
    this.bodyStatus = init.bodyStatus;
    this.serverMessage = init.serverMessage;
    this.serverError = init.serverError;
    this.body = init.body;
    this.violations = init.violations ?? [];
    this.publicCall = init.publicCall ?? false;
    this.outcome = init.outcome;
    this.timedOut = init.timedOut ?? false;
  }
}

function describe(init: ApiErrorInit): string {
  if (init.kind === 'contract') {
    return `${init.operation}: the response breaks the contract (${init.violations?.join('; ') ?? 'unknown'})`;
  }
  const status = init.kind === 'body' ? `body status ${init.bodyStatus ?? '?'}` : `HTTP ${init.httpStatus}`;
  return `${init.operation}: ${status}${init.serverMessage ? `: ${init.serverMessage}` : ''}`;
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
