import type { Locator, Page } from '@playwright/test';
import type { SeedOptions } from '../tests/utils/seeded-session';

/**
 * The screens the replay matrix starts from. A screen is a path, whether it needs a signed-in
 * session (e2e/fixtures.ts seedSession, with `seed` options), and what shows that it is ready.
 * Add a screen here when it lands, then its rows in a replay-rows-<area>.ts file.
 */
export interface Screen {
  readonly path: string;
  readonly session: boolean;
  readonly seed?: SeedOptions;
  readonly ready: (page: Page) => Locator;
}

const button = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true });
const userMenu = button('User menu');

/** The example world's individual: the same email in the developer login's path. */
export const EMAIL = 'olivia.bennett@verdantlabs.com';
/** A password of 10+ characters that the breached-password range service's default answer does not hold. */
export const FRESH_PASSWORD = 'Harvest-Morning-42';

export const screens = {
  login: { path: '/login', session: false, ready: button('Login') },
  /** /account-login/accounts-data/{email}: signs in on load; it shows a loader, or the failure under it. */
  developerLogin: {
    path: `/account-login/accounts-data/${EMAIL}`,
    session: false,
    ready: (page) => page.getByText(`Signing in as ${EMAIL}`).or(page.getByRole('alert')),
  },
  recover: { path: '/recover', session: false, ready: button('Reset Password') },
  register: { path: '/register', session: false, ready: button('Register') },
  /** The forced change: a session signed in with a temporary password. */
  updatePassword: {
    path: '/update-password',
    session: true,
    seed: { temporaryPassword: true },
    ready: button('Update'),
  },
  /** /verify-otp in setup mode: signed in, no authenticator secret yet (the QR code is generated on arrival). */
  verifyOtpSetup: { path: '/verify-otp', session: true, seed: { otpVerified: false }, ready: button('Verify') },
  /** /verify-otp in verify mode: the individual has an authenticator secret. */
  verifyOtp: {
    path: '/verify-otp',
    session: true,
    seed: { otpVerified: false, authenticatorSecret: 'JBSWY3DPEHPK3PXP' },
    ready: button('Verify'),
  },
  /** The app shell around every protected screen: its header makes the calls of the bell and the switchers. */
  shell: { path: '/', session: true, ready: userMenu },
  /** /profile as it loads: the shell's user menu shows whatever the load does, unless the load ended the session. */
  profileLoad: { path: '/profile', session: true, ready: (page) => userMenu(page).or(button('Login')(page)) },
  /** /profile once loaded: the form. */
  profile: { path: '/profile', session: true, ready: button('Save') },
  /** Home for tracer: the product browser (search-products on load). */
  catalogue: { path: '/', session: true, ready: (page) => page.getByRole('heading', { name: 'Products' }) },
  /** /update-product/{id} as it loads: the shell shows whatever the load does, unless it ended the session. */
  productEditLoad: {
    path: '/update-product/PRD1A2B3C4',
    session: true,
    ready: (page) => userMenu(page).or(button('Login')(page)),
  },
  /** /update-product/{id} once loaded: the form. */
  productEdit: { path: '/update-product/PRD1A2B3C4', session: true, ready: button('Save') },
  /** /organization as it loads: the shell's user menu shows whatever the load does, unless the load ended the session. */
  organizationLoad: {
    path: '/organization',
    session: true,
    ready: (page) => userMenu(page).or(button('Login')(page)),
  },
  /** /organization once loaded: the lists are there (the Save of the profile shows first). */
  organization: {
    path: '/organization',
    session: true,
    ready: (page) => page.getByRole('button', { name: 'Send Invite' }),
  },
  userCreate: { path: '/organization/create-user-account', session: true, ready: button('Save') },
  locationCreate: {
    path: '/organization/location/create',
    session: true,
    ready: (page) => page.getByRole('combobox', { name: 'Country' }),
  },
  addOrganization: { path: '/add-organization', session: true, ready: button('Add organization') },
  /** /ingredient-comparision: the selector (Submit shows at once, disabled until all four choices). */
  comparison: { path: '/ingredient-comparision', session: true, ready: button('Submit') },
  /** /doc-tool-guide, public: the guide shows at once; the installer link loads on arrival. */
  docToolGuide: {
    path: '/doc-tool-guide',
    session: false,
    ready: (page) => page.getByRole('heading', { name: 'Document Hash Tool Setup Guide' }),
  },
  /** /plans signed out: the title shows at once; the plans load on arrival (the wizard starts from here). */
  plans: {
    path: '/plans',
    session: false,
    ready: (page) => page.getByRole('heading', { name: 'Find the right plan for your organization' }),
  },
} satisfies Record<string, Screen>;

export type ScreenName = keyof typeof screens;

/** Fills and sends the login form (any well-formed credentials: the armed response answers). */
export async function submitLogin(page: Page): Promise<void> {
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
