import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { server } from '~mocks/node';
import { MESSAGES } from '@/api/error-policy';
import { getSearchProductsResponseMock } from '@/api/generated/portal/hooks/product/product.msw';
import { renderWithProviders } from '../utils/render';

/**
 * A page whose data fails to load for the network or the server: the portal asks twice more and says it is trying
 * again, then shows what failed with 'Try again'. A documented 4xx is an answer and is not asked again.
 */
function searchFailing(failures: (n: number) => Response | undefined) {
  let calls = 0;
  server.use(
    http.post('*/integrant/search-products', () => {
      calls++;
      return failures(calls) ?? HttpResponse.json(getSearchProductsResponseMock());
    }),
  );
  return () => calls;
}

const serverError = () =>
  HttpResponse.json({ statusCode: 500, message: 'Internal server error' }, { status: 500 }) as Response;

describe('reads under a failing server', () => {
  it('says it is trying again while a failed load is asked again, then shows the page', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    server.use(
      http.post('*/integrant/search-products', async () => {
        calls++;
        if (calls === 1) return serverError();
        await held; // the second try hangs until the test has seen the notice
        return HttpResponse.json(getSearchProductsResponseMock());
      }),
    );
    const app = await renderWithProviders('/', { signedIn: true, retries: true });
    expect(await app.screen.findByText(MESSAGES.retrying)).toBeInTheDocument();
    release();
    expect(await app.screen.findByRole('list', { name: 'Products' })).toBeInTheDocument();
    await waitFor(() => expect(app.screen.queryByText(MESSAGES.retrying)).not.toBeInTheDocument());
    expect(calls).toBe(2);
  });

  it('after three failed tries shows the failure and Try again, which loads the page', async () => {
    let failing = true;
    const calls = searchFailing(() => (failing ? HttpResponse.error() : undefined));
    const app = await renderWithProviders('/', { signedIn: true, retries: true });
    const again = await app.screen.findByRole('button', { name: 'Try again' });
    expect(calls()).toBe(3);
    expect(app.screen.getAllByText(MESSAGES.connectionLost).length).toBeGreaterThan(0);
    failing = false;
    await app.user.click(again);
    expect(await app.screen.findByRole('list', { name: 'Products' })).toBeInTheDocument();
    expect(calls()).toBe(4);
  });

  it('a documented 4xx is not asked again', async () => {
    const calls = searchFailing(() => HttpResponse.json({ statusCode: 404, message: 'Not found' }, { status: 404 }));
    const app = await renderWithProviders('/', { signedIn: true, retries: true });
    expect(await app.screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(calls()).toBe(1);
  });
});
