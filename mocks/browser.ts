import { setupWorker } from 'msw/browser';
import { appPath, BASE_PATH } from '@/lib/base-path';
import { documented } from './documented-headers';
import { handlers } from './handlers';
import { setLatency } from './world/dispatch';
import { indexedDbStore, takeOverLocalStorage } from './world/page-store';
import { kept, persistIn, restoreFromStorage, restoreFrozen, STORAGE_KEY, worldKey } from './world/registry';
import { currentWorldKey, enterWorld, newWorldKey } from './world/link';

/**
 * `npm run dev:msw`: the portal answers itself in the browser, with no server at all (the replay handler, the mock
 * world, the contract's examples: mocks/handlers.ts). The
 * generated handlers match API addresses only (`*\/api/…`, `*\/ext/<service>/…`), so Vite's own
 * module requests pass untouched.
 */
export async function startBrowserMocks(): Promise<void> {
  // The mock world lives in the page here: kept in this browser's IndexedDB across reloads and tabs, answering after a
  // backend's delay.
  const store = indexedDbStore();
  persistIn(store);
  await takeOverLocalStorage(store, STORAGE_KEY);
  if (!currentWorldKey()) enterWorld(newWorldKey());
  await restoreFromStorage(worldKey(new Request(location.href)));
  const copy = /^copy:(.+)$/.exec(new URL(location.href).searchParams.get('world') ?? '')?.[1];
  if (copy) await restoreFrozen(copy);
  setLatency(Number(import.meta.env.VITE_WORLD_LATENCY ?? 300));
  // One handler around them all, so that each answer carries the headers the contract documents (a tus upload) and
  // goes once its change is in the browser's store (a reload right after it finds the change).
  const worker = setupWorker(documented(handlers, kept));
  // The worker's file is served beside the page, under the build's base (its scope: the pages under it).
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: false,
    serviceWorker: { url: `${BASE_PATH}mockServiceWorker.js` },
  });
  // A batch's public page opened in this tab (the Options tab's Preview, a QR code's address): no server is there to
  // serve it, so the page's own world does, in place of the portal (which then never starts in this tab).
  const path = appPath(location.pathname);
  if (/^\/p\/[^/]+\/b\/[^/]+\/?$/.test(path)) {
    const answer = await fetch(`/__world/public${path}${location.search}`);
    const html = await answer.text();
    document.open();
    document.write(html);
    document.close();
    await new Promise<never>(() => {});
  }
}
