import type { Page } from '@playwright/test';
import { MAGNESIUM_PRODUCT, OMEGA_PRODUCT } from '../../test-support/example-world';
import { expectAccessible } from '../support/axe';
import { expect, seedSession, test } from '../support/fixtures';
import { fillSelectionQuestion } from '../../test-support/survey-steps';

/**
 * A product's survey on the mock world (mocks/world/resolvers/survey.ts): a question saved and turned from
 * Selection to Text, an offer set, each kept across a reload, and the home's survey panel counting what the world
 * holds (the questions, the submissions its tab lists).
 */
const MAGNESIUM = MAGNESIUM_PRODUCT;
const QUESTION = 'How well do you sleep since you started taking it?';
const OFFER = 'A free travel pack with your next order';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const panel = (page: Page) => page.getByRole('region', { name: 'Consumer Survey' });
const questions = (page: Page) => page.getByTestId('survey-question');

async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `e2e/.screenshots/world-surveys-${name}.png`, fullPage: true });
}

async function scan(page: Page, label: string) {
  await page.mouse.move(0, 0);
  await expectAccessible(page, label);
}

/** The panel's row of a product: its link and its submission count. */
const surveyRow = (page: Page, title: string) =>
  panel(page)
    .locator('div')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) })
    .last();

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('a survey made on a product: its question and offer kept across reloads, the panel counting the world', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await seedSession(page);

  // The seed: three products with a survey; Omega-3's two submissions are the ones its tab lists.
  await page.goto('/');
  await expect(surveyRow(page, 'Daily Omega-3 Fish Oil 1000 mg')).toContainText('2 submissions');
  await expect(panel(page).getByRole('link', { name: 'Magnesium Glycinate 400 mg' })).toHaveCount(0);
  await scan(page, 'world surveys, the survey panel, seed');
  await shoot(page, 'panel-seed');
  await surveyRow(page, 'Daily Omega-3 Fish Oil 1000 mg').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/survey-questions/${OMEGA_PRODUCT}/0$`));
  await page.getByRole('tab', { name: 'Survey Submissions' }).click();
  await expect(page.getByTestId('survey-submission')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Show 10 more submissions' })).toHaveCount(0);
  await scan(page, 'world surveys, Omega-3 submissions');
  await shoot(page, 'omega-submissions');

  // A first question on a product without a survey: Selection with its options.
  await page.goto(`/survey-questions/${MAGNESIUM}/0`);
  await expect(page.getByText('You have not created any survey questions yet.')).toBeVisible();
  await button(page, 'Add Question').click();
  await fillSelectionQuestion(page, QUESTION, ['Better', 'The same', 'Worse']);
  await button(page, 'Save').click();
  await expect(page.getByText('Survey questions saved successfully.')).toBeVisible();
  await expect(questions(page)).toHaveCount(1);
  await expect(questions(page)).toContainText(`1. ${QUESTION}`);
  await expect(questions(page)).toContainText('The same');
  await scan(page, 'world surveys, a first question saved');
  await shoot(page, 'question-saved');

  // Turned into Text: the world keeps it without its options, across a reload.
  await button(page, 'Edit question 1').click();
  await page.getByRole('combobox', { name: 'Type of question 1', exact: true }).click();
  await page.getByRole('option', { name: 'Text' }).click();
  await button(page, 'Update').click();
  await expect(page.getByText('Survey question updated successfully.')).toBeVisible();
  await page.reload();
  await expect(questions(page)).toHaveCount(1);
  await expect(questions(page)).toContainText(`1. ${QUESTION}`);
  await expect(questions(page)).toContainText('Text');
  await expect(questions(page)).not.toContainText('The same');
  await scan(page, 'world surveys, the question turned Text, after a reload');
  await shoot(page, 'question-text');

  // The product's one offer: Save, then after a reload it is there and reads Update.
  await page.getByRole('tab', { name: 'Offers' }).click();
  await expect(page.getByText('No rewards have been set for this survey yet.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Offer' }).fill(OFFER);
  await button(page, 'Save').click();
  await expect(page.getByText('Offer saved successfully.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Offer' })).toHaveValue(OFFER);
  await expect(button(page, 'Update')).toBeVisible();
  await expect(page.getByText('No rewards have been set for this survey yet.')).toHaveCount(0);
  await scan(page, 'world surveys, the offer kept');
  await shoot(page, 'offer-kept');

  // The home's panel now lists the product with its counts from the world.
  await page.goto('/');
  await expect(surveyRow(page, 'Magnesium Glycinate 400 mg')).toContainText('0 submissions');
  await expect(surveyRow(page, 'Daily Omega-3 Fish Oil 1000 mg')).toContainText('2 submissions');
  await scan(page, 'world surveys, the survey panel with the new survey');
  await shoot(page, 'panel-new-survey');
  await page.goto(`/?product=${MAGNESIUM}`);
  await expect(panel(page).getByRole('link', { name: 'Survey (1)' })).toBeVisible();
  await expect(panel(page).getByRole('link', { name: 'Survey Submissions (0)' })).toBeVisible();
  await expect(panel(page).getByRole('link', { name: 'Batch Feedback (0)' })).toBeVisible();
  await scan(page, 'world surveys, the product panel counts');
  await shoot(page, 'panel-product');
});
