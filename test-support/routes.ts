import { GUMMIES_BATCH, MAGNESIUM_PRODUCT, OMEGA_BATCH, OMEGA_PRODUCT, TEMPE } from './example-world';

/**
 * Every documented route of the three spec documents with a concrete address in the example world (the contract's
 * examples): what the sweeps over every route open (e2e/specs/sweep-widths.spec.ts). `signedIn: false` routes are
 * opened before the seeded session is stored (a signed-in visit to /login goes home); `via` names a route reached by
 * a click from another address rather than typed (the wizard needs the plan chosen on /plans).
 */
export interface SweptRoute {
  /** What the route is, as the spec names it. */
  readonly name: string;
  /** The address typed (with the query that picks a tab, where the route has tabs in its query). */
  readonly path: string;
  readonly signedIn: boolean;
  /** Reached from `path` by clicking the button with this name (the first one), landing on the route `lands`. */
  readonly via?: { readonly button: string; readonly lands: string };
  /** The subscription selected in the switcher (the dashboard at / is each subscription's own). */
  readonly subscription?: 'tracer' | 'fastpass' | 'publisher' | 'verifier' | 'compliance';
}

const FAST_PASS_PRODUCT = 'prod_QfPs7Lx2Ha9KdM';
const PUBLISHER_PRODUCT = 'prod_QfDpFr2Wq8Lm5N';
const OLIVIA_EMAIL = 'olivia.bennett@verdantlabs.com';
const OTHER_USER = 'IND9R3T6WX';
const ATTACHMENT = 'OEX5K2R8TA';

const checkoutOrder = new URLSearchParams({
  session: 'cs_test_sweep',
  success: '/upgrade-successfully?session_id={CHECKOUT_SESSION_ID}',
  cancel: '/subscription',
  order: JSON.stringify({
    title: 'Product Fast Pass',
    lines: [{ label: 'Yearly', amount: '$490.00 / year' }],
    total: '$490.00',
  }),
}).toString();

export const SIGNED_OUT_ROUTES: readonly SweptRoute[] = [
  { name: 'login', path: '/login', signedIn: false },
  { name: 'recover', path: '/recover', signedIn: false },
  { name: 'register', path: '/register', signedIn: false },
  { name: 'plans (signed out)', path: '/plans', signedIn: false },
  { name: 'plans with a refer token', path: '/plans/REFSWEEP01', signedIn: false },
  {
    name: 'registration wizard',
    path: '/plans',
    signedIn: false,
    via: { button: 'SIGN UP NOW', lands: '/registration/$plantype/' },
  },
  { name: 'thank-you (free)', path: '/thank-you', signedIn: false },
  { name: 'thank-you (invoice)', path: '/thank-you/invoice', signedIn: false },
  { name: 'thankyou (card return)', path: '/thankyou?success=true&session_id=cs_test_sweep', signedIn: false },
  {
    name: 'developer login (refused)',
    path: `/account-login/accounts-data/${OLIVIA_EMAIL}?replay=ssoLogin:401`,
    signedIn: false,
  },
  { name: 'terms of service', path: '/terms-of-service', signedIn: false },
  { name: 'mock checkout', path: `/mock-checkout?${checkoutOrder}`, signedIn: false },
  { name: '404', path: '/no/such/page', signedIn: false },
];

export const SIGNED_IN_ROUTES: readonly SweptRoute[] = [
  { name: 'home', path: '/', signedIn: true },
  { name: 'home with a product', path: `/?product=${OMEGA_PRODUCT}`, signedIn: true },
  { name: 'batch editor: options', path: `/batches/${OMEGA_BATCH}?tab=0`, signedIn: true },
  { name: 'batch editor: details', path: `/batches/${OMEGA_BATCH}?tab=1`, signedIn: true },
  { name: 'batch editor: exhibits', path: `/batches/${GUMMIES_BATCH}?tab=4`, signedIn: true },
  { name: 'new batch', path: `/batches/create/${OMEGA_PRODUCT}?tab=1`, signedIn: true },
  { name: 'new product', path: '/create-new-product', signedIn: true },
  { name: 'edit product', path: `/update-product/${OMEGA_PRODUCT}`, signedIn: true },
  { name: 'transferred', path: '/transferred', signedIn: true },
  { name: 'organization attachments', path: '/organization-exhibits', signedIn: true },
  { name: 'add attachment', path: '/organization-exhibits/create', signedIn: true },
  { name: 'edit attachment', path: `/organization-exhibits/edit/${ATTACHMENT}`, signedIn: true },
  { name: 'import from NIH', path: '/import-product-from-nih', signedIn: true },
  { name: 'CSV import', path: '/csv', signedIn: true },
  { name: 'organization', path: '/organization', signedIn: true },
  { name: 'new user account', path: '/organization/create-user-account', signedIn: true },
  { name: 'edit user account', path: `/organization/${OTHER_USER}`, signedIn: true },
  { name: 'new location', path: '/organization/location/create', signedIn: true },
  { name: 'edit location', path: `/organization/location/${TEMPE}`, signedIn: true },
  { name: 'add organization', path: '/add-organization', signedIn: true },
  { name: 'profile', path: '/profile', signedIn: true },
  { name: 'subscription', path: '/subscription', signedIn: true },
  { name: 'plans (signed in)', path: '/plans', signedIn: true },
  { name: 'upgrade', path: `/plans/upgrade/${FAST_PASS_PRODUCT}`, signedIn: true },
  { name: 'buy a new product', path: `/plans/buyNew/${PUBLISHER_PRODUCT}`, signedIn: true },
  { name: 'upgrade successful', path: '/upgrade-successfully', signedIn: true },
  {
    name: 'new product bought (cancelled)',
    path: '/buy-new-product-thankyou?canceled=true&individualSubId=SWEEP&subscription_type=publisher',
    signedIn: true,
  },
  { name: 'transfer paid', path: `/thank-you-transfer-payment-done/${OMEGA_BATCH}/cs_test_sweep`, signedIn: true },
  { name: 'transfer not paid', path: '/thank-you-transfer-payment-not-done', signedIn: true },
  { name: 'survey questions', path: `/survey-questions/${OMEGA_PRODUCT}/0`, signedIn: true },
  { name: 'survey submissions', path: `/survey-questions/${OMEGA_PRODUCT}/1`, signedIn: true },
  { name: 'offers', path: `/survey-questions/${OMEGA_PRODUCT}/2`, signedIn: true },
  { name: 'batch feedback', path: `/survey-questions/${MAGNESIUM_PRODUCT}/3`, signedIn: true },
  { name: 'surveys', path: '/survey', signedIn: true },
  { name: 'survey detail', path: `/survey/${OMEGA_PRODUCT}`, signedIn: true },
  { name: 'create audience', path: '/create-audience/0', signedIn: true },
  { name: 'widget', path: '/widget', signedIn: true },
  { name: 'my connections', path: '/my-connections', signedIn: true },
  { name: 'ingredient comparison', path: '/ingredient-comparision', signedIn: true },
  { name: 'forbidden substances', path: '/forbidden-substances', signedIn: true },
  { name: 'document tool guide', path: '/doc-tool-guide', signedIn: true },
];

/** The dashboard at / of each subscription (the all-subscriptions scenario holds all five), and the fastpass home. */
export const DASHBOARD_ROUTES: readonly SweptRoute[] = (
  ['fastpass', 'publisher', 'verifier', 'compliance'] as const
).map((subscription) => ({ name: `dashboard: ${subscription}`, path: '/', signedIn: true, subscription }));

/**
 * The code step and the forced password change, in a session signed in whose one-time code is not verified yet (an
 * individual with an authenticator set up: the verify mode).
 */
export const CODE_STEP_ROUTES: readonly SweptRoute[] = [
  { name: 'verify code', path: '/verify-otp', signedIn: true },
  { name: 'forced password change', path: '/update-password', signedIn: true },
];

export const SWEPT_ROUTES: readonly SweptRoute[] = [
  ...SIGNED_OUT_ROUTES,
  ...SIGNED_IN_ROUTES,
  ...DASHBOARD_ROUTES,
  ...CODE_STEP_ROUTES,
];

/**
 * The routes of the route tree that no swept address opens on purpose: the checkout's cancel return and a plan's
 * status are the wizard's own addresses (the wizard is swept from /plans), and a plan type with no status is where
 * the wizard lands.
 */
export const UNSWEPT_ROUTES: Readonly<Record<string, string>> = {
  '/registration/': 'without a chosen plan it goes to /plans (swept); ?canceled=true is the same wizard',
  '/registration/$plantype/$planStatus': 'the wizard of a plan with its status: the same steps as the swept wizard',
};
