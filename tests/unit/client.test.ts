import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '~mocks/node';
import { apiFetch, configureClient } from '@/api/client';
import { findOperation } from '@/api/operations';
import { ApiError } from '@/api/api-error';
import { login } from '@/api/generated/portal/hooks/auth/auth';
import { getIndividual } from '@/api/generated/portal/hooks/individual/individual';
import { getGetIndividualResponseMock } from '@/api/generated/portal/hooks/individual/individual.msw';

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

afterEach(() => configureClient({ getToken: () => null, getSubscription: () => null }));

describe('the API client', () => {
  it('sends the bearer token and the selected subscription on authenticated calls', async () => {
    configureClient({ getToken: () => 'tok-123', getSubscription: () => 'fastpass' });
    const seen = capture('get', '/individual/IND4K8P2QZ', () => HttpResponse.json(getGetIndividualResponseMock()));
    await getIndividual('IND4K8P2QZ');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(seen[0]?.headers.get('selectedsubscription')).toBe('fastpass');
  });

  it('sends no token on a public call', async () => {
    configureClient({ getToken: () => 'tok-123', getSubscription: () => 'tracer' });
    const seen = capture('post', '/auth/login', () =>
      HttpResponse.json({ status: '1', data: { id: 'IND4K8P2QZ', email_address: 'a@b.co', access_token: 't' } }),
    );
    await login({ email_address: 'a@b.co', password: 'x' });
    expect(seen[0]?.headers.get('Authorization')).toBeNull();
    expect(await seen[0]?.json()).toEqual({ email_address: 'a@b.co', password: 'x' });
  });

  it('turns HTTP 200 with body status "0" into an ApiError with the server message', async () => {
    capture('post', '/auth/login', () =>
      HttpResponse.json({ status: '0', message: 'Something went wrong! Please try after sometime.' }),
    );
    const error = await login({ email_address: 'a@b.co', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'body',
      bodyStatus: '0',
      operation: 'login',
      serverMessage: 'Something went wrong! Please try after sometime.',
    });
  });

  it('turns an HTTP failure into an ApiError with status, message and error', async () => {
    capture('post', '/auth/login', () =>
      HttpResponse.json({ statusCode: 403, message: 'Please enter new password', error: 'Forbidden' }, { status: 403 }),
    );
    const error = await login({ email_address: 'a@b.co', password: 'x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'http',
      httpStatus: 403,
      serverMessage: 'Please enter new password',
      serverError: 'Forbidden',
      publicCall: true,
    });
  });

  it('names the operation and the broken fields when a response breaks the contract', async () => {
    capture('post', '/auth/login', () =>
      HttpResponse.json({ status: '1', data: { id: 'IND4K8P2QZ', email_address: 'not-an-email' } }),
    );
    const error = (await login({ email_address: 'a@b.co', password: 'x' }).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('contract');
    expect(error.operation).toBe('login');
    expect(error.violations.join(' ')).toMatch(/data/);
  });

  it('passes multipart and text bodies through untouched', async () => {
    const seen = capture(
      'post',
      '/anything/upload',
      () => new HttpResponse('cus_Q8x2LmN4', { headers: { 'Content-Type': 'text/plain' } }),
    );
    const form = new FormData();
    form.append('organization_id', 'ORG7Q2M4KD');
    const text = await apiFetch<string>('/anything/upload', {
      method: 'POST',
      body: form,
      headers: { 'Content-Type': 'multipart/form-data' },
    });
    expect(text).toBe('cus_Q8x2LmN4');
    expect(seen[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('does not send a call that needs a session when there is none', async () => {
    const seen = capture('get', '/individual/IND4K8P2QZ', () => HttpResponse.json(getGetIndividualResponseMock()));
    await expect(getIndividual('IND4K8P2QZ')).rejects.toMatchObject({ kind: 'signed-out', operation: 'getIndividual' });
    expect(seen).toHaveLength(0);
  });

  it('reports a lost connection as a network ApiError', async () => {
    configureClient({ getToken: () => 'tok-123' });
    server.use(http.get(`${API}/individual/IND4K8P2QZ`, () => HttpResponse.error()));
    await expect(getIndividual('IND4K8P2QZ')).rejects.toMatchObject({ kind: 'network', httpStatus: 0 });
  });

  it('finds the operation behind a method and a path', () => {
    expect(findOperation('POST', '/auth/login')?.id).toBe('login');
    expect(findOperation('GET', '/auth/login')).toBeUndefined();
  });
});
