import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { server } from '~mocks/node';
import { VERDANT } from '../../test-support/example-world';
import { renderWithProviders } from '../utils/render';
import { bodyFailure, recordPosts } from '../utils/requests';

describe('/ as a verifier', { timeout: 60_000 }, () => {
  it('asks for the last month, shows the counts and the per-organization results with the AI verdicts', async () => {
    const counts = recordPosts('/document-metrics/document-metrics-count', () => ({
      status: '1',
      data: { total_doc: 178, no_of_verify_doc: 169, no_of_unverify_doc: 9 },
    }));
    const app = await renderWithProviders('/', { signedIn: { subscriptions: ['verifier'] } });
    const table = await app.screen.findByRole('table', { name: 'Verification by organization' }, { timeout: 30_000 });
    expect(within(table).getByText('Suspected tampering')).toBeInTheDocument();
    expect(await app.screen.findByText('169')).toBeInTheDocument();
    expect(counts[0]).toMatchObject({ organization_id: VERDANT, type: 'last_month' });
  });

  it('asks again for the chosen range; Custom shows the dates to pick', async () => {
    const counts = recordPosts('/document-metrics/document-metrics-count', () => ({
      status: '1',
      data: { total_doc: 12, no_of_verify_doc: 10, no_of_unverify_doc: 2 },
    }));
    const app = await renderWithProviders('/', { signedIn: { subscriptions: ['verifier'] } });
    await app.screen.findByRole('table', { name: 'Verification by organization' }, { timeout: 30_000 });
    await app.user.click(app.screen.getByLabelText('Document metrics range', { selector: 'input' }));
    await app.user.click(await app.screen.findByRole('option', { name: 'Weekly' }));
    await waitFor(() => expect(counts.at(-1)).toMatchObject({ type: 'weekly' }));
    expect(app.screen.queryByLabelText('Custom dates')).not.toBeInTheDocument();
    await app.user.click(app.screen.getByLabelText('Document metrics range', { selector: 'input' }));
    await app.user.click(await app.screen.findByRole('option', { name: 'Custom' }));
    expect(await app.screen.findByText('Custom dates')).toBeInTheDocument();
  });

  it("says 'Data not available.' when the range has nothing", async () => {
    server.use(
      http.post('*/document-metrics/get-graph-data', () => HttpResponse.json({ status: '1', data: [] })),
      http.post('*/document-metrics/get-uploaded-document-data-ai', () => HttpResponse.json({ status: '1', data: [] })),
    );
    const app = await renderWithProviders('/', { signedIn: { subscriptions: ['verifier'] } });
    await waitFor(() => expect(app.screen.getAllByText('Data not available.')).toHaveLength(2), { timeout: 30_000 });
  });
});

describe('/ as compliance', { timeout: 60_000 }, () => {
  async function open() {
    const app = await renderWithProviders('/', { signedIn: { subscriptions: ['compliance'] } });
    const table = await app.screen.findByRole('table', { name: 'Retailer compliance' }, { timeout: 30_000 });
    return { ...app, table };
  }

  it('shows the retailer table, 5 rows a page by default, checks as tick or cross, with a Back link', async () => {
    const app = await open();
    expect(within(app.table).getByText('Verdant Labs')).toBeInTheDocument();
    expect(within(app.table).getAllByRole('img', { name: 'No' }).length).toBeGreaterThan(0);
    expect(app.screen.getByLabelText('Rows per page', { selector: 'input:not([type=hidden])' })).toHaveValue('5');
    expect(app.screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    // The effective dates are hidden by the saved preferences.
    expect(within(app.table).queryByText('CM Org Doc Effective Date')).not.toBeInTheDocument();
    // An expiration date in the past says so in words beside it; one still to come does not.
    const row = (brand: string) => within(app.table).getByText(brand).closest('tr')!;
    const northwind = within(row('Northwind Botanicals'))
      .getAllByRole('cell')
      .filter((c) => c.textContent?.startsWith('09/30/2026'));
    expect(northwind.map((c) => c.textContent)).toEqual(['09/30/2026Expired', '09/30/2026Expired']);
    expect(row('Northwind Botanicals')).toHaveTextContent('03/09/2027');
    expect(within(row('Northwind Botanicals')).getAllByText('Expired')).toHaveLength(2);
    expect(within(row('Verdant Labs')).queryByText('Expired')).not.toBeInTheDocument();
  });

  it('sorts by a header and offers the page sizes 5, 10, 25, 50 and 100', async () => {
    const app = await open();
    const brands = () =>
      within(app.table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(brands()).toEqual(['Verdant Labs', 'Northwind Botanicals', 'Sonoran Sun Naturals']);
    await app.user.click(within(app.table).getByRole('button', { name: 'Brand' }));
    expect(within(app.table).getByRole('columnheader', { name: 'Brand' })).toHaveAttribute('aria-sort', 'ascending');
    expect(brands()).toEqual(['Northwind Botanicals', 'Sonoran Sun Naturals', 'Verdant Labs']);
    await app.user.click(within(app.table).getByRole('button', { name: 'Brand' }));
    expect(brands()).toEqual(['Verdant Labs', 'Sonoran Sun Naturals', 'Northwind Botanicals']);
    await app.user.click(app.screen.getByLabelText('Rows per page', { selector: 'input:not([type=hidden])' }));
    const sizes = await app.screen.findAllByRole('option');
    expect(sizes.map((o) => o.textContent)).toEqual(['5', '10', '25', '50', '100']);
  });

  it('filters by expired credentials, Authentic COA and text', async () => {
    const app = await open();
    await app.user.click(app.screen.getByLabelText('Expired Credentials'));
    expect(within(app.table).getByText('Northwind Botanicals')).toBeInTheDocument();
    expect(within(app.table).queryByText('Verdant Labs')).not.toBeInTheDocument();
    await app.user.click(app.screen.getByLabelText('Expired Credentials'));
    await app.user.click(app.screen.getByRole('radio', { name: 'No' }));
    expect(within(app.table).getByText('Sonoran Sun Naturals')).toBeInTheDocument();
    expect(within(app.table).queryByText('Verdant Labs')).not.toBeInTheDocument();
    await app.user.click(app.screen.getByRole('radio', { name: 'All' }));
    await app.user.type(app.screen.getByRole('textbox', { name: 'Search retailer compliance' }), 'cascade');
    expect(within(app.table).getByText('Northwind Botanicals')).toBeInTheDocument();
    expect(within(app.table).queryByText('Verdant Labs')).not.toBeInTheDocument();
  });

  it('saves the column choice as preferences, a failure only logged', async () => {
    const saved = recordPosts('/organization/retailer-dashboard/preferences', bodyFailure('Could not save'));
    const app = await open();
    await app.user.click(app.screen.getByRole('button', { name: 'Columns of retailer compliance' }));
    await app.user.click(await app.screen.findByRole('checkbox', { name: 'Microbial Tested' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const body = saved[0] as { preferences: { label: string; visible: boolean }[] };
    expect(body.preferences).toHaveLength(13);
    expect(body.preferences).toContainEqual({ label: 'Microbial Tested', visible: false });
    expect(body.preferences).toContainEqual({ label: 'CM Org Doc Effective Date', visible: false });
    expect(body.preferences).toContainEqual({ label: 'Brand', visible: true });
    expect(app.screen.queryByText('Could not save')).not.toBeInTheDocument();
  });

  it("reads 'Failed to fetch data.' in the table when the load fails", async () => {
    server.use(
      http.post('*/organization/retailer-dashboard', () =>
        HttpResponse.json({ status: '0', message: 'Failed to fetch data.', data: null }),
      ),
    );
    const app = await renderWithProviders('/', { signedIn: { subscriptions: ['compliance'] } });
    expect(await app.screen.findByRole('alert', {}, { timeout: 30_000 })).toHaveTextContent('Failed to fetch data.');
  });
});

describe('the bell', { timeout: 60_000 }, () => {
  it("says 'Something went wrong! Please try after sometime.' when marking read fails", async () => {
    server.use(
      http.post('*/notification/read-notification', () =>
        HttpResponse.json({ status: '0', message: 'read failed', data: null }),
      ),
    );
    const app = await renderWithProviders('/', { signedIn: true });
    const bell = await app.screen.findByRole('button', { name: /Notifications \([1-9]/ });
    await app.user.click(bell);
    expect(await app.screen.findByText('Something went wrong! Please try after sometime.')).toBeInTheDocument();
    expect(app.screen.queryByText('read failed')).not.toBeInTheDocument();
  });
});
