import { http, passthrough } from 'msw';
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/**
 * Vite's own module requests (/src/…, /node_modules/…, /@vite/…) go straight through: the generated
 * patterns such as `*\/individual/:id` would otherwise answer /src/api/generated/portal/zod/individual/individual.zod.ts.
 */
const viteModules = http.get(/^https?:\/\/[^/]+\/(src|node_modules|@vite|@fs|@id|@react-refresh)\//, () => passthrough());

/** `npm run dev:msw`: the portal answers itself in the browser, with no server at all. */
export async function startBrowserMocks(): Promise<void> {
  const worker = setupWorker(viteModules, ...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: false });
}
