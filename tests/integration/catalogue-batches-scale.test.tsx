import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '~mocks/node';
import { getSearchBatchesResponseMock } from '@/api/generated/portal/hooks/batch/batch.msw';
import { getSearchProductsResponseMock } from '@/api/generated/portal/hooks/product/product.msw';
import type { Batch, ProductWithBatches, SearchBatchesRequest } from '@/api/generated/portal/model';
import { renderWithProviders } from '../utils/render';

/** A list box this many rows high at most draws a window of it: never more than a few screenfuls. */
const MOST_DRAWN = 30;

const products = () => (getSearchProductsResponseMock().data.rows ?? []) as ProductWithBatches[];

/** `n` batches of a product grown from the contract's example, newest first (batch 1 the newest). */
function manyBatches(productId: string, n: number): Batch[] {
  const [example] = getSearchBatchesResponseMock().data.rows ?? [];
  return Array.from({ length: n }, (_, i) => {
    const number = String(i + 1).padStart(4, '0');
    return {
      ...example!,
      id: `BATSCL${number}`,
      integrant_type_id: productId,
      tracking_id: `VL-SCL-${number}`,
      external_id: `VL-SCL-${number}`,
      external_id_slug: `vl-scl-${number}`,
      is_published: i % 3 === 0,
      created_on: new Date(Date.UTC(2026, 5, 1) - i * 3_600_000).toISOString(),
    };
  });
}

function answerProducts(rows: ProductWithBatches[]) {
  server.use(
    http.post('*/integrant/search-products', () =>
      HttpResponse.json({ ...getSearchProductsResponseMock(), data: { count: rows.length, rows } }),
    ),
  );
}

/** integrant/search paged by offset and limit over `all`, every request body kept. */
function answerBatches(all: Batch[]) {
  const bodies: SearchBatchesRequest[] = [];
  server.use(
    http.post('*/integrant/search', async ({ request }) => {
      const body = (await request.json()) as SearchBatchesRequest;
      bodies.push(body);
      const from = body.offset ?? 0;
      const rows = all.slice(from, from + (body.limit ?? all.length));
      return HttpResponse.json({ ...getSearchBatchesResponseMock(), data: { count: all.length, rows } });
    }),
  );
  return bodies;
}

/** Scrolls the batch list's box to its end (jsdom has no layout: the offset is set as the browser would). */
function scrollToEnd(list: HTMLElement) {
  const box = list.parentElement!;
  act(() => {
    box.scrollTop = list.scrollHeight || Number.parseFloat(list.style.height);
    fireEvent.scroll(box);
  });
}

const trackingIds = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((a) => a.textContent);

describe("a product's batches, thousands of them", { timeout: 60_000 }, () => {
  it('the home panel draws a window of 5,000 batches, says how many, and reaches the oldest by scrolling', async () => {
    const [omega, ...others] = products();
    // As a product list row carries its batches: the list's own fields only.
    const integrants = manyBatches(omega!.id, 5_000).map(
      ({ id, integrant_type_id, title, tracking_id, is_published, created_on }) => ({
        id,
        integrant_type_id,
        title,
        tracking_id,
        is_published,
        created_on,
      }),
    );
    answerProducts([{ ...omega!, integrants }, ...others]);
    const app = await renderWithProviders('/', { signedIn: true });
    const productList = await app.screen.findByRole('list', { name: 'Products' });
    await app.user.click(within(productList).getByRole('button', { name: /Daily Omega-3/ }));
    const list = await app.screen.findByRole('list', { name: 'Batches' });
    expect(app.screen.getByText('5,000 batches')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(MOST_DRAWN);
    expect(trackingIds(list)[0]).toBe('VL-SCL-0001');
    scrollToEnd(list);
    expect(trackingIds(list)).toContain('VL-SCL-5000');
    expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(MOST_DRAWN);
    await app.user.click(app.screen.getByRole('switch', { name: 'Published only' }));
    expect(app.screen.getByText('1,667 batches')).toBeInTheDocument();
  });

  it('a product opened by link asks the server page by page: the 101st of 150 batches is reached', async () => {
    const [omega, ...others] = products();
    // The list's answer does not hold the linked product: its batches come from integrant/search.
    answerProducts(others);
    const bodies = answerBatches(manyBatches(omega!.id, 150));
    const app = await renderWithProviders(`/?product=${omega!.id}`, { signedIn: true });
    const list = await app.screen.findByRole('list', { name: 'Batches' });
    expect(bodies).toEqual([expect.objectContaining({ integrant_type_id: omega!.id, offset: 0, limit: 100 })]);
    expect(app.screen.getByText('100 of 150 batches loaded')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(MOST_DRAWN);
    scrollToEnd(list);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ offset: 100, limit: 100 });
    expect(await app.screen.findByText('150 batches')).toBeInTheDocument();
    scrollToEnd(list);
    await waitFor(() => expect(trackingIds(list)).toContain('VL-SCL-0150'));
    const box = list.parentElement!;
    act(() => {
      box.scrollTop = 100 * 46;
      fireEvent.scroll(box);
    });
    const hundredFirst = within(list).getByRole('link', { name: 'VL-SCL-0101' });
    expect(hundredFirst).toHaveAttribute('href', '/batches/BATSCL0101');
    expect(bodies).toHaveLength(2);
  });

  it('published only, with none published in the first page: the next pages are asked for', async () => {
    const [omega, ...others] = products();
    answerProducts(others);
    const all = manyBatches(omega!.id, 150).map((b, i) => ({ ...b, is_published: i === 120 }));
    const bodies = answerBatches(all);
    const app = await renderWithProviders(`/?product=${omega!.id}`, { signedIn: true });
    await app.screen.findByRole('list', { name: 'Batches' });
    await app.user.click(app.screen.getByRole('switch', { name: 'Published only' }));
    await app.user.click(await app.screen.findByRole('button', { name: 'Load more' }));
    const list = await app.screen.findByRole('list', { name: 'Batches' });
    expect(trackingIds(list)).toEqual(['VL-SCL-0121']);
    expect(bodies.map((b) => b.offset)).toEqual([0, 100]);
  });
});
