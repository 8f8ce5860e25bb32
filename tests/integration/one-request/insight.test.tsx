import { afterEach, describe, it } from 'vitest';
import { within } from '@testing-library/react';
import {
  getCreateSurveyQuestionsResponseMock,
  getDeleteSurveyQuestionResponseMock,
  getSaveOfferResponseMock,
  getSendSurveyInvitationResponseMock,
  getUpdateSurveyQuestionResponseMock,
} from '@/api/generated/portal/hooks/survey/survey.msw';
import { AUDIENCE_DRAFT_KEY } from '@/features/insight/use-audience-draft';
import { OMEGA_PRODUCT, VITAMIN_D_PRODUCT } from '../../../test-support/example-world';
import { renderWithProviders } from '../../utils/render';
import { expectOneRequest, TWICE } from '../../utils/one-request';

const SLOW = { timeout: 15_000 };
const SURVEY = `/survey-questions/${OMEGA_PRODUCT}/0`;

afterEach(() => sessionStorage.clear());

// The Survey tab's Save, Update and the delete's Yes are buttons outside a form: Enter twice is pressed on the
// focused button. The Offer is a textarea (Enter there is a new line), so its Enter twice is on the button too.
describe('one request per action: insight', { timeout: 60_000 }, () => {
  for (const how of TWICE) {
    it(`Survey: Save (new questions), ${how}`, async () => {
      const app = await renderWithProviders(SURVEY, { signedIn: true });
      await app.screen.findByText('1. Where did you buy this product?', {}, SLOW);
      await app.user.click(app.screen.getByRole('button', { name: 'Add Question' }));
      await app.user.type(app.screen.getByLabelText('New question 1'), 'Why this product?');
      await app.user.click(app.screen.getByLabelText('Type of new question 1', { selector: 'input' }));
      await app.user.click(await app.screen.findByRole('option', { name: 'Text' }));
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/surveyquestions/create',
        answer: getCreateSurveyQuestionsResponseMock,
        target: () => app.screen.getByRole('button', { name: 'Save' }),
        done: () => app.screen.getByText('Survey questions saved successfully.'),
      });
    });

    it(`Survey: Update (a question edited), ${how}`, async () => {
      const app = await renderWithProviders(SURVEY, { signedIn: true });
      await app.user.click(await app.screen.findByRole('button', { name: 'Edit question 1' }, SLOW));
      const question = app.screen.getByLabelText('Question 1');
      await app.user.clear(question);
      await app.user.type(question, 'Where did you buy it?');
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/surveyquestions/update',
        answer: getUpdateSurveyQuestionResponseMock,
        target: () => app.screen.getByRole('button', { name: 'Update' }),
        done: () => app.screen.getByText('Survey question updated successfully.'),
      });
    });

    it(`Survey: delete a question (Yes), ${how}`, async () => {
      const app = await renderWithProviders(SURVEY, { signedIn: true });
      await app.user.click(await app.screen.findByRole('button', { name: 'Delete question 3' }, SLOW));
      const dialog = await app.screen.findByRole('dialog');
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/surveyquestions/delete',
        answer: getDeleteSurveyQuestionResponseMock,
        target: () => within(dialog).getByRole('button', { name: 'Yes' }),
        done: () => app.screen.getByText('Survey question deleted successfully.'),
      });
    });

    it(`Offers: Update the offer, ${how}`, async () => {
      const app = await renderWithProviders(`/survey-questions/${OMEGA_PRODUCT}/2`, { signedIn: true });
      const offer = await app.screen.findByDisplayValue('15% off your next order with code OMEGA15', {}, SLOW);
      await app.user.clear(offer);
      await app.user.type(offer, '20% off with code OMEGA20');
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/offers/create',
        answer: getSaveOfferResponseMock,
        target: () => app.screen.getByRole('button', { name: 'Update' }),
        done: () => app.screen.getByText('Offer saved successfully.'),
      });
    });

    it(`Create Audience: Submit (the invitation), ${how}`, async () => {
      sessionStorage.setItem(AUDIENCE_DRAFT_KEY, JSON.stringify({ filters: {}, templateId: VITAMIN_D_PRODUCT }));
      const app = await renderWithProviders('/create-audience/2', { signedIn: true });
      await app.screen.findByText('All consumers (no filter chosen)', {}, SLOW);
      await app.screen.findByText('Vitamin D3 5000 IU');
      await expectOneRequest({
        user: app.user,
        how,
        method: 'post',
        path: '/user/send-survey-invitation',
        answer: getSendSurveyInvitationResponseMock,
        target: () => app.screen.getByRole('button', { name: 'Submit' }),
        done: () => app.screen.getByRole('heading', { name: 'Survey Sent to Customers' }),
      });
    });
  }
});
