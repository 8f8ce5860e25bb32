import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, seedSession, test } from '../support/fixtures';
import { choose, chooseAll } from '../../test-support/tools-steps';

/** The tools journeys on Prism, with axe scans and screenshots (e2e/.screenshots/, git-ignored) at 1280 and 375 px. */
const widths = [1280, 375] as const;
const shot = async (page: Page, name: string, width: number) => {
  await page.evaluate(() => window.scrollTo(0, 0)); // else the sticky header lands mid-page in a full-page shot
  await page.screenshot({ path: `e2e/.screenshots/tools-${name}-${width}.png`, fullPage: true });
};
// The pointer moves off the last button pressed first: a hovered filled button is one shade lighter.
const scan = async (page: Page, label: string) => {
  await page.mouse.move(0, 0);
  await expectAccessible(page, label);
};
const size = (page: Page, width: number) => page.setViewportSize({ width, height: width === 375 ? 780 : 900 });

for (const width of widths) {
  test(`compare an NIH label with a COA at ${width} px`, async ({ page }) => {
    await size(page, width);
    await seedSession(page);
    await page.goto('/ingredient-comparision');
    await expect(page.getByRole('heading', { name: 'Compare NIH Labels With COA' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await scan(page, `comparison selector ${width}`);
    await chooseAll(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    const results = page.getByRole('region', { name: 'Comparison results' });
    const row = (name: string) => results.getByRole('table', { name: 'Matched by name' }).getByRole('row', { name });
    await expect(row('Fish Oil 2000 mg 2010 mg')).toContainText('PASS');
    await expect(row('EPA (Eicosapentaenoic Acid) 600 mg')).toContainText('FAIL');
    await expect(row('Vitamin E 2 mg')).toContainText('-');
    await expect(results.getByRole('list', { name: 'COA ingredients' })).toContainText('Lead');
    await expect(results.getByRole('list', { name: 'NIH ingredients' })).not.toBeEmpty();

    await page.getByRole('button', { name: 'Add Match' }).click();
    await expect(page.getByText('Please select NIH Ingredient.')).toBeVisible();
    await page.getByRole('combobox', { name: 'NIH Ingredient', exact: true }).click();
    const nih = (await page.getByRole('option').first().textContent())!.trim();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Add Match' }).click();
    await expect(page.getByText('Please select COA Ingredient.')).toBeVisible();
    await choose(page, 'COA Ingredient', 'Lead');
    await page.getByRole('button', { name: 'Add Match' }).click();
    await expect(page.getByRole('table', { name: 'Matched by hand' })).toContainText('Lead');
    // Both tables fit the screen: nothing scrolls sideways at 375 px.
    for (const name of ['Matched by name', 'Matched by hand']) {
      const table = page.getByRole('table', { name });
      expect(await table.evaluate((t) => t.scrollWidth - t.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await scan(page, `comparison results ${width}`);
    await shot(page, 'comparison', width);
    await page.getByRole('button', { name: `Delete match ${nih} with Lead` }).click();
    await expect(page.getByRole('table', { name: 'Matched by hand' })).toHaveCount(0);
  });
}

test('the advisory note shows and is scrolled into view', async ({ page }) => {
  await seedSession(page);
  await page.goto('/ingredient-comparision?replay=readDocument:200:coaAdvisorySubstance');
  await chooseAll(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  const note = page.getByRole('alert').filter({ hasText: 'Advisory substances found' });
  await expect(note).toContainText('N-Methyltyramine');
  await expect(note).toBeInViewport();
  await scan(page, 'comparison advisory note');
  await shot(page, 'comparison-advisory', 1280);
});

test('a COA that reports another lot than the batch is flagged', async ({ page }) => {
  await seedSession(page);
  // Batch VL-OMG-2026-0412's COA read as the certificate of lot VL-OMG-2026-0527.
  await page.goto('/ingredient-comparision?replay=readDocument:200:coaOmega3LabForms');
  await chooseAll(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  const flag = page.getByRole('alert').filter({ hasText: 'This COA is for another lot' });
  await expect(flag).toContainText('The COA reports lot VL-OMG-2026-0527, but the batch is VL-OMG-2026-0412.');
  await scan(page, 'comparison, a COA of another lot');
});

test('a COA that cannot be read toasts its message', async ({ page }) => {
  await seedSession(page);
  await page.goto('/ingredient-comparision?replay=readDocument:200:coaUnreadable');
  await chooseAll(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/Unable to read the document/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Comparison results' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('data-loading');
  await scan(page, 'comparison error toast');
});

for (const width of widths) {
  test(`open the setup guide, copy a command, read the terms at ${width} px`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await size(page, width);
    await page.goto('/doc-tool-guide');
    await expect(page.getByRole('link', { name: 'Download the installer' })).toHaveAttribute(
      'href',
      /setup-2\.4\.1\.exe$/,
    );
    await expect(page.getByText(/listens on port 8003 by default/)).toBeVisible();
    await scan(page, `guide windows ${width}`);
    await shot(page, 'guide', width);
    await page.getByRole('tab', { name: 'Linux/MacOS' }).click();
    const unix = page.getByRole('tabpanel', { name: 'Linux/MacOS' });
    await unix.getByRole('button', { name: 'Copy' }).last().click();
    await expect(unix.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('./document-hash-tool --port 8003');
    await scan(page, `guide linux ${width}`);
    await page.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Governing law' })).toContainText('Arizona');
    await scan(page, `terms ${width}`);
    await shot(page, 'terms', width);
  });
}
