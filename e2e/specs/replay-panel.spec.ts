import { expect, motionDone, seedSession, test } from '../support/fixtures';
import { toasts } from '../../test-support/replay/replay-expect';
import { SPEC_MESSAGES } from '../../test-support/replay/replay-outcome';
import { submitLogin } from '../../test-support/replay/replay-screens';

/** The replay panel of the mock builds: open it, arm a documented response, see it answer, read the log. */
const drawer = (page: import('@playwright/test').Page) =>
  page.getByRole('dialog', { name: /Replay documented responses/ });

test('arms a response from the panel, once, and logs the call it answered', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Replay panel' }).click();
  await expect(drawer(page)).toBeVisible();
  await drawer(page).getByLabel('Search operations').fill('sign in with email');
  await drawer(page)
    .getByRole('button', { name: /^login\s*POST/ })
    .click();
  await drawer(page).getByRole('button', { name: 'Arm 403 newPassword once' }).click();
  await expect(drawer(page).getByLabel('Armed responses')).toContainText('login newPassword');
  await page.keyboard.press('Escape');

  await submitLogin(page);
  await expect(toasts(page).filter({ hasText: SPEC_MESSAGES.newPassword })).toBeVisible();

  await page.keyboard.press('Alt+Shift+KeyR');
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByText("Nothing armed: every call gets the mock's default answer.")).toBeVisible();
  await drawer(page)
    .getByRole('tab', { name: /Latest calls/ })
    .click();
  await expect(drawer(page).getByLabel('Call log')).toContainText('403login');
  await expect(drawer(page).getByLabel('Call log')).toContainText('newPassword');
});

test('a link with !once answers one call, then the mock answers as usual', async ({ page }) => {
  await page.goto('/login?replay=login:401:wrongCredentials!once');
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await submitLogin(page);
  await expect(page).toHaveURL(/\/verify-otp/);
});

test('a sticky link survives the guard redirect and a reload; a wrong link is reported in the panel', async ({
  page,
}) => {
  await page.goto('/?replay=login:500:serverError&replay=login:999');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.reload();
  await page.getByRole('button', { name: 'Replay panel' }).click();
  await expect(drawer(page).getByLabel('Armed responses')).toContainText('login serverError');
  await expect(drawer(page).getByText('Ignored in the link')).toHaveCount(0); // the reload carries no link any more
  await page.goto('/login?replay=login:999');
  await page.getByRole('button', { name: 'Replay panel' }).click();
  await expect(drawer(page).getByText('login documents no 999 response')).toBeVisible();
});

for (const width of [1280, 375]) {
  test(`screenshot of the panel at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 800 ? 800 : 740 });
    await seedSession(page);
    await page.goto('/?replay=getOrganization:403:thresholdLimit&replay=login:500:serverError!once');
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await page.getByRole('button', { name: 'Replay panel' }).click();
    await drawer(page).getByLabel('Search operations').fill('organization');
    await drawer(page)
      .getByRole('button', { name: /^getOrganization\s*POST/ })
      .click();
    await expect(drawer(page).getByText('armed', { exact: true })).toBeVisible();
    await motionDone(drawer(page)); // the drawer's transition
    await page.screenshot({ path: `e2e/.screenshots/replay-panel-${width}.png` });
    await drawer(page).getByRole('button', { name: '← All operations' }).click();
    await page.screenshot({ path: `e2e/.screenshots/replay-panel-list-${width}.png` });
  });
}
