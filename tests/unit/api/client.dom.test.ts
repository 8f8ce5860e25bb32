import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '~mocks/node';
import { apiFetch, configureClient, uploadPercent, type ApiRequestInit, type UploadProgressInfo } from '@/api/client';
import { findOperation } from '@/api/operations';
import { ApiError } from '@/api/api-error';
import { login } from '@/api/generated/portal/hooks/auth/auth';
import { getIndividual } from '@/api/generated/portal/hooks/individual/individual';
import { getGetIndividualResponseMock } from '@/api/generated/portal/hooks/individual/individual.msw';
import { OLIVIA, VERDANT } from '../../../test-support/example-world';

const API = 'http://portal.test/api';

function capture(method: 'post' | 'get', path: string, answer: () => Response) {
  const seen: Request[] = [];
  server.use(
    http[method](`${API}${path}`, ({ request }) => {
      seen.push(request.clone());
      return answer();
    }),
  );
  return seen;
}

afterEach(() => {
  configureClient({ getToken: () => null, getSubscription: () => null, decorate: undefined, observe: undefined });
  vi.restoreAllMocks();
});

/**
 * Every behaviour holds both ways a call is sent: by fetch, and by XMLHttpRequest when the caller asks
 * for upload progress. Each case checks which transport carried it.
 */
const transports = [
  { name: 'fetch', options: (): ApiRequestInit => ({}), xhr: false },
  {
    name: 'XMLHttpRequest (upload progress)',
    options: (): ApiRequestInit => ({ onUploadProgress: () => {} }),
    xhr: true,
  },
] as const;

describe.each(transports)('the API client by $name', ({ options: via, xhr }) => {
  let opened: ReturnType<typeof vi.spyOn>;
  let fetched: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    opened = vi.spyOn(XMLHttpRequest.prototype, 'open');
    fetched = vi.spyOn(globalThis, 'fetch');
  });
  /** The call went out by the transport this block is about, and by that one only. */
  const carried = () => {
    expect(opened).toHaveBeenCalledTimes(xhr ? 1 : 0);
    expect(fetched).toHaveBeenCalledTimes(xhr ? 0 : 1);
  };

  it('sends the bearer token and the selected subscription on authenticated calls', async () => {
    configureClient({ getToken: () => 'tok-123', getSubscription: () => 'fastpass' });
    const seen = capture('get', `/individual/${OLIVIA}`, () => HttpResponse.json(getGetIndividualResponseMock()));
    await getIndividual(OLIVIA, via());
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(seen[0]?.headers.get('selectedsubscription')).toBe('fastpass');
    carried();
  });

  it('sends no token on a public call', async () => {
    configureClient({ getToken: () => 'tok-123', getSubscription: () => 'tracer' });
    const seen = capture('post', '/auth/login', () =>
      HttpResponse.json({ status: '1', data: { id: OLIVIA, email_address: 'a@b.co', access_token: 't' } }),
    );
    await login({ email_address: 'a@b.co', password: 'x' }, via());
    expect(seen[0]?.headers.get('Authorization')).toBeNull();
    expect(await seen[0]?.json()).toEqual({ email_address: 'a@b.co', password: 'x' });
    carried();
  });

  it('turns HTTP 200 with body status "0" into an ApiError with the server message', async () => {
    capture('post', '/auth/login', () =>
      HttpResponse.json({ status: '0', message: 'Something went wrong! Please try after sometime.' }),
    );
    const error = await login({ email_address: 'a@b.co', password: 'x' }, via()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'body',
      bodyStatus: '0',
      operation: 'login',
      serverMessage: 'Something went wrong! Please try after sometime.',
    });
    carried();
  });

  it('turns an HTTP failure into an ApiError with status, message and error', async () => {
    capture('post', '/auth/login', () =>
      HttpResponse.json({ statusCode: 403, message: 'Please enter new password', error: 'Forbidden' }, { status: 403 }),
    );
    const error = await login({ email_address: 'a@b.co', password: 'x' }, via()).catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'http',
      httpStatus: 403,
      serverMessage: 'Please enter new password',
      serverError: 'Forbidden',
      publicCall: true,
    });
    carried();
  });

  it('names the operation and the broken fields when a response breaks the contract', async () => {
    capture('post', '/auth/login', () =>
      HttpResponse.json({ status: '1', data: { id: OLIVIA, email_address: 'not-an-email' } }),
    );
    const error = (await login({ email_address: 'a@b.co', password: 'x' }, via()).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('contract');
    expect(error.operation).toBe('login');
    expect(error.violations.join(' ')).toMatch(/data/);
    carried();
  });

  it('passes multipart and text bodies through untouched', async () => {
    const seen = capture(
      'post',
      '/anything/upload',
      () => new HttpResponse('cus_Q8x2LmN4', { headers: { 'Content-Type': 'text/plain' } }),
    );
    const form = new FormData();
    form.append('organization_id', VERDANT);
    const text = await apiFetch<string>('/anything/upload', {
      ...via(),
      method: 'POST',
      body: form,
      headers: { 'Content-Type': 'multipart/form-data' },
    });
    expect(text).toBe('cus_Q8x2LmN4');
    expect(seen[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect((await seen[0]?.formData())?.get('organization_id')).toBe(VERDANT);
    carried();
  });

  it('does not send a call that needs a session when there is none', async () => {
    const seen = capture('get', `/individual/${OLIVIA}`, () => HttpResponse.json(getGetIndividualResponseMock()));
    await expect(getIndividual(OLIVIA, via())).rejects.toMatchObject({
      kind: 'signed-out',
      operation: 'getIndividual',
    });
    expect(seen).toHaveLength(0);
    expect(opened).not.toHaveBeenCalled();
    expect(fetched).not.toHaveBeenCalled();
  });

  it('reports a lost connection as a network ApiError', async () => {
    configureClient({ getToken: () => 'tok-123' });
    server.use(http.get(`${API}/individual/${OLIVIA}`, () => HttpResponse.error()));
    await expect(getIndividual(OLIVIA, via())).rejects.toMatchObject({ kind: 'network', httpStatus: 0 });
    carried();
  });

  it("adds the replay panel's decorations and tells the observer the status and headers", async () => {
    const observed: { operationId: string; status: number; header: string | null }[] = [];
    configureClient({
      getToken: () => 'tok-123',
      decorate: (operationId, headers) => headers.set('x-replay', `${operationId}:500`),
      observe: ({ operationId, status, headers }) =>
        observed.push({ operationId, status, header: headers.get('x-request-id') }),
    });
    const seen = capture('get', `/individual/${OLIVIA}`, () =>
      HttpResponse.json(getGetIndividualResponseMock(), { headers: { 'X-Request-Id': 'req-42' } }),
    );
    await getIndividual(OLIVIA, via());
    expect(seen[0]?.headers.get('x-replay')).toBe('getIndividual:500');
    expect(observed).toEqual([{ operationId: 'getIndividual', status: 200, header: 'req-42' }]);
    carried();
  });

  it('answers an empty 204 with undefined', async () => {
    configureClient({ getToken: () => 'tok-123' });
    capture('post', '/anything/empty', () => new HttpResponse(null, { status: 204 }));
    await expect(apiFetch('/anything/empty', { ...via(), method: 'POST', body: 'x' })).resolves.toBeUndefined();
    carried();
  });

  it('rejects with an AbortError, not an ApiError, when the caller aborts', async () => {
    configureClient({ getToken: () => 'tok-123' });
    let reached!: () => void;
    const arrived = new Promise<void>((resolve) => (reached = resolve));
    server.use(
      http.get(`${API}/individual/${OLIVIA}`, async () => {
        reached();
        await new Promise((resolve) => setTimeout(resolve, 1500));
        return HttpResponse.json(getGetIndividualResponseMock());
      }),
    );
    const controller = new AbortController();
    const pending = getIndividual(OLIVIA, { ...via(), signal: controller.signal }).catch((e: unknown) => e);
    await arrived;
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
    carried();
  });

  it('sends nothing when the signal is already aborted', async () => {
    configureClient({ getToken: () => 'tok-123' });
    const seen = capture('get', `/individual/${OLIVIA}`, () => HttpResponse.json(getGetIndividualResponseMock()));
    const controller = new AbortController();
    controller.abort();
    await expect(getIndividual(OLIVIA, { ...via(), signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(seen).toHaveLength(0);
  });
});

describe('upload progress', () => {
  it('reports how much of a multipart body went out, up to all of it', async () => {
    configureClient({ getToken: () => 'tok-123' });
    const seen = capture('post', '/integrant/csv-upload', () =>
      HttpResponse.json({ status: '1', message: 'ok', data: {} }),
    );
    const progress: UploadProgressInfo[] = [];
    const form = new FormData();
    form.append('files[]', new File(['title,sku\nZinc,VL-ZNC\n'], 'products.csv', { type: 'text/csv' }));
    await apiFetch('/integrant/csv-upload', {
      method: 'POST',
      body: form,
      onUploadProgress: (p) => progress.push(p),
    });
    expect(seen).toHaveLength(1);
    expect(progress[0]).toEqual({ loaded: 0, total: 0 });
    expect(progress.length).toBeGreaterThan(1);
    const last = progress.at(-1)!;
    expect(last.total).toBeGreaterThan(0);
    expect(last.loaded).toBe(last.total);
    expect(uploadPercent(last)).toBe(100);
  });

  it('reports nothing when the caller did not ask (the call goes by fetch)', async () => {
    configureClient({ getToken: () => 'tok-123' });
    const opened = vi.spyOn(XMLHttpRequest.prototype, 'open');
    capture('post', '/integrant/csv-upload', () => HttpResponse.json({ status: '1', message: 'ok', data: {} }));
    await apiFetch('/integrant/csv-upload', { method: 'POST', body: new FormData() });
    expect(opened).not.toHaveBeenCalled();
  });

  it('turns loaded and total into a whole percentage, 0 while the total is unknown', () => {
    expect(uploadPercent({ loaded: 0, total: 0 })).toBe(0);
    expect(uploadPercent({ loaded: 512, total: 0 })).toBe(0);
    expect(uploadPercent({ loaded: 1, total: 3 })).toBe(33);
    expect(uploadPercent({ loaded: 3, total: 3 })).toBe(100);
    expect(uploadPercent({ loaded: 4, total: 3 })).toBe(100);
  });
});

describe('operations', () => {
  it('finds the operation behind a method and a path', () => {
    expect(findOperation('POST', '/auth/login')?.id).toBe('login');
    expect(findOperation('GET', '/auth/login')).toBeUndefined();
  });
});
