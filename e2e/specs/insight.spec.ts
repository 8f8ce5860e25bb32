import type { Page } from '@playwright/test';
import { OMEGA_PRODUCT } from '../../test-support/example-world';
import { expectAccessible } from '../support/axe';
import { expect, seedSession, test } from '../support/fixtures';

/** Consumer insight on Prism: questions, offer, submissions and feedback with the consumer drawer, the audience wizard. */
const widths = [1280, 375] as const;
// Each journey walks four screens with an axe scan at each: longer than the default 45 s on a shared machine.
test.describe.configure({ timeout: 90_000 });
const size = (page: Page, width: number) => page.setViewportSize({ width, height: width === 375 ? 780 : 900 });
const shot = async (page: Page, name: string, width: number) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `e2e/.screenshots/insight-${name}-${width}.png`, fullPage: true });
};
const scan = async (page: Page, label: string, include?: string) => {
  await page.mouse.move(0, 0);
  await expectAccessible(page, label, include ? { include } : {});
};
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** The tops of these elements, rounded: one value when they are in one row. */
const tops = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((all) => all.map((element) => Math.round(element.getBoundingClientRect().top)));

for (const width of widths) {
  test(`add, edit and delete survey questions, set the offer at ${width} px`, async ({ page }) => {
    await size(page, width);
    await seedSession(page);
    await page.goto(`/?product=${OMEGA_PRODUCT}`);
    const panel = page.getByRole('region', { name: 'Consumer Survey' });
    await panel.getByRole('link', { name: 'Survey (3)' }).click();
    await expect(page).toHaveURL(new RegExp(`/survey-questions/${OMEGA_PRODUCT}/0$`));
    await expect(page.getByText('1. Where did you buy this product?')).toBeVisible();
    // The four tabs in even rows: one row of four, or two of two at 375 px (never three and one).
    const perRow = new Map<number, number>();
    for (const top of await tops(page, '[role=tab]')) perRow.set(top, (perRow.get(top) ?? 0) + 1);
    const rows = [...perRow.values()];
    expect(new Set(rows).size, `tabs per row ${rows.join(', ')}`).toBe(1);
    await scan(page, `survey questions ${width}`);
    await shot(page, 'questions', width);

    await button(page, 'Add Question').click();
    await button(page, 'Add Question').click();
    await expect(button(page, 'Save')).toBeDisabled();
    await page.getByRole('textbox', { name: 'New question 1', exact: true }).fill('How often do you take it?');
    await page.getByRole('combobox', { name: 'Type of new question 1', exact: true }).click();
    await page.getByRole('option', { name: 'Selection' }).click();
    const option = page.getByRole('textbox', { name: 'Option for new question 1' });
    await option.fill('Daily');
    await option.press('Enter');
    await option.fill('Weekly');
    await button(page, 'Add option to new question 1').click();
    await expect(button(page, 'Remove option Weekly from new question 1')).toBeVisible();
    await page.getByRole('textbox', { name: 'New question 2', exact: true }).fill('Rate the taste');
    await page.getByRole('combobox', { name: 'Type of new question 2', exact: true }).click();
    await page.getByRole('option', { name: 'Score' }).click();
    await scan(page, `survey question rows ${width}`);
    await shot(page, 'question-rows', width);
    const created = page.waitForRequest('**/api/surveyquestions/create');
    await button(page, 'Save').click();
    expect((await created).postDataJSON()).toEqual({
      integrant_type_id: OMEGA_PRODUCT,
      questions: [
        { question: 'How often do you take it?', input_type: 'Selection', options: '["Daily","Weekly"]' },
        { question: 'Rate the taste', input_type: 'Score', options: null },
      ],
    });
    await expect(page.getByText('Survey questions saved successfully.')).toBeVisible();

    await button(page, 'Edit question 1').click();
    await page.getByRole('textbox', { name: 'Option for question 1' }).fill('Other');
    await page.getByRole('textbox', { name: 'Option for question 1' }).press('Enter');
    const updated = page.waitForRequest('**/api/surveyquestions/update');
    await button(page, 'Update').click();
    expect((await updated).postDataJSON()).toMatchObject({ survey_question_id: 'SQN4H7K2PA', input_type: 'Selection' });
    await expect(page.getByText('Survey question updated successfully.')).toBeVisible();

    await button(page, 'Delete question 3').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete this survey question?');
    await scan(page, `delete question dialog ${width}`, '[role=dialog]');
    const deleted = page.waitForRequest('**/api/surveyquestions/delete');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    expect((await deleted).postDataJSON()).toEqual({ survey_question_id: 'SQN2D9R5VX' });
    await expect(page.getByText('Survey question deleted successfully.')).toBeVisible();

    await page.getByRole('tab', { name: 'Offers' }).click();
    await expect(page).toHaveURL(new RegExp(`/survey-questions/${OMEGA_PRODUCT}/2$`));
    const offer = page.getByRole('textbox', { name: 'Offer' });
    await expect(offer).toHaveValue('15% off your next order with code OMEGA15');
    await offer.fill('20% off your next order with code OMEGA20');
    await scan(page, `offers ${width}`);
    await shot(page, 'offers', width);
    const saved = page.waitForRequest('**/api/offers/create');
    await button(page, 'Update').click();
    expect((await saved).postDataJSON()).toEqual({
      id: 'OFR6B2K9VM',
      integrant_type_id: OMEGA_PRODUCT,
      offer: '20% off your next order with code OMEGA20',
    });
    await expect(page.getByText('Offer saved successfully.')).toBeVisible();
  });

  test(`read submissions and feedback with the consumer drawer at ${width} px`, async ({ page }) => {
    await size(page, width);
    await seedSession(page);
    await page.goto(`/survey-questions/${OMEGA_PRODUCT}/1`);
    await expect(page.getByText('11/18/2026 07:24 PM')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Amazon' })).toBeVisible();
    await scan(page, `survey submissions ${width}`);
    await shot(page, 'submissions', width);
    await button(page, 'Emily Carter').click();
    const drawer = page.getByRole('dialog', { name: 'Consumer Detail' });
    await expect(drawer.getByText('2418 E Camelback Rd, Phoenix, AZ 85016')).toBeVisible();
    await expect(drawer.getByTestId('consumer-email').getByRole('button', { name: 'Copy' })).toBeVisible();
    await scan(page, `consumer drawer ${width}`, '[role=dialog]');
    await shot(page, 'drawer', width);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();

    await page.getByRole('tab', { name: 'Batch Feedback' }).click();
    await expect(page.getByRole('heading', { name: 'Batch VL-OMG-2026-0412' })).toBeVisible();
    await expect(page.getByText('Anonymous')).toBeVisible();
    await expect(page.getByText('No feedback submissions found for the batch VL-OMG-2026-0610.')).toBeVisible();
    await scan(page, `batch feedback ${width}`);
    await shot(page, 'feedback', width);
    await button(page, 'Hannah Lee').click();
    await expect(page.getByRole('dialog', { name: 'Consumer Detail' })).toBeVisible();
    await button(page, 'Close').click();
    await button(page, 'Back to Dashboard')
      .or(page.getByRole('link', { name: 'Back to Dashboard' }))
      .click();
    await expect(page).toHaveURL(new RegExp(`/\\?product=${OMEGA_PRODUCT}$`));
  });

  test(`create an audience through all four steps at ${width} px`, async ({ page }) => {
    await size(page, width);
    await seedSession(page);
    await page.goto('/survey');
    await expect(page.getByRole('table', { name: 'Surveys' }).getByText('Vitamin D3 5000 IU')).toBeVisible();
    await scan(page, `survey list ${width}`);
    await shot(page, 'survey-list', width);
    await page.getByRole('link', { name: 'View Daily Omega-3 Fish Oil 1000 mg' }).click();
    await expect(page.getByRole('table', { name: 'Audiences' })).toContainText('Gender: Female');
    await scan(page, `survey detail ${width}`);
    await shot(page, 'survey-detail', width);
    await page.getByRole('tab', { name: 'Audience Submission' }).click();
    await expect(page.getByText('Sofia Alvarez')).toBeVisible();
    await scan(page, `audience submission ${width}`);
    await button(page, 'Create Audience').click();
    await expect(page).toHaveURL(/\/create-audience\/0$/);
    // The four steps in one row, at 375 px too (their labels wrapped them over three rows).
    await expect(page.locator('.mantine-Stepper-step')).toHaveCount(4);
    const steps = await tops(page, '.mantine-Stepper-step');
    expect(new Set(steps).size, `step tops ${steps.join(', ')}`).toBe(1);
    await expect(page.getByRole('button', { name: /Questions\/Survey/ })).toBeAttached();

    // The world's consumers: all of them with every filter on Any, fewer with each filter chosen.
    const count = page.getByTestId('audience-count');
    await expect(count).toContainText('1842 of 1842');
    await page.getByRole('combobox', { name: 'Gender', exact: true }).click();
    await page.getByRole('option', { name: 'Female' }).click();
    await expect(count).not.toContainText('1842 of 1842');
    const counted = page.waitForRequest(
      (r) => r.url().endsWith('/api/user/get-filter-users-count') && r.postData()?.includes('Healthy') === true,
    );
    await page.getByRole('combobox', { name: 'General wellness', exact: true }).click();
    await page.getByRole('option', { name: 'Healthy', exact: true }).click();
    expect((await counted).postDataJSON()).toEqual({ query: { gender: 'Female', general_wellness: 'Healthy' } });
    await scan(page, `audience filters ${width}`);
    await shot(page, 'audience-filters', width);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Gender', exact: true })).toHaveValue('Female', {
      timeout: 20_000,
    });
    await button(page, 'Next').click();
    await expect(page).toHaveURL(/\/create-audience\/1$/);
    await expect(page.getByRole('radio', { name: 'Daily Omega-3 Fish Oil 1000 mg' })).toBeChecked();
    await expect(page.getByText(/Where did you buy this product\?/)).toBeVisible();
    await scan(page, `audience survey ${width}`);
    await shot(page, 'audience-survey', width);
    await button(page, 'Next').click();
    await expect(page.getByText('General wellness: Healthy')).toBeVisible();
    await scan(page, `audience summary ${width}`);
    await shot(page, 'audience-summary', width);
    const sent = page.waitForRequest('**/api/user/send-survey-invitation');
    await button(page, 'Submit').click();
    expect((await sent).postDataJSON()).toEqual({
      integrant_type_id: OMEGA_PRODUCT,
      query: { gender: 'Female', general_wellness: 'Healthy' },
    });
    await expect(page.getByRole('heading', { name: 'Survey Sent to Customers' })).toBeVisible();
    await scan(page, `audience sent ${width}`);
    await shot(page, 'audience-sent', width);
    await button(page, 'Done').click();
    await expect(page).toHaveURL(/\/survey$/);
  });
}

test('fastpass is sent away from the survey area', async ({ page }) => {
  await seedSession(page);
  await page.goto('/');
  await page.locator('header').getByLabel('My Subscriptions').click();
  await page.getByRole('option', { name: 'Product Fast Pass' }).click();
  await expect(page.getByRole('region', { name: 'Consumer Survey' })).toHaveCount(0);
  for (const path of [`/survey-questions/${OMEGA_PRODUCT}/0`, '/survey', '/create-audience/0']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  }
});
