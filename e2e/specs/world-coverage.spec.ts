import { expectAccessible } from '../support/axe';
import { expect, seedSession, test } from '../support/fixtures';

/**
 * The World tab's coverage map (mocks/world/coverage.ts): how the world answers every operation of the contract, the
 * figure on top, the operations left on their example each with its reason. The same table as `npm run world:coverage`.
 */
test('the World tab maps every operation to how the world answers it', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedSession(page, { selected: 'tracer' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Replay panel' }).click();
  const panel = page.getByRole('dialog', { name: /Replay documented responses/ });
  await panel.getByRole('tab', { name: 'World' }).click();

  await expect(panel.getByText(/^The world answers \d+ of the portal’s \d+ operations$/)).toBeVisible();
  const map = panel.getByRole('table', { name: 'How the world answers each operation' });
  // Opened on the operations that stay on their example: each says why.
  const types = map.getByRole('row', { name: /getDocumentTypes/ });
  await expect(types).toContainText('example');
  await expect(types).toContainText('a fixed list of document types');
  await expect(map.getByRole('row', { name: /saveLocation/ })).toHaveCount(0);
  await expect(map.getByRole('row', { name: /forgotPassword/ })).toHaveCount(0);

  const shown = panel.getByRole('combobox', { name: 'Operations shown' });
  await shown.selectOption('world');
  await expect(map.getByRole('row', { name: /saveLocation/ })).toContainText('world');
  await shown.selectOption('third-party');
  await expect(map.getByRole('row', { name: /label-database_getLabel/ })).toContainText('third-party');
  await expectAccessible(page, 'replay panel, world coverage', { include: '[role="dialog"]' });
  await page.screenshot({ path: 'e2e/.screenshots/world-coverage.png' });

  await page.setViewportSize({ width: 375, height: 812 });
  await shown.selectOption('all');
  await expect(map.getByRole('row', { name: /createTransit/ })).toContainText('world');
  await page.screenshot({ path: 'e2e/.screenshots/world-coverage-375.png' });
});
