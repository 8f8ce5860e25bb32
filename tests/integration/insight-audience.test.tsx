import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { server } from '~mocks/node';
import {
  getGetFilteredUsersCountResponseMock,
  getListAudiencesResponseMock,
  getListSurveyInvitationsResponseMock,
  getListSurveyTemplatesResponseMock,
  getSendSurveyInvitationResponseMock,
} from '@/api/generated/portal/hooks/survey/survey.msw';
import { AUDIENCE_DRAFT_KEY } from '@/features/insight/use-audience-draft';
import { renderWithProviders } from '../utils/render';
import { recordPosts } from '../utils/requests';
import { callWorld } from '../utils/world-call';
import { MAGNESIUM_PRODUCT, OMEGA_PRODUCT, VERDANT, VITAMIN_D_PRODUCT } from '../../test-support/example-world';

const SLOW = { timeout: 15_000 };

async function choose(app: Awaited<ReturnType<typeof renderWithProviders>>, label: string, option: string) {
  await app.user.click(app.screen.getByLabelText(label, { selector: 'input' }));
  await app.user.click(await app.screen.findByRole('option', { name: option }));
}

describe('/survey, /survey/{id} and /create-audience', { timeout: 90_000 }, () => {
  it('/survey lists the templates with View; none reads the empty text', async () => {
    const bodies = recordPosts('/survey-templates/lists', getListSurveyTemplatesResponseMock);
    const app = await renderWithProviders('/survey', { signedIn: true });
    const table = await app.screen.findByRole('table', { name: 'Surveys' }, SLOW);
    expect(await within(table).findByText('Vitamin D3 5000 IU')).toBeInTheDocument();
    expect(within(table).getByText(OMEGA_PRODUCT)).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'View Daily Omega-3 Fish Oil 1000 mg' })).toHaveAttribute(
      'href',
      `/survey/${OMEGA_PRODUCT}`,
    );
    expect(bodies[0]).toEqual({ organization_id: VERDANT });
    app.unmount();
    server.use(
      http.post('*/survey-templates/lists', () =>
        HttpResponse.json({ ...getListSurveyTemplatesResponseMock(), data: [] }),
      ),
    );
    const empty = await renderWithProviders('/survey', { signedIn: true });
    expect(
      await empty.screen.findByText(
        'No surveys found. Create a new survey to start collecting valuable insights from your audience!',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  });

  it('/survey/{id}: the audiences, the answers (or the empty text), Back and Create Audience', async () => {
    const audiences = recordPosts('/user/get-survey-invitations', getListAudiencesResponseMock);
    const app = await renderWithProviders(`/survey/${OMEGA_PRODUCT}`, { signedIn: true });
    const table = await app.screen.findByRole('table', { name: 'Audiences' }, SLOW);
    expect(within(table).getByText('Gender: Female, Age: 31-35, General wellness: Healthy')).toBeInTheDocument();
    expect(within(table).getByText('316')).toBeInTheDocument();
    expect(audiences).toEqual([{ integrant_type_id: OMEGA_PRODUCT }]);
    expect(app.screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/survey');
    await app.user.click(app.screen.getByRole('tab', { name: 'Audience Submission' }));
    const answered = await app.screen.findAllByTestId('audience-submission');
    expect(answered).toHaveLength(1);
    expect(answered[0]).toHaveTextContent('Sofia Alvarez');
    expect(answered[0]).toHaveTextContent('A friend recommended it for joint comfort.');
    await app.user.click(app.screen.getByRole('button', { name: 'Create Audience' }));
    await waitFor(() => expect(app.location().pathname).toBe('/create-audience/0'));
    expect(JSON.parse(sessionStorage.getItem(AUDIENCE_DRAFT_KEY) ?? '{}')).toMatchObject({ templateId: OMEGA_PRODUCT });
    sessionStorage.clear();
    app.unmount();
    server.use(
      http.post('*/survey-invitations/get-all', () =>
        HttpResponse.json({ ...getListSurveyInvitationsResponseMock(), data: [] }),
      ),
    );
    const empty = await renderWithProviders(`/survey/${OMEGA_PRODUCT}`, { signedIn: true });
    await empty.user.click(await empty.screen.findByRole('tab', { name: 'Audience Submission' }, SLOW));
    expect(await empty.screen.findByText('No user survey submission found.')).toBeInTheDocument();
  });

  it('counts the audience as the filters change, sending only the chosen filters', async () => {
    sessionStorage.clear();
    const counts = recordPosts('/user/get-filter-users-count', getGetFilteredUsersCountResponseMock);
    const app = await renderWithProviders('/create-audience/0', { signedIn: true });
    expect(await app.screen.findByTestId('audience-count', {}, SLOW)).toHaveTextContent(
      '316 of 1842 consumers match these filters.',
    );
    expect(counts[0]).toEqual({});
    await choose(app, 'Gender', 'Female');
    await choose(app, 'Age', '31-35');
    await app.user.type(app.screen.getByLabelText('Weight (pound)'), '140');
    await waitFor(() => expect(counts.at(-1)).toEqual({ query: { gender: 'Female', age: '31-35', weight: '140' } }));
    // Debounced: not one count per keystroke.
    expect(counts.length).toBeLessThanOrEqual(4);
    await choose(app, 'Gender', 'Female'); // chosen again: back to Any
    await waitFor(() => expect(counts.at(-1)).toEqual({ query: { age: '31-35', weight: '140' } }));
    await app.user.click(app.screen.getByRole('button', { name: 'Clear filters' }));
    // The whole audience was counted first: its count comes from the cache.
    expect(app.screen.getByLabelText('Age', { selector: 'input' })).toHaveValue('');
  });

  it('walks the four steps: a survey required before Next, Submit sends only the chosen filters, the draft cleared', async () => {
    sessionStorage.clear();
    const sends = recordPosts('/user/send-survey-invitation', getSendSurveyInvitationResponseMock);
    const app = await renderWithProviders('/create-audience/0', { signedIn: true });
    await app.screen.findByTestId('audience-count', {}, SLOW);
    expect(app.screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await choose(app, 'Marital status', 'Married');
    await choose(app, 'Height (inch)', '65');
    await app.user.click(app.screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(app.location().pathname).toBe('/create-audience/1'));
    await app.screen.findByRole('radio', { name: 'Vitamin D3 5000 IU' });
    await app.user.click(app.screen.getByRole('button', { name: 'Next' }));
    expect(await app.screen.findByText('Please select a survey.')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/create-audience/1');
    await app.user.click(app.screen.getByRole('radio', { name: 'Daily Omega-3 Fish Oil 1000 mg' }));
    expect(await app.screen.findByText(/Where did you buy this product\?/)).toBeInTheDocument();
    await app.user.click(app.screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(app.location().pathname).toBe('/create-audience/2'));
    expect(await app.screen.findByText('Marital status: Married')).toBeInTheDocument();
    expect(app.screen.getByText('Height (inch): 65')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(AUDIENCE_DRAFT_KEY) ?? '{}')).toMatchObject({
      templateId: OMEGA_PRODUCT,
      filters: { marital_status: 'Married', height: '65' },
    });
    await app.user.click(app.screen.getByRole('button', { name: 'Submit' }));
    expect(await app.screen.findByRole('heading', { name: 'Survey Sent to Customers' })).toBeInTheDocument();
    expect(sends).toEqual([{ integrant_type_id: OMEGA_PRODUCT, query: { marital_status: 'Married', height: '65' } }]);
    expect(sessionStorage.getItem(AUDIENCE_DRAFT_KEY)).toBeNull();
    await app.user.click(app.screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(app.location().pathname).toBe('/survey'));
  });

  it('a product whose questions were just written can be chosen and sent', async () => {
    sessionStorage.clear();
    // The question as the survey tab writes it, in the world this page reads.
    const written = await callWorld('createSurveyQuestions', {
      integrant_type_id: MAGNESIUM_PRODUCT,
      questions: [{ question: 'How well do you sleep now?', input_type: 'Score', options: null }],
    });
    expect(written.status).toBe(200);
    const sends = recordPosts('/user/send-survey-invitation', getSendSurveyInvitationResponseMock);
    const app = await renderWithProviders('/create-audience/1', { signedIn: true });
    await app.user.click(await app.screen.findByRole('radio', { name: 'Magnesium Glycinate 400 mg' }, SLOW));
    expect(await app.screen.findByText(/How well do you sleep now\?/)).toBeInTheDocument();
    await app.user.click(app.screen.getByRole('button', { name: 'Next' }));
    await app.user.click(await app.screen.findByRole('button', { name: 'Submit' }));
    expect(await app.screen.findByRole('heading', { name: 'Survey Sent to Customers' })).toBeInTheDocument();
    expect(sends).toEqual([{ integrant_type_id: MAGNESIUM_PRODUCT }]);
  });

  it('keeps the draft across a reload; with no filter the invitation goes without a query; a failed send keeps it', async () => {
    sessionStorage.setItem(
      AUDIENCE_DRAFT_KEY,
      JSON.stringify({ filters: { gender: 'Male' }, templateId: VITAMIN_D_PRODUCT }),
    );
    const app = await renderWithProviders('/create-audience/0', { signedIn: true });
    expect(await app.screen.findByLabelText('Gender', { selector: 'input' }, SLOW)).toHaveValue('Male');
    await app.user.click(app.screen.getByRole('button', { name: 'Clear filters' }));
    app.unmount();
    const sends = recordPosts('/user/send-survey-invitation', () => ({
      status: '0',
      message: 'Could not send',
      data: null,
    }));
    // The templates read slowly: the summary says it is loading the survey, never its bare id.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/survey-templates/lists', async () => {
        await held;
        return HttpResponse.json(getListSurveyTemplatesResponseMock());
      }),
    );
    const again = await renderWithProviders('/create-audience/2', { signedIn: true });
    expect(await again.screen.findByText('All consumers (no filter chosen)', {}, SLOW)).toBeInTheDocument();
    expect(again.screen.getByText('Loading… Please Wait')).toBeInTheDocument();
    expect(again.screen.queryByText(VITAMIN_D_PRODUCT)).not.toBeInTheDocument();
    release();
    expect(await again.screen.findByText('Vitamin D3 5000 IU')).toBeInTheDocument();
    await again.user.click(again.screen.getByRole('button', { name: 'Submit' }));
    expect(await again.screen.findByText('Could not send')).toBeInTheDocument();
    expect(sends).toEqual([{ integrant_type_id: VITAMIN_D_PRODUCT }]);
    expect(again.location().pathname).toBe('/create-audience/2');
    expect(JSON.parse(sessionStorage.getItem(AUDIENCE_DRAFT_KEY) ?? '{}')).toMatchObject({
      templateId: VITAMIN_D_PRODUCT,
    });
    sessionStorage.clear();
  });

  it('the summary without a survey stays on the survey step; fastpass goes to /', async () => {
    sessionStorage.clear();
    const app = await renderWithProviders('/create-audience/2', { signedIn: true });
    expect(await app.screen.findByRole('radio', { name: 'Vitamin D3 5000 IU' }, SLOW)).toBeInTheDocument();
    expect(app.screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    app.unmount();
    for (const path of ['/create-audience/0', '/survey', `/survey/${OMEGA_PRODUCT}`]) {
      const fastpass = await renderWithProviders(path, { signedIn: { selected: 'fastpass' } });
      await waitFor(() => expect(fastpass.location().pathname).toBe('/'));
      fastpass.unmount();
    }
  });
});
