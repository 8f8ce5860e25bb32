import type { Page, TestInfo } from '@playwright/test';
import { settler } from '../replay/settle';
import { expect, seedSession, selectSubscription, test } from '../support/fixtures';
import { useScenario } from '../support/scenario';
import { dataOf } from '../support/slow-reads';
import {
  CODE_STEP_ROUTES,
  DASHBOARD_ROUTES,
  SIGNED_IN_ROUTES,
  SIGNED_OUT_ROUTES,
  type SweptRoute,
} from '../../test-support/routes';

/**
 * The phone and desktop sweep: every documented route (test-support/routes.ts) at 1280 px, then at
 * 375 px, in one browser context per kind of visitor. At each width:
 * - no text cut inside a button, badge, tab, label, heading or stepper step (its scrollWidth within its clientWidth,
 *   its scrollHeight within its clientHeight where it hides what overflows);
 * - no horizontal scroll of the page;
 * - a table wider than its box scrolls inside it, and shows it: it is held by the shared SideScroll
 *   (src/components/data-table/side-scroll.tsx), whose frame carries `data-side-scroll` and `data-more-start` or
 *   `data-more-end` while there is more beyond an edge (its shadow and 'Scroll sideways for more');
 * - no word of the portal's own (a date, a number, a heading's word) broken across two lines.
 * A full-page picture of each route at each width goes into the test's output folder. Every finding of the route
 * list is collected, then the test fails listing them all (route, width, element, text).
 */
const WIDTHS = [1280, 375] as const;
const HEIGHT = { 1280: 800, 375: 780 } as const;

interface Finding {
  readonly rule: 'cut' | 'word broken' | 'page scroll' | 'table';
  readonly element: string;
  readonly text: string;
  readonly detail: string;
}

/** The three rules, measured in the page. */
function measure(): Finding[] {
  const found: Finding[] = [];
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none' || el.closest('[aria-hidden="true"]')) return false;
    // Out of sight on purpose (a name kept for assistive technology: a 1 px box clipped to nothing) is not a cut.
    for (let box: Element | null = el; box; box = box.parentElement) {
      const { clip, clipPath } = getComputedStyle(box);
      if (clip === 'rect(0px, 0px, 0px, 0px)' || clipPath === 'inset(50%)') return false;
    }
    return true;
  };
  const describe = (el: Element): string => {
    const tag = el.tagName.toLowerCase();
    const root = [...el.classList].find((c) => /^mantine-[A-Za-z]+-[a-zA-Z]+$/.test(c));
    const role = el.getAttribute('role');
    const label = el.getAttribute('aria-label');
    const where = el.closest('[role=dialog],table,nav,header,main,form,[role=tablist]');
    const whereName = where
      ? `${where.tagName.toLowerCase()}${where.getAttribute('aria-label') ? `[aria-label="${where.getAttribute('aria-label')}"]` : ''}`
      : '';
    return `${whereName ? `${whereName} ` : ''}${tag}${root ? `.${root}` : ''}${role ? `[role=${role}]` : ''}${label ? `[aria-label="${label}"]` : ''}`;
  };
  const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);

  // 1. Text cut inside a button, badge, tab, label, heading or a stepper's step.
  const selector = [
    'button',
    '[role=button]',
    'a.mantine-Button-root',
    '.mantine-Button-label',
    '.mantine-Badge-root',
    '.mantine-Badge-label',
    '[role=tab]',
    '.mantine-Tabs-tabLabel',
    'label',
    '.mantine-InputWrapper-label',
    'h1, h2, h3, h4, h5, h6',
    '.mantine-Stepper-stepIcon',
    '.mantine-Stepper-stepLabel',
    '.mantine-SegmentedControl-label',
    '.mantine-Chip-label',
    // Text that shortens itself with an ellipsis (a batch's id beside its badge): cut all the same.
    '[data-truncate]',
  ].join(',');
  for (const el of document.querySelectorAll<HTMLElement>(selector)) {
    if (!visible(el) || el.clientWidth === 0) continue;
    // A box that scrolls on purpose (a tab list that scrolls) is not a cut.
    const style = getComputedStyle(el);
    if (['auto', 'scroll'].includes(style.overflowX)) continue;
    if (!text(el)) continue;
    const wide = el.scrollWidth - el.clientWidth;
    const hidesY = ['hidden', 'clip'].includes(style.overflowY);
    const tall = hidesY ? el.scrollHeight - el.clientHeight : 0;
    // Cut by what holds it: a box that hides or scrolls what overflows sideways, where the element reaches past
    // its edge ('Docum' of a tab list scrolled without a sign). A table's frame that says it scrolls is the sign.
    let clipper: HTMLElement | null = el.parentElement;
    while (clipper && getComputedStyle(clipper).overflowX === 'visible') clipper = clipper.parentElement;
    if (
      clipper &&
      clipper !== document.body &&
      clipper !== document.documentElement &&
      !el.closest('[data-side-scroll]')
    ) {
      const box = el.getBoundingClientRect();
      const edge = clipper.getBoundingClientRect();
      if (box.right > edge.right + 1 || box.left < edge.left - 1)
        found.push({
          rule: 'cut',
          element: describe(el),
          text: text(el),
          detail: `reaches past the edge of ${describe(clipper)}, which hides or scrolls it without a sign`,
        });
    }
    if (wide > 1 || tall > 1)
      found.push({
        rule: 'cut',
        element: describe(el),
        text: text(el),
        detail:
          wide > 1
            ? `scrollWidth ${el.scrollWidth} > clientWidth ${el.clientWidth}`
            : `scrollHeight ${el.scrollHeight} > clientHeight ${el.clientHeight}`,
      });
  }

  // 1b. A word of the portal's own short words (a date, a number, a label) broken across two lines, in the same
  // elements and in table cells ('04/20/20' over '26'). Words are split at spaces, hyphens and slashes, where a
  // line may break; longer tokens (an email, a URL, a tracking id) may break anywhere.
  for (const el of document.querySelectorAll<HTMLElement>(`${selector},td,th`)) {
    if (!visible(el)) continue;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let broken: string | null = null;
    for (let node = walker.nextNode(); node && !broken; node = walker.nextNode()) {
      const value = node.nodeValue ?? '';
      for (const match of value.matchAll(/[^\s\-/]+/g)) {
        if (match[0].length < 2 || match[0].length > 16) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) {
          broken = match[0];
          break;
        }
      }
    }
    // Reported once, on the innermost element that holds the word.
    if (broken && ![...el.querySelectorAll(`${selector},td,th`)].some((inner) => inner.textContent?.includes(broken!)))
      found.push({
        rule: 'word broken',
        element: describe(el),
        text: text(el),
        detail: `'${broken}' broken across lines`,
      });
  }

  // 2. No horizontal scroll of the page.
  const page = document.scrollingElement ?? document.documentElement;
  if (page.scrollWidth > page.clientWidth + 1) {
    // Name the widest element that reaches past the right edge, so the cause can be found.
    let widest: Element | null = null;
    let right = page.clientWidth;
    for (const el of document.body.querySelectorAll('*')) {
      if (!visible(el)) continue;
      const r = el.getBoundingClientRect().right + window.scrollX;
      if (r > right + 1) {
        // The outermost such element whose parent does not reach as far (the cause, not its children).
        const parentRight = el.parentElement ? el.parentElement.getBoundingClientRect().right + window.scrollX : 0;
        if (parentRight <= page.clientWidth + 1) {
          right = r;
          widest = el;
        }
      }
    }
    found.push({
      rule: 'page scroll',
      element: widest ? describe(widest) : 'html',
      text: widest ? text(widest) : '',
      detail: `page scrollWidth ${page.scrollWidth} > clientWidth ${page.clientWidth}`,
    });
  }

  // 3. A table wider than its box scrolls inside it and shows that it does.
  for (const table of document.querySelectorAll('table')) {
    if (!visible(table)) continue;
    let box: HTMLElement | null = table.parentElement;
    while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
    const tableWidth = table.getBoundingClientRect().width;
    const scroller = box && box !== document.body && box !== document.documentElement ? box : null;
    const room = scroller ? scroller.clientWidth : window.innerWidth;
    if (tableWidth <= room + 1) continue;
    if (!scroller) {
      found.push({
        rule: 'table',
        element: describe(table),
        text: text(table.querySelector('tr') ?? table),
        detail: `table ${Math.round(tableWidth)} px wide in ${room} px with no box that scrolls it (cut)`,
      });
      continue;
    }
    // The shared sign (src/components/data-table/side-scroll.tsx): the frame says it scrolls and where there is more.
    const frame = scroller.closest('[data-side-scroll]');
    if (!frame || !(frame.hasAttribute('data-more-start') || frame.hasAttribute('data-more-end')))
      found.push({
        rule: 'table',
        element: describe(table),
        text: text(table.querySelector('tr') ?? table),
        detail: `table ${Math.round(tableWidth)} px wide scrolls in ${room} px without the sign (data-side-scroll)`,
      });
  }
  return found;
}

const frames = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/** The route has drawn its data: no request under way, no loader nor skeleton showing. */
async function settled(page: Page, settle: () => Promise<void>) {
  // A busy machine may keep a page's requests coming for more than an expect's 10 s: the settle is tried again.
  await expect(settle).toPass({ timeout: 30_000 });
  const loading = page.locator('.mantine-Loader-root:visible, .mantine-Skeleton-root[data-visible]:visible');
  if ((await loading.count()) === 0) return;
  await expect(loading).toHaveCount(0, { timeout: 15_000 });
  await settle();
}

const slug = (route: SweptRoute) => route.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');

async function sweep(page: Page, routes: readonly SweptRoute[], testInfo: TestInfo) {
  const settle = settler(page);
  const findings: string[] = [];
  const timings: string[] = [];
  for (const route of routes) {
    const started = Date.now();
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT[WIDTHS[0]] });
    if (route.subscription) await selectSubscription(page, route.subscription);
    await page.goto(route.path);
    if (route.via) {
      await settled(page, settle);
      await page.getByRole('button', { name: route.via.button }).first().click();
      await expect(page).not.toHaveURL(route.path);
    }
    await settled(page, settle);
    // Its data drawn, not only no loader yet: a lazy dashboard's loader came after a settle once, and the 1280 px
    // screenshot was of the loader.
    await expect(dataOf(route, page).locator).toBeVisible({ timeout: 30_000 });
    await settled(page, settle);
    for (const width of WIDTHS) {
      if (width !== WIDTHS[0]) {
        await page.setViewportSize({ width, height: HEIGHT[width] });
        await frames(page);
        await settle();
      }
      await page.screenshot({ path: testInfo.outputPath(`${slug(route)}-${width}.png`), fullPage: true });
      for (const f of await page.evaluate(measure))
        findings.push(`${route.path} (${route.name}) at ${width}: ${f.rule}: ${f.element} "${f.text}" (${f.detail})`);
    }
    timings.push(`${route.path}: ${Date.now() - started} ms`);
  }
  await testInfo.attach('timings', { body: timings.join('\n'), contentType: 'text/plain' });
  await testInfo.attach('findings', { body: findings.join('\n') || 'none', contentType: 'text/plain' });
  expect(findings, 'text cut, page scrolled sideways or a wide table without its sign').toEqual([]);
}

test.describe('every route at 1280 and 375 px', () => {
  // The five journeys are independent (each its own context and world): CI's two workers share them.
  test.describe.configure({ mode: 'parallel' });
  const half = Math.ceil(SIGNED_IN_ROUTES.length / 2);

  test('signed out', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await sweep(page, SIGNED_OUT_ROUTES, testInfo);
  });

  test('signed in: the catalogue, batches and the organization', async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    await seedSession(page);
    await sweep(page, SIGNED_IN_ROUTES.slice(0, half), testInfo);
  });

  test('signed in: billing, insight and the tools', async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    await seedSession(page);
    await sweep(page, SIGNED_IN_ROUTES.slice(half), testInfo);
  });

  test('each subscription’s dashboard', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await useScenario(page, 'all-subscriptions');
    await seedSession(page, { subscriptions: ['tracer', 'fastpass', 'publisher', 'verifier', 'compliance'] });
    await page.goto('/profile');
    await sweep(page, DASHBOARD_ROUTES, testInfo);
  });

  test('the code step and the forced password change', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await seedSession(page, { otpVerified: false, authenticatorSet: true });
    await sweep(page, CODE_STEP_ROUTES, testInfo);
  });
});
