import type { Locator, Page } from '@playwright/test';
import { GUMMIES_BATCH } from '../../test-support/example-world';
import { expectAccessible } from '../support/axe';
import { expect, seedSession, test } from '../support/fixtures';

/**
 * An answer that breaks the contract, on the e2e build: a production build (`vite build`), which checks only the shape
 * of answers (their required fields two levels deep, src/api/response-shape.ts), not the contract's schemas. Each
 * screen below gets one such answer (a missing array, a string for a number or for an array, null for an object) and
 * shows its failure (the route's error state, or the failed part's) inside the portal's frame, in section 8's words,
 * never a white page and with no uncaught error; Try again then asks the server again (the broken answer is not served
 * from the cache) and the screen comes back.
 */

type Body = { status: string; data: Record<string, unknown> | unknown[] | string | null };

interface Case {
  readonly screen: string;
  readonly broken: string;
  readonly url: string;
  readonly call: RegExp;
  readonly breakIt: (body: Body) => void;
  /** What the screen shows once it reads a sound answer. */
  readonly shown: (page: Page) => Locator;
  readonly subscriptions?: string[];
}

const record = (body: Body) => body.data as Record<string, unknown>;

const CASES: Case[] = [
  {
    screen: 'the product list',
    broken: 'every product null (null for an object)',
    url: '/',
    call: /\/api\/integrant\/search-products$/,
    breakIt: (body) => {
      record(body).rows = (record(body).rows as unknown[]).map(() => null);
    },
    shown: (page) => page.getByRole('list', { name: 'Products' }).getByText('Daily Omega-3 Fish Oil 1000 mg'),
  },
  {
    screen: 'a batch',
    broken: 'its traits a string (a string for an array)',
    url: `/batches/${GUMMIES_BATCH}`,
    call: new RegExp(`/api/integrant/${GUMMIES_BATCH}$`),
    breakIt: (body) => {
      record(body).facets = 'Elderberry, Zinc';
    },
    shown: (page) => page.getByRole('navigation', { name: 'Batch layers' }),
  },
  {
    screen: 'the publisher dashboard',
    broken: "the month's published documents a string (a string for a number)",
    url: '/',
    subscriptions: ['publisher'],
    call: /\/api\/individual-subscription-detail\/dashboard-overview$/,
    breakIt: (body) => {
      record(body).current_num_monthly_hashes = '318 documents';
    },
    shown: (page) => page.getByText('Monthly publish limit'),
  },
  {
    screen: 'the verifier dashboard',
    broken: "the chart's points a string (a string for an array)",
    url: '/',
    subscriptions: ['verifier'],
    call: /\/api\/document-metrics\/get-graph-data$/,
    breakIt: (body) => {
      body.data = '10/28/2026: 17';
    },
    shown: (page) => page.getByText('Verification by organization'),
  },
  {
    screen: 'the organization and its users',
    broken: 'the organization null (null for an object)',
    url: '/organization',
    call: /\/api\/integrant\/get-organization$/,
    breakIt: (body) => {
      body.data = null;
    },
    shown: (page) => page.getByRole('heading', { name: 'User Accounts' }),
  },
  {
    screen: "the organization's locations",
    broken: 'the list missing (a missing array)',
    url: '/organization',
    call: /\/api\/location\/location-suggestions$/,
    breakIt: (body) => {
      delete (body as Partial<Body>).data;
    },
    shown: (page) => page.getByRole('heading', { name: 'User Accounts' }),
  },
  {
    screen: 'the subscription',
    broken: 'the subscriptions missing (a missing array)',
    url: '/subscription',
    call: /\/api\/subscription\/retrieve-subscription$/,
    breakIt: (body) => {
      delete (body as Partial<Body>).data;
    },
    shown: (page) => page.getByRole('table', { name: 'Product Origin items' }),
  },
];

/** The first answer of a call, broken as `breakIt` says (the world's own answer, changed); the later ones as sent. */
async function breakFirstAnswer(page: Page, call: RegExp, breakIt: (body: Body) => void) {
  const calls = { count: 0 };
  await page.route(call, async (route) => {
    calls.count += 1;
    if (calls.count > 1) return route.fallback();
    const original = await route.fetch();
    const body = (await original.json()) as Body;
    breakIt(body);
    await route.fulfill({ response: original, body: JSON.stringify(body) });
  });
  return calls;
}

for (const c of CASES)
  test(`${c.screen}: ${c.broken} shows the error state, and Try again brings the screen back`, async ({ page }) => {
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await seedSession(page, c.subscriptions ? { subscriptions: c.subscriptions } : {});
    const calls = await breakFirstAnswer(page, c.call, c.breakIt);
    await page.goto(c.url);

    const failure = page.getByRole('alert').filter({ hasText: 'This page could not be shown' });
    await expect(failure).toContainText('Something went wrong please try again later');
    // Inside the portal's frame: its header is there, the page is not white.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Producer Portal' })).toBeVisible();
    await expectAccessible(page, `${c.screen}, an answer that breaks the contract`);
    const asked = calls.count;

    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(c.shown(page)).toBeVisible();
    await expect(failure).toHaveCount(0);
    // Asked again, not served from the cache.
    expect(calls.count).toBeGreaterThan(asked);
    expect(uncaught, 'uncaught errors').toEqual([]);
  });

test('after the error state, coming back to the screen asks the server again instead of failing the same way', async ({
  page,
}) => {
  await seedSession(page);
  // Deeper than the shape a production build checks: the batch screen's own code meets it and the route fails.
  const calls = await breakFirstAnswer(page, new RegExp(`/api/integrant/${GUMMIES_BATCH}$`), (body) => {
    record(body).facets = 'Elderberry, Zinc';
  });
  await page.goto(`/batches/${GUMMIES_BATCH}`);
  await expect(page.getByText('Something went wrong please try again later').first()).toBeVisible();
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page.getByRole('list', { name: 'Products' }).getByText('Daily Omega-3 Fish Oil 1000 mg')).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('navigation', { name: 'Batch layers' })).toBeVisible();
  expect(calls.count).toBeGreaterThan(1);
});

/**
 * Broken answers these screens would read as "nothing there" (an empty list, an empty editor as if the batch were new,
 * a dash for a count): nothing throws in the screen, so the client checks the answer's shape where it arrives
 * (src/api/response-shape.ts, in production builds) and the screen shows its failure instead.
 */
const READ_AS_NOTHING: Omit<Case, 'shown'>[] = [
  {
    screen: 'the product list',
    broken: 'its data null',
    url: '/',
    call: /\/api\/integrant\/search-products$/,
    breakIt: (body) => {
      body.data = null;
    },
  },
  {
    screen: 'a batch',
    broken: 'the batch null',
    url: `/batches/${GUMMIES_BATCH}`,
    call: new RegExp(`/api/integrant/${GUMMIES_BATCH}$`),
    breakIt: (body) => {
      body.data = null;
    },
  },
  {
    screen: 'the verifier dashboard',
    broken: 'its counts null',
    url: '/',
    subscriptions: ['verifier'],
    call: /\/api\/document-metrics\/document-metrics-count$/,
    breakIt: (body) => {
      body.data = null;
    },
  },
];

for (const c of READ_AS_NOTHING)
  test(`${c.screen}: ${c.broken} shows the failure, not an empty screen`, async ({ page }) => {
    await seedSession(page, c.subscriptions ? { subscriptions: c.subscriptions } : {});
    await breakFirstAnswer(page, c.call, c.breakIt);
    await page.goto(c.url);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Something went wrong please try again later' }).first(),
    ).toBeVisible();
    await expect(page.getByText('No Products Found')).toHaveCount(0);
    await page.screenshot({ path: `e2e/.screenshots/malformed-${c.screen.replace(/\W+/g, '-')}.png` });
    await expectAccessible(page, `${c.screen} with a broken answer`);
  });
