import { expect, type Page } from '@playwright/test';
import type { MatrixRow } from './replay-matrix';

/** Consumer insight: the survey area of a product, /survey, /survey/{id}, the audience wizard, the home's survey panel. */

const click = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();

async function addQuestion(page: Page): Promise<void> {
  await click(page, 'Add Question');
  await page.getByRole('textbox', { name: 'New question 1', exact: true }).fill('What made you choose it?');
  await page.getByRole('combobox', { name: 'Type of new question 1', exact: true }).click();
  await page.getByRole('option', { name: 'Text' }).click();
  await click(page, 'Save');
}

async function sendSurvey(page: Page): Promise<void> {
  await click(page, 'Next');
  await page.getByRole('radio', { name: 'Daily Omega-3 Fish Oil 1000 mg' }).check();
  await click(page, 'Next');
  await click(page, 'Submit');
}

export const surveyRows: readonly MatrixRow[] = [
  {
    operationId: 'listSurveyQuestions',
    screen: 'surveyQuestionsLoad',
    how: 'open the Survey tab (the questions load)',
  },
  { operationId: 'getProduct', screen: 'surveyQuestionsLoad', how: "open the Survey tab (the product's title loads)" },
  {
    operationId: 'createSurveyQuestions',
    screen: 'surveyQuestions',
    how: 'add a question with a type, press Save',
    act: addQuestion,
    keeps: async (page) => {
      await expect(page.getByRole('textbox', { name: 'New question 1', exact: true })).toHaveValue(
        'What made you choose it?',
      );
    },
  },
  {
    operationId: 'updateSurveyQuestion',
    screen: 'surveyQuestions',
    how: 'edit the first question, press Update',
    act: async (page) => {
      await click(page, 'Edit question 1');
      await click(page, 'Update');
    },
  },
  {
    operationId: 'deleteSurveyQuestion',
    screen: 'surveyQuestions',
    how: 'delete the third question, confirm with Yes',
    act: async (page) => {
      await click(page, 'Delete question 3');
      await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    },
  },
  { operationId: 'listSurveySubmissions', screen: 'surveySubmissions', how: 'open the Survey Submissions tab' },
  {
    operationId: 'getUserDetail',
    screen: 'surveySubmissions',
    how: "press a consumer's name (the drawer loads the profile)",
    act: (page) => click(page, 'Emily Carter'),
  },
  { operationId: 'listOffers', screen: 'surveyOffers', how: 'open the Offers tab' },
  {
    operationId: 'saveOffer',
    screen: 'surveyOffers',
    how: 'press Update on the existing offer',
    act: (page) => click(page, 'Update'),
  },
  { operationId: 'listBatchFeedback', screen: 'surveyFeedback', how: 'open the Batch Feedback tab' },
  { operationId: 'listSurveyTemplates', screen: 'surveyList', how: 'open /survey' },
  { operationId: 'listAudiences', screen: 'surveyDetail', how: 'open /survey/{id} (Audience Detail)' },
  {
    operationId: 'listSurveyInvitations',
    screen: 'surveyDetail',
    how: "open the 'Audience Submission' tab",
    act: (page) => page.getByRole('tab', { name: 'Audience Submission' }).click(),
  },
  { operationId: 'getFilteredUsersCount', screen: 'createAudience', how: 'open /create-audience/0 (the count loads)' },
  {
    operationId: 'sendSurveyInvitation',
    screen: 'createAudience',
    how: 'Next, choose a survey, Next, Submit',
    act: sendSurvey,
    // A failed send stays on the last step, with what was chosen, to send again.
    settled: (page) => page.getByRole('button', { name: 'Submit', exact: true }),
  },
  { operationId: 'listProductSurveys', screen: 'surveyPanelLoad', how: "open / as tracer (the home's survey panel)" },
];
