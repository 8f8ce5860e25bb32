#!/usr/bin/env node
// npm run lighthouse (CI, after Playwright): Lighthouse on every signed-out page of the production build, served by
// `vite preview` (:4391) in front of Prism (:4392) and the mock world (:4393), in Debian's Chromium (CHROME_PATH,
// else /usr/bin/chromium). Mobile preset, simulated throttling, one page at a time. Prints a table page × category
// and the titles of the audits that cost points; exits 1 when accessibility, best practices or SEO is below 100 on
// any page (performance is printed, not judged). Each page's report (JSON) goes to dist-lighthouse/reports/.
// Builds dist-lighthouse/ when it has no index.html (`--build` rebuilds it); paths as arguments run only those pages
// (`npm run lighthouse -- /login /plans`).
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
// Lighthouse's own puppeteer (its dependency): its Node API audits a puppeteer page.
import puppeteer from 'puppeteer-core';
import { build, preview } from 'vite';
import { startPrism } from '../../mocks/prism/prism.mjs';
import { startWorld } from '../../mocks/world/serve.mjs';

const OUT_DIR = 'dist-lighthouse';
const REPORTS = `${OUT_DIR}/reports`;
const PORTS = { preview: 4391, prism: 4392, world: 4393 };
const JUDGED = ['accessibility', 'best-practices', 'seo'];
const CATEGORIES = ['performance', ...JUDGED];

/**
 * Every signed-out page: the sign-in frame's three, the public pages, the registration wizard (reached as a visitor
 * does, by choosing a plan on /plans: it needs the chosen plan in the tab's storage), a thank-you page opened cold (it
 * sends the visitor on with a message) and an unknown address. Left out: /plans/{token}, /thank-you/invoice and
 * /thankyou (the same screens as /plans and /thank-you), /mock-checkout (the 404 page in a production build),
 * /verify-otp and /update-password (signed in only), /account-login/… (it signs in at once).
 */
const PAGES = [
  { path: '/login' },
  { path: '/recover' },
  { path: '/register' },
  { path: '/plans' },
  { path: '/registration', prepare: choosePlan },
  { path: '/doc-tool-guide' },
  { path: '/forbidden-substances' },
  { path: '/terms-of-service' },
  { path: '/thank-you' },
  { path: '/no-such-page', name: '404' },
];

/** On /plans, the first plan's SIGN UP NOW: the wizard's address, with the plan saved in the tab. */
async function choosePlan(page, origin) {
  await page.goto(`${origin}/plans`);
  await page.locator('::-p-aria(SIGN UP NOW[role="button"])').click();
  await page.waitForFunction(() => globalThis.location.pathname.startsWith('/registration'));
  return page.url();
}

const args = process.argv.slice(2);
const only = args.filter((arg) => arg.startsWith('/'));
const pages = only.length ? PAGES.filter((page) => only.includes(page.path)) : PAGES;
const started = Date.now();

if (args.includes('--build') || !existsSync(`${OUT_DIR}/index.html`)) {
  process.stderr.write(`lighthouse: building ${OUT_DIR}/\n`);
  await build({ logLevel: 'warn', build: { outDir: OUT_DIR, emptyOutDir: true } });
} else {
  const at = statSync(`${OUT_DIR}/index.html`).mtime.toISOString();
  process.stderr.write(`lighthouse: auditing ${OUT_DIR}/ as built at ${at} (--build rebuilds it)\n`);
}

// vite.config.ts's preview proxies /api to PRISM_URL and /__world to WORLD_URL.
const world = await startWorld({ port: PORTS.world, latency: 0 });
const prism = await startPrism({ port: PORTS.prism, upstream: world.url });
process.env.PRISM_URL = prism.url;
process.env.WORLD_URL = world.url;
const server = await preview({
  logLevel: 'warn',
  build: { outDir: OUT_DIR },
  preview: { port: PORTS.preview, host: '127.0.0.1', strictPort: true },
});
const origin = `http://127.0.0.1:${PORTS.preview}`;
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--headless=new', '--no-sandbox'],
  defaultViewport: null,
});

const rows = [];
try {
  mkdirSync(REPORTS, { recursive: true });
  for (const entry of pages) {
    const from = Date.now();
    const page = await browser.newPage();
    try {
      const url = entry.prepare ? await entry.prepare(page, origin) : `${origin}${entry.path}`;
      const result = await lighthouse(
        url,
        {
          logLevel: 'error',
          output: 'json',
          onlyCategories: CATEGORIES,
          // 'is-crawlable': the portal is a signed-in application and its robots.txt disallows every page on purpose
          // (public/robots.txt), which this audit reports as a fault on every page. 'bf-cache' (not scored) and the
          // full-page screenshot cost seconds a page and judge nothing.
          skipAudits: ['is-crawlable', 'bf-cache'],
          disableFullPageScreenshot: true,
          // The prepared page keeps what its preparation left in the tab.
          disableStorageReset: Boolean(entry.prepare),
        },
        undefined,
        page,
      );
      const { lhr } = result;
      writeFileSync(`${REPORTS}/${slug(entry.name ?? entry.path)}.json`, result.report);
      rows.push({ name: entry.name ?? entry.path, lhr, seconds: (Date.now() - from) / 1000 });
    } catch (error) {
      rows.push({ name: entry.name ?? entry.path, error: String(error), seconds: (Date.now() - from) / 1000 });
    } finally {
      await page.close();
    }
    process.stderr.write(`lighthouse: ${rows.at(-1).name} in ${rows.at(-1).seconds.toFixed(0)} s\n`);
  }
} finally {
  await browser.close();
  await new Promise((done) => server.httpServer.close(done));
  prism.stop();
  world.stop();
}

process.exitCode = report(rows) ? 0 : 1;
console.log(`lighthouse: ${pages.length} pages in ${((Date.now() - started) / 1000).toFixed(0)} s`);

/** Prints the table and the audits that cost points; true when every judged category is at 100. */
function report(results) {
  const score = (lhr, id) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? '—' : String(Math.round(value * 100));
  };
  const header = ['page', ...CATEGORIES, 'final address'];
  const table = results.map(({ name, lhr }) =>
    lhr
      ? [name, ...CATEGORIES.map((id) => score(lhr, id)), finalPath(lhr)]
      : [name, ...CATEGORIES.map(() => 'error'), ''],
  );
  const widths = header.map((cell, i) => Math.max(cell.length, ...table.map((row) => row[i].length)));
  const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const row of table) console.log(line(row));

  let green = true;
  for (const { name, lhr, error } of results) {
    if (!lhr) {
      green = false;
      console.log(`\n${name}: ${error}`);
      continue;
    }
    if (lhr.runtimeError) console.log(`\n${name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    for (const id of CATEGORIES) {
      const category = lhr.categories[id];
      if (!category) continue;
      const judged = JUDGED.includes(id);
      if (judged && category.score !== 1) green = false;
      const failing = category.auditRefs
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit.score !== null && audit.score < 1);
      if (!failing.length || (!judged && category.score === 1)) continue;
      const titles = failing.map((audit) => `${audit.title}${judged ? '' : ` (${Math.round(audit.score * 100)})`}`);
      console.log(`\n${name} · ${category.title}${judged ? '' : ' (not judged)'}:\n  - ${titles.join('\n  - ')}`);
    }
  }
  return green;
}

function finalPath(lhr) {
  const path = new URL(lhr.finalDisplayedUrl).pathname;
  return path === new URL(lhr.requestedUrl).pathname ? '' : `→ ${path}`;
}

function slug(name) {
  return name.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'root';
}
