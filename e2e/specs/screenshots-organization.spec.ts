import type { Page } from '@playwright/test';
import { TEMPE } from '../../test-support/example-world';
import { expectAccessible } from '../support/axe';
import { ORGANIZATION_AXE_EXCLUDE } from '../support/organization-axe';
import { expect, seedSession, test } from '../support/fixtures';
import { realGif } from '../../test-support/real-files';

/** The organization screens at 1280 px and 375 px: an axe scan of each screen, dialog and error state, and a screenshot. */
const widths = [1280, 375] as const;
const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `e2e/.screenshots/organization-${name}-${width}.png`, fullPage: true });

async function check(page: Page, name: string, width: number, include?: string) {
  await expectAccessible(page, `${name} at ${width} px`, {
    exclude: ORGANIZATION_AXE_EXCLUDE,
    ...(include ? { include } : {}),
  });
  await shot(page, name, width);
}

for (const width of widths) {
  test(`organization page at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 375 ? 780 : 900 });
    await seedSession(page);
    // The example world's image host does not exist: fail its images at once, so the default image shows.
    await page.route('https://cdn.portal.invalid/**', (route) => route.abort());
    await page.route(
      '**/api/integrant/get-organization',
      (route) =>
        route.continue({ headers: { ...route.request().headers(), prefer: 'example=organizationUnverifiedDomain' } }),
      { times: 1 },
    );
    await page.goto('/organization');
    await expect(page.getByLabel('DNS TXT record')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Locations' })).toBeVisible();
    await check(page, 'profile-unverified', width);

    await page.getByRole('button', { name: 'Revoke access of Daniel Okafor' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(page, 'revoke-dialog', width, '[role="dialog"]');
    await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A real GIF of 8 KB: refused by its type, whatever its bytes.
    await page.getByLabel('Logo', { exact: true }).setInputFiles(realGif('Verdant logo (animated).gif', 8));
    await expect(page.getByText('Only pdf, png, jpeg and jpg files are allowed.')).toBeVisible();
    await page.getByLabel('Organization name').fill('');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await check(page, 'profile-errors', width);
  });

  test(`organization forms at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width === 375 ? 780 : 900 });
    await seedSession(page);
    await page.goto('/organization/create-user-account');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Please enter a value').first()).toBeVisible();
    await check(page, 'user-create-errors', width);

    await page.goto('/organization/IND9R3T6WX');
    await expect(page.getByLabel('First name')).toHaveValue('Marcus');
    await check(page, 'user-edit', width);

    await page.goto('/organization/location/create');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('United States');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Zip code is a required field.')).toBeVisible();
    await check(page, 'location-create-errors', width);

    await page.goto(`/organization/location/${TEMPE}`);
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Tempe');
    await check(page, 'location-edit', width);

    await page.goto('/add-organization');
    await page.getByRole('button', { name: 'Add organization' }).click();
    await expect(page.getByText('Organization logo is a required field.')).toBeVisible();
    await check(page, 'add-organization-errors', width);
  });
}
