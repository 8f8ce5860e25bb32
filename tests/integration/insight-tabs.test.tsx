import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { server } from '~mocks/node';
import {
  getGetUserDetailResponseMock,
  getListBatchFeedbackResponseMock,
  getListOffersResponseMock,
  getListSurveySubmissionsResponseMock,
  getSaveOfferResponseMock,
} from '@/api/generated/portal/hooks/survey/survey.msw';
import { OMEGA_PRODUCT, VERDANT } from '../../test-support/example-world';
import { renderWithProviders } from '../utils/render';
import { recordPosts } from '../utils/requests';

const SLOW = { timeout: 15_000 };
const open = (tab: number) => renderWithProviders(`/survey-questions/${OMEGA_PRODUCT}/${tab}`, { signedIn: true });

function submissions(count: number) {
  const [first] = getListSurveySubmissionsResponseMock().data;
  return Array.from({ length: count }, (_, i) => ({ ...first!, id: `SSB${String(i).padStart(7, '0')}` }));
}

describe('/survey-questions: submissions, offers, batch feedback and the consumer drawer', { timeout: 60_000 }, () => {
  it('shows a submission: time as MM/DD/YYYY hh:mm A, user, batch, offer and the answers', async () => {
    const bodies = recordPosts('/surveyquestionanswers/lists', getListSurveySubmissionsResponseMock);
    const app = await open(1);
    expect(await app.screen.findByText('11/18/2026 07:24 PM', {}, SLOW)).toBeInTheDocument();
    const [first] = app.screen.getAllByTestId('survey-submission');
    expect(within(first!).getByRole('button', { name: 'Emily Carter' })).toBeInTheDocument();
    expect(first).toHaveTextContent('VL-OMG-2026-0412');
    expect(first).toHaveTextContent('15% off your next order with code OMEGA15');
    expect(within(first!).getByRole('cell', { name: 'Where did you buy this product?' })).toBeInTheDocument();
    expect(within(first!).getByRole('cell', { name: 'Amazon' })).toBeInTheDocument();
    expect(bodies).toEqual([{ integrant_type_id: OMEGA_PRODUCT }]);
  });

  it('shows 10 submissions at first and 10 more each time; none reads the empty text', async () => {
    server.use(
      http.post('*/surveyquestionanswers/lists', () =>
        HttpResponse.json({ ...getListSurveySubmissionsResponseMock(), data: submissions(25) }),
      ),
    );
    const app = await open(1);
    await app.screen.findAllByTestId('survey-submission', {}, SLOW);
    expect(app.screen.getAllByTestId('survey-submission')).toHaveLength(10);
    await app.user.click(app.screen.getByRole('button', { name: 'Show 10 more submissions' }));
    expect(app.screen.getAllByTestId('survey-submission')).toHaveLength(20);
    await app.user.click(app.screen.getByRole('button', { name: 'Show 10 more submissions' }));
    expect(app.screen.getAllByTestId('survey-submission')).toHaveLength(25);
    expect(app.screen.queryByRole('button', { name: 'Show 10 more submissions' })).not.toBeInTheDocument();
    app.unmount();
    server.use(
      http.post('*/surveyquestionanswers/lists', () =>
        HttpResponse.json({ ...getListSurveySubmissionsResponseMock(), data: [] }),
      ),
    );
    const empty = await open(1);
    expect(await empty.screen.findByText('No survey submissions found.', {}, SLOW)).toBeInTheDocument();
  });

  it('opens the consumer drawer from a submission: the profile with copy buttons; missing values read *****', async () => {
    const bodies = recordPosts('/user/detail', getGetUserDetailResponseMock);
    const app = await open(1);
    await app.user.click(await app.screen.findByRole('button', { name: 'Emily Carter' }, SLOW));
    const drawer = await app.screen.findByRole('dialog', { name: 'Consumer Detail' });
    expect(await within(drawer).findByText('2418 E Camelback Rd, Phoenix, AZ 85016')).toBeInTheDocument();
    for (const key of ['name', 'address', 'email', 'phone']) {
      expect(
        within(within(drawer).getByTestId(`consumer-${key}`)).getByRole('button', { name: 'Copy' }),
      ).toBeInTheDocument();
    }
    expect(within(drawer).getByTestId('consumer-education_level')).toHaveTextContent("Bachelor's Degree");
    expect(within(drawer).getByTestId('consumer-height')).toHaveTextContent('Height (inch)65');
    expect(within(drawer).getByTestId('consumer-weight')).toHaveTextContent('Weight (pound)142');
    expect(bodies).toEqual([{ user_id: 'USR5K8M2QA', type: 'producer' }]);
    await app.user.click(within(drawer).getByRole('button', { name: 'Close' }));
    app.unmount();
    const sparse = getGetUserDetailResponseMock();
    server.use(
      http.post('*/user/detail', () =>
        HttpResponse.json({
          ...sparse,
          data: {
            id: 'USR9T3W6ZB',
            name: 'Daniel Kim',
            email: 'daniel.kim@example.com',
            address: null,
            phone: null,
            race: null,
          },
        }),
      ),
    );
    const again = await open(1);
    await again.user.click(await again.screen.findByRole('button', { name: 'Daniel Kim' }, SLOW));
    const second = await again.screen.findByRole('dialog', { name: 'Consumer Detail' });
    expect(await within(second).findByTestId('consumer-address')).toHaveTextContent('Address*****');
    expect(within(second).getByTestId('consumer-race')).toHaveTextContent('Race*****');
    expect(within(second).getByTestId('consumer-weight')).toHaveTextContent('*****');
    expect(within(within(second).getByTestId('consumer-phone')).queryByRole('button', { name: 'Copy' })).toBeNull();
  });

  it('offers: the empty text and no button until there is text; Save sends a new offer', async () => {
    server.use(http.post('*/offers/list', () => HttpResponse.json({ ...getListOffersResponseMock(), data: [] })));
    const bodies = recordPosts('/offers/create', getSaveOfferResponseMock);
    const app = await open(2);
    expect(await app.screen.findByText('No rewards have been set for this survey yet.', {}, SLOW)).toBeInTheDocument();
    expect(app.screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await app.user.type(app.screen.getByLabelText('Offer', { selector: 'textarea' }), '  ');
    expect(app.screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await app.user.type(app.screen.getByLabelText('Offer', { selector: 'textarea' }), '10% off with code D310');
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(await app.screen.findByText('Offer saved successfully.')).toBeInTheDocument();
    expect(bodies).toEqual([{ integrant_type_id: OMEGA_PRODUCT, offer: '10% off with code D310' }]);
  });

  it('offers: an existing offer reads Update and sends its id', async () => {
    const bodies = recordPosts('/offers/create', getSaveOfferResponseMock);
    const app = await open(2);
    const offer = await app.screen.findByDisplayValue('15% off your next order with code OMEGA15', {}, SLOW);
    expect(app.screen.queryByText('No rewards have been set for this survey yet.')).not.toBeInTheDocument();
    await app.user.clear(offer);
    expect(app.screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    await app.user.type(offer, '20% off with code OMEGA20');
    await app.user.click(app.screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { id: 'OFR6B2K9VM', integrant_type_id: OMEGA_PRODUCT, offer: '20% off with code OMEGA20' },
      ]),
    );
  });

  it('batch feedback: grouped by batch, Anonymous, stars, a batch without feedback, and the drawer', async () => {
    const bodies = recordPosts('/feedback/lists', getListBatchFeedbackResponseMock);
    const app = await open(3);
    const batches = await app.screen.findAllByTestId('feedback-batch', {}, SLOW);
    expect(batches).toHaveLength(3);
    expect(within(batches[0]!).getByRole('heading', { name: 'Batch VL-OMG-2026-0412' })).toBeInTheDocument();
    expect(within(batches[0]!).getAllByTestId('feedback')).toHaveLength(2);
    expect(within(batches[0]!).getByText('Anonymous')).toBeInTheDocument();
    expect(within(batches[0]!).getByText('Bought on Amazon, October 2026')).toBeInTheDocument();
    expect(
      within(batches[0]!).getByText('No fishy burps at all and the softgels are easy to swallow.'),
    ).toBeInTheDocument();
    expect(within(batches[0]!).getByLabelText('Rated 5 of 5 stars')).toBeInTheDocument();
    expect(within(batches[0]!).getByLabelText('Rated 4 of 5 stars')).toBeInTheDocument();
    expect(batches[2]).toHaveTextContent('No feedback submissions found for the batch VL-OMG-2026-0610.');
    expect(bodies).toEqual([{ organization_id: VERDANT, integrant_type_id: OMEGA_PRODUCT }]);
    const details = recordPosts('/user/detail', getGetUserDetailResponseMock);
    await app.user.click(within(batches[1]!).getByRole('button', { name: 'Hannah Lee' }));
    expect(await app.screen.findByRole('dialog', { name: 'Consumer Detail' })).toBeInTheDocument();
    await waitFor(() => expect(details).toEqual([{ user_id: 'USR3F9J5WE', type: 'producer' }]));
  });

  it('batch feedback: none at all reads the empty text', async () => {
    server.use(
      http.post('*/feedback/lists', () => HttpResponse.json({ ...getListBatchFeedbackResponseMock(), data: [] })),
    );
    const app = await open(3);
    expect(await app.screen.findByText('No feedback submissions found.', {}, SLOW)).toBeInTheDocument();
  });
});
