import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from '~mocks/node';
import { pageLoad } from '@/lib/payment/leave';
import { closeThreshold } from '@/components/feedback/threshold-store';
import { disarmAll } from '~mocks/replay/arming-store';
import { takeBreaches } from '~mocks/world/answer';
import { resetAllWorlds } from '~mocks/world/registry';
import { leaveTo } from './utils/leave';
import { forgetRendered } from './utils/render';

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
  await forgetRendered();
  leaveTo.mockClear();
  // Toasts live in Mantine's global store: one test's toast must not show up in the next one.
  notifications.clean();
  notifications.cleanQueue();
  // The threshold popup and the armed answers live in module stores, which the files share (isolate: false).
  closeThreshold();
  disarmAll();
  server.resetHandlers();
  // Each test starts from the seeded world; a world answer or request that broke the contract fails the test.
  resetAllWorlds();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split('; ').forEach((c) => {
    document.cookie = `${c.split('=')[0]}=; Max-Age=0; Path=/`;
  });
  const breaches = takeBreaches();
  if (breaches.length > 0) throw new Error(`The mock world broke the contract: ${JSON.stringify(breaches, null, 2)}`);
});
afterAll(async () => {
  await vi.dynamicImportSettled();
  server.close();
});
