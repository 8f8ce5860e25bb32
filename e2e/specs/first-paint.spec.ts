import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, paintedCopy as copy, seedSession, test } from '../support/fixtures';
import { EMAIL, FRESH_PASSWORD } from '../../test-support/replay/replay-screens';

/**
 * The first paint from HTML (vite/first-paint.ts): with the JavaScript held back, /login and the signed-in
 * catalogue home are already drawn from index.html, and live: what is typed into them, and a button pressed, is
 * kept; once the JavaScript runs, the app takes over with the same page and carries it all over
 * (src/first-paint/hand-over.ts).
 */
async function holdScripts(page: Page) {
  const gate = await scriptGate(page);
  return gate.release;
}

/** The page's scripts held back until released; held again (the next load) after `hold`. */
async function scriptGate(page: Page) {
  let released = false;
  const held: (() => Promise<void>)[] = [];
  await page.route('**/assets/*.js', async (route) => {
    if (released) await route.continue();
    else held.push(() => route.continue());
  });
  return {
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((go) => go()));
    },
    hold: () => {
      released = false;
    },
  };
}

/** Pictures to compare: still, no caret, without the e2e build's replay panel button (not in a production build). */
const SHOT = {
  animations: 'disabled',
  caret: 'hide',
  style: '[aria-label="Replay panel"] { visibility: hidden }',
} as const;

test('/login is drawn before its scripts run, then the app takes over', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(copy(page).getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(copy(page).getByText('Welcome back. Sign in to your producer account.')).toBeVisible();
  await expectAccessible(page, 'login painted from HTML');

  await release();
  await expect(copy(page)).toHaveCount(0);
  await page.getByLabel('Email').fill(EMAIL);
  await expect(page.getByLabel('Email')).toHaveValue(EMAIL);
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
});

test('what is typed into the copy and Login pressed before the app runs are handed over: one sign-in', async ({
  page,
}) => {
  const release = await holdScripts(page);
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/login')) sent.push(request.postDataJSON());
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await copy(page).getByLabel('Email').fill(EMAIL);
  await copy(page).getByLabel('Password', { exact: true }).fill(FRESH_PASSWORD);
  await copy(page).getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/); // held: nothing sent, the page not left
  expect(sent).toEqual([]);

  await release();
  await expect(page).toHaveURL(/\/verify-otp/);
  await expect(page.getByText('Forgot QR?')).toBeVisible();
  expect(sent).toEqual([expect.objectContaining({ email_address: EMAIL, password: FRESH_PASSWORD })]);
});

test('typing goes on where it was when the app takes over: the field keeps its text, the focus and the caret', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await copy(page).getByLabel('Password', { exact: true }).click();
  await page.keyboard.type(FRESH_PASSWORD.slice(0, 8));
  await release();
  await expect(copy(page)).toHaveCount(0);
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();
  await page.keyboard.type(FRESH_PASSWORD.slice(8));
  await expect(password).toHaveValue(FRESH_PASSWORD);
  // Enter sends the app's form with what was typed on either side of the hand-over.
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Email').press('Enter');
  await expect(page).toHaveURL(/\/verify-otp/);
});

test('with the keyboard alone: Tab, typing and Enter on the copy sign in once the app runs', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(copy(page).getByLabel('Email')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(copy(page).getByLabel('Email')).toBeFocused();
  await page.keyboard.type(EMAIL);
  await page.keyboard.press('Tab');
  await expect(copy(page).getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(FRESH_PASSWORD);
  await page.keyboard.press('Enter'); // held: the form is sent by the app
  await expect(copy(page)).toBeVisible();
  await release();
  await expect(page).toHaveURL(/\/verify-otp/);
});

test("the signed-in home is drawn before its scripts run, with the individual's letters; a search typed is kept", async ({
  page,
}) => {
  await seedSession(page);
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(copy(page).getByText('Select a product to see its batches.')).toBeVisible();
  await expect(copy(page).getByText('Products', { exact: true })).toBeVisible();
  await expect(copy(page).getByText('OB', { exact: true })).toBeVisible();
  await expectAccessible(page, 'home painted from HTML');
  await copy(page).getByLabel('Search products').fill('magnes');

  await release();
  await expect(copy(page)).toHaveCount(0);
  await expect(page.getByLabel('Search products')).toHaveValue('magnes');
  await expect(page.getByLabel('Search products')).toBeFocused();
  const list = page.getByRole('list', { name: 'Products' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Magnesium Glycinate 400 mg');
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
});

test('a press on the copy released once the app has taken over still opens what was pressed: the 375 px menu', async ({
  page,
}) => {
  await seedSession(page);
  await page.setViewportSize({ width: 375, height: 780 });
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const toggle = copy(page).getByRole('button', { name: 'Toggle menu' });
  const box = (await toggle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await release();
  await expect(copy(page)).toHaveCount(0);
  await page.mouse.up(); // on the app's toggle: the browser sends the click to neither
  await expect(page.getByRole('button', { name: 'Toggle menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByText('Your Settings')).toBeVisible();
});

test('a page without a copy waits for the app (no stale copy), and so does a dashboard subscription', async ({
  page,
}) => {
  await seedSession(page, { subscriptions: ['verifier'] });
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  // The HTML is parsed, the stamp has run (the module scripts wait: they are held).
  await page.waitForFunction(() => document.readyState !== 'loading');
  await expect(page.locator('#root')).toBeEmpty();
  await release();
  await expect(copy(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
});

/**
 * At 1280 and 375 px: a picture of the copy at `path` (scripts held), then one of the app's page in its place
 * (`drawn` visible, the copy gone); the two are the same, pixel for pixel.
 */
async function expectCopyLikeApp(page: Page, path: string, drawn: string) {
  const gate = await scriptGate(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    gate.hold();
    await page.goto(path, { waitUntil: 'commit' });
    await expect(copy(page).getByRole('button', { name: drawn })).toBeVisible();
    const painted = await page.screenshot(SHOT);
    await gate.release();
    await expect(copy(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: drawn })).toBeVisible();
    const app = await page.screenshot(SHOT);
    expect(painted.equals(app), `the copy of ${path} and the app's page differ at ${width} px`).toBe(true);
  }
}

test('the copy of /login looks exactly like the page the app draws in its place', async ({ page }) => {
  await expectCopyLikeApp(page, '/login', 'Login');
});

test('a signed-out visit to / is drawn as the sign-in page with its notice, exactly as the app then draws it', async ({
  page,
}) => {
  await expectCopyLikeApp(page, '/', 'Login');
  await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
  await expect(page.getByRole('status')).toHaveText('Please login to access this resource');
});

test('the copy of the signed-in home looks exactly like the page the app first draws', async ({ page }) => {
  await seedSession(page);
  // The answers are held back: the app's first drawing is the one the copy shows (before any data).
  await page.route('**/api/**', () => {});
  await expectCopyLikeApp(page, '/', 'User menu');
});
