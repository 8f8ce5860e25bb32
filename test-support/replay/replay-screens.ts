import type { Locator, Page } from '@playwright/test';
import { OLIVIA_PASSWORD, OMEGA_BATCH, OMEGA_PRODUCT } from '../example-world';
import type { SeedOptions } from '../seeded-session';

/**
 * The screens the replay matrix starts from. A screen is a path, whether it needs a signed-in
 * session (e2e/support/fixtures.ts seedSession, with `seed` options), and what shows that it is ready.
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
/** A screen whose call on load may end the session: ready once it shows, or once the sign-in page does. */
const orLogin = (ready: (page: Page) => Locator) => (page: Page) => ready(page).or(button('Login')(page));

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
    seed: { otpVerified: false, authenticatorSet: true },
    ready: button('Verify'),
  },
  /** The app shell around every protected screen: its header makes the calls of the bell and the switchers. */
  shell: { path: '/', session: true, ready: userMenu },
  /** /profile as it loads: the shell's user menu shows whatever the load does, unless the load ended the session. */
  profileLoad: { path: '/profile', session: true, ready: orLogin(userMenu) },
  /** /profile once loaded: the form. */
  profile: { path: '/profile', session: true, ready: button('Save') },
  /** Home for tracer: the product browser (search-products on load). */
  catalogue: { path: '/', session: true, ready: (page) => page.getByRole('heading', { name: 'Products' }) },
  /** Home for tracer with a product chosen (`?product=`): its batches load (search on load). */
  catalogueProduct: {
    path: `/?product=${OMEGA_PRODUCT}`,
    session: true,
    ready: (page) => page.getByRole('heading', { name: 'Products' }),
  },
  /** /create-new-product: the product form in its overlay over home. */
  productCreate: {
    path: '/create-new-product',
    session: true,
    ready: (page) => page.getByRole('dialog', { name: 'Create New Product' }),
  },
  /** Home for publisher: the documents-added chart, the limit bar, the JWT generator and the free-trial documents. */
  publisherDashboard: {
    path: '/',
    session: true,
    seed: { subscriptions: ['publisher'] },
    // Or the sign-in page, when a call on load ended the session.
    ready: orLogin((page) => page.getByRole('heading', { name: 'Free-trial documents' })),
  },
  /** Home for verifier: the document metrics, the chart and the per-organization results. */
  verifierDashboard: {
    path: '/',
    session: true,
    seed: { subscriptions: ['verifier'] },
    // Or the sign-in page, when a call on load ended the session.
    ready: orLogin((page) => page.getByRole('heading', { name: 'Verification by organization' })),
  },
  /** Home for compliance: the retailer table (or its failure). */
  complianceDashboard: {
    path: '/',
    session: true,
    seed: { subscriptions: ['compliance'] },
    // Or the sign-in page, when a call on load ended the session.
    ready: orLogin((page) => page.getByRole('heading', { name: 'Retailer compliance' })),
  },
  /** /update-product/{id} as it loads: the shell shows whatever the load does, unless it ended the session. */
  productEditLoad: {
    path: `/update-product/${OMEGA_PRODUCT}`,
    session: true,
    ready: orLogin(userMenu),
  },
  /** /update-product/{id} once loaded: the form. */
  productEdit: {
    path: `/update-product/${OMEGA_PRODUCT}`,
    session: true,
    // Or the sign-in page: the label and the templates load with the form, and a 401 may end the session first.
    ready: orLogin(button('Save')),
  },
  /** /organization as it loads: the shell's user menu shows whatever the load does, unless the load ended the session. */
  organizationLoad: {
    path: '/organization',
    session: true,
    ready: orLogin(userMenu),
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
  /** /forbidden-substances, public: the file drop shows at once (Test file is disabled until a file is chosen). */
  forbiddenSubstances: { path: '/forbidden-substances', session: false, ready: button('Test file') },
  /** /widget as it loads: the shell shows whatever the organization's load does, unless it ended the session. */
  widgetLoad: { path: '/widget', session: true, ready: orLogin(userMenu) },
  /** /my-connections as it loads (the first page of connections). */
  connectionsLoad: {
    path: '/my-connections',
    session: true,
    ready: orLogin(userMenu),
  },
  /** /my-connections once loaded: the example world's five connections. */
  connections: { path: '/my-connections', session: true, ready: button('View Emily Carter') },
  /** /organization-exhibits as it loads: the shell shows whatever the load does, unless it ended the session. */
  exhibitsLoad: {
    path: '/organization-exhibits',
    session: true,
    ready: orLogin(userMenu),
  },
  /** /organization-exhibits once loaded: the table's rows. */
  exhibits: {
    path: '/organization-exhibits',
    session: true,
    ready: (page) => page.getByRole('button', { name: 'Delete cGMP Certificate of Compliance' }),
  },
  exhibitCreate: { path: '/organization-exhibits/create', session: true, ready: button('Save') },
  exhibitEditLoad: {
    path: '/organization-exhibits/edit/OEX5K2R8TA',
    session: true,
    ready: orLogin(userMenu),
  },
  exhibitEdit: { path: '/organization-exhibits/edit/OEX5K2R8TA', session: true, ready: button('Save') },
  csv: { path: '/csv', session: true, ready: button('Upload') },
  transferredLoad: {
    path: '/transferred',
    session: true,
    ready: orLogin(userMenu),
  },
  transferred: { path: '/transferred', session: true, ready: button('Clone') },
  nihImport: {
    path: '/import-product-from-nih',
    session: true,
    ready: (page) => page.getByRole('textbox', { name: 'Search labels' }),
  },
  /** /survey-questions/{id}/{tab}: the product's survey area (Add Question shows at once, whatever the load does). */
  /** The Survey tab as it loads: the shell shows whatever the load does (the questions or their failure), unless it ended the session. */
  surveyQuestionsLoad: {
    path: `/survey-questions/${OMEGA_PRODUCT}/0`,
    session: true,
    ready: orLogin(userMenu),
  },
  surveyQuestions: { path: `/survey-questions/${OMEGA_PRODUCT}/0`, session: true, ready: button('Add Question') },
  surveySubmissions: {
    path: `/survey-questions/${OMEGA_PRODUCT}/1`,
    session: true,
    ready: orLogin((page) => page.getByRole('tab', { name: 'Survey Submissions', selected: true })),
  },
  surveyOffers: {
    path: `/survey-questions/${OMEGA_PRODUCT}/2`,
    session: true,
    ready: orLogin((page) => page.getByRole('tab', { name: 'Offers', selected: true })),
  },
  surveyFeedback: {
    path: `/survey-questions/${OMEGA_PRODUCT}/3`,
    session: true,
    ready: orLogin((page) => page.getByRole('tab', { name: 'Batch Feedback', selected: true })),
  },
  /** /survey: the survey templates. */
  surveyList: {
    path: '/survey',
    session: true,
    ready: orLogin((page) => page.getByRole('heading', { name: 'Surveys' })),
  },
  /** /survey/{id}: the audiences and the answers. */
  surveyDetail: { path: `/survey/${OMEGA_PRODUCT}`, session: true, ready: orLogin(button('Create Audience')) },
  /** /create-audience/0: the audience filters (the count loads on arrival). */
  createAudience: { path: '/create-audience/0', session: true, ready: orLogin(button('Next')) },
  /** /batches/{id} as it loads: the shell shows whatever the load does, unless it ended the session. */
  batchLoad: {
    path: `/batches/${OMEGA_BATCH}`,
    session: true,
    ready: orLogin(userMenu),
  },
  /** The batch editor on Options (tracer): the QR code, the actions and the movement tables. */
  batchOptions: { path: `/batches/${OMEGA_BATCH}`, session: true, ready: button('Preview') },
  /** The batch editor on Details (tracer). */
  batchEdit: {
    path: `/batches/${OMEGA_BATCH}?tab=1`,
    session: true,
    // The layer pane's tree loads with the tab: its session end may come before the field shows.
    ready: orLogin((page) => page.getByLabel('Buy Again URL')),
  },
  /** The batch editor on Exhibits. */
  batchExhibits: { path: `/batches/${OMEGA_BATCH}?tab=4`, session: true, ready: button('Add attachment') },
  /** The batch editor on Location. */
  batchLocation: {
    path: `/batches/${OMEGA_BATCH}?tab=3`,
    session: true,
    ready: (page) => page.getByRole('radio', { name: /pick one of our locations/ }),
  },
  /** A new batch on Details (tracer). */
  batchCreate: {
    path: `/batches/create/${OMEGA_PRODUCT}?tab=1`,
    session: true,
    ready: (page) => page.getByLabel('Tracking ID'),
  },
  /** /subscription as it loads: the shell's user menu shows whatever the load does, unless it ended the session. */
  subscriptionLoad: { path: '/subscription', session: true, ready: orLogin(userMenu) },
  /** /subscription once loaded: its tabs (the Billing tab loads the invoices when chosen). */
  subscription: { path: '/subscription', session: true, ready: (page) => page.getByRole('tab', { name: 'Billing' }) },
  /** /plans/upgrade/{productID} (Product Fast Pass) as it loads (the plans). */
  upgradeLoad: {
    path: '/plans/upgrade/prod_QfPs7Lx2Ha9KdM',
    session: true,
    ready: orLogin(userMenu),
  },
  /** /plans/upgrade/{productID} once loaded: the boxes and 'Calculate amount'. */
  upgrade: { path: '/plans/upgrade/prod_QfPs7Lx2Ha9KdM', session: true, ready: button('Calculate amount') },
  /** The upgrade checkout's return (it finalizes with what the upgrade stored: the act stores it and reloads). */
  upgradeReturn: {
    path: '/upgrade-successfully?session_id=cs_live_a1Gq7ZkT2vNw9RbX4mLp8YcH3sDf6JuE0oKi5WtA',
    session: true,
    ready: (page) => page.getByRole('link', { name: 'Go to Your Subscription' }),
  },
  /** /plans/buyNew/{productID}: Document Protection (paid). */
  buyNew: { path: '/plans/buyNew/prod_QfDp6Hs3Yt7Bc1', session: true, ready: button('Confirm') },
  /** /plans/buyNew/{productID}: Document Protection Starter (every price $0.00). */
  buyNewFree: { path: '/plans/buyNew/prod_QfDpFr2Wq8Lm5N', session: true, ready: button('Confirm') },
  /** The new product's checkout return: records the purchase on arrival. */
  buyNewReturn: {
    path: '/buy-new-product-thankyou?success=true&individualSubId=ISD7K2M9QA&subscription_type=publisher&session_id=cs_live_b7Hr2XmU5wQz8CyV1nKp4JdG6sEa9TfL3oBi0RuN',
    session: true,
    ready: (page) => page.getByRole('link', { name: 'Go To Dashboard' }),
  },
  /** /plans signed out: the title shows at once; the plans load on arrival (the wizard starts from here). */
  plans: {
    path: '/plans',
    session: false,
    ready: (page) => page.getByRole('heading', { name: 'Find the right plan for your organization' }),
  },
  /** Add Attachment as it loads its location suggestions: the form shows whatever they do, unless the session ended. */
  exhibitCreateLoad: {
    path: '/organization-exhibits/create',
    session: true,
    ready: orLogin(button('Save')),
  },
  /** Home for tracer as it loads: the survey panel's products load on arrival (or the sign-in page, when that ended the session). */
  surveyPanelLoad: {
    path: '/',
    session: true,
    ready: orLogin((page) => page.getByRole('heading', { name: 'Products' })),
  },
  /** The transfer checkout's return: 'Thank you!' (a stored transfer is created on arrival: the row stores one). */
  transferPaymentDone: {
    path: `/thank-you-transfer-payment-done/${OMEGA_BATCH}/cs_test_a1B2c3D4e5F6g7H8`,
    session: true,
    ready: orLogin((page) => page.getByRole('link', { name: 'Go to batch' })),
  },
} satisfies Record<string, Screen>;

export type ScreenName = keyof typeof screens;

/** Fills and sends the login form (Olivia's own credentials: the armed response answers, else the world). */
export async function submitLogin(page: Page): Promise<void> {
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(OLIVIA_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
