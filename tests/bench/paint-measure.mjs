// One load of one page in a fresh context at 4× CPU slowdown: its LCP, TBT, and when the app answers.

/** Collected in the page: LCP candidates, FCP and long tasks, from navigation on. */
function observe() {
  const seen = { lcp: 0, fcp: 0, longTasks: [] };
  globalThis.__paint = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = entry.renderTime || entry.loadTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Opens a context (with the stored session when the page needs one), slows the CPU (and the network, given
 * `network`: `{ latency }` in ms added to each request, `{ down }` in bytes per second), loads, measures.
 */
export async function openPage(browser, { url, session }, network) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (session) {
    await context.addCookies([{ name: 'portal_token', value: 'e2e-token', url }]);
    await context.addInitScript((stored) => {
      localStorage.setItem('portal.session', JSON.stringify({ ...stored, expiresAt: Date.now() + 3_600_000 }));
    }, session);
  }
  await context.addInitScript(observe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.latency,
      downloadThroughput: network.down,
      uploadThroughput: network.down / 4,
    });
  }
  return { context, page, cdp };
}

export async function measure(browser, target, network) {
  const { context, page } = await openPage(browser, target, network);
  try {
    await page.goto(target.url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    // The largest paint is reported a moment after the frame that shows it.
    await page.waitForFunction(() => globalThis.__paint.lcp > 0, null, { timeout: 10_000 }).catch(() => {});
    const { lcp, fcp, longTasks } = await page.evaluate(() => globalThis.__paint);
    // When the app has drawn the page and answers (src/first-paint/first-paint-hand-over.tsx); the bare page answers
    // from its first paint.
    const commit = await page.evaluate(() => performance.getEntriesByName('portal:first-commit')[0]?.startTime ?? 0);
    // Blocking time from the first contentful paint on (as Lighthouse counts it), until the page settled.
    const tbt = longTasks
      .filter(([start]) => start >= fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return { lcp, tbt, ready: commit || lcp };
  } finally {
    await context.close();
  }
}
