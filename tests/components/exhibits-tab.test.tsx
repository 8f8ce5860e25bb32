import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/components/layout/app-providers';
import { ExhibitsTab } from '@/features/batches/exhibits/exhibits-tab';
import type { ExhibitDraft } from '@/features/batches/exhibits/exhibit-rules';
import { createPortal } from '@/router';
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
        <ExhibitsTab value={[fresh]} tracer organizationId="ORG7Q2M4KD" onChange={(c) => changes.push(c)} />
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
});
