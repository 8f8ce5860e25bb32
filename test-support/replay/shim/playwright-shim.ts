import { expect as vitestExpect } from 'vitest';
import { isDrawn, JsdomLocator, JsdomPage, textMatches, until } from './page';

/**
 * `@playwright/test` as the replay rows see it in Vitest (the `replay` project aliases the package to this file):
 * `expect` with the web-first matchers the rows and the outcome checks use, retried until they hold as Playwright's
 * are, over the jsdom locators of ./page.ts; any other value goes to Vitest's `expect`. The rows take nothing else
 * from it but types: Playwright's fixtures (e2e/support/fixtures.ts) are never loaded here.
 */
const WAIT = 10_000; // Playwright's expect timeout (e2e/playwright.config.ts)

type Check = () => { pass: boolean; actual: string };

function one(locator: JsdomLocator): HTMLElement | undefined {
  const found = locator.all();
  if (found.length > 1) throw new Error(`${locator.description}: ${found.length} elements (strict mode)`);
  return found[0];
}

function value(element: HTMLElement | undefined): string {
  return element && 'value' in element ? String((element as HTMLInputElement).value) : '';
}

function description(element: HTMLElement | undefined): string {
  const ids = element?.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

function matchers(subject: JsdomLocator | JsdomPage, negated: boolean, message?: string) {
  const assert = async (name: string, check: Check, timeout = WAIT) => {
    let actual = '';
    await until(
      () => {
        const result = check();
        actual = result.actual;
        return result.pass !== negated ? true : undefined;
      },
      timeout,
      () =>
        `${message ? `${message}: ` : ''}expect(${subject instanceof JsdomLocator ? subject.description : 'page'})${negated ? '.not' : ''}.${name} failed; got ${actual}`,
    );
  };
  const locator = () => {
    if (!(subject instanceof JsdomLocator)) throw new Error('a locator matcher on a page');
    return subject;
  };
  return {
    toBeVisible: (o?: { timeout?: number }) =>
      assert(
        'toBeVisible()',
        () => {
          const element = one(locator());
          return { pass: !!element && isDrawn(element), actual: element ? 'hidden' : 'no element' };
        },
        o?.timeout,
      ),
    toBeHidden: (o?: { timeout?: number }) =>
      assert(
        'toBeHidden()',
        () => {
          const element = one(locator());
          return { pass: !element || !isDrawn(element), actual: 'visible' };
        },
        o?.timeout,
      ),
    toBeEnabled: () =>
      assert('toBeEnabled()', () => {
        const element = one(locator());
        const disabled =
          !element || (element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true';
        return { pass: !disabled, actual: element ? 'disabled' : 'no element' };
      }),
    toHaveValue: (expected: string | RegExp) =>
      assert(`toHaveValue(${String(expected)})`, () => {
        const actual = value(one(locator()));
        return { pass: expected instanceof RegExp ? expected.test(actual) : actual === expected, actual };
      }),
    toHaveCount: (expected: number) =>
      assert(`toHaveCount(${expected})`, () => {
        const count = locator().all().length;
        return { pass: count === expected, actual: String(count) };
      }),
    toHaveAccessibleDescription: (expected: string | RegExp) =>
      assert(`toHaveAccessibleDescription(${String(expected)})`, () => {
        const actual = description(one(locator()));
        return { pass: textMatches(actual, expected, typeof expected === 'string'), actual };
      }),
    toBeEmpty: () =>
      assert('toBeEmpty()', () => {
        const element = one(locator());
        return { pass: !element || element.childElementCount === 0, actual: 'children' };
      }),
    toHaveURL: (expected: string | RegExp) =>
      assert(`toHaveURL(${String(expected)})`, () => {
        if (!(subject instanceof JsdomPage)) throw new Error('toHaveURL on a locator');
        const actual = subject.url();
        return { pass: expected instanceof RegExp ? expected.test(actual) : actual === expected, actual };
      }),
  };
}

/** `expect(async () => {…}).toPass()`: the block retried until it passes. */
function retried(block: () => Promise<unknown>) {
  return {
    toPass: async ({ timeout = WAIT }: { timeout?: number } = {}) => {
      const end = Date.now() + timeout;
      for (;;) {
        try {
          await block();
          return;
        } catch (error) {
          if (Date.now() > end) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    },
  };
}

function expectAny(actual: unknown, message?: string) {
  if (actual instanceof JsdomLocator || actual instanceof JsdomPage)
    return { ...matchers(actual, false, message), not: matchers(actual, true, message) };
  if (typeof actual === 'function')
    return { ...vitestExpect(actual, message), ...retried(actual as () => Promise<unknown>) };
  return vitestExpect(actual, message);
}

export const expect = Object.assign(expectAny, {
  poll: (read: () => unknown, options: { timeout?: number } = {}) => vitestExpect.poll(read, options),
});
