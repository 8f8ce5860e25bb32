import type { Page } from '@playwright/test';
import { OMEGA_PRODUCT } from '../../test-support/example-world';
import { expect, seedSession, test } from '../support/fixtures';

/**
 * A product's video goes to the video host with tus (src/lib/tus-upload.ts), and the mock world plays the host
 * (mocks/world/resolvers/video-upload.ts). When the world drops the connection of a part, tus-js-client asks the host
 * where it stands (HEAD) and sends the rest from there: the video arrives whole and once, and the portal's progress
 * goes on to the end. The e2e build sends parts of 64 KiB (use-video-upload.ts), so the video below goes in five.
 */

const PRODUCT = `/update-product/${OMEGA_PRODUCT}`;
const TITLE = 'Omega-3 lot walkthrough';
const CHUNK = 'video-upload_uploadVideoChunk';
/** 24 bytes of `ftyp` and an `mdat` box of 0x00047070 bytes. */
const SIZE = 24 + 0x47070;

/**
 * A small MP4 as a camera writes its start (an `ftyp` box, then the `mdat` box of the picture), with bytes of every
 * value: the parts go past Prism (which would read them as text) straight to the world (mocks/prism/binary-front.mjs).
 */
function smallVideo(): Buffer {
  const bytes = Buffer.alloc(SIZE);
  bytes.write('\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00mp42isom', 0, 'latin1');
  bytes.writeUInt32BE(SIZE - 24, 24);
  bytes.write('mdat', 28, 'latin1');
  let state = 2026;
  for (let i = 32; i < SIZE; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

async function setFaults(page: Page, faults: string | null) {
  expect((await page.request.post('/__world/faults', { data: { faults } })).ok()).toBe(true);
}

/**
 * The calls to the video host the page makes, by method, and the bytes of its parts (routed, so that a part's body is
 * seen); `before` runs as a call leaves, before it goes on to the host.
 */
async function watchHost(page: Page, before: (method: string) => Promise<void> = async () => {}) {
  const calls: string[] = [];
  const parts: number[] = [];
  await page.route(/\/ext\/video-upload\/tusupload(\/|$)/, async (route) => {
    const request = route.request();
    calls.push(request.method());
    if (request.method() === 'PATCH') parts.push(request.postDataBuffer()?.length ?? 0);
    await before(request.method());
    await route.continue();
  });
  // A part whose connection the world dropped: a failed request for the page where Vite's proxy drops the page's
  // connection (as it does for /api), else Prism's own 500 for the socket the world closed.
  const lost: string[] = [];
  const host = (url: string) => /\/ext\/video-upload\/tusupload(\/|$)/.test(url);
  page.on('requestfailed', (request) => void (host(request.url()) && lost.push(request.method())));
  page.on('response', (response) => {
    if (host(response.url()) && response.status() === 500) lost.push(response.request().method());
  });
  return { calls, parts, lost, count: (method: string) => calls.filter((m) => m === method).length };
}

/** Every value the upload's progress bar shows, in order (kept by the page across the move home). */
async function watchProgress(page: Page) {
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { videoProgress: number[] }).videoProgress = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Uploading video"]');
      const value = Number(bar?.getAttribute('aria-valuenow') ?? NaN);
      if (bar && value !== seen[seen.length - 1]) seen.push(value);
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  return () => page.evaluate(() => [...(window as unknown as { videoProgress: number[] }).videoProgress]);
}

/** The videos the world holds: its uploaded files of type video/mp4 (the test's own world, by its cookie). */
async function worldVideos(page: Page) {
  const snapshot = (await (await page.request.get('/__world/snapshot')).json()) as {
    world: { files: { name: string; type: string; size: number; data: string }[] };
  };
  return snapshot.world.files.filter((f) => f.type === 'video/mp4');
}

async function faultTally(page: Page): Promise<Record<string, number>> {
  return ((await (await page.request.get('/__world/state')).json()) as { tally: Record<string, number> }).tally;
}

async function uploadVideo(page: Page, file: Buffer) {
  await page.getByRole('tab', { name: /Facets/ }).click();
  await page.getByText('Upload video', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Video title' }).fill(TITLE);
  await page.locator('input[type="file"][accept*="mp4"]').setInputFiles({
    name: 'omega-lot-walkthrough.mp4',
    mimeType: 'video/mp4',
    buffer: file,
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

async function openProduct(page: Page) {
  // The test's world from its seed, even on a server kept from an earlier run (reuseExistingServer).
  expect((await page.request.post('/__world/reset', { data: {} })).ok()).toBe(true);
  await seedSession(page, { selected: 'tracer' });
  const progress = await watchProgress(page);
  await page.goto(PRODUCT);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  return progress;
}

/** The upload ended as a success: the spec's message, the catalogue home, the whole video in the world once. */
async function expectUploadedOnce(page: Page, file: Buffer) {
  await expect(page.getByText('Product saved successfully.')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  const videos = await worldVideos(page);
  expect(videos.map((v) => ({ name: v.name, size: v.size }))).toEqual([{ name: TITLE, size: SIZE }]);
  expect(Buffer.from(videos[0]!.data, 'base64').equals(file)).toBe(true);
}

test('a part whose connection drops before the host stores it is sent again from where the host stands', async ({
  page,
}) => {
  const file = smallVideo();
  const progress = await openProduct(page);
  // The world drops the connection of the second part, once: the faults are set as that part leaves and taken off
  // when tus asks the host where it stands.
  let before = -1;
  let tally: Record<string, number> = {};
  const host = await watchHost(page, async (method) => {
    if (method === 'PATCH' && host.count('PATCH') === 2) await setFaults(page, `1:kinds=drop-before:ops=${CHUNK}`);
    if (method === 'HEAD') {
      tally = await faultTally(page);
      await setFaults(page, null);
      before = Math.max(...(await progress()));
    }
  });
  await uploadVideo(page, file);
  await expectUploadedOnce(page, file);

  // One upload, its second part sent twice (the first time it never arrived), and one HEAD to learn where to resume.
  expect([host.count('POST'), host.count('HEAD'), host.count('PATCH')]).toEqual([1, 1, 6]);
  expect(host.parts).toEqual([65_536, 65_536, 65_536, 65_536, 65_536, SIZE - 4 * 65_536]);
  expect(tally).toEqual({ 'drop-before': 1 });
  expect(host.lost).toEqual(['PATCH']);
  // The bar went on past where it stood when the connection dropped.
  const shown = await progress();
  expect(before).toBeGreaterThan(0);
  expect(Math.max(...shown)).toBeGreaterThan(before);
});

test('every part’s answer lost after the host stored it: each HEAD moves the upload on, and no byte is sent twice', async ({
  page,
}) => {
  const file = smallVideo();
  const host = await watchHost(page);
  const progress = await openProduct(page);
  await setFaults(page, `1:kinds=drop-after:ops=${CHUNK}`);
  await uploadVideo(page, file);
  await expectUploadedOnce(page, file);

  expect([host.count('POST'), host.count('HEAD'), host.count('PATCH')]).toEqual([1, 5, 5]);
  expect(host.parts.reduce((a, b) => a + b, 0)).toBe(SIZE);
  expect(await faultTally(page)).toEqual({ 'drop-after': 5 });
  expect(host.lost).toEqual(['PATCH', 'PATCH', 'PATCH', 'PATCH', 'PATCH']);
  const shown = await progress();
  expect(shown.filter((p) => p > 0 && p < 100).length).toBeGreaterThanOrEqual(3);
});
