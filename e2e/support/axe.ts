import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG rule sets every scan checks: A and AA of WCAG 2.0 and 2.1. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeScanOptions {
  /** Only this part of the page (a dialog, a drawer, a menu): a CSS selector. */
  readonly include?: string;
  /** Parts to leave out, with the reason in a comment at the call site. */
  readonly exclude?: readonly string[];
}

/**
 * Scans what the page shows now with axe-core and fails on any serious or critical violation,
 * naming the rule, its help text and the offending elements. Call it once the screen (or the
 * dialog, menu or drawer) is open and settled: `await expectAccessible(page, 'login')`.
 */
export async function expectAccessible(page: Page, label: string, options: AxeScanOptions = {}) {
  // A dialog or drawer still fading in has its text at part opacity: axe would measure a contrast nobody sees.
  // Endless animations (a loader) are not waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  // E2E_SHOTS=<folder> keeps a picture of every scanned state, named by its label, to be looked at.
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/${label.replace(/[^\w.-]+/g, '-')}.png`, fullPage: true });
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  // No transition starts halfway through the scan (a toast closing after its 5 seconds while axe reads its colours
  // would be measured at part opacity): while axe runs, every change of style is immediate.
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation-play-state: paused !important; }',
  });
  const { violations } = await builder
    .analyze()
    .finally(() => still.evaluate((style) => (style as HTMLStyleElement).remove()).catch(() => undefined));
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} [${v.nodes.map((n) => n.target.join(' ')).join(', ')}]`);
  // AXE_REPORT=1 lists every scan's findings and goes on (to count them, e.g. on an older build).
  if (process.env.AXE_REPORT)
    console.log(`[axe] ${label}: ${blocking.length}${blocking.map((b) => `\n  ${b}`).join('')}`);
  const check = process.env.AXE_REPORT ? expect.soft : expect;
  check(blocking, `serious or critical accessibility violations on ${label}`).toEqual([]);
}
