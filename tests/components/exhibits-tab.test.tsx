import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { createMemoryHistory } from '@tanstack/react-router';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/components/layout/app-providers';
import { EXHIBITS_DRAWN_WHOLE, ExhibitsTab } from '@/features/batches/exhibits/exhibits-tab';
import type { ExhibitDraft } from '@/features/batches/exhibits/exhibit-rules';
import { createPortal } from '@/router';
import { VERDANT } from '../../test-support/example-world';
import { heldAnswer, recordPosts, sizedFile } from '../utils/requests';
import { signInAs } from '../utils/session';

const fresh: ExhibitDraft = {
  key: 'fresh',
  exhibit_type: 'Quality',
  title: '',
  description: '',
  url: '',
  rank: 1,
  isOld: false,
  state: 'new',
};

describe('ExhibitsTab', () => {
  it('an upload answering after a keystroke that React has not drawn yet keeps both (the changes compose)', async () => {
    // CI saw an attachment's Save never come: the upload's answer was patched into the list of an earlier
    // render, and undid the title typed in the same frame. Here the parent never re-renders, so both changes
    // are made against the same props, as when they land before React draws; applied in order, both stay.
    signInAs({});
    const portal = createPortal({ history: createMemoryHistory({ initialEntries: ['/'] }) });
    const held = heldAnswer({
      status: '1',
      data: [{ file_name: 'coa.pdf', url: 'https://cdn.portal.invalid/uploads/coa.pdf' }],
    });
    const uploads = recordPosts('/integrant/upload', held.answer);
    const changes: ((list: ExhibitDraft[]) => ExhibitDraft[])[] = [];
    render(
      <AppProviders queryClient={portal.queryClient} session={portal.session} env="test">
        <ExhibitsTab value={[fresh]} tracer organizationId={VERDANT} onChange={(c) => changes.push(c)} />
      </AppProviders>,
    );
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Attachment file'), sizedFile('coa.pdf', 1000, 'application/pdf'));
    await waitFor(() => expect(uploads).toHaveLength(1));
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'New COA' } });
    held.release();
    await waitFor(() => expect(changes).toHaveLength(2));
    const [after] = changes.reduce<ExhibitDraft[]>((list, change) => change(list), [fresh]);
    expect(after).toMatchObject({ title: 'New COA', url: 'https://cdn.portal.invalid/uploads/coa.pdf' });
  });

  it('an upload that fails for the connection keeps the file chosen, and Try again sends it again', async () => {
    signInAs({});
    const portal = createPortal({ history: createMemoryHistory({ initialEntries: ['/'] }) });
    let calls = 0;
    const uploads = recordPosts('/integrant/upload', () =>
      ++calls === 1
        ? HttpResponse.error()
        : HttpResponse.json({
            status: '1',
            data: [{ file_name: 'coa.pdf', url: 'https://cdn.portal.invalid/uploads/coa.pdf' }],
          }),
    );
    const changes: ((list: ExhibitDraft[]) => ExhibitDraft[])[] = [];
    render(
      <AppProviders queryClient={portal.queryClient} session={portal.session} env="test">
        <ExhibitsTab value={[fresh]} tracer organizationId={VERDANT} onChange={(c) => changes.push(c)} />
      </AppProviders>,
    );
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Attachment file'), sizedFile('coa.pdf', 1000, 'application/pdf'));
    expect(await screen.findByText('coa.pdf was not uploaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(uploads).toHaveLength(2);
    const [after] = changes.reduce<ExhibitDraft[]>((list, change) => change(list), [fresh]);
    expect(after).toMatchObject({ url: 'https://cdn.portal.invalid/uploads/coa.pdf' });
  });

  describe('with hundreds of attachments', () => {
    /** An item's painted height: jsdom lays nothing out, and a list whose items all measure 0 px would draw them all. */
    const ITEM_HEIGHT = 110;
    const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
    beforeEach(() => {
      Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
        configurable: true,
        get(this: HTMLElement) {
          return this.tagName === 'LI' ? ITEM_HEIGHT : 0;
        },
      });
    });
    afterEach(() => {
      Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
    });

    const saved = (count: number): ExhibitDraft[] =>
      Array.from({ length: count }, (_, n) => ({
        ...fresh,
        key: `e${n}`,
        title: `Report ${n + 1}`,
        url: `https://cdn.portal.invalid/uploads/r${n + 1}.pdf`,
        rank: n + 1,
        state: 'saved',
      }));

    /** The tab with its list held as the editor holds it; `list()` is the list as the last change left it. */
    function renderHeld(initial: ExhibitDraft[]) {
      let latest = initial;
      function Held() {
        const [list, setList] = useState(latest);
        return (
          <ExhibitsTab
            value={list}
            tracer
            organizationId={VERDANT}
            onChange={(change) => setList((l) => (latest = change(l)))}
          />
        );
      }
      signInAs({});
      const portal = createPortal({ history: createMemoryHistory({ initialEntries: ['/'] }) });
      render(
        <AppProviders queryClient={portal.queryClient} session={portal.session} env="test">
          <Held />
        </AppProviders>,
      );
      return { user: userEvent.setup(), list: () => latest };
    }

    it('draws a short list whole', () => {
      renderHeld(saved(EXHIBITS_DRAWN_WHOLE));
      const list = screen.getByRole('list', { name: 'Attachments' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(EXHIBITS_DRAWN_WHOLE);
    });

    it('draws only a window of 300, as list items with their drag handles, and reaches the last by scrolling', async () => {
      renderHeld(saved(300));
      const list = screen.getByRole('list', { name: 'Attachments' });
      expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(15);
      expect(within(list).getByRole('listitem', { name: 'Report 1' })).toBeInTheDocument();
      expect(within(list).getByRole('button', { name: 'Drag Report 1' })).toBeInTheDocument();
      expect(within(list).queryByRole('listitem', { name: 'Report 300' })).not.toBeInTheDocument();

      const box = list.parentElement!;
      box.scrollTop = Number.parseFloat(list.style.height);
      fireEvent.scroll(box);
      expect(await within(list).findByRole('listitem', { name: 'Report 300' })).toBeInTheDocument();
      expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(15);
      expect(within(list).queryByRole('listitem', { name: 'Report 1' })).not.toBeInTheDocument();
    });

    it('an attachment added at the end of a long list is scrolled into view', async () => {
      const { user } = renderHeld(saved(300));
      await user.click(screen.getByRole('button', { name: 'Add attachment' }));
      const list = screen.getByRole('list', { name: 'Attachments' });
      expect(await within(list).findByRole('listitem', { name: 'New attachment' })).toBeInTheDocument();
      expect(within(list).getByLabelText(/^Title/)).toHaveValue('');
      expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(15);
    });

    it('Cancel puts back what an attachment was when its editing began, though it was scrolled out of view meanwhile', async () => {
      const { user, list: latest } = renderHeld(saved(300));
      await user.click(screen.getByRole('button', { name: 'Edit Report 2' }));
      const title = screen.getByLabelText(/^Title/);
      await user.clear(title);
      await user.type(title, 'Renamed');
      expect(latest()[1]).toMatchObject({ title: 'Renamed', state: 'editing' });

      const list = screen.getByRole('list', { name: 'Attachments' });
      const box = list.parentElement!;
      box.scrollTop = Number.parseFloat(list.style.height);
      fireEvent.scroll(box);
      await waitFor(() => expect(screen.queryByLabelText(/^Title/)).not.toBeInTheDocument());
      box.scrollTop = 0;
      fireEvent.scroll(box);
      expect(await screen.findByLabelText(/^Title/)).toHaveValue('Renamed');
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(latest()[1]).toMatchObject({ title: 'Report 2', state: 'saved' });
    });
  });
});
