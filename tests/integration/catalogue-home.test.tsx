import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { server } from '~mocks/node';
import { getSearchProductsResponseMock } from '@/api/generated/portal/hooks/product/product.msw';
import type { ProductWithBatches, SearchProductsRequest } from '@/api/generated/portal/model';
import { MAGNESIUM_PRODUCT, OMEGA_PRODUCT, VERDANT } from '../../test-support/example-world';
import { holdCalls } from '../utils/one-request';
import { renderWithProviders, type RenderOptions } from '../utils/render';

type Rows = ProductWithBatches[];

const exampleRows = (): Rows => (getSearchProductsResponseMock().data.rows ?? []) as Rows;

/** search-products answered from the example world (or `rows`), every request body kept. */
function searchAnswers(rows?: Rows, delayMs = 0) {
  const bodies: SearchProductsRequest[] = [];
  server.use(
    http.post('*/integrant/search-products', async ({ request }) => {
      const body = (await request.json()) as SearchProductsRequest;
      bodies.push(body);
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      const answer = getSearchProductsResponseMock();
      const all = rows ?? exampleRows();
      const text = (body.searchText ?? '').toLowerCase();
      const found = all.filter((p) => p.title.toLowerCase().includes(text));
      return HttpResponse.json({ ...answer, data: { count: found.length, rows: found } });
    }),
  );
  return bodies;
}

async function openHome(path = '/', signedIn: RenderOptions['signedIn'] = true) {
  const app = await renderWithProviders(path, { signedIn });
  const list = await app.screen.findByRole('list', { name: 'Products' });
  const names = () =>
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
  return { ...app, list, names };
}

describe('home: the product browser', () => {
  it('lists the products with their batches from search-products (tracer, show_batch)', async () => {
    const bodies = searchAnswers();
    const app = await openHome();
    expect(app.names()).toHaveLength(8);
    expect(app.screen.getByText('8 products')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ organization_id: VERDANT, type: 'tracer', show_batch: true, offset: 0 });
  });

  it('lists a product once when one made meanwhile moves the rows along between two pages', async () => {
    const [example] = exampleRows();
    const grown = Array.from({ length: 25 }, (_, i) => ({
      ...example!,
      id: `PRDPAGE${String(i).padStart(3, '0')}`,
      title: `Paged product ${i + 1}`,
    }));
    const bodies: SearchProductsRequest[] = [];
    server.use(
      http.post('*/integrant/search-products', async ({ request }) => {
        const body = (await request.json()) as SearchProductsRequest;
        bodies.push(body);
        // A product made after the first page: the second page starts one row earlier, at the first page's last.
        const from = body.offset ? body.offset - 1 : 0;
        const rows = grown.slice(from, from + (body.limit ?? 20));
        return HttpResponse.json({ ...getSearchProductsResponseMock(), data: { count: grown.length, rows } });
      }),
    );
    const app = await openHome();
    // The second page comes as the list's end is reached (jsdom has no layout: at once), or by Load more.
    const more = app.screen.queryByRole('button', { name: 'Load more' });
    if (more) await app.user.click(more);
    // 25 once each: the first page's last product, sent again at the top of the second page, is not counted twice.
    expect(await app.screen.findByText('25 products')).toBeInTheDocument();
    expect(bodies.map((b) => b.offset)).toEqual([0, 20]);
  });

  it('answers a keystroke at once from the loaded list, then searches the server after a pause', async () => {
    const bodies = searchAnswers(undefined, 400);
    const app = await openHome();
    const before = bodies.length;
    await app.user.type(app.screen.getByLabelText('Search products'), 'omega');
    // Filtered at once: the server has not answered (nor been asked) yet.
    expect(app.names()).toEqual([expect.stringContaining('Daily Omega-3 Fish Oil 1000 mg')]);
    expect(app.screen.getByText('1 product')).toBeInTheDocument();
    expect(bodies.length).toBe(before);
    await waitFor(() => expect(bodies.at(-1)?.searchText).toBe('omega'));
    expect(bodies.length).toBe(before + 1);
  });

  it('opens the chosen product: ?product=, title, description, batches newest first with M/D/YYYY, published-only filter', async () => {
    const rows = exampleRows();
    const omega = rows[0]!;
    const withDraft = [
      {
        ...omega,
        integrants: [
          ...(omega.integrants ?? []),
          {
            id: 'BATOMGDRFT',
            integrant_type_id: omega.id,
            title: omega.title,
            tracking_id: null,
            is_published: false,
            created_on: '2026-09-01T10:00:00.000Z',
          },
        ],
      },
      ...rows.slice(1),
    ];
    searchAnswers(withDraft);
    const app = await openHome();
    await app.user.click(within(app.list).getByRole('button', { name: /Daily Omega-3/ }));
    expect(app.location().search).toEqual({ product: OMEGA_PRODUCT });
    expect(await app.screen.findByRole('heading', { name: 'Daily Omega-3 Fish Oil 1000 mg' })).toBeInTheDocument();
    expect(app.screen.getByText(/Molecularly distilled fish oil/)).toBeInTheDocument();
    const batches = app.screen.getByRole('list', { name: 'Batches' });
    const items = within(batches).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual([
      'VL-OMG-2026-0527',
      'VL-OMG-2026-0412',
    ]);
    expect(items[0]).toHaveTextContent('5/27/2026');
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/batches/BATOMG0527');
    await app.user.click(app.screen.getByRole('switch', { name: 'Published only' }));
    expect(
      within(batches)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['VL-OMG-2026-0412']);
  });

  it('keeps the selection from a link (?product=)', async () => {
    searchAnswers();
    const app = await openHome(`/?product=${MAGNESIUM_PRODUCT}`);
    expect(await app.screen.findByRole('heading', { name: 'Magnesium Glycinate 400 mg' })).toBeInTheDocument();
  });

  it("a link's product, fetched on its own, is not drawn anew when the list's answer brings it (its switch as set)", async () => {
    const list = holdCalls('post', '/integrant/search-products', () => getSearchProductsResponseMock());
    const app = await renderWithProviders(`/?product=${OMEGA_PRODUCT}`, { signedIn: true });
    const heading = await app.screen.findByRole('heading', { name: 'Daily Omega-3 Fish Oil 1000 mg' });
    const published = app.screen.getByRole('switch', { name: 'Published only' });
    await app.user.click(published);
    expect(app.screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    list.release();
    await within(await app.screen.findByRole('list', { name: 'Products' })).findByRole('button', {
      name: /Daily Omega-3/,
    });
    // The same elements: the panel was not drawn anew, and its switch is as it was set.
    expect(heading).toBeInTheDocument();
    expect(published).toBeInTheDocument();
    expect(published).toBeChecked();
  });

  it('shows the other subscription chip, which switches the subscription', async () => {
    const rows = exampleRows();
    searchAnswers([...rows.slice(0, 2), { ...rows[2]!, subscription_type: 'fastpass' }]);
    const app = await openHome();
    const chip = within(app.list).getByRole('button', { name: 'Product FastPass' });
    expect(within(app.list).getAllByRole('button', { name: /Product (FastPass|Origin)/ })).toHaveLength(1);
    await app.user.click(chip);
    await waitFor(() => expect(app.session.getState().selectedSubscription).toBe('fastpass'));
    expect(app.location().search).toEqual({ product: MAGNESIUM_PRODUCT });
  });

  it('a fastpass user sees the chip Product Origin on a tracer product', async () => {
    searchAnswers();
    const app = await openHome('/', { selected: 'fastpass' });
    expect(within(app.list).getAllByRole('button', { name: 'Product Origin' })).toHaveLength(8);
  });

  it('checks the subscription before Create New batch and goes on when allowed', { timeout: 20_000 }, async () => {
    searchAnswers();
    const checks: unknown[] = [];
    server.use(
      http.post('*/subscription/check-subscription-status', async ({ request }) => {
        checks.push(await request.json());
        return HttpResponse.json({ status: '1', errorMsg: null, message: 'Subscription is active' });
      }),
    );
    const app = await openHome(`/?product=${OMEGA_PRODUCT}`);
    await app.user.click(await app.screen.findByRole('button', { name: 'Create New batch' }));
    // The router's location moves at once; the guard's check is under way until the editor opens (its module is
    // loaded with the first create entered: a cold transform takes a few seconds on a busy machine).
    await waitFor(
      () => expect(checks).toEqual([{ organization_id: VERDANT, subscription_type: 'tracer', type: 'batches' }]),
      { timeout: 10_000 },
    );
    expect(app.location().pathname).toBe(`/batches/create/${OMEGA_PRODUCT}`);
  });

  it('a refused status check goes home with the server errorMsg', async () => {
    searchAnswers();
    const errorMsg =
      'You have reached the maximum of 25 batches for Product Origin. Please upgrade your subscription to add more.';
    server.use(
      http.post('*/subscription/check-subscription-status', () => HttpResponse.json({ status: '0', errorMsg })),
    );
    const app = await openHome(`/?product=${OMEGA_PRODUCT}`);
    await app.user.click(await app.screen.findByRole('button', { name: 'Create New batch' }));
    expect(await app.screen.findByText(errorMsg)).toBeInTheDocument();
    expect(app.location().pathname).toBe('/');
    expect(app.screen.queryByText('Something went wrong! Please try after sometime.')).not.toBeInTheDocument();
  });

  it('a status check that fails keeps the product open, its Create New batch there to press again', async () => {
    searchAnswers();
    let answers = 0;
    server.use(
      http.post('*/subscription/check-subscription-status', () => {
        answers += 1;
        return answers === 1
          ? HttpResponse.json({ message: 'Internal server error' }, { status: 500 })
          : HttpResponse.json({ status: '1', errorMsg: null, message: 'Subscription is active' });
      }),
    );
    const app = await openHome(`/?product=${OMEGA_PRODUCT}`);
    await app.user.click(await app.screen.findByRole('button', { name: 'Create New batch' }));
    expect(await app.screen.findByText('Internal server error', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(app.location().href).toBe(`/?product=${OMEGA_PRODUCT}`);
    await app.user.click(await app.screen.findByRole('button', { name: 'Create New batch' }));
    await waitFor(() => expect(app.location().pathname).toBe(`/batches/create/${OMEGA_PRODUCT}`), { timeout: 10_000 });
    expect(answers).toBe(2);
  });

  it('leaves the other subscriptions to their dashboards', async () => {
    const app = await renderWithProviders('/', { signedIn: { subscriptions: ['publisher'] } });
    expect(await app.screen.findByRole('heading', { name: 'Free-trial documents' })).toBeInTheDocument();
    expect(app.screen.queryByRole('heading', { name: 'Products' })).not.toBeInTheDocument();
  });
});
