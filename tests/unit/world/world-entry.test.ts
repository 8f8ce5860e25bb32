import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { takeBreaches } from '~mocks/world/answer';
import { worldHandler } from '~mocks/world/dispatch';
import { resolvers, type Declared } from '~mocks/world/resolvers';
import { decodablePath } from '~mocks/world/server';
import { OMEGA_BATCH } from '../../../test-support/example-world';
import { callWorld, freshWorld } from '../../utils/world-call';

/**
 * Requests the world was not written for, at the one place where they enter it (dispatch.ts, server.ts): each gets a
 * documented answer, never a crash. Found by the fuzz test of the world's server (tests/servers/world-fuzz.test.ts).
 */
const BASE = 'http://portal.test/api';

async function raw(method: string, path: string, init: { body?: string; type?: string } = {}) {
  const headers = new Headers({ cookie: 'portal-world=entry' });
  if (init.type) headers.set('content-type', init.type);
  const response = await getResponse(
    [worldHandler],
    new Request(`${BASE}${path}`, { method, headers, body: init.body }),
  );
  const text = (await response?.text()) ?? '';
  return {
    status: response?.status,
    headers: response?.headers,
    body: text ? (JSON.parse(text) as unknown) : undefined,
  };
}

afterEach(() => {
  takeBreaches();
});

describe('a request the world was not written for', () => {
  it('a multipart body that does not parse is refused as the contract refuses it, not a 500', async () => {
    freshWorld('entry');
    const answer = await raw('POST', '/integrant/upload', {
      body: 'no parts here',
      type: 'multipart/form-data; boundary=B',
    });
    expect(answer.status).toBe(422);
    expect(takeBreaches()).toEqual([expect.objectContaining({ operationId: 'uploadBatchFiles', side: 'request' })]);
  });

  it('no body where the contract has one is checked as an empty one: the missing fields named', async () => {
    freshWorld('entry');
    const answer = await raw('POST', '/integrant/create');
    expect(answer.status).toBe(422);
    expect(JSON.stringify(answer.body)).toContain('integrant_type_id');
  });

  it('a file where the contract has a text field is refused (it would be kept as the field’s value)', async () => {
    const world = freshWorld('entry');
    const form = new FormData();
    for (const [k, v] of Object.entries({ title: 'T', description: 'D', subscription: 'tracer', upc: '1' }))
      form.set(k, v);
    form.set('organization_id', world.organizationId);
    form.set('sku', new Blob(['x']), 'sku.txt');
    const answer = await callWorld('createProduct', form, { world: 'entry' });
    expect(answer.status).toBe(422);
    expect(answer.breaches[0]?.fields).toEqual(['sku: a file where the contract has text']);
  });

  it('a path the contract writes out in full is that operation, not a template with that id', async () => {
    freshWorld('entry');
    const answer = await raw('GET', '/integrant-type/integrant-type-with-integrant-for-nih');
    expect(answer.status).toBe(200);
    expect((answer.body as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });

  it('a resolver that throws answers the contract’s server failure, marked, and the failure is said', async () => {
    freshWorld('entry');
    const before = resolvers.getBatch!;
    resolvers.getBatch = {
      ...before,
      answer: () => {
        throw new TypeError('a bug');
      },
    } as Declared<'getBatch'>;
    try {
      const answer = await raw('GET', `/integrant/${OMEGA_BATCH}`);
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ statusCode: 500, message: expect.any(String), error: 'Internal Server Error' });
      expect(answer.headers?.get('x-world-failure')).toContain('TypeError: a bug');
      expect(takeBreaches()).toEqual([expect.objectContaining({ operationId: 'getBatch', side: 'world' })]);
    } finally {
      resolvers.getBatch = before;
    }
  });

  it('numbers the contract allows but arithmetic cannot hold are refused in the body, never NaN or Infinity', async () => {
    const world = freshWorld('entry');
    const proration = await callWorld(
      'prorationInvoice',
      { organization_id: world.organizationId, price: 'price_1QfOrY2bTr3Gn8TcE', proration_date: -1e308 },
      { world: 'entry' },
    );
    expect(proration.breaches).toEqual([]);
    expect(proration.body.status).toBe('0');
    const coupon = await callWorld(
      'validateTransferCoupon',
      { coupon_code: 'PARTNER10', price: 1e308 },
      { world: 'entry' },
    );
    expect(coupon.breaches).toEqual([]);
    expect(coupon.body).toMatchObject({ valid: false, message: 'Invalid price.' });
  });

  it('a path segment whose percent-encoding decodes to nothing reaches the world as the text it is', () => {
    expect(decodablePath('/integrant/%zz?x=1')).toBe('/integrant/%25zz?x=1');
    expect(decodablePath('/integrant/%E0%A4%A')).toBe('/integrant/%25E0%25A4%25A');
    expect(decodablePath('/integrant/BAT%20X')).toBe('/integrant/BAT%20X');
  });
});
