/* global document, requestAnimationFrame, requestIdleCallback, MutationObserver, addEventListener */
// One visit of one screen at 4× CPU slowdown, in a fresh context: when its rows show, one interaction's latency, the
// longest task after the rows show, the DOM's elements and the JS heap after.

/**
 * In the page from its first script: the long tasks, the interactions' event timings (as INP counts them: the
 * entries of 16 ms or more, by interaction), the last pointer or key input, and when the rows show (the first
 * frame painted after an element matching the armed selector is in the document).
 */
function observe(selector) {
  const seen = { rowsAt: 0, lastInput: 0, tasks: [], events: [] };
  globalThis.__scale = seen;
  const mutations = new MutationObserver(() => {
    if (seen.rowsAt !== 0 || !seen.selector || !document.querySelector(seen.selector)) return;
    seen.rowsAt = -1;
    mutations.disconnect();
    // After this frame's paint: a task queued from its animation frame runs once it is drawn.
    requestAnimationFrame(() => setTimeout(() => (seen.rowsAt = performance.now()), 0));
  });
  seen.arm = (rows) => {
    seen.selector = rows;
    seen.rowsAt = 0;
    mutations.observe(document, { childList: true, subtree: true });
  };
  if (selector) seen.arm(selector);
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, (e) => (seen.lastInput = e.timeStamp), true);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) seen.tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) seen.events.push([e.interactionId, e.startTime, e.duration]);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Until the page has been idle a moment (a long task delays it: it waits for the page to settle). */
const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((done) =>
        requestAnimationFrame(() => requestIdleCallback(() => setTimeout(done, 300), { timeout: 10_000 })),
      ),
  );

const now = (page) => page.evaluate(() => performance.now());

/** A click in the middle of the window: scrolled to an edge, a target may lie under the portal's sticky header. */
export async function click(locator, timeout) {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }), null, { timeout });
  await locator.click({ timeout });
}

/**
 * Opens `screen` in a fresh context of `browser` with its calls answered by `answer` (a page.route handler), and
 * measures it. `session` is the stored session the screen's visit starts with.
 */
export async function measureScreen(browser, { base, screen, session, answer, timeout, log = () => {} }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addCookies([{ name: 'portal_token', value: 'bench-token', url: base }]);
    await context.addInitScript((stored) => {
      localStorage.setItem('portal.session', JSON.stringify({ ...stored, expiresAt: Date.now() + 3_600_000 }));
    }, session);
    await context.addInitScript(observe, screen.open ? null : screen.rows);
    await context.route('**/api/**', answer);
    const page = await context.newPage();
    page.setDefaultTimeout(timeout);
    const cdp = await context.newCDPSession(page);
    const cpu = (rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await cpu(4);

    log('goto');
    await page.goto(`${base}${screen.url}`);
    log('loaded');
    let start = 0;
    if (screen.open) {
      const target = await screen.open(page);
      await target.waitFor();
      await settle(page);
      await page.evaluate((rows) => globalThis.__scale.arm(rows), screen.rows);
      log('click');
      await click(target);
      log('clicked');
      start = await page.evaluate(() => globalThis.__scale.lastInput);
    }
    await page.waitForFunction(() => globalThis.__scale.rowsAt > 0, null, { polling: 100, timeout });
    const rowsAt = await page.evaluate(() => globalThis.__scale.rowsAt);
    log('rows');
    await settle(page);
    log('settled');

    // Unmeasured, at full speed: its tasks are left out of the longest.
    let skip = [0, 0];
    if (screen.prepare) {
      await cpu(1);
      skip = [await now(page), 0];
      await screen.prepare(page);
      await settle(page);
      skip[1] = await now(page);
      await cpu(4);
    }

    const from = await now(page);
    await screen.interact(page);
    log('interacted');
    await settle(page);
    log('settled');
    // An interaction's entry is reported a frame after its paint: wait for it a moment (none: under 16 ms).
    const interaction = await page.evaluate(
      (since) =>
        new Promise((done) => {
          const started = performance.now();
          const check = () => {
            const entries = globalThis.__scale.events.filter(([, startTime]) => startTime >= since);
            if (entries.length > 0 || performance.now() - started > 1000)
              done(Math.max(0, ...entries.map(([, , duration]) => duration)));
            else setTimeout(check, 50);
          };
          check();
        }),
      from,
    );
    const figures = await page.evaluate(
      ({ rows, skip }) => ({
        longestTask: Math.max(
          0,
          ...globalThis.__scale.tasks
            .filter(
              ([startTime]) => startTime >= globalThis.__scale.rowsAt && !(startTime >= skip[0] && startTime < skip[1]),
            )
            .map(([, duration]) => duration),
        ),
        domNodes: document.getElementsByTagName('*').length,
        drawn: document.querySelectorAll(rows).length,
      }),
      { rows: screen.rows, skip },
    );
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return { rowsShown: rowsAt - start, interaction, ...figures, heapMb: usedSize / 2 ** 20 };
  } finally {
    await context.close();
  }
}
