import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiErrorInit } from '@/api/api-error';
import { createErrorPolicy, decide, isLocalFailure, isTooLarge, MESSAGES, shouldRetry } from '@/api/error-policy';

const http = (httpStatus: number, serverMessage?: string, extra: Partial<ApiErrorInit> = {}) =>
  new ApiError({ kind: 'http', operation: 'getOrganization', httpStatus, serverMessage, ...extra });

describe('the error policy (section 8)', () => {
  it('401 on a signed-in call expires the session with the documented toast', () => {
    expect(decide({ error: http(401, 'Please login to access this resource') })).toEqual({
      kind: 'expire',
      message: 'Your login session is expired. please login again for continue your work.',
    });
  });

  it('401 on a public call (sign-in) is a refused sign-in: the server message, or the login fallback', () => {
    expect(decide({ error: http(401, 'Invalid email or password', { publicCall: true }) })).toEqual({
      kind: 'toast',
      message: 'Invalid email or password',
    });
    expect(decide({ error: http(401, undefined, { publicCall: true }) })).toEqual({
      kind: 'toast',
      message: 'Something went wrong! Please try after sometime.',
    });
  });

  it('403 "Please enter new password" with error Forbidden gives the new-password toast', () => {
    expect(decide({ error: http(403, 'Please enter new password', { serverError: 'Forbidden' }) })).toEqual({
      kind: 'toast',
      message:
        'You have requested new password so please try to login with a temporary password you would have received in email from the provider.',
    });
  });

  it('403 "Forbidden resource" is silent', () => {
    expect(decide({ error: http(403, 'Forbidden resource', { serverError: 'Forbidden' }) })).toEqual({
      kind: 'silent',
    });
  });

  it('any other 403 opens the threshold popup with the server message', () => {
    expect(decide({ error: http(403, 'Batch limit reached', { serverError: 'Forbidden' }) })).toEqual({
      kind: 'threshold',
      message: 'Batch limit reached',
    });
    expect(decide({ error: http(403) })).toEqual({
      kind: 'threshold',
      message: 'Your Organization Threshold Limit exceeded',
    });
  });

  it('404 says the resource does not exist', () => {
    expect(decide({ error: http(404, 'whatever') })).toEqual({
      kind: 'toast',
      message: 'The requested resource does not exist or has been deleted',
    });
  });

  it('500 shows the server message, or the generic apology', () => {
    expect(decide({ error: http(500, 'Database unavailable') })).toEqual({
      kind: 'toast',
      message: 'Database unavailable',
    });
    expect(decide({ error: http(500, '') })).toEqual({
      kind: 'toast',
      message: 'Oops, something went wrong Please try again later.',
    });
  });

  it('413 (the server or a proxy refusing an upload) says the file is too large, never the proxy page', () => {
    const proxyPage = '<html><head><title>413 Request Entity Too Large</title></head><body>nginx</body></html>';
    expect(decide({ error: http(413, proxyPage) })).toEqual({
      kind: 'toast',
      message: 'The file is too large to upload. Choose a smaller file.',
    });
    expect(isTooLarge(http(413))).toBe(true);
    expect(isTooLarge(http(400))).toBe(false);
    expect(decide({ error: http(413), local: [413] })).toEqual({ kind: 'silent' });
    // The server's own 413 (the contract's fileTooLarge) says it in the spec's words.
    expect(decide({ error: http(413, 'You can upload maximum 30MB') })).toEqual({
      kind: 'toast',
      message: 'You can upload maximum 30MB',
    });
  });

  it('other codes show the server message, or the generic fallback', () => {
    expect(decide({ error: http(409, 'Tracking ID Already Exists!') })).toEqual({
      kind: 'toast',
      message: 'Tracking ID Already Exists!',
    });
    expect(decide({ error: http(422) })).toEqual({ kind: 'toast', message: MESSAGES.generic });
  });

  it('a body-level failure shows its message, or the API-helper fallback', () => {
    const body = (serverMessage?: string) =>
      new ApiError({ kind: 'body', operation: 'x', httpStatus: 200, bodyStatus: '0', serverMessage });
    expect(decide({ error: body('Email already registered') })).toEqual({
      kind: 'toast',
      message: 'Email already registered',
    });
    expect(decide({ error: body() })).toEqual({
      kind: 'toast',
      message: 'Something went wrong! Please try after sometime.',
    });
  });

  it('a lost connection is said by the policy in the generic words, even on a screen that handles everything', () => {
    const network = new ApiError({ kind: 'network', operation: 'x', httpStatus: 0 });
    const offline = { kind: 'offline', message: 'Looks like something went wrong, please try again!' };
    expect(decide({ error: network })).toEqual(offline);
    expect(decide({ error: network, local: 'all' })).toEqual(offline);
    expect(isLocalFailure(network, 'all')).toBe(false);
    expect(isLocalFailure(http(500), [500])).toBe(true);
    expect(isLocalFailure(http(422), [200, 401, 500])).toBe(false);
  });

  it('a change whose answer was lost and could not be read back says so, and to check before sending again', () => {
    const unknown = new ApiError({ kind: 'network', operation: 'x', httpStatus: 0, outcome: 'unknown' });
    expect(decide({ error: unknown })).toEqual({ kind: 'offline', message: MESSAGES.outcomeUnknown });
    const notMade = new ApiError({ kind: 'network', operation: 'x', httpStatus: 0, outcome: 'not-applied' });
    expect(decide({ error: notMade })).toEqual({ kind: 'offline', message: MESSAGES.generic });
  });

  it('a contract break and a non-API error get a message too', () => {
    const contract = new ApiError({
      kind: 'contract',
      operation: 'getOrganization',
      httpStatus: 200,
      violations: ['data.name: expected string'],
    });
    // The operation and the broken fields are for a developer (ApiError.message, the console), not a producer.
    expect(decide({ error: contract })).toEqual({ kind: 'toast', message: MESSAGES.unexpected });
    expect(contract.message).toContain('getOrganization');
    expect(contract.message).toContain('data.name');
    // Section 8's generic toast: the portal's own code failed, not a call.
    expect(decide({ error: new TypeError('boom') })).toEqual({
      kind: 'toast',
      message: 'Something went wrong please try again later',
    });
    expect(decide({ error: new ApiError({ kind: 'signed-out', operation: 'x', httpStatus: 0 }) })).toEqual({
      kind: 'silent',
    });
  });

  it('leaves to the screen what the screen handles', () => {
    expect(decide({ error: http(500, 'x'), local: [500] })).toEqual({ kind: 'silent' });
    expect(decide({ error: http(401), local: 'all' })).toEqual({ kind: 'silent' });
    expect(decide({ error: http(401), local: [500] }).kind).toBe('expire');
  });
});

describe('carrying a decision out', () => {
  it('calls the matching effect, and expires the session once for a burst of 401s', () => {
    const effects = { toast: vi.fn(), threshold: vi.fn(), expire: vi.fn(), offline: vi.fn() };
    const policy = createErrorPolicy(effects);
    policy({ error: new ApiError({ kind: 'network', operation: 'x', httpStatus: 0 }) });
    expect(effects.offline).toHaveBeenCalledWith(MESSAGES.generic);
    policy({ error: http(401) });
    policy({ error: http(401) });
    policy({ error: http(403, 'Limit') });
    policy({ error: http(404) });
    policy({ error: http(403, 'Forbidden resource') });
    expect(effects.expire).toHaveBeenCalledTimes(1);
    expect(effects.threshold).toHaveBeenCalledWith('Limit');
    expect(effects.toast).toHaveBeenCalledWith(MESSAGES.notFound, false);
    expect(effects.toast).toHaveBeenCalledTimes(1);
    // A data load's failure is said once while its toast shows.
    policy({ error: http(404), load: true });
    expect(effects.toast).toHaveBeenLastCalledWith(MESSAGES.notFound, true);
  });
});

describe('retries', () => {
  it('never retries a 4xx or a documented failure; retries a server failure or a lost connection twice', () => {
    expect(shouldRetry(0, http(404))).toBe(false);
    expect(shouldRetry(0, http(500))).toBe(true);
    expect(shouldRetry(0, http(503))).toBe(true);
    expect(shouldRetry(2, http(503))).toBe(false);
    const network = new ApiError({ kind: 'network', operation: 'x', httpStatus: 0 });
    expect(shouldRetry(1, network)).toBe(true);
    expect(shouldRetry(2, network)).toBe(false);
  });

  it('does not retry a lost connection while the browser is offline: the failure is said at once', () => {
    const network = new ApiError({ kind: 'network', operation: 'x', httpStatus: 0 });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      expect(shouldRetry(0, network)).toBe(false);
    } finally {
      onLine.mockRestore();
    }
  });
});
