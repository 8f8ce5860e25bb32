import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, signInWithCode, test } from '../support/fixtures';
import { useScenario } from '../support/scenario';

/**
 * The large-organization scenario (mocks/world/scenarios/large-organization.ts): Verdant Labs with 10,000 products
 * and 50,000 batches, signed in by any email as Olivia Bennett. The home list pages through them, a search finds a
 * product by a word of its title, and a product's batch list counts its thousand batches. Scanned and pictured at
 * 1280 px and 375 px.
 */
const widths = [1280, 375] as const;
/** A product line's word: six products carry it (tests/unit/world/scenario-large-organization.test.ts). */
const WORD = 'Zumath';
const FLAGSHIP = 'Daily Omega-3 Fish Oil 1000 mg';

const products = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('listitem');

async function bothWidths(page: Page, name: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 375 ? 780 : 900 });
    await expectAccessible(page, `large organization ${name} at ${width} px`);
    await page.screenshot({
      path: `e2e/.screenshots/scenario-large-organization-${name}-${width}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function search(page: Page, text: string) {
  await page.getByLabel('Search products').fill(text);
}

test('a large organization: the home list pages through 10,000 products and a search finds one', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await useScenario(page, 'large-organization');
  // The records' images are on a host that does not exist: fail them at once, so the default image shows.
  await page.route('https://cdn.portal.invalid/**', (route) => route.abort());
  await signInWithCode(page, 'qa@example.com', 'correct horse battery');

  await expect(page).toHaveURL(/\/$/);
  // The first page of the list, its count, and more to load as it scrolls.
  await expect(products(page).first()).toBeVisible();
  // The tracer's products (the other few are fastpass's), a page or two of them loaded.
  await expect(page.getByText(/^\d+ of 9,996 products loaded$/)).toBeVisible();
  await bothWidths(page, 'home');

  await search(page, WORD);
  await expect(products(page)).toHaveCount(6);
  await expect(page.getByText('6 products', { exact: true })).toBeVisible();
  for (const row of await products(page).all()) await expect(row).toContainText(WORD);
  await bothWidths(page, 'search');

  await search(page, FLAGSHIP);
  await expect(products(page)).toHaveCount(1);
  await products(page).first().click();
  await expect(page.getByText('1,002 batches', { exact: true })).toBeVisible();
  await bothWidths(page, 'flagship');
});
