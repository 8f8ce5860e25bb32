import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, signInWithCode, test } from '../support/fixtures';
import { ORGANIZATION_AXE_EXCLUDE } from '../support/organization-axe';
import { useScenario } from '../support/scenario';

/**
 * The new-organization scenario (mocks/world/scenarios/new-organization.ts): an organization just registered and
 * paid, signed in by any email as its owner, shows every empty state of the portal in the spec's words. Each screen is
 * scanned and pictured at 1280 px and 375 px.
 */
const widths = [1280, 375] as const;

async function bothWidths(page: Page, name: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 375 ? 780 : 900 });
    await expectAccessible(page, `new organization ${name} at ${width} px`, { exclude: ORGANIZATION_AXE_EXCLUDE });
    await page.screenshot({ path: `e2e/.screenshots/scenario-new-organization-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a new organization: signed in as its owner, every screen is empty', async ({ page }) => {
  test.setTimeout(180_000);
  await useScenario(page, 'new-organization');
  // The organization's logo is on a host that does not exist: fail it at once, so the default image shows.
  await page.route('https://cdn.portal.invalid/**', (route) => route.abort());
  await signInWithCode(page, 'qa@example.com', 'correct horse battery');

  // A verified domain goes home: the catalogue of Product Origin, with no product.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Data not available.')).toBeVisible();
  await expect(
    page.getByText('No surveys found. Create a new survey to start collecting valuable insights from your audience!'),
  ).toBeVisible();
  await bothWidths(page, 'home');

  // No notification yet: the bell counts none and opens on its empty list.
  await page.getByRole('button', { name: 'Notifications (0 unread)' }).click();
  await expect(page.getByText('No notifications yet.')).toBeVisible();
  await expectAccessible(page, 'new organization notifications');
  await page.screenshot({ path: 'e2e/.screenshots/scenario-new-organization-notifications-1280.png' });

  await page.goto('/organization');
  await expect(page.getByLabel('Organization name')).toHaveValue('Juniper Hollow Naturals');
  // Product Origin's seats have no limit (-1 in the plan).
  await expect(page.getByText(/^Seats:/)).toHaveText('Seats: Unlimited');
  await expect(page.getByText('No User Accounts Found')).toBeVisible();
  await expect(page.getByText('No Location found')).toBeVisible();
  await expect(page.getByText('No one has shared access yet.')).toBeVisible();
  await bothWidths(page, 'organization');

  await page.goto('/organization-exhibits');
  await expect(
    page.getByText(
      'No proof certificates found for your organization. Verify your organization and increase trust with your customers.',
    ),
  ).toBeVisible();
  await bothWidths(page, 'attachments');

  await page.goto('/transferred');
  await expect(page.getByText('No batches have been transferred to your organization yet.')).toBeVisible();
  await bothWidths(page, 'transferred');

  await page.goto('/survey');
  await expect(
    page.getByText('No surveys found. Create a new survey to start collecting valuable insights from your audience!'),
  ).toBeVisible();
  await bothWidths(page, 'surveys');

  await page.goto('/my-connections');
  await expect(page.getByText("You Don't Have Any Connections Yet.")).toBeVisible();
  await bothWidths(page, 'connections');
});
