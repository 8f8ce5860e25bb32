import type { Page } from '@playwright/test';

/** The survey editor, after Add Question: new question 1 as a Selection question with these options. */
export async function fillSelectionQuestion(page: Page, question: string, options: readonly string[]) {
  await page.getByRole('textbox', { name: 'New question 1', exact: true }).fill(question);
  await page.getByRole('combobox', { name: 'Type of new question 1', exact: true }).click();
  await page.getByRole('option', { name: 'Selection' }).click();
  const option = page.getByRole('textbox', { name: 'Option for new question 1' });
  for (const o of options) {
    await option.fill(o);
    await option.press('Enter');
  }
}
