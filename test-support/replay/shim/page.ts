import { queryAllByLabelText, queryAllByRole, queryAllByText, type ByRoleOptions } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '~mocks/node';
import { exampleResponse } from '~mocks/replay/msw-handler';
import { findOperation } from '@/api/operations';
import { API_URL } from '@/api/client';

/**
 * The part of Playwright's `Page` and `Locator` that the replay rows use (test-support/replay/: the rows, the screens,
 * the outcome checks), over jsdom and Testing Library, so that the same rows drive the same screens in Vitest. Locators
 * are lazy, as Playwright's are: a query that runs again at each use. Actions wait for their element as Playwright's do
 * (one element, enabled), up to the wait given. A reload renders the app again at its address with the same storage;
 * `goto` renders it at another; a route answers through the MSW server; `evaluate` runs in jsdom. A page load out of
 * the app (a checkout) cannot happen here: such a row carries `browser` and stays in Chromium.
 */

type Text = string | RegExp;
interface NameOptions {
  readonly exact?: boolean;
}
type RoleOptions = NameOptions & {
  readonly name?: Text;
  readonly selected?: boolean;
  readonly checked?: boolean;
  readonly level?: number;
  readonly pressed?: boolean;
  readonly expanded?: boolean;
};
type Query = () => HTMLElement[];
type FileLike = { name: string; mimeType: string; buffer: Uint8Array };

// Playwright's expect timeout in e2e/playwright.config.ts: a busy machine (CI) is slow, not wrong.
const WAIT = 10_000;

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Playwright's text rule: a RegExp tests, a string is a case-insensitive substring, or the whole text when exact. */
export function textMatches(actual: string, expected: Text, exact = false): boolean {
  const text = normalize(actual);
  if (expected instanceof RegExp) return expected.test(text);
  const wanted = normalize(expected);
  return exact ? text === wanted : text.toLowerCase().includes(wanted.toLowerCase());
}

function inDocumentOrder(elements: HTMLElement[]): HTMLElement[] {
  return [...new Set(elements)].sort((a, b) =>
    a === b ? 0 : a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
}

/** Drawn, as Playwright's toBeVisible sees it: in the page, and nothing on its way up hides it or makes it inert. */
export function isDrawn(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node.hidden || node.hasAttribute('inert') || node.style.display === 'none') return false;
  }
  return element.isConnected && element.style.visibility !== 'hidden';
}

/** Hidden from a person using the page, as role queries see it: not drawn, or inside something aria-hidden. */
function isHidden(element: HTMLElement): boolean {
  return !isDrawn(element) || element.closest('[aria-hidden="true"]') !== null;
}

const isDisabled = (element: HTMLElement) =>
  (element as HTMLButtonElement).disabled ||
  element.getAttribute('aria-disabled') === 'true' ||
  element.closest('fieldset:disabled') !== null;

/** Resolves at the next change of the page, or after `ms` at the latest. */
function nextChange(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => done());
    const timer = setTimeout(() => done(), ms);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/**
 * Checks until `check` holds (returns a value other than undefined), or throws what it last said: again at each
 * change of the page, and every 50 ms for what changes elsewhere (a call, the address).
 */
export async function until<T>(check: () => T | undefined, timeout: number, why: () => string): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(why());
    await nextChange(50);
  }
}

export class JsdomLocator {
  constructor(
    readonly page: JsdomPage,
    private readonly query: Query,
    readonly description: string,
  ) {}

  all(): HTMLElement[] {
    return this.query();
  }

  private within(query: (root: HTMLElement) => HTMLElement[], description: string): JsdomLocator {
    return new JsdomLocator(
      this.page,
      () => inDocumentOrder(this.all().flatMap(query)),
      `${this.description} >> ${description}`,
    );
  }

  getByRole(role: string, options: RoleOptions = {}): JsdomLocator {
    return this.within((root) => byRole(root, role, options), `role ${role} ${String(options.name ?? '')}`);
  }

  getByLabel(text: Text, options: NameOptions = {}): JsdomLocator {
    return this.within((root) => byLabel(root, text, options), `label ${String(text)}`);
  }

  getByText(text: Text, options: NameOptions = {}): JsdomLocator {
    return this.within((root) => byText(root, text, options), `text ${String(text)}`);
  }

  locator(selector: string): JsdomLocator {
    return this.within((root) => [...root.querySelectorAll<HTMLElement>(selector)], selector);
  }

  first(): JsdomLocator {
    return this.nth(0);
  }

  last(): JsdomLocator {
    return new JsdomLocator(this.page, () => this.all().slice(-1), `${this.description} >> last`);
  }

  nth(index: number): JsdomLocator {
    return new JsdomLocator(this.page, () => this.all().slice(index, index + 1), `${this.description} >> nth=${index}`);
  }

  or(other: JsdomLocator): JsdomLocator {
    return new JsdomLocator(
      this.page,
      () => inDocumentOrder([...this.all(), ...other.all()]),
      `${this.description} or ${other.description}`,
    );
  }

  and(other: JsdomLocator): JsdomLocator {
    return new JsdomLocator(
      this.page,
      () => {
        const theirs = new Set(other.all());
        return this.all().filter((element) => theirs.has(element));
      },
      `${this.description} and ${other.description}`,
    );
  }

  filter({ hasText }: { hasText?: Text }): JsdomLocator {
    return new JsdomLocator(
      this.page,
      () => this.all().filter((element) => hasText === undefined || textMatches(element.textContent ?? '', hasText)),
      `${this.description} >> has text ${String(hasText)}`,
    );
  }

  async count(): Promise<number> {
    return Promise.resolve(this.all().length);
  }

  async isVisible(): Promise<boolean> {
    return Promise.resolve(this.all().some((element) => !isHidden(element)));
  }

  /** Waits for the one element an action acts on, as Playwright does: exactly one, visible and enabled. */
  async element(options: { enabled?: boolean; visible?: boolean; timeout?: number } = {}): Promise<HTMLElement> {
    const { enabled = true, visible = true, timeout = WAIT } = options;
    let last = 'no element';
    return until(
      () => {
        const found = this.all().filter((element) => !visible || !isHidden(element));
        if (found.length !== 1) {
          last = found.length === 0 ? 'no element' : `${found.length} elements (strict mode)`;
          return undefined;
        }
        if (enabled && isDisabled(found[0]!)) {
          last = 'the element is disabled';
          return undefined;
        }
        return found[0];
      },
      timeout,
      () => `${this.description}: ${last}`,
    );
  }

  async waitFor(options: { state?: 'visible' | 'attached'; timeout?: number } = {}): Promise<void> {
    await until(
      () => (this.all().some((element) => options.state === 'attached' || !isHidden(element)) ? true : undefined),
      options.timeout ?? WAIT,
      () => `${this.description}: never shown`,
    );
  }

  async click(): Promise<void> {
    await this.page.user.click(await this.element());
  }

  /** Playwright's evaluate: the function run with the one element (attached, shown or not). */
  async evaluate<R, A>(run: (element: HTMLElement, arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    return run(await this.element({ visible: false, enabled: false }), arg as A);
  }

  async check(): Promise<void> {
    const element = await this.element();
    const checked = (element as HTMLInputElement).checked || element.getAttribute('aria-checked') === 'true';
    if (!checked) await this.page.user.click(element);
  }

  /** Playwright's fill: the field's whole value replaced, as one input. */
  async fill(value: string): Promise<void> {
    const element = await this.element();
    await this.page.user.clear(element);
    if (value === '') return;
    element.focus();
    await this.page.user.paste(value);
  }

  async press(key: string): Promise<void> {
    (await this.element()).focus();
    await this.page.user.keyboard(`{${key}}`);
  }

  async setInputFiles(files: FileLike | FileLike[]): Promise<void> {
    const element = await this.element({ visible: false, enabled: false });
    const list = (Array.isArray(files) ? files : [files]).map(
      (file) => new File([new Uint8Array(file.buffer)], file.name, { type: file.mimeType }),
    );
    await this.page.user.upload(element, list);
  }
}

function byRole(root: HTMLElement, role: string, options: RoleOptions): HTMLElement[] {
  const { name, exact, ...states } = options;
  // Hidden elements are left out by isHidden (the attributes and inline styles that hide, which is all jsdom sees
  // without the stylesheets), not by Testing Library's getComputedStyle of every ancestor: the same answer, far cheaper.
  const query: ByRoleOptions = { ...states, hidden: true };
  if (name !== undefined) query.name = (accessibleName) => textMatches(accessibleName, name, exact);
  const found = queryAllByRole(root, role, query).filter((element) => !isHidden(element));
  if (role !== 'textbox') return found;
  // Chromium gives a password field the textbox role (ARIA gives it none, so Testing Library does not).
  const passwords = (name === undefined ? [...root.querySelectorAll('input')] : byLabel(root, name, { exact })).filter(
    (element) => element instanceof HTMLInputElement && element.type === 'password',
  );
  return inDocumentOrder([...found, ...passwords]);
}

function byLabel(root: HTMLElement, text: Text, { exact }: NameOptions): HTMLElement[] {
  // A required field's label ends with Mantine's asterisk, which Playwright's label text leaves out.
  return queryAllByLabelText(root, (content) => textMatches(content.replace(/\s*\*\s*$/, ''), text, exact));
}

function byText(root: HTMLElement, text: Text, { exact }: NameOptions): HTMLElement[] {
  return queryAllByText(root, (content) => textMatches(content, text, exact));
}

/** What the test gives the page: where the app is, and the app rendered again (a reload, another address). */
export interface PageHost {
  readonly location: () => string;
  readonly open: (path: string) => Promise<void>;
}

interface RouteRequest {
  method(): string;
  headers(): Record<string, string>;
}
interface Route {
  request(): RouteRequest;
  continue(options?: { headers?: Record<string, string> }): Promise<void>;
  fulfill(options: { json?: unknown; status?: number }): Promise<void>;
}

/** Playwright's URL glob (`**` any characters, `*` any but a slash) as a RegExp. */
function globPattern(glob: string): RegExp {
  const source = glob
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${source}$`);
}

/** A Prism `Prefer` header's documented answer (`code=403, example=name`), from the contract's examples. */
function preferred(request: Request, prefer: string): Response | undefined {
  const url = new URL(request.url);
  const api = new URL(API_URL).pathname.replace(/\/$/, '');
  const path = url.pathname.startsWith(`${api}/`) ? url.pathname.slice(api.length) : url.pathname;
  const operation = findOperation(request.method, path);
  const example = /example=([^,\s]+)/.exec(prefer)?.[1];
  const status = Number(/code=(\d+)/.exec(prefer)?.[1] ?? 200);
  return operation && example ? exampleResponse({ operationId: operation.id, status, example }) : undefined;
}

/** A page: the screen rendered by the test, its user (Testing Library's user-event) and where the app is. */
export class JsdomPage {
  readonly user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, applyAccept: false });
  readonly keyboard = { press: (key: string) => this.user.keyboard(`{${key}}`) };
  private readonly body = new JsdomLocator(this, () => [document.body], 'page');

  constructor(private readonly host: PageHost) {}

  url(): string {
    return new URL(this.host.location(), 'http://portal.test').href;
  }

  getByRole(role: string, options: RoleOptions = {}): JsdomLocator {
    return this.body.getByRole(role, options);
  }

  getByLabel(text: Text, options: NameOptions = {}): JsdomLocator {
    return this.body.getByLabel(text, options);
  }

  getByText(text: Text, options: NameOptions = {}): JsdomLocator {
    return this.body.getByText(text, options);
  }

  locator(selector: string): JsdomLocator {
    return this.body.locator(selector);
  }

  async waitForTimeout(ms: number): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, ms));
  }

  /** Answers the matching calls from now on: a documented example by a `Prefer` header, or the given JSON. */
  async route(glob: string, handle: (route: Route) => unknown): Promise<void> {
    const pattern = globPattern(glob);
    server.use(
      http.all(pattern, async ({ request }) => {
        let answer: Response | undefined;
        const route: Route = {
          request: () => ({
            method: () => request.method,
            headers: () => Object.fromEntries(request.headers.entries()),
          }),
          continue: async ({ headers } = {}) => {
            answer = headers?.prefer ? preferred(request, headers.prefer) : undefined;
            return Promise.resolve();
          },
          fulfill: async ({ json, status = 200 }) => {
            answer = HttpResponse.json(json as never, { status });
            return Promise.resolve();
          },
        };
        await handle(route);
        return answer;
      }),
    );
    return Promise.resolve();
  }

  /** The app rendered again at its address, with what storage holds (the armed answers, the session). */
  async reload(): Promise<void> {
    await this.host.open(this.host.location());
  }

  async goto(path: string): Promise<void> {
    await this.host.open(path);
  }

  async evaluate<A, R>(run: (arg: A) => R, arg?: A): Promise<Awaited<R>> {
    return await run(arg as A);
  }

  async waitForURL(expected: RegExp): Promise<void> {
    await until(
      () => (expected.test(this.url()) ? true : undefined),
      WAIT,
      () => `the address never matched ${String(expected)} (at ${this.url()})`,
    );
  }
}
