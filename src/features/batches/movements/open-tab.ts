/** Opens an address (a receipt, the public preview) in a new tab, without giving it this page. */
export function openInNewTab(address: string): void {
  window.open(address, '_blank', 'noopener,noreferrer');
}
