import type { Locator, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server } from '~mocks/node';
import { arm } from '~mocks/replay/arming-store';
import { parseReplayParam } from '~mocks/replay/link';
import { REPLAY_HEADER } from '~mocks/replay/replay-header';
import { expectOutcome } from '../../test-support/replay/replay-expect';
import { replayFloor } from '../../test-support/replay/replay-guards';
import {
  callPattern,
  caseTitle,
  cases,
  chromiumCases,
  jsdomCases,
  type Area,
  type MatrixCase,
} from '../../test-support/replay/replay-matrix';
import { screens, type Screen } from '../../test-support/replay/replay-screens';
import { renderWithProviders } from '../utils/render';
import { JsdomPage, until, type JsdomLocator } from '../../test-support/replay/shim/page';

/**
 * The replay matrix in Vitest: every documented failure of the rows that need no real browser, on the same rows
 * (test-support/replay/replay-rows-*.ts) and the same screens (test-support/replay/replay-screens.ts) as Chromium,
 * through the rows' own Playwright code over jsdom (test-support/replay/shim/). The armed answer comes from the
 * replay handler of the MSW node server, as in `npm run dev:msw`. Chromium replays the rest
 * (e2e/replay/replay-matrix.spec.ts).
 */

/** The calls of this case that the mock server has received and not yet answered, and the answers it gave. */
const inFlight = new Set<string>();
const answers: { method: string; path: string; example: string | null }[] = [];
server.events.on('request:start', ({ request, requestId }) => {
  inFlight.add(requestId);
  // A call the app gave up on (the page left) is over too.
  request.signal.addEventListener('abort', () => inFlight.delete(requestId));
});
server.events.on('request:end', ({ requestId }) => inFlight.delete(requestId));
server.events.on('response:mocked', ({ request, response }) => {
  answers.push({
    method: request.method,
    path: new URL(request.url).pathname,
    example: response.headers.get(REPLAY_HEADER),
  });
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * No call under way, and nothing drawn for three turns of the event loop in a row (React draws an answer in the turn
 * after it arrives, and a toast in the turn after it is asked for): the answers have been handled and said.
 */
async function settle(): Promise<void> {
  let changes = 0;
  const observer = new MutationObserver(() => (changes += 1));
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    const end = Date.now() + 5000;
    for (let quiet = 0; quiet < 3;) {
      if (Date.now() > end) throw new Error(`the page never settled (${inFlight.size} calls under way)`);
      const before = changes;
      await tick();
      quiet = inFlight.size === 0 && changes === before ? quiet + 1 : 0;
    }
  } finally {
    observer.disconnect();
  }
}

async function replay(c: MatrixCase, counted: { replayed: number }): Promise<void> {
  const screen: Screen = screens[c.row.screen];
  const parsed = parseReplayParam(c.param);
  if (!('armed' in parsed)) throw new Error(parsed.error);
  arm(parsed.armed);
  answers.length = 0;
  inFlight.clear();
  let app = await renderWithProviders(screen.path, {
    signedIn: screen.session ? (screen.seed ?? true) : false,
  });
  const page = new JsdomPage({
    location: () => app.location().href,
    // A reload or another address: the app rendered anew, with what storage holds.
    open: async (path) => {
      app.unmount();
      app = await renderWithProviders(path);
    },
  }) as unknown as Page;
  const login = page.getByRole('button', { name: 'Login', exact: true });
  const arrived: Locator =
    c.expected.kind === 'expire' && screen.session ? screen.ready(page).or(login) : screen.ready(page);
  await (arrived as unknown as JsdomLocator).first().waitFor();
  await c.row.act?.(page);
  const url = callPattern(c.operation.path);
  const call = await until(
    () => answers.find((a) => a.method === c.operation.method && url.test(a.path)),
    4000,
    () => `${c.row.screen} did not call ${c.operation.operationId} (${c.row.how})`,
  );
  counted.replayed += 1;
  expect(call.example, 'the armed example answered').toBe(c.example);
  await expectOutcome(page, c.expected, () => (c.row.settled ?? screen.ready)(page), settle);
  if (c.expected.kind !== 'expire') await c.row.keeps?.(page);
  expect(document.body, 'no blank page').not.toBeEmptyDOMElement();
  // Nothing left under way for the next case.
  await settle();
}

/**
 * One area's cases (a file per area, tests/replay/<area>.test.tsx, so that the workers share them and an area can be
 * run alone: `npm run test:replay -- tests/replay/organization`).
 */
export function replayArea(area: Area): void {
  const mine = jsdomCases.filter((c) => c.area === area);
  const counted = { replayed: 0 };
  beforeAll(async () => {
    // The toasts' host loads with the first toast: loaded here, so that a toast is never late for the count.
    await import('@/components/feedback/toast-host');
  });
  describe(`replay matrix in jsdom: ${area}`, { timeout: 30_000 }, () => {
    for (const c of mine) it(caseTitle(c), () => replay(c, counted));
  });
  afterAll(() => {
    console.log(`replay matrix (jsdom) ${area}: ${counted.replayed} of ${mine.length} cases replayed`);
  });
}

/** The count, and that every documented failure is replayed by one of the two runners. */
export function replayCoverage(): void {
  it('replays every documented failure of every row’s call, in Vitest or in Chromium', () => {
    const chromium = new Set(chromiumCases);
    const jsdom = new Set(jsdomCases);
    expect(
      cases.filter((c) => !chromium.has(c) && !jsdom.has(c)),
      'documented failures replayed nowhere (docs/recipes.md, "A new documented failure")',
    ).toEqual([]);
    // The floor comes from the rows (a new row raises it); a call a screen makes without a row fails screen-calls.test.tsx.
    const floor = replayFloor();
    expect(
      cases.length,
      `the replay floor (from the rows): one case for each of the ${floor} failures the contract documents for the rows' calls; a documented failure without its case is not replayed (failuresOf in test-support/replay/replay-matrix.ts; docs/recipes.md, "A new documented failure")`,
    ).toBe(floor);
    const browserOnly = chromiumCases.filter((c) => c.row.browser).length;
    console.log(
      [
        `replay matrix: ${cases.length} documented failures, every one replayed`,
        `  Vitest (jsdom, npm run test:replay): ${jsdomCases.length}`,
        `  Chromium (npm run test:e2e): ${chromiumCases.length}, ${browserOnly} of them only there (rows that need a browser)`,
      ].join('\n'),
    );
  });
}
