import type { Locator, Page, Request } from '@playwright/test';
import { operationRoutes } from '../../src/api/generated/operation-routes';
import { OMEGA_PRODUCT } from '../../test-support/example-world';
import type { SweptRoute } from '../../test-support/routes';

/**
 * What the slow-reads sweep (e2e/specs/sweep-slow-reads.spec.ts, scripts/sweep-slow.mjs) needs: the contract's reads,
 * which operation a request is, the world's delay set per operation (`?latency=<operationId>:<ms>` as the World tab
 * sets it), and what shows that a route's data has come.
 */

/** Every operation that changes nothing on the server (a GET, or a POST marked `x-query`). */
export const READS: readonly string[] = operationRoutes.filter(([, , , , reads]) => reads).map(([id]) => id);

const patterns = operationRoutes
  .map(([id, method, path, , reads]) => ({
    id,
    method,
    reads,
    params: (path.match(/\{[^}]+\}/g) ?? []).length,
    pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }))
  // A path written out in full wins over a template it also fits (as src/api/operations.ts orders them).
  .sort((a, b) => a.params - b.params);

/** The documented read a request is (`/api/…` or a third party's `/ext/…`), or undefined for anything else. */
export function readOf(request: Request): string | undefined {
  const url = new URL(request.url());
  const path = url.pathname.startsWith('/api/')
    ? url.pathname.slice('/api'.length)
    : url.pathname.startsWith('/ext/')
      ? url.pathname
      : null;
  if (path === null) return undefined;
  const found = patterns.find((p) => p.method === request.method() && p.pattern.test(path));
  return found?.reads ? found.id : undefined;
}

/** This test's world answers each of `operations` after `ms` (null: as the server does), every other one as before. */
export async function slowDown(page: Page, operations: readonly string[], ms: number | null): Promise<void> {
  for (const operationId of operations) {
    const response = await page.request.post('/__world/latency', { data: { operationId, ms } });
    if (!response.ok()) throw new Error(`latency ${operationId}: ${response.status()} ${await response.text()}`);
  }
}

/**
 * The reads a page sends, each with its method, address and body: `take()` gives those since the last take. A read
 * sent twice (the same address and body within one load) is what the sweep fails on.
 */
export function watchReads(page: Page) {
  let sent: { operationId: string; key: string }[] = [];
  let inFlight = 0;
  // Only the reads this watch saw start are counted when they end (one started before it, by a load before the
  // sweep's first, would bring the count below zero).
  const started = new WeakSet<Request>();
  const done = (request: Request) => {
    if (!started.has(request)) return;
    started.delete(request);
    inFlight -= 1;
  };
  // A load starts when its document commits: what the page before it still sent (aborted) is not counted. Only the
  // navigation the sweep asked for starts one (the app's own redirects are part of the load).
  let armed = false;
  page.on('framenavigated', (frame) => {
    if (!armed || frame !== page.mainFrame()) return;
    armed = false;
    sent = [];
  });
  page.on('request', (request) => {
    const operationId = readOf(request);
    if (!operationId) return;
    started.add(request);
    inFlight += 1;
    sent.push({ operationId, key: `${request.method()} ${request.url()} ${request.postData() ?? ''}` });
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    inFlight: () => inFlight,
    /** The next navigation of the page is a new load (call it before goto or reload). */
    newLoad() {
      armed = true;
    },
    take() {
      const taken = sent;
      sent = [];
      return taken;
    },
  };
}

/** Reads sent more than once in one load, as `operationId ×n`. */
export function sentTwice(reads: readonly { operationId: string; key: string }[]): string[] {
  const counts = new Map<string, { operationId: string; n: number }>();
  for (const { operationId, key } of reads) {
    const entry = counts.get(key) ?? { operationId, n: 0 };
    entry.n += 1;
    counts.set(key, entry);
  }
  return [...counts.values()].filter((c) => c.n > 1).map((c) => `${c.operationId} ×${c.n}`);
}

/** The words of a page that failed to load (RouteError, LoadFailure), a retry after a failure, or the 404. */
export const FAILURE_WORDS = [
  'This page could not be shown',
  'Connection lost',
  'The server did not answer. Trying again…',
  'Unfortunately the page you are looking for has been moved or deleted',
] as const;

/**
 * Installed before any page script: remembers every failure's words the page shows at any moment of a load (an error
 * page that a retry then replaced still counts), in `window.__sweepFailures`.
 */
export async function watchFailures(page: Page): Promise<void> {
  await page.addInitScript((words: readonly string[]) => {
    const seen: string[] = [];
    (window as unknown as { __sweepFailures: string[] }).__sweepFailures = seen;
    const look = () => {
      const text = document.body?.innerText ?? '';
      for (const word of words) if (text.includes(word) && !seen.includes(word)) seen.push(word);
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  }, FAILURE_WORDS);
}

export const failuresSeen = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __sweepFailures?: string[] }).__sweepFailures ?? []);

/** A route's screen or its loading state: a loader or a heading, never a blank page. */
export const screenOrLoader = (page: Page): Locator =>
  page
    .locator('.mantine-Loader-root, [role=status][aria-label=Loading]')
    .or(page.getByRole('heading'))
    .or(page.getByRole('alert'))
    .or(page.getByText(/^Signing in as /))
    .first();

/** What shows a route's data: a locator that becomes visible, and the value it then holds (a form's field). */
export interface DataMark {
  readonly locator: Locator;
  readonly value?: string | RegExp;
}
type Mark = (page: Page) => DataMark;

const shown =
  (find: (page: Page) => Locator): Mark =>
  (page) => ({ locator: find(page) });
const heading = (name: string | RegExp) => shown((page) => page.getByRole('heading', { name }).first());
const button = (name: string | RegExp) => shown((page) => page.getByRole('button', { name }).first());
const cell = (name: string) => shown((page) => page.getByRole('cell', { name, exact: true }).first());
const link = (name: string | RegExp) => shown((page) => page.getByRole('link', { name }).first());
const field =
  (label: string, value: string | RegExp): Mark =>
  (page) => ({ locator: page.getByRole('textbox', { name: label, exact: true }).first(), value });

/** Reloaded, the sign-in page it went to. */
const missingTransaction = shown((page) =>
  page
    .getByText('Transaction ID missing')
    .or(page.getByRole('button', { name: 'Login', exact: true }))
    .first(),
);

/**
 * What shows that each swept route's data has come (test-support/routes.ts names them): something only the route's
 * reads can give (a record's value, a row, a plan), or for a route that reads nothing, its screen. A route the list
 * gains without an entry here fails the sweep.
 */
export const DATA: Record<string, Mark> = {
  login: button('Login'),
  recover: button('Reset Password'),
  register: button('Register'),
  'plans (signed out)': heading('Product Fast Pass'),
  'plans with a refer token': heading('Product Fast Pass'),
  'registration wizard': heading(/Pre Registration/),
  // Signed out with no registration under way: the spec's 'Transaction ID missing', then the sign-in page.
  'thank-you (free)': missingTransaction,
  'thank-you (invoice)': missingTransaction,
  'thankyou (card return)': missingTransaction,
  'developer login (refused)': shown((page) => page.getByRole('alert').filter({ hasText: 'No account is registered' })),
  'terms of service': heading('Governing law'),
  'mock checkout': shown((page) => page.getByText('$490.00').first()),
  '404': heading('404'),
  home: button('Daily Omega-3 Fish Oil 1000 mg'),
  'home with a product': link('VL-OMG-2026-0412'),
  'batch editor: options': heading('Daily Omega-3 Fish Oil 1000 mg'),
  'batch editor: details': field('Tracking ID', 'VL-OMG-2026-0412'),
  'batch editor: facets': field('Trait 1 description', 'Softgel'),
  'batch editor: location': shown((page) => page.getByRole('radio', { checked: true }).first()),
  'batch editor: exhibits': button('Edit Certificate of Analysis'),
  'new batch': shown((page) => page.getByRole('alert', { name: 'Draft' })),
  'new product': shown((page) => page.getByRole('dialog', { name: 'Create New Product' }).getByLabel('Title')),
  'edit product': field('Title', 'Daily Omega-3 Fish Oil 1000 mg'),
  transferred: cell('03/12/2026'),
  'organization attachments': cell('cGMP Certificate of Compliance'),
  'add attachment': button('Save'),
  'edit attachment': field('Title', 'cGMP Certificate of Compliance'),
  'import from NIH': shown((page) => page.getByRole('textbox', { name: 'Search labels' })),
  'CSV import': button('Upload'),
  organization: cell('marcus.reed@verdantlabs.com'),
  'new user account': button('Save'),
  'edit user account': field('First name', 'Marcus'),
  'new location': shown((page) => page.getByRole('combobox', { name: 'Country' })),
  'edit location': field('Street address', '1840 West University Drive'),
  'add organization': button('Add organization'),
  profile: field('Middle name', 'Grace'),
  subscription: cell('Products on chain'),
  'plans (signed in)': button('YOUR CURRENT PLAN'),
  upgrade: button('Calculate amount'),
  'buy a new product': button('Confirm'),
  'upgrade successful': link('Go to Your Subscription'),
  'new product bought (cancelled)': heading(/cancelled/),
  'transfer paid': link('Go to batch'),
  'transfer not paid': link('Try Again'),
  'survey questions': button('Edit question 1'),
  'survey submissions': button('Emily Carter'),
  offers: field('Offer', /OMEGA15/),
  'batch feedback': shown((page) => page.getByRole('tab', { name: 'Batch Feedback', selected: true })),
  surveys: cell(OMEGA_PRODUCT),
  'survey detail': cell('11/03/2026'),
  'create audience': button('Next'),
  widget: shown((page) => page.getByText('blockchain-proof.css').first()),
  'my connections': button('View Emily Carter'),
  'ingredient comparison': button('Submit'),
  'forbidden substances': button('Test file'),
  'document tool guide': link('Download the installer'),
  // The home of each subscription kind, on the all-subscriptions scenario.
  'dashboard: fastpass': button('Whey Protein Isolate Vanilla'),
  'dashboard: publisher': heading('Documents added'),
  'dashboard: verifier': heading('Document verification'),
  'dashboard: compliance': heading('Retailer compliance'),
  'verify code': shown((page) => page.getByText('Forgot QR?')),
  'forced password change': button('Update'),
};

/** The data mark of a swept route (throws for a route the sweep does not know yet). */
export function dataOf(route: SweptRoute, page: Page): DataMark {
  const mark = DATA[route.name];
  if (!mark) throw new Error(`The slow-reads sweep has no data mark for the route '${route.name}' (${route.path})`);
  return mark(page);
}
