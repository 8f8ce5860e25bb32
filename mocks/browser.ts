import { setupWorker } from 'msw/browser';
import { documented } from './documented-headers';
import { handlers } from './handlers';
import { setLatency } from './world/dispatch';
import { persistInStorage, restoreFromStorage, worldKey } from './world/registry';
import { currentWorldKey, enterWorld, newWorldKey } from './world/link';

/**
 * `npm run dev:msw`: the portal answers itself in the browser, with no server at all (the replay handler, the mock
 * world, the contract's examples: mocks/handlers.ts). The
 * generated handlers match API addresses only (`*\/api/…`, `*\/ext/<service>/…`), so Vite's own
 * module requests pass untouched.
 */
export async function startBrowserMocks(): Promise<void> {
  // The mock world lives in the page here: kept in localStorage across reloads, answering after a backend's delay.
  persistInStorage();
  if (!currentWorldKey()) enterWorld(newWorldKey());
  await restoreFromStorage(worldKey(new Request(location.href)));
  setLatency(Number(import.meta.env.VITE_WORLD_LATENCY ?? 300));
  // One handler around them all, so that each answer carries the headers the contract documents (a tus upload).
  const worker = setupWorker(documented(handlers));
  await worker.start({ onUnhandledRequest: 'bypass', quiet: false });
  // A batch's public page opened in this tab (the Options tab's Preview, a QR code's address): no server is there to
  // serve it, so the page's own world does, in place of the portal (which then never starts in this tab).
  if (/^\/p\/[^/]+\/b\/[^/]+\/?$/.test(location.pathname)) {
    const answer = await fetch(`/__world/public${location.pathname}${location.search}`);
    const html = await answer.text();
    document.open();
    document.write(html);
    document.close();
    await new Promise<never>(() => {});
  }
}
