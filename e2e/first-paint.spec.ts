import type { Page } from '@playwright/test';
import { expect, seedSession, test } from './fixtures';

/**
 * The first paint from HTML (vite/first-paint.ts): with the JavaScript held back, /login and the signed-in
 * catalogue home are already drawn from index.html, inert (nothing can be typed that would be lost); once the
 * JavaScript runs, the app takes over with the same page and it can be used.
 */
async function holdScripts(page: Page) {
  let released = false;
  const held: (() => Promise<void>)[] = [];
  await page.route('**/assets/*.js', async (route) => {
    if (released) await route.continue();
    else held.push(() => route.continue());
  });
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((go) => go()));
  };
}

test('/login is drawn before its scripts run, inert, then the app takes over', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const copy = page.locator('#root > [data-first-paint]');
  await expect(copy.getByRole('heading', { name: 'Sign in', includeHidden: true })).toBeAttached();
  await expect(copy.getByText('Welcome back. Sign in to your producer account.')).toBeVisible();
  await expect(copy).toHaveAttribute('inert', '');
  await expect(copy.locator('input[type="email"]')).toHaveAttribute('readonly', '');

  await release();
  await expect(copy).toHaveCount(0);
  await page.getByLabel('Email').fill('olivia.bennett@verdantlabs.com');
  await expect(page.getByLabel('Email')).toHaveValue('olivia.bennett@verdantlabs.com');
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
});

test('a click made on the copy before the app runs is handed over: the field clicked has the focus', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const field = page.locator('#root > [data-first-paint] input[type="email"]');
  const box = (await field.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.type('lost'); // read-only and inert: nothing is typed into the copy
  await release();
  await expect(page.locator('#root > [data-first-paint]')).toHaveCount(0);
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveValue('');
  await page.keyboard.type('olivia.bennett@verdantlabs.com');
  await expect(page.getByLabel('Email')).toHaveValue('olivia.bennett@verdantlabs.com');
});

test("the signed-in home is drawn before its scripts run, with the individual's letters, then its products", async ({
  page,
}) => {
  await seedSession(page);
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const copy = page.locator('#root > [data-first-paint]');
  await expect(copy.getByText('Select a product to see its batches.')).toBeVisible();
  await expect(copy.getByText('Products', { exact: true })).toBeVisible();
  await expect(copy.getByText('OB', { exact: true })).toBeVisible();

  await release();
  await expect(copy).toHaveCount(0);
  await expect(page.getByText('Daily Omega-3 Fish Oil 1000 mg').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
});

test('a page without a copy waits for the app (no stale copy), and so does a dashboard subscription', async ({
  page,
}) => {
  await seedSession(page, { subscriptions: ['verifier'] });
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#first-paint-sheets')).toBeAttached(); // the HTML is in, the stamp has run
  await expect(page.locator('#root')).toBeEmpty();
  await release();
  await expect(page.locator('#root > [data-first-paint]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
});
