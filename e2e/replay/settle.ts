import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import type { Settle } from '../../test-support/replay/replay-expect';

const frames = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/**
 * A page's settle (test-support/replay/replay-expect.ts): no request under way (a call, a chunk such as the toasts'
 * own), and two frames drawn after, twice in a row, so that whatever the last answer started has started and been
 * drawn. Counts the page's requests from the moment it is called: call it before the page loads.
 */
export function settler(page: Page): Settle {
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  return async () => {
    let quiet = 0;
    await expect
      .poll(
        async () => {
          await frames(page);
          quiet = inFlight <= 0 ? quiet + 1 : 0;
          return quiet;
        },
        { intervals: [0], message: 'the page settles (no request under way)' },
      )
      .toBeGreaterThanOrEqual(2);
  };
}
