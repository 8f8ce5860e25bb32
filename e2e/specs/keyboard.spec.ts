import type { Locator, Page } from '@playwright/test';
import { currentCode, expect, paintedCopy, seedSession, test } from '../support/fixtures';
import { EMAIL, FRESH_PASSWORD } from '../../test-support/replay/replay-screens';

/**
 * The portal by keyboard alone: sign-in, the two-factor step and the menus are completed with Tab, the
 * arrows, Enter and Escape, and every stop shows where the focus is (an outline, not only a colour change).
 */

/**
 * The focused element, or the field around it, draws an outline of at least 1 px. Read on the focused element in one
 * go: a header control replaces its trigger under the focus when its code comes (lazyView's Control), and a handle
 * resolved before that reads the trigger, out of the page.
 */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const outlined = await target.page().evaluate(() => {
    for (
      let node: Element | null = document.activeElement, depth = 0;
      node && depth < 3;
      node = node.parentElement, depth += 1
    ) {
      const style = getComputedStyle(node);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) return true;
    }
    return false;
  });
  expect(outlined, 'a visible focus outline').toBe(true);
}

/**
 * The app has drawn the page: these journeys are about its own keyboard handling. (Before, /login and the home
 * are a copy painted from HTML, replaced under the focus as the app takes over; the keyboard on the copy and its
 * hand-over are first-paint.spec.ts's.)
 */
async function appDrawn(page: Page) {
  await expect(paintedCopy(page)).toHaveCount(0);
}

/**
 * Presses Tab until the target has the focus (at most `max` times), then checks the focus shows. One query asks both
 * (the target, with the focus), for the same reason: a check on a handle to the trigger said 'not focused' once the
 * control had come under the focus, and the next Tab left Create behind.
 */
async function tabTo(page: Page, target: Locator, max = 15) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if ((await target.and(page.locator(':focus')).count()) > 0) break;
  }
  await expectVisibleFocus(target);
}

test('sign-in and the two-factor step by keyboard alone, focus visible at every field', async ({ page }) => {
  await page.goto('/login');
  await appDrawn(page);
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(EMAIL);
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(FRESH_PASSWORD);
  await page.keyboard.press('Tab');
  await expectVisibleFocus(page.getByRole('button', { name: 'Show or hide password' }));
  await tabTo(page, page.getByRole('button', { name: 'Login' }));
  await page.keyboard.press('Enter');

  // After sign-in, the focus is in the code field, not on the page body.
  await expect(page).toHaveURL(/\/verify-otp/);
  const code = page.getByLabel('Verification code');
  await expectVisibleFocus(code);
  // 'Need help?' opens with Enter and closes with Escape.
  await tabTo(page, page.getByRole('button', { name: 'Need help?' }));
  await page.keyboard.press('Enter');
  const help = page.getByText(/Open an authenticator app/);
  await expect(help).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  await code.focus();
  await page.keyboard.type(await currentCode(page, EMAIL));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Products', exact: true })).toBeVisible();
});

test('the header menus by keyboard alone', async ({ page }) => {
  await seedSession(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Products', exact: true })).toBeVisible();
  await appDrawn(page);

  // Create: Enter opens it, the arrows move, Escape closes it and gives the focus back.
  const create = page.getByRole('button', { name: 'Create' });
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'New Product', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Transfer In' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expectVisibleFocus(create);

  // The bell: its popup state is on the button itself.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await tabTo(page, bell);
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');

  // The user menu: Your Settings with the arrows and Enter.
  const userMenu = page.getByRole('button', { name: 'User menu' });
  await tabTo(page, userMenu);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Your Settings' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel(/First name/)).toHaveValue('Olivia');
});

test('the 375 px menu toggle and its drawer by keyboard', async ({ page }) => {
  await seedSession(page);
  await page.setViewportSize({ width: 375, height: 780 });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Products', exact: true })).toBeVisible();
  await appDrawn(page);
  const toggle = page.getByRole('button', { name: 'Toggle menu' });
  const drawer = page.locator('nav[aria-label="Main menu"]');
  const focusInDrawer = () => drawer.evaluate((nav) => nav.contains(document.activeElement));

  // Closed, the drawer's off-screen entries take no Tab stop.
  await tabTo(page, toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInDrawer(), 'a closed drawer takes no Tab stop').toBe(false);
  }

  // Opened, the focus moves into it; Create items and Sign Out are real buttons; Escape closes it.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(focusInDrawer).toBe(true);
  await expect(drawer.getByRole('button', { name: 'New Product', exact: true })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  // Sign Out by keyboard.
  await page.keyboard.press('Enter');
  await tabTo(page, drawer.getByRole('button', { name: 'Sign Out' }), 30);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Sign Out Successful')).toBeVisible();
});
