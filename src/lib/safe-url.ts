/**
 * Addresses the server gives (a checkout's `url`, a transfer's `receiptUrl`, an invoice's page) are opened only when
 * they are `https:` on an origin the build trusts: the checkout provider's, the payment provider's receipts and
 * invoices, the file host's. The mock modes add their own origins (the page's, over http too, where the mock world
 * serves its files, and the payment provider of the contract's examples); a production build does not. A path inside
 * the portal is `safeRedirect`'s rule (src/session/rules.ts), not this one.
 */

export interface AddressRule {
  /** Origins an address may be on (`https://host[:port]`). */
  readonly origins: readonly string[];
  /** Origins allowed over plain http as well: the mock modes' own (the page's, on 127.0.0.1). */
  readonly plainOrigins?: readonly string[];
}

/** The address when the rule allows it (normalised by the URL parser), else null. Pure. */
export function allowedAddress(address: unknown, rule: AddressRule): string | null {
  if (typeof address !== 'string' || address.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === 'https:' && rule.origins.includes(url.origin)) return url.href;
  if (url.protocol === 'http:' && (rule.plainOrigins ?? []).includes(url.origin)) return url.href;
  return null;
}

/** The origin of each address in a list (spaces or commas between them); what is not an address is left out. */
export function originsOf(...values: readonly (string | undefined)[]): string[] {
  return values
    .flatMap((value) => (value ?? '').split(/[\s,]+/))
    .flatMap((value) => {
      try {
        return value ? [new URL(value).origin] : [];
      } catch {
        return [];
      }
    })
    .filter((origin) => origin !== 'null');
}

/** The payment provider's origins in the contract's examples: the mock modes show the example world. */
const EXAMPLE_PAYMENT_ORIGINS = [
  'https://checkout.stripe.com',
  'https://pay.stripe.com',
  'https://invoice.stripe.com',
] as const;

const env = import.meta.env as Record<string, string | boolean | undefined>;
const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * The build's rule: VITE_CHECKOUT_URL (the provider's hosted checkout), VITE_PAYMENT_ORIGINS (its receipts and
 * invoices), VITE_FILE_ORIGINS (the file host) and VITE_API_URL (the backend, which may serve its files); in the mock
 * modes also the page's own origin and the examples', and those origins over plain http (the mock world's files).
 */
export function paymentAddressRule(
  origin: string = typeof window === 'undefined' ? 'null' : window.location.origin,
): AddressRule {
  const configured = originsOf(
    text(env.VITE_CHECKOUT_URL),
    text(env.VITE_PAYMENT_ORIGINS),
    text(env.VITE_FILE_ORIGINS),
    text(env.VITE_API_URL),
  );
  // The literal check in the condition itself: a production build keeps neither the examples' hosts nor its own origin.
  if (import.meta.env.DEV || import.meta.env.VITE_REPLAY === 'true' || import.meta.env.VITE_MSW === 'true')
    return { origins: [...configured, ...EXAMPLE_PAYMENT_ORIGINS, origin], plainOrigins: [origin, ...configured] };
  return { origins: configured };
}

/** A server-given payment address the portal may open, or null (the screen says it was refused). */
export function safePaymentAddress(address: unknown): string | null {
  return allowedAddress(address, paymentAddressRule());
}

/** What a screen says instead of opening a refused address. */
export const REFUSED_ADDRESS = 'The payment page’s address is not one the portal trusts, so it was not opened.';
