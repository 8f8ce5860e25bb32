import type { Page } from '@playwright/test';
import { OMEGA_BATCH } from '../../test-support/example-world';
import { expectAccessible } from '../support/axe';
import { expect, seedSession, test } from '../support/fixtures';

/**
 * The batch link graph on the mock world (mocks/world/resolvers/batch-links.ts): an ingredient added to a batch is in
 * the tree of both batches (the layer pane and the link graph), across reloads, until it is removed from its parent; a
 * link made with 'Connect to another ingredient' joins two ingredients. Each test has a world of its own (its cookie).
 */

const OMEGA = OMEGA_BATCH;
const OMEGA_TITLE = 'Daily Omega-3 Fish Oil 1000 mg';
const ZINC_TITLE = 'Zinc Picolinate 50 mg';

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });
const layers = (page: Page) => page.getByRole('navigation', { name: 'Batch layers' });
/** The layer pane's nodes, as their titles and tracking ids read ('Zinc Picolinate 50 mg VL-ZNC-2026-1201'). */
const nodes = (page: Page) => layers(page).locator('.mantine-NavLink-root');

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/.screenshots/world-links-${name}.png`, fullPage: true });
}

async function openBatch(page: Page, id: string) {
  await page.goto(`/batches/${id}?tab=0`);
  await expect(page.getByRole('group', { name: 'Batch options' })).toBeVisible();
}

/** 'Add ingredient for this batch': a new batch of the product under the open one. */
async function addIngredient(page: Page, product: string, number: string) {
  await page.getByRole('button', { name: 'Add ingredient for this batch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add ingredient for this batch' });
  await dialog.getByRole('combobox', { name: 'Product' }).click();
  await page.getByRole('option', { name: product, exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Static batch number' }).fill(number);
  const add = dialog.getByRole('button', { name: 'Add ingredient' });
  await expect(add).toBeEnabled(); // the number is checked 500 ms after the last keystroke
  await add.click();
  // The second ingredient's toast may stand below the first one's.
  await expect(toast(page, 'Ingredient added successfully').last()).toBeVisible();
  await expect(dialog).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedSession(page, { selected: 'tracer' });
});

test('an ingredient added to a batch is in both batches’ trees across reloads, until removed from its parent', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openBatch(page, OMEGA);
  await expect(nodes(page)).toHaveText([`${OMEGA_TITLE}VL-OMG-2026-0412`]);

  await addIngredient(page, ZINC_TITLE, 'VL-ZNC-2026-1201');
  await expect(nodes(page)).toHaveText([`${OMEGA_TITLE}VL-OMG-2026-0412`, `${ZINC_TITLE}VL-ZNC-2026-1201`]);
  await expectAccessible(page, 'world links, parent tree with its ingredient');
  await shoot(page, 'parent-tree');

  await page.reload();
  await expect(nodes(page)).toHaveText([`${OMEGA_TITLE}VL-OMG-2026-0412`, `${ZINC_TITLE}VL-ZNC-2026-1201`]);
  await page.getByRole('button', { name: 'View link graph' }).click();
  const graph = page.getByRole('dialog', { name: 'Link graph' });
  await expect(graph.locator('.react-flow__node')).toHaveCount(2);
  await expect(graph.locator('.react-flow__edge')).toHaveCount(1);
  await expect(graph.getByText(`${ZINC_TITLE} · VL-ZNC-2026-1201`)).toBeVisible();
  await expectAccessible(page, 'world links, link graph of the parent', { include: '[role="dialog"]' });
  await shoot(page, 'parent-graph');
  await page.keyboard.press('Escape');
  await expect(graph).toBeHidden();

  // The ingredient's own tree: its parent above it, itself the current node.
  await nodes(page).filter({ hasText: ZINC_TITLE }).click();
  await expect(page).toHaveURL(/\/batches\/BAT[0-9A-Z]{7}\?tab=0$/);
  const zinc = new URL(page.url()).pathname.split('/').pop()!;
  expect(zinc).not.toBe(OMEGA);
  await page.reload();
  await expect(nodes(page)).toHaveText([`${OMEGA_TITLE}VL-OMG-2026-0412`, `${ZINC_TITLE}VL-ZNC-2026-1201`]);
  await expect(layers(page).locator('[aria-current="true"]')).toHaveText(`${ZINC_TITLE}VL-ZNC-2026-1201`);
  await expect(page.getByRole('button', { name: 'Remove from parent' })).toBeVisible();
  await expectAccessible(page, 'world links, ingredient tree with its parent');
  await shoot(page, 'ingredient-tree');

  await page.getByRole('button', { name: 'Remove from parent' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'Link removed successfully')).toBeVisible();
  await expect(nodes(page)).toHaveText([`${ZINC_TITLE}VL-ZNC-2026-1201`]);
  await expect(page.getByRole('button', { name: 'Remove from parent' })).toHaveCount(0);
  await expectAccessible(page, 'world links, ingredient removed from its parent');
  await page.reload();
  await expect(nodes(page)).toHaveText([`${ZINC_TITLE}VL-ZNC-2026-1201`]);
  await openBatch(page, OMEGA);
  await expect(nodes(page)).toHaveText([`${OMEGA_TITLE}VL-OMG-2026-0412`]);
});

test('two ingredients connected: the link joins them in the graph, across a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await openBatch(page, OMEGA);
  await addIngredient(page, ZINC_TITLE, 'VL-ZNC-2026-1202');
  await addIngredient(page, 'Vitamin D3 5000 IU', 'VL-VD3-2026-1202');
  await expect(nodes(page)).toHaveCount(3);
  await expect(nodes(page).nth(2)).toHaveCSS('padding-left', '24px'); // level 1, beside the zinc lot

  // Three nodes: Connect shows. The vitamin D3 lot goes under the zinc lot.
  await page.getByRole('button', { name: 'Connect to another ingredient' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect to another ingredient' });
  await dialog.getByRole('combobox', { name: 'Ingredient', exact: true }).click();
  await page.getByRole('option', { name: 'Vitamin D3 5000 IU (VL-VD3-2026-1202)' }).click();
  await dialog.getByRole('combobox', { name: 'Connect to' }).click();
  await page.getByRole('option', { name: `${ZINC_TITLE} (VL-ZNC-2026-1202)` }).click();
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(toast(page, 'Link created successfully')).toBeVisible();
  // The vitamin D3 lot now hangs under the zinc lot in the layer pane.
  const layered = [
    `${OMEGA_TITLE}VL-OMG-2026-0412`,
    `${ZINC_TITLE}VL-ZNC-2026-1202`,
    'Vitamin D3 5000 IUVL-VD3-2026-1202',
  ];
  await expect(nodes(page)).toHaveText(layered);
  await expect(nodes(page).nth(2)).toHaveCSS('padding-left', '40px'); // level 2 (8 px and 16 px a level)

  await page.reload();
  await expect(nodes(page)).toHaveText(layered);
  await expect(nodes(page).nth(2)).toHaveCSS('padding-left', '40px');
  await expectAccessible(page, 'world links, tree with a connection');
  await page.getByRole('button', { name: 'View link graph' }).click();
  const graph = page.getByRole('dialog', { name: 'Link graph' });
  await expect(graph.locator('.react-flow__node')).toHaveCount(3);
  await expect(graph.locator('.react-flow__edge')).toHaveCount(3);
  await expectAccessible(page, 'world links, link graph with a connection', { include: '[role="dialog"]' });
  await shoot(page, 'connected-graph');
});
