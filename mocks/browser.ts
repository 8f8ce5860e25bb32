import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/**
 * `npm run dev:msw`: the portal answers itself in the browser, with no server at all. The
 * generated handlers match API addresses only (`*\/api/…`, `*\/ext/<service>/…`), so Vite's own
 * module requests pass untouched.
 */
export async function startBrowserMocks(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: false });
}
