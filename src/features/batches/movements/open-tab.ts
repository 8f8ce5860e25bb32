import { safePaymentAddress } from '@/lib/safe-url';

/** Opens an address (the public preview) in a new tab, without giving it this page. */
export function openInNewTab(address: string): void {
  window.open(address, '_blank', 'noopener,noreferrer');
}

/**
 * Opens a server-given receipt in a new tab when it is https on a trusted origin (src/lib/safe-url.ts); answers the
 * address opened, or null when it was refused (the screen says so instead).
 */
export function openReceipt(address: string): string | null {
  const allowed = safePaymentAddress(address);
  if (allowed) openInNewTab(allowed);
  return allowed;
}
