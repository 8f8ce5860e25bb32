import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { server } from '~mocks/node';
import type { SurveyInvitation } from '@/api/generated/portal/model';
import {
  getGetUserDetailResponseMock,
  getListSurveyInvitationsResponseMock,
} from '@/api/generated/portal/hooks/survey/survey.msw';
import { OMEGA_PRODUCT } from '../../test-support/example-world';
import { renderWithProviders } from '../utils/render';
import { recordPosts } from '../utils/requests';

const SLOW = { timeout: 15_000 };
const COUNT = 10_000;

/** `count` answered invitations, each its own consumer, grown from the example's answered one. */
function answered(count: number): SurveyInvitation[] {
  const first = getListSurveyInvitationsResponseMock().data.find((i) => i.status === 'submitted')!;
  return Array.from({ length: count }, (_, n) => ({
    ...first,
    id: `SIV${String(n).padStart(7, '0')}`,
    user: { id: `USR${String(n).padStart(7, '0')}`, name: `Consumer ${n + 1}` },
  }));
}

describe('/survey/{id} with thousands of answers', { timeout: 60_000 }, () => {
  it('draws only a window of the answers, says how many, and reaches the last by scrolling', async () => {
    server.use(
      http.post('*/survey-invitations/get-all', () =>
        HttpResponse.json({ ...getListSurveyInvitationsResponseMock(), data: answered(COUNT) }),
      ),
    );
    const app = await renderWithProviders(`/survey/${OMEGA_PRODUCT}`, { signedIn: true });
    await app.user.click(await app.screen.findByRole('tab', { name: 'Audience Submission' }, SLOW));
    expect(await app.screen.findByText('10,000 submissions', {}, SLOW)).toBeInTheDocument();
    const list = app.screen.getByRole('list', { name: 'Audience submissions' });
    // A window: a few screenfuls of cards, not ten thousand.
    expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(30);
    expect(within(list).getAllByTestId('audience-submission').length).toBeLessThanOrEqual(30);
    expect(within(list).getByRole('button', { name: 'Consumer 1' })).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: `Consumer ${COUNT}` })).not.toBeInTheDocument();

    // Scrolled to its end, the box draws the last answer (and still only a window).
    const box = list.parentElement!;
    box.scrollTop = Number.parseFloat(list.style.height);
    fireEvent.scroll(box);
    const last = await within(list).findByRole('button', { name: `Consumer ${COUNT}` });
    expect(within(list).getAllByRole('listitem').length).toBeLessThanOrEqual(30);
    expect(within(list).queryByRole('button', { name: 'Consumer 1' })).not.toBeInTheDocument();

    // The last consumer opens in the drawer.
    const details = recordPosts('/user/detail', getGetUserDetailResponseMock);
    await app.user.click(last);
    expect(await app.screen.findByRole('dialog', { name: 'Consumer Detail' })).toBeInTheDocument();
    await waitFor(() =>
      expect(details).toEqual([{ user_id: `USR${String(COUNT - 1).padStart(7, '0')}`, type: 'producer' }]),
    );
  });
});
