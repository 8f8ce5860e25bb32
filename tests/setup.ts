import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from '~mocks/node';
import { resetModuleStores } from '@/lib/module-store';
import { pageLoad } from '@/lib/payment/leave';
import { takeBreaches } from '~mocks/world/answer';
import { leaveTo } from './utils/leave';

// A full page load (a payment provider's redirect) cannot happen in jsdom: every file watches it instead. Not a
// vi.mock: the files share their modules (isolate: false), and a module mock in one file does not reach the app's
// modules that another file loaded first.
pageLoad.assign = leaveTo;

// The first render of a file loads the route's chunks: give findBy* room on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Mantine needs these in jsdom.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
// jsdom has no idle callback, where the app would fall back to a 1.5 s timer (src/lib/when-idle.ts): its idle prefetches
// of code (the overlays, a screen's other views) then began in a later test, or after the file's last one. A module
// still loading as a file ends is cut off (Vitest closes the file's channel to the module server), and the files after
// it in the worker share its modules (isolate: false): CI once failed 12 replay files on the toasts' host ('Cannot
// load … after the environment was torn down'), most likely so. Here the browser is idle at once, and each test and
// each file waits for the code it asked for (afterEach and afterAll below).
window.requestIdleCallback = (task) => window.setTimeout(() => task({ didTimeout: false, timeRemaining: () => 0 }), 0);
window.cancelIdleCallback = (handle) => window.clearTimeout(handle);
Object.defineProperty(window, 'scrollTo', { writable: true, value: () => {} });

// An unhandled request fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  // No module may still be loading when the file ends (see requestIdleCallback above).
  await vi.dynamicImportSettled();
  cleanup();
  // The files share their modules (isolate: false): every module-level store back to its first state (the apps
  // rendered, the toasts, the threshold popup, the armed answers, the seeded world, ...), each by the reset it
  // registered (src/lib/module-store.ts).
  await resetModuleStores();
  leaveTo.mockClear();
  // Toasts live in Mantine's global store: one test's toast must not show up in the next one.
  notifications.clean();
  notifications.cleanQueue();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split('; ').forEach((c) => {
    document.cookie = `${c.split('=')[0]}=; Max-Age=0; Path=/`;
  });
  // A world answer or request that broke the contract fails the test.
  const breaches = takeBreaches();
  if (breaches.length > 0) throw new Error(`The mock world broke the contract: ${JSON.stringify(breaches, null, 2)}`);
});
afterAll(async () => {
  await vi.dynamicImportSettled();
  server.close();
});
