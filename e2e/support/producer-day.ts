import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { MESSAGES } from '../../src/api/error-policy';

/**
 * A producer's day under faults (e2e/specs/producer-day.spec.ts): the person's behaviour in one place (`act`), and
 * the reading of the world afterwards. A person acts, reads what the portal says, and when it says something failed
 * checks that what was typed is still there and tries again (the same button, or the page's 'Try again'). Nothing
 * here reloads to dodge a failure: only the sign-in page, opened by its address, is opened by it again.
 */

/** How many times a person tries one action again before giving up on it. */
export const MAX_RETRIES = 5;
/**
 * How long a person waits for one try: past the world's `timeout` fault (no answer for a minute), so that a portal
 * without patience of its own is still seen to finish.
 */
const PATIENCE_MS = 75_000;
/** A write whose button is ready again with neither a result nor a message for this long said nothing at all. */
const QUIET_MS = 12_000;

export interface ActionRecord {
  name: string;
  kind: 'read' | 'write';
  tries: number;
  /** What the portal said on each failed try. */
  failures: string[];
  ms: number;
  /** What the action's calls met (the page's view of the world's faults). */
  faults: string[];
}

/** One producer's day: what was done, what the portal said, and what went wrong on the portal's side. */
export class DayRun {
  readonly actions: ActionRecord[] = [];
  /** The portal's own failures: a form that lost what was typed, a try that ended in silence, a blank page. */
  readonly problems: string[] = [];
  readonly pageErrors: string[] = [];
  /** Console errors that are uncaught exceptions (a failed request's own console line is not one). */
  readonly uncaught: string[] = [];
  blankPages = 0;

  /** The action under way, and what its calls met: a failure status, a dropped connection, a late answer. */
  current = '';
  readonly seen = new Map<string, string[]>();

  constructor(
    readonly page: Page,
    readonly label: string,
  ) {
    const sent = new WeakMap<object, number>();
    const call = (url: string, method: string) => `${method} ${new URL(url).pathname.replace(/^\/api/, '')}`;
    const note = (text: string) => this.seen.set(this.current, [...(this.seen.get(this.current) ?? []), text]);
    const ours = (url: string) => /\/(api|ext)\//.test(url);
    page.on('request', (request) => {
      if (ours(request.url())) sent.set(request, Date.now());
    });
    page.on('requestfailed', (request) => {
      const at = sent.get(request);
      const error = request.failure()?.errorText ?? 'failed';
      // The page's own cancellations (a search typed over, a page left) are no fault; one that gave up waiting is.
      const cancelled = error === 'net::ERR_ABORTED' && (at === undefined || Date.now() - at < 15_000);
      if (ours(request.url()) && !cancelled)
        note(
          `${call(request.url(), request.method())}: ${error}${error === 'net::ERR_ABORTED' ? ' (gave up waiting)' : ''}`,
        );
    });
    page.on('requestfinished', async (request) => {
      const at = sent.get(request);
      if (at === undefined) return;
      const status = (await request.response().catch(() => null))?.status() ?? 0;
      const late = Date.now() - at > 4_000;
      if (status >= 500 || late)
        note(
          `${call(request.url(), request.method())}: ${status}${late ? ` after ${Math.round((Date.now() - at) / 1000)} s` : ''}`,
        );
    });
    page.on('pageerror', (error) => this.pageErrors.push(`${error.name}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && /Uncaught|Unhandled/i.test(message.text())) this.uncaught.push(message.text());
    });
  }

  problem(text: string): void {
    this.problems.push(text);
    console.log(`[producer-day ${this.label}] PORTAL: ${text}`);
  }
}

export interface Step {
  /** 'read': a screen opened (tried again by its 'Try again'); 'write': a change sent (tried again by its button). */
  kind: 'read' | 'write';
  /** Gets to the form and types; again only if the form lost what was typed. */
  prepare?: () => Promise<void>;
  /** The click (or the address) that does it. */
  submit: () => Promise<void>;
  /** A write's button: ready again when it can be pressed. */
  button?: Locator;
  /** The page shows it done. */
  done: () => Promise<boolean>;
  /** A write, after a failure: what was typed is still in the form. */
  kept?: () => Promise<boolean>;
}

const notifications = (page: Page) => page.locator('.mantine-Notification-root');
const tryAgain = (page: Page) => page.getByRole('button', { name: 'Try again', exact: true });

/** Words that say a call failed, in the portal's policy (src/api/error-policy.ts) and its load failures. */
const FAILURE_WORDS = [
  ...Object.values(MESSAGES),
  'This page could not be shown',
  'could not',
  'went wrong',
  'try again',
  // A server's own message under a form ('Internal server error' under Login, section 8's sign-in failure).
  'error',
].map((w) => w.toLowerCase());

/** The messages of a try start from nothing: the person closes the toasts still open, and earlier alerts are seen. */
async function clearMessages(page: Page): Promise<void> {
  for (const close of await page.locator('.mantine-Notification-closeButton').all())
    await close.click({ timeout: 1_000 }).catch(() => undefined); // it may close by itself meanwhile
  await page.evaluate(() => {
    for (const element of document.querySelectorAll(
      '.mantine-Notification-root, [role="alert"], .mantine-InputWrapper-error',
    ))
      element.setAttribute('data-day-seen', '');
  });
}

/** A failure the portal says now (a toast, an alert, a field's message, a 'Try again'), in its words, or null. */
async function failureShown(page: Page, kind: Step['kind']): Promise<string | null> {
  for (const toast of await notifications(page).all()) {
    if ((await toast.getAttribute('data-day-seen', QUICK).catch(() => '')) !== null) continue;
    const text = ((await toast.textContent(QUICK).catch(() => '')) ?? '').trim();
    if (text && !text.startsWith('Success')) return `toast: ${text}`;
  }
  for (const alert of await page.locator('[role="alert"]:not([data-day-seen]):not(.mantine-Notification-root)').all()) {
    const text = ((await alert.textContent(QUICK).catch(() => '')) ?? '').trim();
    if (FAILURE_WORDS.some((w) => text.toLowerCase().includes(w)) && (await alert.isVisible())) return `alert: ${text}`;
  }
  // A field's message (a write refused for what was typed, or a check that could not be made).
  for (const error of await page.locator('.mantine-InputWrapper-error:not([data-day-seen])').all()) {
    const text = ((await error.textContent(QUICK).catch(() => '')) ?? '').trim();
    if (text && (await error.isVisible())) return `field: ${text}`;
  }
  if (kind === 'read' && (await tryAgain(page).first().isVisible())) return "a 'Try again' button";
  return null;
}

/** A new success toast since the try started. */
export async function successShown(page: Page, text?: string | RegExp): Promise<boolean> {
  for (const toast of await notifications(page).all()) {
    if ((await toast.getAttribute('data-day-seen', QUICK).catch(() => '')) !== null) continue;
    const content = ((await toast.textContent(QUICK).catch(() => '')) ?? '').trim();
    if (!content.startsWith('Success')) continue;
    if (text === undefined || (typeof text === 'string' ? content.includes(text) : text.test(content))) return true;
  }
  return false;
}

/** Reads that never wait: an element that is gone (or goes meanwhile) reads as nothing. */
const QUICK = { timeout: 500 };

const ready = async (button: Locator | undefined) =>
  button !== undefined &&
  (await button.isVisible()) &&
  (await button.isEnabled(QUICK).catch(() => false)) &&
  (await button.getAttribute('data-loading', QUICK).catch(() => '')) === null;

/**
 * A write's button that is there, given a few seconds to be ready (a read on a machine running several days at once
 * can take longer than QUICK allows): a person looks again before deciding the form is gone.
 */
async function readySoon(button: Locator | undefined): Promise<boolean> {
  if (button === undefined || !(await button.isVisible())) return false;
  return expect
    .poll(() => ready(button), { timeout: 5_000 })
    .toBe(true)
    .then(
      () => true,
      () => false,
    );
}

type Outcome =
  | { kind: 'done' }
  | { kind: 'failed'; message: string }
  | { kind: 'blocked'; message: string }
  | { kind: 'guard' }
  | { kind: 'silent' };

const leaveGuard = (page: Page) => page.getByRole('dialog', { name: 'Unsaved changes' });

/** Waits for the try's outcome: done, a failure said (a write: once its form can be used again), or silence. */
async function settle(page: Page, step: Step): Promise<Outcome> {
  let outcome: Outcome | undefined;
  let quietSince: number | undefined;
  await expect
    .poll(
      async () => {
        if (await step.done()) return (outcome = { kind: 'done' });
        if (step.kind === 'read' && (await leaveGuard(page).isVisible())) return (outcome = { kind: 'guard' });
        const message = await failureShown(page, step.kind);
        if (message) {
          // A write's failure is acted on once its button can be pressed again (or its form is gone).
          if (step.kind === 'write' && step.button && (await step.button.isVisible()) && !(await ready(step.button)))
            return undefined;
          if (await step.done()) return (outcome = { kind: 'done' });
          return (outcome = { kind: 'failed', message });
        }
        if (step.kind === 'write' && (await ready(step.button))) {
          quietSince ??= Date.now();
          if (Date.now() - quietSince > QUIET_MS) return (outcome = { kind: 'silent' });
        } else quietSince = undefined;
        return undefined;
      },
      { timeout: PATIENCE_MS, intervals: [250] },
    )
    .toBeDefined()
    .catch((error: unknown) => {
      if (process.env.PRODUCER_DAY_DEBUG) console.log(`[producer-day] settle: ${String(error).slice(0, 600)}`);
    });
  return outcome ?? { kind: 'failed', message: `no outcome within ${PATIENCE_MS / 1000} s` };
}

/** The page is never blank: the app's frame (or a public page's main) or a route's error state is there. */
async function notBlank(run: DayRun, name: string): Promise<void> {
  const page = run.page;
  const shown = page.locator('h1, h2, h3, [role="alert"], [role="dialog"], button').filter({ visible: true }).first();
  const visible = await shown.isVisible();
  const text = (
    (await page
      .locator('#root')
      .innerText()
      .catch(() => '')) ?? ''
  ).trim();
  if (!visible || text.length === 0) {
    run.blankPages += 1;
    run.problem(`${name}: a blank page (${page.url()})`);
  }
}

/**
 * One action of the person: prepare (go there, type), submit, then read the page. Done: on to the next. A failure
 * said: a write checks that what was typed is still there (if not, a problem of the portal's, and the person types it
 * again), then presses the same button again; a read presses the page's 'Try again' (or, with none, does it again).
 */
export async function act(run: DayRun, name: string, step: Step): Promise<void> {
  const page = run.page;
  const started = Date.now();
  const failures: string[] = [];
  run.current = name;
  await prepare(run, name, step);
  let again = false;
  for (;;) {
    await clearMessages(page);
    // A click the page does not take (its button never came) is a try that did not happen: done again as it was.
    const blocked: string | null = await (again ? retry(run, name, step) : step.submit()).then(
      () => null,
      (error: unknown) => `could not: ${String(error).split('\n')[0]}`,
    );
    // A click the page no longer offers may be because the last try got there after all (a late answer).
    let outcome: Outcome = blocked
      ? (await step.done())
        ? { kind: 'done' }
        : { kind: 'blocked', message: blocked }
      : await settle(page, step);
    while (outcome.kind === 'guard') {
      // Asked to confirm leaving changes that the portal had said were saved: the person believes the portal's
      // success message and leaves (the world is checked afterwards for what was kept).
      run.problem(`${name}: the page asked to leave unsaved changes after saying they were saved (${page.url()})`);
      await leaveGuard(page).getByRole('button', { name: 'Yes' }).click();
      outcome = await settle(page, step);
    }
    if (process.env.PRODUCER_DAY_DEBUG) console.log(`[producer-day ${run.label}] ${name}: ${JSON.stringify(outcome)}`);
    if (outcome.kind === 'done') break;
    const said = outcome.kind === 'silent' ? 'nothing (the button came back, no message, no result)' : outcome.message;
    failures.push(said);
    if (outcome.kind === 'silent') {
      const showing = await notifications(page).allTextContents();
      run.problem(`${name}: a try ended in silence (toasts showing: ${JSON.stringify(showing)})`);
    }
    if (failures.length > MAX_RETRIES) {
      run.problem(`${name}: still not done after ${failures.length} tries: ${failures.join(' | ')}`);
      throw new Error(`${name}: gave up after ${failures.length} tries (${run.label})`);
    }
    again = outcome.kind !== 'blocked';
    // The page could not be used (its button never came): if it says a load failed, the person tries that first.
    if (!again && (await tryAgain(page).first().isVisible())) await tryAgain(page).first().click();
  }
  await notBlank(run, name);
  run.actions.push({
    name,
    kind: step.kind,
    tries: failures.length + 1,
    failures,
    ms: Date.now() - started,
    faults: run.seen.get(name) ?? [],
  });
  run.seen.delete(name);
}

/**
 * Getting to the form and typing. If the form goes away while the person types (the page replaced it), that is the
 * portal's doing: said, and typed once more.
 */
async function prepare(run: DayRun, name: string, step: Step): Promise<void> {
  const failed = await step.prepare?.().then(
    () => null,
    (error: unknown) => String(error).split('\n')[0],
  );
  if (!failed) return;
  run.problem(`${name}: the form went away while it was being filled (${failed}; ${run.page.url()})`);
  await step.prepare?.();
}

/**
 * Trying again as a person does: the form's own button (what was typed checked first), else the page's 'Try again',
 * else, for a file that goes up when chosen, choosing it again.
 */
async function retry(run: DayRun, name: string, step: Step): Promise<void> {
  const page = run.page;
  if (step.kind === 'write' && (await readySoon(step.button))) {
    if (step.kept && !(await step.kept())) {
      run.problem(`${name}: after a failure the form no longer held what was typed`);
      await prepare(run, name, step);
    }
    await step.submit();
    return;
  }
  const button = tryAgain(page).first();
  if (await button.isVisible()) {
    await button.click();
    return;
  }
  if (step.kind === 'write' && !step.button && (await step.kept?.())) {
    await step.submit();
    return;
  }
  if (step.kind === 'write') {
    // The form is gone and the page offers nothing: the person starts the action over.
    run.problem(`${name}: after a failure neither the form nor a 'Try again' was there (${page.url()})`);
    await prepare(run, name, step);
    await step.submit();
    return;
  }
  await step.submit();
}

/** A field's value, or null when it is not on the page. */
export async function valueOf(locator: Locator): Promise<string | null> {
  if (!(await locator.isVisible())) return null;
  return locator.inputValue(QUICK).catch(() => null);
}

/** An element's text, or null when it is not on the page. */
export async function textOf(locator: Locator): Promise<string | null> {
  if (!(await locator.isVisible())) return null;
  return locator.textContent(QUICK).catch(() => null);
}

/** Whether an element is there and enabled. */
export async function isEnabled(locator: Locator): Promise<boolean> {
  return (await locator.isVisible()) && (await locator.isEnabled(QUICK).catch(() => false));
}

/** The world as the test's cookie sees it: its state (the faults' tally) and its records. */
export interface WorldRead {
  state: { faults: string | null; calls: number; tally: Record<string, number>; census: Record<string, number> };
  records: Record<string, Record<string, unknown>[]>;
}

export async function readWorld(page: Page): Promise<WorldRead> {
  const state = (await (await page.request.get('/__world/state')).json()) as WorldRead['state'];
  const snapshot = (await (await page.request.get('/__world/snapshot')).json()) as {
    world: Record<string, unknown>;
  };
  const records = Object.fromEntries(
    Object.entries(snapshot.world).filter(([, rows]) => Array.isArray(rows)) as [string, Record<string, unknown>[]][],
  );
  return { state, records };
}

/** The figures of one run, for the many-seed script (scripts/producer-day.mjs) and the test's own output. */
export interface DayFigures {
  seed: number;
  rate: number;
  ms: number;
  /** Why the day was cut short, if it was. */
  stopped?: string;
  actions: number;
  actionsRetried: number;
  retries: number;
  calls: number;
  tally: Record<string, number>;
  lost: string[];
  doubled: string[];
  wrong: string[];
  censusDiff: string[];
  delta: Record<string, number>;
  blankPages: number;
  uncaught: number;
  problems: string[];
  retried: { name: string; tries: number; failures: string[]; faults: string[] }[];
  /** Actions whose calls met faults, with what they met. */
  faulted: { name: string; faults: string[] }[];
  slowest: { name: string; ms: number }[];
}

export function figures(
  run: DayRun,
  seed: number,
  rate: number,
  ms: number,
  world: WorldRead,
  check: WorldCheck,
  stopped?: string,
): DayFigures {
  const retried = run.actions.filter((a) => a.tries > 1);
  return {
    seed,
    rate,
    ms,
    ...(stopped ? { stopped } : {}),
    actions: run.actions.length,
    actionsRetried: retried.length,
    retries: retried.reduce((n, a) => n + a.tries - 1, 0),
    calls: world.state.calls,
    tally: world.state.tally,
    lost: check.lost,
    doubled: check.doubled,
    wrong: check.wrong,
    censusDiff: check.censusDiff,
    delta: check.delta,
    blankPages: run.blankPages,
    uncaught: run.pageErrors.length + run.uncaught.length,
    problems: run.problems,
    retried: retried.map(({ name, tries, failures, faults }) => ({ name, tries, failures, faults })),
    faulted: run.actions.filter((a) => a.faults.length > 0).map(({ name, faults }) => ({ name, faults })),
    slowest: [...run.actions]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 3)
      .map(({ name, ms }) => ({ name, ms })),
  };
}

/** Where the many-seed script collects each run's figures (PRODUCER_DAY_REPORT), if it asked. */
export function keepFigures(result: DayFigures): void {
  const dir = process.env.PRODUCER_DAY_REPORT;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `seed-${result.rate === 0 ? 'reference' : result.seed}.json`), JSON.stringify(result));
}

export interface WorldCheck {
  /** Things the person made that the world does not hold. */
  lost: string[];
  /** Things the world holds more than once. */
  doubled: string[];
  /** Things held once but not with the values typed. */
  wrong: string[];
  /** Collections whose count differs from what the day should leave (the no-fault reference's). */
  censusDiff: string[];
  /** What the day changed, by collection. */
  delta: Record<string, number>;
}

/** One thing the person meant to make: where the world keeps it, how it is found, and what it must hold. */
export interface Expected {
  what: string;
  /** The action that makes it: a day cut short is not asked for what it never got to. */
  by: string;
  collection: string;
  match: (record: Record<string, unknown>) => boolean;
  /** How many times the thing is in a record found (an attachment in its batch); without it, each record is one. */
  within?: (record: Record<string, unknown>) => number;
  values?: (record: Record<string, unknown>) => string | null;
}

/**
 * Each thing once, with its values; the counts of the collections the day changes as the plan says, and as the
 * reference's (for a whole day only).
 */
export function checkWorld(
  world: WorldRead,
  before: Record<string, number>,
  expected: readonly Expected[],
  changes: Record<string, number>,
  reference: Record<string, number> | undefined,
  done: ReadonlySet<string>,
): WorldCheck {
  const delta = censusDelta(before, world.state.census);
  const check: WorldCheck = { lost: [], doubled: [], wrong: [], censusDiff: [], delta };
  const whole = expected.every((thing) => done.has(thing.by));
  for (const thing of expected) {
    const found = (world.records[thing.collection] ?? []).filter(thing.match);
    const times = thing.within ? found.reduce((n, record) => n + thing.within!(record), 0) : found.length;
    if (times === 0) {
      if (done.has(thing.by)) check.lost.push(thing.what);
    } else if (times > 1) check.doubled.push(`${thing.what} (${times} times)`);
    else if (done.has(thing.by)) {
      const wrong = thing.values?.(found[0]!);
      if (wrong) check.wrong.push(`${thing.what}: ${wrong}`);
    }
  }
  if (!whole) return check;
  for (const [collection, change] of Object.entries(changes)) {
    const now = world.state.census[collection] ?? 0;
    const was = before[collection] ?? 0;
    if (now - was !== change) check.censusDiff.push(`${collection}: ${was} → ${now}, expected +${change}`);
  }
  // Against the day without faults, every collection but the world's stored files: a file whose upload was cut off
  // after it was stored is kept by the world but belongs to nothing the person made.
  for (const collection of new Set([...Object.keys(delta), ...Object.keys(reference ?? {})])) {
    if (!reference || collection === 'files' || collection in changes) continue;
    if ((delta[collection] ?? 0) !== (reference[collection] ?? 0))
      check.censusDiff.push(`${collection}: +${delta[collection] ?? 0}, the reference +${reference[collection] ?? 0}`);
  }
  return check;
}

/** What a day changed, collection by collection (those it left alone are not listed). */
export function censusDelta(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.keys({ ...before, ...after })
      .map((name) => [name, (after[name] ?? 0) - (before[name] ?? 0)] as const)
      .filter(([, change]) => change !== 0),
  );
}
