/**
 * How the page is left for another address: a full page load, as a payment provider's redirect is. An object, so
 * that tests (jsdom cannot load another page) put a watcher in its place (tests/setup.ts).
 */
export const pageLoad = {
  assign(address: string): void {
    window.location.assign(address);
  },
};

/** A full page load to an address (the payment provider's checkout, the mock checkout's return). */
export function leaveTo(address: string): void {
  pageLoad.assign(address);
}
