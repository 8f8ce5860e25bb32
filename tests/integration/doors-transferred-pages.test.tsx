import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '~mocks/node';
import { getListTransferredBatchesResponseMock } from '@/api/generated/portal/hooks/movement/movement.msw';
import type { TransferredBatch } from '@/api/generated/portal/model';
import { renderWithProviders } from '../utils/render';

/** `n` transferred batches grown from the contract's example, numbered from 1. */
function manyTransferred(n: number): TransferredBatch[] {
  const [example] = getListTransferredBatchesResponseMock().data;
  return Array.from({ length: n }, (_, i) => {
    const number = String(i + 1).padStart(4, '0');
    return { ...example!, id: `TRFSCL${number}`, title: `Transferred lot ${number}` };
  });
}

function answerTransferred(rows: TransferredBatch[]) {
  server.use(
    http.post('*/integrant/transferred-integrants', () =>
      HttpResponse.json({ ...getListTransferredBatchesResponseMock(), data: rows }),
    ),
  );
}

const titles = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('button')
    .map((b) => within(b).getByText(/^Transferred lot/).textContent);

describe('/transferred with thousands of batches', { timeout: 60_000 }, () => {
  it('lists 2,000 a page at a time with the total, and every page is reachable', async () => {
    answerTransferred(manyTransferred(2_000));
    const app = await renderWithProviders('/transferred', { signedIn: true });
    const nav = await app.screen.findByRole('navigation', { name: 'Transferred batches' });
    expect(titles(nav)).toHaveLength(20);
    expect(titles(nav)[0]).toBe('Transferred lot 0001');
    expect(app.screen.getByText('1–20 of 2000')).toBeInTheDocument();
    await app.user.click(app.screen.getByRole('button', { name: 'Page 2' }));
    expect(titles(nav)[0]).toBe('Transferred lot 0021');
    expect(app.screen.getByText('21–40 of 2000')).toBeInTheDocument();
    await app.user.click(app.screen.getByRole('button', { name: 'Page 100' }));
    expect(titles(nav).at(-1)).toBe('Transferred lot 2000');
    expect(app.screen.getByText('1981–2000 of 2000')).toBeInTheDocument();
  });

  it('a batch chosen on page two shows its detail; the pager stays on its page', async () => {
    answerTransferred(manyTransferred(45));
    const app = await renderWithProviders('/transferred', { signedIn: true });
    const nav = await app.screen.findByRole('navigation', { name: 'Transferred batches' });
    expect(await app.screen.findByRole('heading', { name: 'Transferred lot 0001' })).toBeInTheDocument();
    await app.user.click(app.screen.getByRole('button', { name: 'Page 2' }));
    await app.user.click(within(nav).getByRole('button', { name: /Transferred lot 0027/ }));
    expect(await app.screen.findByRole('heading', { name: 'Transferred lot 0027' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: /Transferred lot 0027/ })).toHaveAttribute('aria-current', 'true');
    expect(app.screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await app.user.click(app.screen.getByRole('button', { name: 'Page 3' }));
    expect(titles(nav)).toHaveLength(5);
    expect(app.screen.getByText('41–45 of 45')).toBeInTheDocument();
  });
});
