import type { BrowserContext, Download, Page, Request } from '@playwright/test';
import { VERDANT } from '../../test-support/example-world';
import { expectAccessible } from '../support/axe';
import { expect, seedSession, test } from '../support/fixtures';

/**
 * An uploaded HTML page with a script and an SVG with a script and an `onload`, opened from the portal, run nothing.
 * Each hostile file, if it ran, would ask for `/pwned?from=…`, set a global and write the title of its page and of
 * the page that opened it: no such request, global or title may appear on any page of the browser.
 *
 * Where the portal's forms refuse the type (attachments take pdf, png, jpeg and videos), the file never leaves the
 * browser; where they take it (an organization's logo may be an SVG) it is shown only as an image. A file that
 * reaches the world another way (the contract and Prism let any attachment type through) is served with the type the
 * world recorded, `nosniff`, as an attachment unless an image, a PDF or plain text, and (but for a PDF) in a sandbox
 * of its own: mocks/world/control.ts.
 */

const MARK = '/pwned';

const HOSTILE_HTML = `<!doctype html>
<html><head><title>Price list 2026</title>
<script>document.title = 'pwned'; window.__pwned = 'html'; fetch('${MARK}?from=html-script');
try { window.opener && (window.opener.document.title = 'pwned'); } catch (e) {}</script></head>
<body><img src="missing.png" onerror="fetch('${MARK}?from=html-onerror')"><p>Wholesale prices, 2026</p></body></html>
`;

// Well-formed XML (the script in CDATA): a malformed SVG is not drawn at all, and would prove nothing.
const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"
  onload="fetch('${MARK}?from=svg-onload'); document.title = 'pwned'">
<script><![CDATA[fetch('${MARK}?from=svg-script'); window.__pwned = 'svg';
try { window.opener && (window.opener.document.title = 'pwned'); } catch (e) {}]]></script>
<circle cx="60" cy="60" r="50" fill="#1F6F4A"/></svg>
`;

const html = (name: string, mimeType = 'text/html') => ({ name, mimeType, buffer: Buffer.from(HOSTILE_HTML) });
const svg = (name: string) => ({ name, mimeType: 'image/svg+xml', buffer: Buffer.from(HOSTILE_SVG) });

/** Every request any page of the browser makes for the mark, and every download, from now on. */
function watch(context: BrowserContext) {
  const marks: string[] = [];
  const downloads: Download[] = [];
  const onRequest = (request: Request) => {
    if (new URL(request.url()).pathname === MARK) marks.push(request.url());
  };
  context.on('request', onRequest);
  const onPage = (page: Page) => page.on('download', (download) => downloads.push(download));
  context.pages().forEach(onPage);
  context.on('page', onPage);
  return { marks, downloads };
}

/** Nothing ran: no request for the mark, no page titled by a script, no global set in the portal's page. */
async function expectNothingRan(page: Page, marks: string[]) {
  expect(marks, 'requests made by a hostile file').toEqual([]);
  for (const open of page.context().pages()) expect(await open.title()).not.toBe('pwned');
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned ?? null)).toBeNull();
}

/** The headers the world serves an uploaded file with (through `vite preview`, as the page gets them). */
/** A file's headers where it is served: the portal's address redirects to the files' own origin (another port). */
async function servedAs(page: Page, url: string) {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  expect(new URL(response.url()).origin).not.toBe(new URL(url).origin);
  return response.headers();
}

const attachmentInput = (page: Page) => page.locator('input[aria-label="Attachment file"]');

test('an HTML page and an SVG chosen as attachments are refused before anything is sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/organization-exhibit') && sent.push(r.url()));
  const { marks } = watch(page.context());
  await seedSession(page);
  await page.goto('/organization-exhibits');
  await page.getByRole('link', { name: 'Add', exact: true }).click();
  await page.getByLabel('Title').fill('Wholesale price list 2026');
  await page.getByLabel('Effective date').fill('2026-02-15');

  const wrongType = 'Only pdf, png, jpeg, jpg, mp4, mov, avi, mkv and webm files can be attached.';
  // The refusal is the field's own description (and a toast).
  const input = attachmentInput(page);
  await input.setInputFiles(html('price-list.html'));
  await expect(input).toHaveAccessibleDescription(wrongType);
  await input.setInputFiles(svg('verdant-seal.svg'));
  await expect(input).toHaveAccessibleDescription(wrongType);
  // The same page renamed, its type claimed to be a PDF: its bytes say otherwise.
  await input.setInputFiles(html('price-list.pdf', 'application/pdf'));
  await expect(input).toHaveAccessibleDescription(/"price-list\.pdf" is not a PDF file/);
  await expectAccessible(page, 'add attachment, hostile file refused');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Add Attachment' })).toBeVisible();
  expect(sent).toEqual([]);
  await expectNothingRan(page, marks);
});

test('an SVG logo with a script, added through the portal, runs nothing in its preview or opened by its address', async ({
  page,
}) => {
  const { marks, downloads } = watch(page.context());
  await seedSession(page);
  await page.goto('/add-organization');
  await page.getByLabel('Name').fill('Harborline Logistics');
  await page.getByLabel('Email').fill('dispatch@harborline.com');
  await page.getByLabel('Organization logo').setInputFiles(svg('harborline-logo.svg'));
  // The chosen SVG is drawn as an image: loaded, and its script and onload never run.
  const preview = page.getByRole('img', { name: 'Organization logo preview' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const added = page.waitForResponse((r) => r.url().endsWith('/api/integrant/transfer-to-organization'));
  await page.getByRole('button', { name: 'Add organization' }).click();
  const answer = (await (await added).json()) as { data: { logo_url: string } };
  await expect(page.getByText('Add organization successful')).toBeVisible();
  const logo = answer.data.logo_url;
  expect(new URL(logo).pathname).toMatch(/^\/__world\/files\//);

  expect(await servedAs(page, logo)).toMatchObject({
    'content-type': 'image/svg+xml',
    'x-content-type-options': 'nosniff',
    'content-disposition': "attachment; filename*=UTF-8''harborline-logo.svg",
    'content-security-policy': expect.stringMatching(/^sandbox;/),
  });
  // Opened by its address in a tab of its own (as 'Open image in new tab' does): it downloads, nothing is drawn.
  const tab = await page.context().newPage();
  await tab.goto(logo).catch(() => undefined); // a navigation that becomes a download has no page to wait for
  await expect.poll(() => downloads.length).toBe(1);
  expect(downloads[0]!.suggestedFilename()).toBe('harborline-logo.svg');
  await expectNothingRan(page, marks);
});

test('hostile files that reached the world another way, opened from the attachments list, run nothing', async ({
  page,
}) => {
  const { marks, downloads } = watch(page.context());
  await seedSession(page);
  // Sent as another client could (the contract and Prism take any type of attachment): an HTML page, an SVG, and
  // the HTML page recorded as a PDF (its sender lied about its type).
  const files = [
    { title: 'Wholesale price list', file: html('price-list.html') },
    { title: 'Verdant seal', file: svg('verdant-seal.svg') },
    { title: 'Audit summary', file: html('audit-summary.html', 'application/pdf') },
  ];
  const urls = new Map<string, string>();
  for (const { title, file } of files) {
    const response = await page.request.post('/api/organization-exhibit', {
      headers: { authorization: 'Bearer e2e-token' },
      multipart: { title, effective_date: '2026-02-15T00:00:00.000Z', file },
    });
    expect(response.status()).toBe(200);
    urls.set(title, ((await response.json()) as { data: { url: string } }).data.url);
  }
  // Typed by their bytes on the files' own origin, never by what the sender said: the page is text, downloaded.
  expect(await servedAs(page, urls.get('Wholesale price list')!)).toMatchObject({
    'content-type': 'text/plain',
    'x-content-type-options': 'nosniff',
    'content-disposition': "attachment; filename*=UTF-8''price-list.html",
    'content-security-policy': expect.stringMatching(/^sandbox;/),
  });
  expect(await servedAs(page, urls.get('Verdant seal')!)).toMatchObject({
    'content-type': 'image/svg+xml',
    'content-disposition': "attachment; filename*=UTF-8''verdant-seal.svg",
  });
  // Not the PDF it claims to be: served as the text it is, downloaded, never rendered.
  expect(await servedAs(page, urls.get('Audit summary')!)).toMatchObject({
    'content-type': 'text/plain',
    'x-content-type-options': 'nosniff',
    'content-disposition': "attachment; filename*=UTF-8''audit-summary.html",
  });

  await page.goto('/organization-exhibits');
  for (const [title, downloaded] of [
    ['Wholesale price list', 1],
    ['Verdant seal', 2],
  ] as const) {
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: `View ${title} (opens in a new tab)` }).click();
    await popup;
    await expect.poll(() => downloads.length).toBe(downloaded);
  }
  expect(downloads.map((d) => d.suggestedFilename())).toEqual(['price-list.html', 'verdant-seal.svg']);
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'View Audit summary (opens in a new tab)' }).click();
  const opened = await popup;
  // The viewer (or, in a browser without one, a download) has had its chance to run whatever it would.
  await opened.waitForLoadState('load').catch(() => undefined);
  await expectNothingRan(page, marks);
});

test('an organization logo that is an SVG with a script is shown as an image and runs nothing', async ({ page }) => {
  const { marks } = watch(page.context());
  await seedSession(page);
  // An SVG renamed .png (the world judges a logo's type by its name, as pdf, png, jpeg or jpg only) is kept as sent,
  // with its own type: the page must still show it as an image that runs nothing.
  const saved = await page.request.post('/api/integrant/edit-organization-info', {
    headers: { authorization: 'Bearer e2e-token' },
    multipart: { organization_id: VERDANT, name: 'Verdant Labs', type: 'logo', fileName: svg('verdant-logo.png') },
  });
  expect(saved.status()).toBe(200);
  await page.goto('/organization');
  const logo = page.getByRole('img', { name: 'Logo preview' });
  await expect(logo).toHaveAttribute('src', /\/__world\/files\//);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // Drawn from the world's file, not the placeholder an image that fails to load falls back to.
  await expect(logo).toHaveAttribute('src', /\/__world\/files\//);
  await expectNothingRan(page, marks);
});
