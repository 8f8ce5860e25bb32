import { expect, test } from '../support/fixtures';

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
