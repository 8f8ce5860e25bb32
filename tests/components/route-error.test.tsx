import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { RouteError } from '@/components/layout/route-error';
import { theme } from '@/components/layout/theme';

/**
 * The route's error state as a production build meets an answer that breaks the contract: no schema check there, so
 * the screen's own code fails on it. A router of one screen that reads `rows` (as the product list does), and an
 * answer that comes first without them.
 */
type Answer = { rows?: { title: string }[] };
const KEY = ['products'];
const sound: Answer = { rows: [{ title: 'Daily Omega-3 Fish Oil 1000 mg' }] };

function Products() {
  const { data } = useSuspenseQuery<Answer>({ queryKey: KEY });
  return (
    <ul aria-label="Products">
      {data.rows!.map((p) => (
        <li key={p.title}>{p.title}</li>
      ))}
    </ul>
  );
}

function renderScreen(answers: (() => Promise<Answer>)[]) {
  const fetched = vi.fn(() => answers[Math.min(fetched.mock.calls.length - 1, answers.length - 1)]!());
  const queryClient = new QueryClient({
    defaultOptions: { queries: { queryFn: fetched, retry: false, staleTime: 30_000 } },
  });
  // A page the person left earlier: its answer is cached and no screen shows it.
  queryClient.setQueryData(['organization'], { name: 'Verdant Labs' });
  const root = createRootRoute({ component: Outlet });
  const products = createRoute({
    getParentRoute: () => root,
    path: '/',
    loader: () => queryClient.ensureQueryData({ queryKey: KEY }),
    component: Products,
    errorComponent: RouteError,
  });
  const router = createRouter({
    routeTree: root.addChildren([products]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { queryClient, fetched };
}

describe('RouteError', () => {
  // React and the router report the error a boundary caught: expected here, and not worth a screenful.
  const spies: { mockRestore(): void }[] = [];
  beforeEach(() => {
    spies.push(vi.spyOn(console, 'error').mockImplementation(() => undefined));
    spies.push(vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  });
  afterEach(() => spies.splice(0).forEach((spy) => spy.mockRestore()));

  it('shows section 8’s words when the screen fails on an answer, and Try again asks the server again', async () => {
    const { fetched } = renderScreen([async () => ({}), async () => sound]);
    expect(await screen.findByText('Something went wrong please try again later')).toBeInTheDocument();
    expect(screen.getByText('This page could not be shown')).toBeInTheDocument();
    expect(fetched).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Daily Omega-3 Fish Oil 1000 mg')).toBeInTheDocument();
    expect(fetched).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Something went wrong please try again later')).not.toBeInTheDocument();
  });

  it('drops the cached answers no screen shows, so that coming back asks again', async () => {
    const { queryClient } = renderScreen([async () => ({})]);
    await screen.findByText('Something went wrong please try again later');
    expect(queryClient.getQueryData(KEY)).toBeUndefined();
    expect(queryClient.getQueryData(['organization'])).toBeUndefined();
  });

  it('leaves the cache alone when a call failed (the failed call has no answer to drop)', async () => {
    const { queryClient } = renderScreen([
      () =>
        Promise.reject(
          new ApiError({ kind: 'http', operation: 'searchProducts', httpStatus: 500, serverMessage: 'Database down' }),
        ),
    ]);
    expect(await screen.findByText('Database down')).toBeInTheDocument();
    expect(queryClient.getQueryData(['organization'])).toEqual({ name: 'Verdant Labs' });
  });
});
