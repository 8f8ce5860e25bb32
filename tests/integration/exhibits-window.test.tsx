import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { configure, fireEvent, waitFor, within } from '@testing-library/react';
import { server } from '~mocks/node';
import { renderWithProviders } from '../utils/render';
import { exhibitRow } from '../utils/catalogue';
import { onAPhone } from '../utils/phone';

configure({ asyncUtilTimeout: 10000 });

const TOTAL = 1000;
/** At most this many attachments drawn at once: a few screenfuls of a 768 px window, whatever the list's length. */
const WINDOW = 60;

/** A thousand attachments, served 20 at a time as the contract pages them; how many pages were asked for. */
const served = { pages: 0 };
function thousand() {
  served.pages = 0;
  server.use(
    http.get('*/organization-exhibit', ({ request }) => {
      served.pages += 1;
      const url = new URL(request.url);
      const limit = Number(url.searchParams.get('limit'));
      const offset = Number(url.searchParams.get('offset'));
      const rows = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - offset)) }, (_, i) =>
        exhibitRow(offset + i + 1),
      );
      return HttpResponse.json({ status: '1', message: '', data: { count: TOTAL, rows } });
    }),
  );
}

/**
 * jsdom lays nothing out: the page is scrolled by hand here, every element standing `y` px higher than unscrolled
 * (rows keep their estimated height, as they would unmeasured).
 */
let undo: (() => void) | undefined;
function scrollPageTo(y: number) {
  if (!undo) {
    const scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
    const rect = Object.getOwnPropertyDescriptor(Element.prototype, 'getBoundingClientRect')!;
    undo = () => {
      if (scrollY) Object.defineProperty(window, 'scrollY', scrollY);
      else Reflect.deleteProperty(window, 'scrollY');
      Object.defineProperty(Element.prototype, 'getBoundingClientRect', rect);
    };
  }
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  Object.defineProperty(Element.prototype, 'getBoundingClientRect', {
    configurable: true,
    value: () => new DOMRect(0, -y, 0, 0),
  });
  window.dispatchEvent(new Event('scroll'));
}
afterEach(() => {
  undo?.();
  undo = undefined;
});

/** Every page asked for with Load more, to the end of the list; how many rows were drawn after each. */
async function loadAll(drawn: () => number) {
  const most: number[] = [];
  const button = () => document.querySelector<HTMLButtonElement>('[data-testid="load-more"] button');
  for (let more = button(); more; more = button()) {
    const asked = served.pages;
    fireEvent.click(more);
    // The next page is in when it was asked for and the loader has given way to the button, or to nothing at the end.
    await waitFor(() => {
      expect(served.pages).toBe(asked + 1);
      expect(document.querySelector('[data-testid="load-more"] [aria-label="Loading more"]')).toBeNull();
    });
    most.push(drawn());
  }
  return most;
}

describe('/organization-exhibits with a thousand attachments', { timeout: 120_000 }, () => {
  it('draws only a window of rows; the total is shown and the last one is reached by scrolling', async () => {
    thousand();
    const app = await renderWithProviders('/organization-exhibits', { signedIn: true });
    const table = await app.screen.findByRole('table', { name: 'Organization attachments' });
    const bodyRows = () => table.querySelectorAll('tbody tr[data-index]').length;
    expect(bodyRows()).toBe(20);

    const drawn = await loadAll(bodyRows);
    expect(drawn).toHaveLength(TOTAL / 20 - 1);
    expect(Math.max(...drawn)).toBeLessThanOrEqual(WINDOW);
    expect(app.screen.getByLabelText(`${TOTAL} attachments`)).toBeInTheDocument();
    expect(table).toHaveAttribute('aria-rowcount', String(TOTAL + 1));
    // At the top of the page: the first attachment drawn, the last not.
    expect(within(table).getByText('Certificate 1')).toBeInTheDocument();
    expect(within(table).queryByText(`Certificate ${TOTAL}`)).not.toBeInTheDocument();

    // Scrolled to the end: the last drawn, the first not, and still a window.
    scrollPageTo(TOTAL * 64);
    const last = await within(table).findByRole('row', { name: new RegExp(`^Certificate ${TOTAL} `) });
    expect(last).toHaveAttribute('aria-rowindex', String(TOTAL + 1));
    expect(within(table).queryByText('Certificate 1')).not.toBeInTheDocument();
    expect(bodyRows()).toBeLessThanOrEqual(WINDOW);

    // The last one opens: its Delete asks, No keeps it; its Edit opens it.
    await app.user.click(within(last).getByRole('button', { name: `Delete Certificate ${TOTAL}` }));
    const dialog = await app.screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this attachment?')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(app.screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(table).getByText(`Certificate ${TOTAL}`)).toBeInTheDocument();
    expect(within(last).getByRole('link', { name: `Edit Certificate ${TOTAL}` })).toHaveAttribute(
      'href',
      `/organization-exhibits/edit/OEX${String(TOTAL).padStart(7, '0')}`,
    );
  });

  it('on a phone draws only a window of cards, the last reached by scrolling', async () => {
    thousand();
    await onAPhone(async () => {
      const app = await renderWithProviders('/organization-exhibits', { signedIn: true });
      const list = await app.screen.findByRole('list', { name: 'Organization attachments' });
      const cards = () => list.querySelectorAll('[role="listitem"]').length;
      expect(cards()).toBe(20);
      const drawn = await loadAll(cards);
      expect(Math.max(...drawn)).toBeLessThanOrEqual(WINDOW);
      expect(app.screen.getByLabelText(`${TOTAL} attachments`)).toBeInTheDocument();

      scrollPageTo(TOTAL * 200);
      const items = await waitFor(() => {
        const shown = within(list).getAllByRole('listitem');
        expect(shown.at(-1)).toHaveTextContent(`Certificate ${TOTAL}`);
        return shown;
      });
      expect(items.at(-1)).toHaveAttribute('aria-posinset', String(TOTAL));
      expect(items.at(-1)).toHaveAttribute('aria-setsize', String(TOTAL));
      expect(items.length).toBeLessThanOrEqual(WINDOW);
      expect(within(list).queryByText('Certificate 1')).not.toBeInTheDocument();
    });
  });
});

describe('/organization-exhibits: the actions’ tooltips', { timeout: 60_000 }, () => {
  it('shows one tooltip, the hovered action’s, and hides it when the mouse leaves', async () => {
    const app = await renderWithProviders('/organization-exhibits', { signedIn: true });
    const table = await app.screen.findByRole('table', { name: 'Organization attachments' });
    expect(app.screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await app.user.hover(within(table).getByRole('button', { name: 'Delete cGMP Certificate of Compliance' }));
    expect(await app.screen.findByRole('tooltip')).toHaveTextContent('Delete');
    await app.user.hover(within(table).getByRole('link', { name: 'Edit cGMP Certificate of Compliance' }));
    await waitFor(() => expect(app.screen.getByRole('tooltip')).toHaveTextContent('Edit'));
    expect(app.screen.getAllByRole('tooltip')).toHaveLength(1);
    await app.user.unhover(within(table).getByRole('link', { name: 'Edit cGMP Certificate of Compliance' }));
    await waitFor(() => expect(app.screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });
});
