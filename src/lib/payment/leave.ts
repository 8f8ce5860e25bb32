/** A full page load to an address, as a payment provider's redirect is (its own module, so tests can watch it). */
export function leaveTo(address: string): void {
  window.location.assign(address);
}
