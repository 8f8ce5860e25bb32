import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '~mocks/node';
import { ApiError } from '@/api/api-error';
import { configureClient } from '@/api/client';
import { editBatch } from '@/api/generated/portal/hooks/batch/batch';
import { createProduct, searchProducts } from '@/api/generated/portal/hooks/product/product';
import type { ProductForm } from '@/api/generated/portal/model';

/**
 * A write whose answer is lost is never sent again by the portal: it is read back, and the call either answers as the
 * server would have (the change is there) or fails saying whether the change was made.
 */
const API = 'http://portal.test/api';
const form: ProductForm = {
  title: 'Night Calm Magnesium',
  description: 'Magnesium glycinate, 60 capsules',
  organization_id: 'ORG1',
  subscription: 'fastpass',
  sku: 'NCM-60',
  upc: '012345678905',
};
const made = { id: 'PRD9', organization_id: 'ORG1', title: form.title, sku: form.sku, upc: form.upc };

let sent: { creates: number; searches: unknown[]; reads: number };
beforeEach(() => {
  sent = { creates: 0, searches: [], reads: 0 };
  configureClient({ getToken: () => 'tok', getSubscription: () => 'fastpass' });
});
afterEach(() => configureClient({ getToken: () => null, getSubscription: () => null }));

/** The server: creating drops the connection (after applying it when `applied`); the list says what is there. */
function serve({
  applied,
  searchFails = 0,
  lostAnswer = () => HttpResponse.error(),
}: {
  applied: boolean;
  searchFails?: number;
  lostAnswer?: () => Response;
}) {
  let failures = searchFails;
  let there = false;
  server.use(
    http.post(`${API}/integrant-type/create`, () => {
      sent.creates++;
      if (applied) there = true;
      return lostAnswer();
    }),
    http.post(`${API}/integrant/search-products`, async ({ request }) => {
      sent.searches.push(await request.json());
      if (failures-- > 0) return HttpResponse.error();
      const rows = there ? [{ ...made, created_on: new Date().toISOString() }] : [];
      return HttpResponse.json({ status: '1', data: { count: rows.length, rows } });
    }),
    http.get(`${API}/integrant-type/PRD9`, () => {
      sent.reads++;
      return HttpResponse.json({ status: '1', message: 'Fetched', data: made });
    }),
  );
}

describe('a write whose answer was lost', () => {
  it('is read back and answered as the server would have when the change was made, sent once', async () => {
    serve({ applied: true });
    const answer = await createProduct(form);
    expect(answer).toEqual({ status: '1', message: 'Fetched', data: made });
    expect(sent.creates).toBe(1);
    expect(sent.searches).toEqual([{ organization_id: 'ORG1', searchText: form.title, offset: 0, limit: 50 }]);
  });

  it('fails as not made when reading back finds nothing (the person may send it again)', async () => {
    serve({ applied: false });
    const failure = await createProduct(form).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'network', outcome: 'not-applied' });
    expect(sent.creates).toBe(1);
  });

  it('when reading back fails too, says the outcome is unknown; sent again, it is read back first and not resent', async () => {
    serve({ applied: true, searchFails: 3 });
    await expect(createProduct(form)).rejects.toMatchObject({ kind: 'network', outcome: 'unknown' });
    expect(sent.creates).toBe(1);
    // The person presses Save again: the portal reads back first, finds the product, and does not create it twice.
    await expect(createProduct(form)).resolves.toMatchObject({ data: made });
    expect(sent.creates).toBe(1);
  });

  it('a gateway that lost the answer (502) is read back like a dropped connection', async () => {
    serve({ applied: true, lostAnswer: () => HttpResponse.text('Bad gateway', { status: 502 }) });
    await expect(createProduct(form)).resolves.toMatchObject({ data: made });
    expect(sent.creates).toBe(1);
  });

  it('a write that can be sent again without a second record (an edit) is not read back', async () => {
    serve({ applied: false });
    server.use(http.post(`${API}/integrant/edit`, () => HttpResponse.error()));
    const failure = await editBatch({ integrant_id: 'B1', external_id: 'LOT-7' }).catch((e: unknown) => e);
    expect(failure).toMatchObject({ kind: 'network', outcome: undefined });
    expect(sent.searches).toEqual([]);
  });

  it('a read that failed is not read back (its query asks again)', async () => {
    server.use(http.post(`${API}/integrant/search-products`, () => HttpResponse.error()));
    await expect(searchProducts({ organization_id: 'ORG1' })).rejects.toMatchObject({
      kind: 'network',
      outcome: undefined,
    });
  });
});
