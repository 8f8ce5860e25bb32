import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { server } from '~mocks/node';
import { VERDANT } from '../../../test-support/example-world';
import { renderWithProviders } from '../../utils/render';

// The verifier dashboard's code is held until a test lets it go: its calls must not wait for it.
const code = vi.hoisted(() => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
});
vi.mock('@/features/dashboards/verifier-dashboard', async (importOriginal) => {
  await code.held;
  return importOriginal();
});

const COUNTS = '/document-metrics/document-metrics-count';
const GRAPH = '/document-metrics/get-graph-data';
const ORGANIZATIONS = '/document-metrics/get-uploaded-document-data-ai';

/** Records every verifier dashboard call (path and body); `answers` replace MSW's generated answers. */
function recordDashboardCalls(answers: Record<string, () => Promise<Response> | Response> = {}) {
  const asked: { path: string; body: Record<string, unknown> }[] = [];
  const record = (path: string) =>
    http.post(`*${path}`, async ({ request }) => {
      asked.push({ path, body: (await request.clone().json()) as Record<string, unknown> });
      return answers[path]?.();
    });
  server.use(record(COUNTS), record(GRAPH), record(ORGANIZATIONS));
  return asked;
}

describe('/ as a verifier: the home route starts the dashboard calls', { timeout: 60_000 }, () => {
  it("asks for the counts, the chart and the organizations' results before the dashboard's code has arrived", async () => {
    // The counts are held too: the chart and the organizations are asked for meanwhile, not after them.
    let answer!: () => void;
    const countsHeld = new Promise<void>((resolve) => (answer = resolve));
    const asked = recordDashboardCalls({
      [COUNTS]: async () => {
        await countsHeld;
        return HttpResponse.json({
          status: '1',
          data: { total_doc: 178, no_of_verify_doc: 169, no_of_unverify_doc: 9 },
        });
      },
    });
    const app = await renderWithProviders('/', { signedIn: { subscriptions: ['verifier'] } });
    await waitFor(() => expect(asked.map((a) => a.path).sort()).toEqual([COUNTS, GRAPH, ORGANIZATIONS].sort()));
    // The home's frame is there; the dashboard (its code held) is not.
    expect(app.screen.getByText('You are working in Document Verification.')).toBeInTheDocument();
    expect(app.screen.queryByText('Total documents')).not.toBeInTheDocument();
    const counts = asked.find((a) => a.path === COUNTS)!.body;
    expect(counts).toMatchObject({ organization_id: VERDANT, type: 'last_month' });
    expect(asked.find((a) => a.path === GRAPH)!.body).toEqual({
      type: 'last_month',
      startDate: counts.start_date,
      endDate: counts.end_date,
    });

    code.release();
    answer();
    // The dashboard finds the answers in the cache: each call was made once.
    expect(await app.screen.findByRole('table', { name: 'Verification by organization' }, { timeout: 30_000 }));
    expect(await app.screen.findByText('169')).toBeInTheDocument();
    expect(asked).toHaveLength(3);
  });

  it("shows a call that failed in the loader as the card's failure, without asking it again", async () => {
    code.release();
    const asked = recordDashboardCalls({
      [GRAPH]: () =>
        HttpResponse.json({ statusCode: 500, message: 'Internal server error', error: 'Internal' }, { status: 500 }),
    });
    const app = await renderWithProviders('/', { signedIn: { subscriptions: ['verifier'] } });
    expect(await app.screen.findByRole('table', { name: 'Verification by organization' }, { timeout: 30_000 }));
    expect(await app.screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(asked.filter((a) => a.path === GRAPH)).toHaveLength(1);
  });

  it("asks nothing of the verifier's for another subscription's home (publisher)", async () => {
    code.release();
    const asked = recordDashboardCalls();
    const app = await renderWithProviders('/', { signedIn: { subscriptions: ['publisher'] } });
    await app.screen.findByText(/documents added in the range/, undefined, { timeout: 30_000 });
    expect(asked).toEqual([]);
  });
});
