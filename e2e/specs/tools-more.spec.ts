import type { Page, Route } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { VERDANT } from '../../test-support/example-world';
import { realPdf } from '../../test-support/real-files';
import { expectAccessible } from '../support/axe';
import { expect, seedSession, test } from '../support/fixtures';

/**
 * The tools journeys on Prism, second part: test a file for forbidden substances, copy a widget snippet, page
 * through connections; axe scans and screenshots (e2e/.screenshots/, git-ignored) at 1280 and 375 px.
 */
const widths = [1280, 375] as const;
const shot = async (page: Page, name: string, width: number) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `e2e/.screenshots/tools-${name}-${width}.png`, fullPage: true });
};
const scan = async (page: Page, label: string, include?: string) => {
  await page.mouse.move(0, 0);
  await expectAccessible(page, label, include ? { include } : {});
};
const size = (page: Page, width: number) => page.setViewportSize({ width, height: width === 375 ? 780 : 900 });
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });
const PDF = realPdf("Pre-Workout 'Formula' Sheet.pdf");
/** A COA printed to PDF by Chromium, with 1,4-dimethylamylamine in its adulterant row (docs/world/document.md). */
const COA = {
  name: 'coa.pdf',
  mimeType: 'application/pdf',
  buffer: readFileSync(new URL('../../test-support/documents/coa.pdf', import.meta.url)),
};

for (const width of widths) {
  test(`test a file for forbidden substances at ${width} px`, async ({ page }) => {
    await size(page, width);
    await page.goto('/forbidden-substances');
    await expect(page.getByRole('heading', { name: 'Forbidden Substances Test' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Test file' })).toBeDisabled();
    await scan(page, `forbidden substances ${width}`);
    await page.locator('input[type=file]').setInputFiles(COA);
    await page.getByRole('button', { name: 'Test file' }).click();
    // The world reads the file itself: its name, and the one substance its text names.
    await expect(page.getByRole('heading', { name: 'Result for coa.pdf' })).toBeVisible();
    await expect(page.getByText('1 forbidden substance found')).toBeVisible();
    const table = page.getByRole('table', { name: 'Advisory substances' });
    await expect(table.getByRole('row', { name: /^1,4-DMAA/ })).toContainText('as 1,4-dimethylamylamine');
    await expect(table.getByRole('row', { name: /^Andarine/ })).toContainText('Not found');
    await scan(page, `forbidden substances result ${width}`);
    await shot(page, 'forbidden', width);
  });
}

test('a refused file shows its message (an answer above 300)', async ({ page }) => {
  await page.goto('/forbidden-substances?replay=findForbiddenSubstances:400:forbiddenUnsupportedFile');
  await page.locator('input[type=file]').setInputFiles(PDF);
  await page.getByRole('button', { name: 'Test file' }).click();
  await expect(toast(page, 'Unsupported file type. Please upload a PDF, JPG or PNG file.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Advisory substances' })).toHaveCount(0);
  await scan(page, 'forbidden substances refused');
});

for (const width of widths) {
  test(`copy a widget snippet at ${width} px`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await size(page, width);
    await seedSession(page);
    await page.goto('/widget');
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Blockchain Proof');
    const snippet = page.getByLabel('Widget snippet');
    await expect(snippet).toContainText(`data-organization-id="${VERDANT}"`);
    await expect(snippet).toContainText('http://localhost:3000/widget/blockchain-proof.js');
    await expect(page.getByRole('heading', { name: 'Step 2' })).toHaveCount(0);
    await scan(page, `widget default ${width}`);
    await shot(page, 'widget-default', width);

    await page.getByRole('textbox', { name: 'Title' }).fill('Verdant Proof');
    await page.getByRole('radio', { name: 'Inline Widget' }).check();
    await expect(snippet).toContainText('data-widget-type="inline"');
    await expect(page.getByRole('region', { name: 'Step 2' })).toContainText('blockchain-proof-widget');
    await page.getByRole('region', { name: 'Step 1' }).getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('region', { name: 'Step 1' }).getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('data-title="Verdant Proof"');
    expect(copied).toBe(await snippet.textContent());
    await expect(page.getByRole('img', { name: 'Preview of the inline widget titled Verdant Proof' })).toBeVisible();
    await scan(page, `widget inline ${width}`);
    await shot(page, 'widget-inline', width);
  });
}

/** The first page: 100 connections of 105 (the example world has 5); the next page is Prism's example. */
async function manyConnections(page: Page): Promise<number[]> {
  const offsets: number[] = [];
  await page.route('**/api/producer-connections/get-my-connections', async (route: Route) => {
    const { offset } = route.request().postDataJSON() as { offset: number };
    offsets.push(offset);
    if (offset > 0) return route.continue({ headers: { ...route.request().headers(), prefer: 'example=connections' } });
    const rows = Array.from({ length: 100 }, (_, i) => ({
      id: `CONP${String(i).padStart(6, '0')}`,
      user_id: `USRP${String(i).padStart(6, '0')}`,
      producer_connection_user: { id: `USRP${String(i).padStart(6, '0')}`, name: `Consumer ${i + 1}` },
    }));
    return route.fulfill({ json: { status: '1', message: 'ok', data: { count: 105, rows } } });
  });
  return offsets;
}

for (const width of widths) {
  test(`page through connections and view one at ${width} px`, async ({ page }) => {
    await size(page, width);
    await seedSession(page);
    const offsets = await manyConnections(page);
    await page.goto('/my-connections');
    const table = page.getByRole('table', { name: 'Connections' });
    await expect(table.getByRole('row')).toHaveCount(101);
    await scan(page, `connections ${width}`);
    await shot(page, 'connections', width);
    await table.getByRole('row').last().scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(table.getByRole('row')).toHaveCount(106);
    await expect(page.getByText('105 of 105 shown')).toBeVisible();
    expect(offsets).toEqual([0, 100]);

    await page.getByRole('button', { name: 'View Emily Carter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Emily Carter' });
    await expect(dialog).toContainText('2418 E Camelback Rd, Phoenix, AZ 85016');
    await scan(page, `connection detail ${width}`, '[role=dialog]');
    await page.screenshot({ path: `e2e/.screenshots/tools-connection-detail-${width}.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
}

test("no connections reads You Don't Have Any Connections Yet.", async ({ page }) => {
  await seedSession(page);
  await page.goto('/my-connections?replay=listMyConnections:200:connectionsEmpty');
  await expect(page.getByText("You Don't Have Any Connections Yet.")).toBeVisible();
  await scan(page, 'connections empty');
});

test('connections that cannot load offer Try again', async ({ page }) => {
  await seedSession(page);
  await page.goto('/my-connections?replay=listMyConnections:500:serverError');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await scan(page, 'connections load failure');
});

test('a widget whose organization cannot load offers Try again', async ({ page }) => {
  await seedSession(page);
  await page.goto('/widget?replay=getOrganization:500:serverError');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await scan(page, 'widget load failure');
});

test('a profile that cannot be shown says so in the dialog and offers Try again', async ({ page }) => {
  await seedSession(page);
  await page.goto('/my-connections?replay=getUserDetail:200:bodyFailure');
  await page.getByRole('button', { name: 'View Emily Carter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Emily Carter' });
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
  await scan(page, 'connection detail failure', '[role=dialog]');
});
