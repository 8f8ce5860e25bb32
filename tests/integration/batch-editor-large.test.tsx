import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { server } from '~mocks/node';
import { getGetBatchResponseMock } from '@/api/generated/portal/hooks/batch/batch.msw';
import { OMEGA_BATCH } from '../../test-support/example-world';
import { renderWithProviders } from '../utils/render';

const SLOW = { timeout: 15_000 };
const TRAITS = 200;
const ATTACHMENTS = 300;

/** The example batch with hundreds of its own traits and attachments. */
function largeBatch() {
  const answer = getGetBatchResponseMock();
  const [facet] = answer.data.facets!;
  const [exhibit] = answer.data.exhibits!;
  return {
    ...answer,
    data: {
      ...answer.data,
      facets: Array.from({ length: TRAITS }, (_, n) => ({
        ...facet!,
        id: `FCT${String(n).padStart(7, '0')}`,
        title: `Trait title ${n + 1}`,
        rank: n + 1,
      })),
      exhibits: Array.from({ length: ATTACHMENTS }, (_, n) => ({
        ...exhibit!,
        id: `EXH${String(n).padStart(7, '0')}`,
        title: `Report ${n + 1}`,
        rank: n + 1,
      })),
    },
  };
}

/** Rows' painted heights: jsdom lays nothing out, and a list whose rows all measure 0 px would draw them all. */
const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;

describe('/batches: the batch editor with hundreds of traits and attachments', { timeout: 90_000 }, () => {
  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute('role') === 'listitem' || this.tagName === 'LI' ? 110 : 0;
      },
    });
    server.use(http.get(`*/integrant/${OMEGA_BATCH}`, () => HttpResponse.json(largeBatch())));
  });
  afterEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
  });

  it('draws a window of each list, keeps a tab drawn when another is shown, and keeps what was typed', async () => {
    const app = await renderWithProviders(`/batches/${OMEGA_BATCH}?tab=2`, { signedIn: { selected: 'tracer' } });
    expect(await app.screen.findByRole('tab', { name: `Facets (${TRAITS + 3})` }, SLOW)).toBeInTheDocument();
    const traits = await app.screen.findByRole('list', { name: 'Traits' }, SLOW);
    expect(within(traits).getAllByRole('group', { name: /^Trait \d+$/ }).length).toBeLessThanOrEqual(15);

    // The first of the batch's own traits (the three inherited come first).
    const description = app.screen.getByLabelText(/^Trait 4 description/);
    await app.user.clear(description);
    await app.user.type(description, 'Typed');
    expect(description).toHaveValue('Typed');

    await app.user.click(app.screen.getByRole('tab', { name: `Exhibits (${ATTACHMENTS})` }));
    const attachments = await app.screen.findByRole('list', { name: 'Attachments' }, SLOW);
    expect(within(attachments).getAllByRole('listitem').length).toBeLessThanOrEqual(15);
    expect(within(attachments).getByRole('listitem', { name: 'Report 1' })).toBeInTheDocument();
    // Facets is kept, out of sight.
    expect(app.screen.queryByRole('list', { name: 'Traits' })).not.toBeInTheDocument();

    await app.user.click(app.screen.getByRole('tab', { name: /^Facets/ }));
    // The same field, not drawn again, with what was typed.
    expect(app.screen.getByRole('textbox', { name: /^Trait 4 description/ })).toBe(description);
    expect(description).toHaveValue('Typed');

    // Kept across a reload once the typing has paused.
    await waitFor(() => expect(sessionStorage.getItem(`portal.batchDraft.${OMEGA_BATCH}`)).toContain('"Typed"'));
    app.unmount();
    const again = await renderWithProviders(`/batches/${OMEGA_BATCH}?tab=2`, { signedIn: { selected: 'tracer' } });
    expect(await again.screen.findByLabelText(/^Trait 4 description/, {}, SLOW)).toHaveValue('Typed');
  });
});
