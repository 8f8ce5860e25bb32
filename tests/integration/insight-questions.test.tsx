import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { server } from '~mocks/node';
import {
  getCreateSurveyQuestionsResponseMock,
  getDeleteSurveyQuestionResponseMock,
  getListSurveyQuestionsResponseMock,
  getUpdateSurveyQuestionResponseMock,
} from '@/api/generated/portal/hooks/survey/survey.msw';
import { OMEGA_PRODUCT } from '../../test-support/example-world';
import { renderWithProviders } from '../utils/render';
import { recordPosts } from '../utils/requests';

const PATH = `/survey-questions/${OMEGA_PRODUCT}/0`;

/** Every surveyquestions/lists body, answered with the example (or `data`). */
function listCalls(data?: unknown[]) {
  return recordPosts('/surveyquestions/lists', () =>
    data ? { ...getListSurveyQuestionsResponseMock(), data } : getListSurveyQuestionsResponseMock(),
  );
}

describe('/survey-questions: the Survey tab', { timeout: 60_000 }, () => {
  it('lists the questions with their type and options; the empty text when there are none', async () => {
    const calls = listCalls();
    const app = await renderWithProviders(PATH, { signedIn: true });
    expect(
      await app.screen.findByText('1. Where did you buy this product?', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(app.screen.getByText('Pharmacy')).toBeInTheDocument();
    expect(app.screen.getAllByTestId('survey-question')).toHaveLength(3);
    expect(app.screen.getByRole('tab', { name: 'Survey', selected: true })).toBeInTheDocument();
    expect(calls[0]).toEqual({ integrant_type_id: OMEGA_PRODUCT });
    app.unmount();
    listCalls([]);
    const empty = await renderWithProviders(PATH, { signedIn: true });
    expect(await empty.screen.findByText('You have not created any survey questions yet.')).toBeInTheDocument();
  });

  it('saves new rows only when every row has a question and a type; options go as JSON text; the list is refetched', async () => {
    const calls = listCalls();
    const bodies = recordPosts('/surveyquestions/create', getCreateSurveyQuestionsResponseMock);
    const app = await renderWithProviders(PATH, { signedIn: true });
    await app.screen.findByText('1. Where did you buy this product?', {}, { timeout: 15_000 });
    const add = app.screen.getByRole('button', { name: 'Add Question' });
    await app.user.click(add);
    await app.user.click(add);
    const save = app.screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    // Each row reads 'New question n' over a short 'Type' (its name for assistive technology: 'Type of new question n').
    expect(app.screen.getAllByText('Type', { selector: 'label' })).toHaveLength(2);
    await app.user.type(app.screen.getByLabelText('New question 1'), 'How often do you take it?');
    await app.user.click(app.screen.getByLabelText('Type of new question 1', { selector: 'input' }));
    await app.user.click(await app.screen.findByRole('option', { name: 'Selection' }));
    const option = app.screen.getByLabelText('Option for new question 1');
    for (const o of ['Daily', 'Weekly', 'Monthly']) {
      await app.user.type(option, o);
      await app.user.click(app.screen.getByRole('button', { name: 'Add option to new question 1' }));
    }
    expect(app.screen.getByText('Option', { selector: 'label' })).toBeInTheDocument();
    await app.user.type(option, 'Daily{Enter}');
    await app.user.click(app.screen.getByRole('button', { name: 'Remove option Monthly from new question 1' }));
    expect(save).toBeDisabled();
    await app.user.type(app.screen.getByLabelText('New question 2'), 'Rate the taste');
    expect(save).toBeDisabled();
    await app.user.click(app.screen.getByLabelText('Type of new question 2', { selector: 'input' }));
    await app.user.click(await app.screen.findByRole('option', { name: 'Score' }));
    expect(save).toBeEnabled();
    await app.user.click(save);
    expect(await app.screen.findByText('Survey questions saved successfully.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        integrant_type_id: OMEGA_PRODUCT,
        questions: [
          { question: 'How often do you take it?', input_type: 'Selection', options: '["Daily","Weekly"]' },
          { question: 'Rate the taste', input_type: 'Score', options: null },
        ],
      },
    ]);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(app.screen.queryByLabelText('New question 1')).not.toBeInTheDocument();
  });

  it('a row without its type keeps Save off, and a removed row is not sent', async () => {
    const bodies = recordPosts('/surveyquestions/create', getCreateSurveyQuestionsResponseMock);
    const app = await renderWithProviders(PATH, { signedIn: true });
    await app.screen.findByText('1. Where did you buy this product?', {}, { timeout: 15_000 });
    await app.user.click(app.screen.getByRole('button', { name: 'Add Question' }));
    await app.user.click(app.screen.getByRole('button', { name: 'Add Question' }));
    await app.user.type(app.screen.getByLabelText('New question 1'), 'Why this product?');
    await app.user.click(app.screen.getByLabelText('Type of new question 1', { selector: 'input' }));
    await app.user.click(await app.screen.findByRole('option', { name: 'Text' }));
    await app.user.type(app.screen.getByLabelText('New question 2'), '   ');
    expect(app.screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    const rows = app.screen.getAllByTestId('question-editor');
    await app.user.click(within(rows[1]!).getByRole('button', { name: 'Remove new question 2' }));
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          integrant_type_id: OMEGA_PRODUCT,
          questions: [{ question: 'Why this product?', input_type: 'Text', options: null }],
        },
      ]),
    );
  });

  it('edits a question: Update only with a question and a type, the body, then the list again', async () => {
    const calls = listCalls();
    const bodies = recordPosts('/surveyquestions/update', getUpdateSurveyQuestionResponseMock);
    const app = await renderWithProviders(PATH, { signedIn: true });
    await app.user.click(await app.screen.findByRole('button', { name: 'Edit question 1' }, { timeout: 15_000 }));
    const question = app.screen.getByLabelText('Question 1');
    expect(question).toHaveValue('Where did you buy this product?');
    expect(app.screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    await app.user.clear(question);
    expect(app.screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    await app.user.type(question, 'Where did you buy it?');
    await app.user.type(app.screen.getByLabelText('Option for question 1'), 'Other{Enter}');
    await app.user.click(app.screen.getByRole('button', { name: 'Update' }));
    expect(await app.screen.findByText('Survey question updated successfully.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        survey_question_id: 'SQN4H7K2PA',
        question: 'Where did you buy it?',
        input_type: 'Selection',
        options: '["Amazon","Verdant Labs website","Retail store","Pharmacy","Other"]',
      },
    ]);
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('deletes a question only after the confirmation', async () => {
    const bodies = recordPosts('/surveyquestions/delete', getDeleteSurveyQuestionResponseMock);
    const app = await renderWithProviders(PATH, { signedIn: true });
    await app.user.click(await app.screen.findByRole('button', { name: 'Delete question 3' }, { timeout: 15_000 }));
    const dialog = await app.screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this survey question?');
    await app.user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(bodies).toHaveLength(0);
    await app.user.click(app.screen.getByRole('button', { name: 'Delete question 3' }));
    await app.user.click(within(await app.screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await app.screen.findByText('Survey question deleted successfully.')).toBeInTheDocument();
    expect(bodies).toEqual([{ survey_question_id: 'SQN2D9R5VX' }]);
  });

  it('keeps the tab in the URL, goes back to the dashboard, and sends fastpass to /', async () => {
    const app = await renderWithProviders(`/survey-questions/${OMEGA_PRODUCT}/9`, { signedIn: true });
    expect(await app.screen.findByRole('tab', { name: 'Survey', selected: true })).toBeInTheDocument();
    await app.user.click(app.screen.getByRole('tab', { name: 'Offers' }));
    await waitFor(() => expect(app.location().pathname).toBe(`/survey-questions/${OMEGA_PRODUCT}/2`));
    expect(app.screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      `/?product=${OMEGA_PRODUCT}`,
    );
    app.unmount();
    const fastpass = await renderWithProviders(PATH, { signedIn: { selected: 'fastpass' } });
    await waitFor(() => expect(fastpass.location().pathname).toBe('/'));
  });

  it('a failed save keeps the rows', async () => {
    server.use(
      http.post('*/surveyquestions/create', () =>
        HttpResponse.json({ status: '0', message: 'Could not save', data: null }),
      ),
    );
    const app = await renderWithProviders(PATH, { signedIn: true });
    await app.screen.findByText('1. Where did you buy this product?', {}, { timeout: 15_000 });
    await app.user.click(app.screen.getByRole('button', { name: 'Add Question' }));
    await app.user.type(app.screen.getByLabelText('New question 1'), 'Why?');
    await app.user.click(app.screen.getByLabelText('Type of new question 1', { selector: 'input' }));
    await app.user.click(await app.screen.findByRole('option', { name: 'Text' }));
    await app.user.click(app.screen.getByRole('button', { name: 'Save' }));
    expect(await app.screen.findByText('Could not save')).toBeInTheDocument();
    expect(app.screen.getByLabelText('New question 1')).toHaveValue('Why?');
  });
});
