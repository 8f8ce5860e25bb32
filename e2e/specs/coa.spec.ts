import type { Page } from '@playwright/test';
import { VERDANT } from '../../test-support/example-world';
import { expectAccessible } from '../support/axe';
import { expect, seedSession, test } from '../support/fixtures';
import { choose, chooseProduct } from '../../test-support/tools-steps';

/**
 * The ingredient comparison on a COA as a laboratory writes it: the Omega-3 batch VL-OMG-2026-0527
 * (`integrantDetail0527`) and its COA `coaOmega3LabForms` (decimal commas, thousands points, µg, IU, ND) against the
 * label version with Vitamin D3 (`omegaVersionHits`, `omegaD3Label`), all armed by replay link. PASS, FAIL and '-' rows with their working, a suggestion accepted and one
 * dismissed, the advisory note; axe scans at 1280 and 375 px.
 */
const REPLAY = [
  'getIntegrantDetail:200:integrantDetail0527',
  'readDocument:200:coaOmega3LabForms',
  'label-database_browseProducts:200:omegaVersionHits',
  'label-database_getLabel:200:omegaD3Label',
]
  .map((r) => `replay=${r}`)
  .join('&');
const widths = [1280, 375] as const;
const scan = async (page: Page, label: string) => {
  await page.mouse.move(0, 0);
  await expectAccessible(page, label);
};

for (const width of widths) {
  test(`compare a laboratory's COA with a label, accept and dismiss suggestions at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 780 : 900 });
    await seedSession(page);
    await page.goto(`/ingredient-comparision?${REPLAY}`);
    await chooseProduct(page);
    await choose(page, 'Batch', 'VL-OMG-2026-0527');
    await choose(page, 'COA', 'Certificate of Analysis');
    await choose(page, 'NIH label', /286551/);
    const read = page.waitForRequest((r) => r.url().endsWith('/document-ai/readDocument'));
    await page.getByRole('button', { name: 'Submit' }).click();
    expect((await read).postDataJSON()).toEqual({
      url: `https://files.portal.invalid/exhibits/${VERDANT}/BATOMG0527/COA_VL-OMG-2026-0527.pdf`,
    });

    const results = page.getByRole('region', { name: 'Comparison results' });
    const byName = results.getByRole('table', { name: 'Matched by name' });
    await expect(byName.getByRole('row', { name: /^Total Fat 2 Gram\(s\)/ })).toHaveText(
      'Total Fat2 Gram(s)2.045 mg= 2.045 Gram(s)PASS',
    );
    await expect(byName.getByRole('row', { name: /^Fish Oil/ })).toHaveText('Fish Oil2000 mg1,985 g= 1985 mgFAIL');
    await expect(byName.getByRole('row', { name: /^Vitamin E/ })).toHaveText('Vitamin E2 mg3,3 IU-units differ');
    await expect(results.getByRole('list', { name: 'COA ingredients' })).toContainText('Lead (ND)');
    const note = page.getByRole('alert').filter({ hasText: 'Advisory substances found' });
    await expect(note).toContainText('1,4-DMAA');

    const suggested = results.getByRole('region', { name: 'Suggested matches' });
    await expect(suggested.getByRole('group')).toHaveCount(4);
    await scan(page, `coa suggestions ${width}`);
    await page.getByRole('button', { name: 'Accept match Vitamin D3 with Cholecalciferol (Vitamin D3)' }).click();
    const byHand = page.getByRole('table', { name: 'Matched by hand' });
    await expect(byHand.getByRole('row', { name: /^Vitamin D3/ })).toHaveText(
      'Vitamin D3COA: Cholecalciferol (Vitamin D3)25 mcg26,8 µg= 26.8 mcgPASS',
    );
    await page.getByRole('button', { name: 'Dismiss match DHA with Docosahexaenoic acid (DHA)' }).click();
    await expect(suggested.getByRole('group')).toHaveCount(2);
    await expect(suggested.getByRole('group', { name: /^Suggested DHA/ })).toHaveCount(0);
    await expect(results.getByRole('list', { name: 'COA ingredients' })).toContainText('Docosahexaenoic acid (DHA)');
    // Nothing scrolls sideways at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await scan(page, `coa results ${width}`);
  });
}
