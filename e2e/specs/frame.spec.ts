import { expect, paintedCopy, seedSession, test } from '../support/fixtures';
import { OMEGA_BATCH } from '../../test-support/example-world';

test('the login page renders', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('an unknown URL shows the 404 copy', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Unfortunately the page you are looking for has been moved or deleted')).toBeVisible();
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('a protected URL sends a signed-out visitor to /login', async ({ page }) => {
  await page.goto('/?tab=2');
  await expect(page).toHaveURL(/\/login\?redirect=%2F%3Ftab%3D2/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

// The layout system (docs/architecture.md): each kind of page has one column, so every page of a kind puts its title at
// the same x, and the kinds are told apart (a form narrower than a list, a list than a workspace).
test('two pages of each kind put their titles at the same x', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await seedSession(page);
  const titleX = async (path: string, kind: string) => {
    await page.goto(path);
    await expect(paintedCopy(page)).toHaveCount(0); // the home's copy painted from HTML, until the app takes over
    const title = page.locator(`main [data-page-kind="${kind}"] h1`).first();
    await expect(title).toBeVisible();
    return Math.round((await title.boundingBox())!.x);
  };
  const form = [await titleX('/profile', 'form'), await titleX('/organization/create-user-account', 'form')];
  const list = [await titleX('/subscription', 'list'), await titleX('/organization-exhibits', 'list')];
  const workspace = [
    await titleX('/', 'workspace'),
    await titleX('/transferred', 'workspace'),
    // The batch editor's heading stands above its layer pane, not beside it.
    await titleX(`/batches/${OMEGA_BATCH}?tab=1`, 'workspace'),
    // …and /plans puts its title at the start too, not centred.
    await titleX('/plans', 'workspace'),
  ];
  expect(form[1]).toBe(form[0]);
  expect(list[1]).toBe(list[0]);
  expect(workspace[1]).toBe(workspace[0]);
  expect(workspace[2]).toBe(workspace[0]);
  expect(workspace[3]).toBe(workspace[0]);
  expect(form[0]).toBeGreaterThan(list[0]!);
  expect(list[0]).toBeGreaterThan(workspace[0]!);
});
