import type { Locator, Page } from '@playwright/test';

/**
 * The screens the replay matrix starts from. A screen is a path, whether it needs a signed-in
 * session (e2e/fixtures.ts seedSession), and what shows that it is ready. Add a screen here when it
 * lands (verify-otp, recover, register, update-password, profile, …), then its rows in replay-matrix.ts.
 */
export interface Screen {
  readonly path: string;
  readonly session: boolean;
  readonly ready: (page: Page) => Locator;
}

export const screens = {
  login: { path: '/login', session: false, ready: (page) => page.getByRole('button', { name: 'Login', exact: true }) },
  /** The app shell around every protected screen: its header makes the calls of the bell and the switchers. */
  shell: { path: '/', session: true, ready: (page) => page.getByRole('button', { name: 'User menu' }) },
} satisfies Record<string, Screen>;

export type ScreenName = keyof typeof screens;

/** Fills and sends the login form (any well-formed credentials: the armed response answers). */
export async function submitLogin(page: Page): Promise<void> {
  await page.getByLabel('Email').fill('olivia.bennett@verdantlabs.com');
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
