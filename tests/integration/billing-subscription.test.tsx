import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { server } from '~mocks/node';
import { SESSION_KEY } from '@/session/session-store';
import { readJson, writeJson } from '@/lib/storage';
import { VERDANT } from '../../test-support/example-world';
import { renderWithProviders } from '../utils/render';
import { signInAs } from '../utils/session';
import { callWorld } from '../utils/world-call';

describe('/subscription', { timeout: 60_000 }, () => {
  it('a tab per subscription held plus Billing, with each one status, period, plan, price, items, next invoice, credits', async () => {
    const app = await renderWithProviders('/subscription', { signedIn: true });
    expect(
      await app.screen.findByRole('heading', { name: 'Your Subscription' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const tabs = await app.screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Product Origin', 'Product Fast Pass', 'Billing']);
    expect(app.screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/plans');
    expect(app.screen.getByText('Active')).toBeInTheDocument();
    expect(app.screen.getByText('03/01/2026 - 03/01/2027')).toBeInTheDocument();
    expect(app.screen.getByText('$1,490.00 / year')).toBeInTheDocument();
    expect(app.screen.getByText('$1,490.00 on 03/01/2027')).toBeInTheDocument();
    expect(app.screen.getByText('$25.00')).toBeInTheDocument();
    const items = app.screen.getByRole('table', { name: 'Product Origin items' });
    expect(within(items).queryByText('Daily hashes')).not.toBeInTheDocument();
    const chain = within(items).getByText('Products on chain').closest('tr')!;
    expect([...chain.querySelectorAll('td')].map((c) => c.textContent)).toEqual([
      'Products on chain',
      '100',
      '8',
      '92',
    ]);
    await app.user.click(app.screen.getByRole('tab', { name: 'Product Fast Pass' }));
    expect(await app.screen.findByText('$49.00 / month')).toBeInTheDocument();
  });

  it('the Billing tab: paid green, otherwise red, the free introduction, details and PDF in a new tab', async () => {
    const app = await renderWithProviders('/subscription', { signedIn: true });
    await app.user.click(await app.screen.findByRole('tab', { name: 'Billing' }));
    const table = await app.screen.findByRole('table', { name: 'Invoices' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    const first = rows[0]!;
    expect(within(first).getByText('Open').closest('.mantine-Badge-root')).toHaveStyle({
      '--badge-bg': 'var(--mantine-color-red-filled)',
    });
    expect(within(first).getByText('Document Protection')).toBeInTheDocument();
    expect(within(first).getByText('11/18/2026')).toBeInTheDocument();
    expect(within(first).getByText('$290.00')).toBeInTheDocument();
    expect(within(first).getByText('$0.00')).toBeInTheDocument();
    expect(within(first).getByText('Manual')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Paid').closest('.mantine-Badge-root')).toHaveStyle({
      '--badge-bg': 'var(--mantine-color-teal-filled)',
    });
    expect(within(rows[4]!).getByText('Free Introduction')).toBeInTheDocument();
    const view = within(first).getByRole('link', { name: /^View details/ });
    expect(view).toHaveAttribute('target', '_blank');
    expect(view.getAttribute('href')).toMatch(/^https:\/\/invoice\./);
    const pdf = within(first).getByRole('link', { name: /^Download the PDF/ });
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf.getAttribute('href')).toMatch(/\/pdf$/);
  });

  it('an invoice’s address that is not https on the payment provider’s origin is not linked', async () => {
    const answer = await callWorld('checkInvoiceStatus', { id: VERDANT });
    const [first, ...rest] = answer.body.list as Record<string, unknown>[];
    server.use(
      http.post('*/subscription/check-invoice-status', () =>
        HttpResponse.json({
          ...answer.body,
          list: [
            {
              ...first,
              hosted_invoice_url: 'javascript:alert(document.cookie)',
              invoice_pdf: 'https://evil.example/x.pdf',
            },
            ...rest,
          ],
        }),
      ),
    );
    const app = await renderWithProviders('/subscription', { signedIn: true });
    await app.user.click(await app.screen.findByRole('tab', { name: 'Billing' }));
    const rows = within(await app.screen.findByRole('table', { name: 'Invoices' }))
      .getAllByRole('row')
      .slice(1);
    expect(within(rows[0]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: /^View details/ })).toBeInTheDocument();
  });

  it('no subscription: the notice and a purchase button to /plans', async () => {
    server.use(
      http.post('*/subscription/retrieve-subscription', () =>
        HttpResponse.json({ status: '1', message: 'ok', data: [] }),
      ),
    );
    const app = await renderWithProviders('/subscription', { signedIn: true });
    expect(await app.screen.findByText('You do not have an active subscription.')).toBeInTheDocument();
    expect(app.screen.getByRole('link', { name: 'Purchase a Subscription' })).toHaveAttribute('href', '/plans');
    expect(app.screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('no organization yet: registration is not complete, a button to /plans, and no call', async () => {
    signInAs({});
    const stored = readJson<{ individual: object }>(SESSION_KEY)!;
    writeJson(SESSION_KEY, { ...stored, individual: { ...stored.individual, organization_id: null } });
    let called = 0;
    server.use(
      http.post('*/subscription/retrieve-subscription', () => {
        called += 1;
        return HttpResponse.json({ status: '1', message: 'ok', data: [] });
      }),
    );
    const app = await renderWithProviders('/subscription');
    expect(
      await app.screen.findByText('Your registration is not complete yet. Choose a plan to finish it.'),
    ).toBeInTheDocument();
    expect(app.screen.getByRole('link', { name: 'Complete Your Registration' })).toHaveAttribute('href', '/plans');
    expect(called).toBe(0);
  });
});
