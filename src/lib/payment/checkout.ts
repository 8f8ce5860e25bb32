/**
 * The payment adapter: the one way the portal sends a user to pay (registration, upgrade, a new
 * product, a transfer fee). There is no payment provider in this repository:
 * - in the mock modes (`npm start`, `npm run dev:msw`, the e2e build) the user goes to the in-app mock
 *   checkout page (/mock-checkout), which shows the order and offers Pay and Cancel, and returns to the
 *   success or cancel address with the session id, as the provider would;
 * - in a production build the user goes to the provider's hosted page: the address the server gave
 *   (`url`, the transfer fee), or the page of the session id, built from VITE_CHECKOUT_URL (`{SESSION_ID}`
 *   is replaced). Without either, `goToCheckout` throws and the caller shows its failure. The server's `url` is
 *   followed only when it is https on the provider's origin (src/lib/safe-url.ts); else `RefusedCheckoutAddress`.
 */

import { MOCK_MODES } from '@/lib/mock-modes';
import { REFUSED_ADDRESS, safePaymentAddress } from '@/lib/safe-url';
import { leaveTo } from './leave';
import { appHref } from '../base-path';

/** The server's checkout address is not https on the provider's origin: the browser stays (the caller says this). */
export class RefusedCheckoutAddress extends Error {
  constructor() {
    super(REFUSED_ADDRESS);
  }
}

/** The provider's placeholder in a success address, replaced by the session id on return. */
export const SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

export interface OrderLine {
  readonly label: string;
  /** As shown, e.g. '$49.00 / month'. */
  readonly amount: string;
}

export interface CheckoutOrder {
  readonly title: string;
  readonly lines: readonly OrderLine[];
  /** As shown, e.g. '$49.00'. */
  readonly total: string;
}

export interface CheckoutRequest {
  /** The provider's checkout session id (create-payment-checkout-session's `id`, a transfer's `session_id`). */
  readonly sessionId: string;
  /** The provider's hosted page when the server gave one. */
  readonly url?: string | undefined;
  /** Where a paid checkout returns; `{CHECKOUT_SESSION_ID}` is replaced by the session id. */
  readonly successUrl: string;
  /** Where a cancelled checkout returns. */
  readonly cancelUrl: string;
  readonly order: CheckoutOrder;
}

const env = import.meta.env as Record<string, string | boolean | undefined>;

/** The mock checkout page is there (the mock modes); never in `npm run build`, whose route tree leaves it out. */
export const MOCK_CHECKOUT: boolean = MOCK_MODES;

/** Where the browser goes for a checkout: the mock page, the server's page, or the provider's page of the session. */
export function checkoutAddress(request: CheckoutRequest, mock = MOCK_CHECKOUT): string {
  // MOCK_MODES first: false in a production build, so the mock page's address is not in its bundle.
  if (MOCK_MODES && mock) return `${appHref('/mock-checkout')}?${mockCheckoutSearch(request)}`;
  if (request.url) {
    const allowed = safePaymentAddress(request.url);
    if (!allowed) throw new RefusedCheckoutAddress();
    return allowed;
  }
  const template = typeof env.VITE_CHECKOUT_URL === 'string' ? env.VITE_CHECKOUT_URL : '';
  if (!template) throw new Error('No payment provider is configured (VITE_CHECKOUT_URL).');
  return template.replace('{SESSION_ID}', encodeURIComponent(request.sessionId));
}

/** Sends the browser to pay. A full page load, as a provider's redirect is: keep what the return needs in storage first. */
export function goToCheckout(request: CheckoutRequest): void {
  leaveTo(checkoutAddress(request));
}

/** The mock page's search: the session, the two return addresses and the order. */
export function mockCheckoutSearch(request: CheckoutRequest): string {
  return new URLSearchParams({
    session: request.sessionId,
    success: request.successUrl,
    cancel: request.cancelUrl,
    order: JSON.stringify(request.order),
  }).toString();
}

/** An address inside this portal only (a path), so that the mock page can never send the user elsewhere. */
export function localReturn(address: string, origin: string): string | null {
  try {
    const url = new URL(address, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The success address with the session id put in, as the provider does on return. */
export function successReturn(successUrl: string, sessionId: string): string {
  return successUrl.split(SESSION_PLACEHOLDER).join(encodeURIComponent(sessionId));
}

/** The order given to the mock page, or null when it is not one. */
export function parseOrder(text: string | null | undefined): CheckoutOrder | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<CheckoutOrder>;
    if (typeof value.title !== 'string' || typeof value.total !== 'string' || !Array.isArray(value.lines)) return null;
    const lines = value.lines.filter(
      (l): l is OrderLine => typeof l?.label === 'string' && typeof l?.amount === 'string',
    );
    return { title: value.title, total: value.total, lines };
  } catch {
    return null;
  }
}
