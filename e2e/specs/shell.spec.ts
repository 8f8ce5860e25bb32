import { GUMMIES_BATCH, OMEGA_BATCH } from '../../test-support/example-world';
import { expect, motionDone, seedSession, test } from '../support/fixtures';

/** Answers one call from Prism with a documented response: `Prefer: code=…, example=…`. */
async function preferOn(page: import('@playwright/test').Page, path: string, prefer: string) {
  await page.route(`**/api${path}`, (route) => route.continue({ headers: { ...route.request().headers(), prefer } }));
}

test.describe('the app shell', () => {
  test.beforeEach(async ({ page }) => seedSession(page));

  test('shows the header menus of a tracer user and the organization from Prism', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
    // Home is the product browser now (Prism's search-products); the create menus below need the organization.
    await expect(page.getByRole('list', { name: 'Products' })).toBeVisible();
    await page.getByRole('button', { name: 'Create' }).click();
    for (const item of [
      'New Product',
      'Transfer In',
      'Import Products',
      'New Product From NIH',
      'Audience',
      'Ingredient Comparison',
    ]) {
      await expect(page.getByRole('menuitem', { name: item, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0); // closed, not fading out in the picture
    await expect(page.getByRole('button', { name: /Notifications \(\d+ unread\)/ })).toBeVisible();
    await page.screenshot({ path: 'e2e/.screenshots/shell-desktop.png', fullPage: true });
    await page.getByRole('button', { name: 'User menu' }).click();
    for (const item of [
      'Your Settings',
      'Your Organization',
      'Organization Attachments',
      'Subscription & Billing',
      'Manage Your Subscription',
      'Widget',
      'My Connections',
      'Sign Out',
    ]) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await page.screenshot({ path: 'e2e/.screenshots/shell-user-menu.png' });
  });

  test("the header's controls are not in the first load; a press before their code has come opens the menu", async ({
    page,
  }) => {
    // None of the header's controls is part of the first load (the route's preload links, the first
    // commit's imports): each is drawn as its trigger alone, and asked for once the page has painted.
    const CONTROLS = /\/(create-menu|user-menu|notification-bell|subscription-switcher|organization-switcher)-/;
    // The user menu's code is held until the trigger has been pressed.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/user-menu-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/batches/${GUMMIES_BATCH}?tab=0`);
    await expect(page.getByRole('img', { name: /^QR code of / })).toBeVisible();
    const askedBeforeCommit = await page.evaluate((pattern) => {
      const commit = performance.getEntriesByName('portal:first-commit')[0]?.startTime ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => new RegExp(pattern).test(entry.name) && entry.startTime < commit)
        .map((entry) => entry.name);
    }, CONTROLS.source);
    expect(askedBeforeCommit).toEqual([]);

    const trigger = page.getByRole('button', { name: 'User menu' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await trigger.click();
    await expect(page.getByRole('menu')).toHaveCount(0); // its code is still on the way
    release();
    await expect(page.getByRole('menuitem', { name: 'Your Settings' })).toBeVisible(); // the press, once
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('a control whose code comes while the mouse button is down opens once, on the release', async ({ page }) => {
    // CI under load: the Organizations select, drawn once its code and the invitations had come, pushed My
    // Subscriptions aside between the press and the release of a click on it; and a control swapped in between lost
    // the click. Now nothing in the header moves when it appears, and the swap waits for the button to be let go.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const CHUNK = /\/assets\/subscription-switcher-[\w-]+\.js$/;
    await page.route(CHUNK, async (route) => {
      await held;
      await route.continue();
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/profile');
    const header = page.locator('header');
    const field = header.getByLabel('My Subscriptions');
    await expect(field).toHaveValue('Product Origin');
    const box = (await field.boundingBox())!;
    await expect(header.getByLabel('Organizations')).toBeVisible();
    expect(await field.boundingBox()).toEqual(box);

    await field.evaluate((element) => ((window as { pressed?: Element }).pressed = element));
    const swapped = () => !(window as { pressed?: Element }).pressed?.isConnected;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    const chunk = await page.waitForResponse(CHUNK);
    // Its code has been run (the same module, imported again) and two frames have been drawn since.
    await page.evaluate(async (url) => {
      await import(url);
      for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
    }, chunk.url());
    expect(await page.evaluate(swapped)).toBe(false); // the trigger stays under the held button
    await page.mouse.up();
    await page.waitForFunction(swapped);
    await expect(page.getByRole('listbox', { name: 'My Subscriptions' })).toBeVisible(); // opened once, not toggled
    await expect(field).toBeFocused();
    await page.getByRole('option', { name: 'Product Fast Pass' }).click();
    await expect(page.getByRole('heading', { name: 'Products', exact: true })).toBeVisible();
  });

  test('switching to fastpass narrows the menus and goes home', async ({ page }) => {
    await page.goto('/');
    await page.locator('header').getByLabel('My Subscriptions').click();
    await page.getByRole('option', { name: 'Product Fast Pass' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('menuitem', { name: 'New Product', exact: true })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Ingredient Comparison' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Audience' })).toHaveCount(0);
  });

  test('below 900 px the menus move behind a toggle', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 780 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Create' })).toBeHidden();
    // The page as it settles (not its first drawing, painted from HTML before the products arrive).
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(8);
    await expect(page.getByRole('button', { name: /Notifications \(\d+ unread\)/ })).toBeVisible();
    await page.screenshot({ path: 'e2e/.screenshots/shell-mobile.png', fullPage: true });
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByText('Your Settings')).toBeVisible();
    await motionDone(nav); // the drawer's slide-in
    await page.screenshot({ path: 'e2e/.screenshots/shell-mobile-menu.png' });
  });

  test('a 401 from Prism ends the session: the toast, then /login', async ({ page }) => {
    await preferOn(page, '/integrant/get-organization', 'code=401, example=sessionExpired');
    await page.goto('/');
    await expect(
      page.getByText('Your login session is expired. please login again for continue your work.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a 403 threshold answer from Prism opens the popup with the server message', async ({ page }) => {
    await preferOn(page, '/integrant/get-organization', 'code=403, example=thresholdLimit');
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Your Organization Threshold Limit exceeded' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/maximum number of batches/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Manage your subscription' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    await page.screenshot({ path: 'e2e/.screenshots/threshold-popup.png' });
  });

  test('Sign Out clears the session, reloads at / and says so', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByText('Sign Out Successful')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toBeNull();
  });

  test('Sign Out in one tab signs the other tabs out, and leaves no key of the portal in either storage', async ({
    page,
  }) => {
    const portalKeys = (tab: import('@playwright/test').Page) =>
      tab.evaluate(() =>
        [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter(
          // The portal's keys, not the test's seed mark or the mock world's and replay panel's own.
          (key) => /^(portal|registration)\./.test(key) && !/^portal\.(world|replay)/.test(key),
        ),
      );
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
    const other = await page.context().newPage();
    await other.goto('/profile');
    await expect(other.getByLabel('Phone')).toBeVisible();
    // A draft of the other tab's own (the batch editor keeps one per batch in its tab).
    await other.evaluate((key) => sessionStorage.setItem(key, '{"dirty":true}'), `portal.batchDraft.${OMEGA_BATCH}`);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    const out = Date.now();
    // The other tab hears the logout at once (the storage event) and leaves its screen for the sign-in.
    await expect(other).toHaveURL(/\/login/, { timeout: 1_000 });
    console.log(`[logout] the other tab at /login ${Date.now() - out} ms after Sign Out`);
    await expect(other.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByText('Sign Out Successful')).toBeVisible();
    expect(await portalKeys(other)).toEqual([]);
    expect(await portalKeys(page)).toEqual([]);
    await other.close();
  });
});
