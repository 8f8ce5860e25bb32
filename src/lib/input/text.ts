/**
 * The text rules of every form: what counts as empty, how free text is trimmed, how identifiers are normalised,
 * the GS1 check digit, domains typed as URLs, and web addresses with international domain names.
 * Pure functions; tests/unit/lib/input-text.test.ts holds their unit and property tests.
 */

/**
 * Nothing a person can see: Unicode white space (space, tab, line breaks, NBSP U+00A0, U+202F, the U+2000 range,
 * ideographic space, ...) and the default-ignorable code points (zero-width space and joiners U+200B-U+200D,
 * word joiner U+2060, BOM U+FEFF, soft hyphen U+00AD, bidi marks, Hangul fillers, variation selectors, tags).
 */
const INVISIBLE = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}]+/u;
/**
 * The same at the end of a text, except the marks that change the character before them (variation selectors,
 * Mongolian free variation selectors, emoji tag characters): '❤️' keeps its U+FE0F. At the start they have nothing
 * to change and go.
 */
const INVISIBLE_END =
  /(?:(?!\p{Variation_Selector}|[\u{E0020}-\u{E007F}])[\p{White_Space}\p{Default_Ignorable_Code_Point}])+$/u;
const INVISIBLE_ANYWHERE = /\p{Default_Ignorable_Code_Point}/gu;

/** A field holding only white space and invisible characters is empty (a required field refuses it). */
export function isBlank(value: string | null | undefined): boolean {
  return cleanText(value ?? '') === '';
}

/**
 * The one trimming rule of every free-text field (titles, names, descriptions, offers, questions): white space and
 * invisible characters go at both ends; the inner text is kept exactly as typed (inner runs of spaces, line breaks,
 * zero-width joiners in emoji and scripts are not touched, and nothing is normalised). Idempotent.
 */
export function cleanText(value: string): string {
  return value.replace(INVISIBLE, '').replace(INVISIBLE_END, '');
}

/** An optional free-text field: its cleaned text, or undefined when blank (the field is then left out). */
export function optionalText(value: string | null | undefined): string | undefined {
  const text = cleanText(value ?? '');
  return text === '' ? undefined : text;
}

export type IdentifierKind = 'sku' | 'upc' | 'tracking' | 'zip' | 'domain';

/**
 * Whether an identifier may hold a space. Spec 2, section 4: the tracking id has its spaces stripped on entry;
 * a UPC/EAN is digits; a domain name has none. SKU and zip/postal code: the spec is silent; SKUs and postcodes
 * ('SW1A 1AA', 'K1A 0B1') do hold spaces, so one inner space is kept.
 */
const KEEPS_SPACES: Record<IdentifierKind, boolean> = {
  sku: true,
  zip: true,
  upc: false,
  tracking: false,
  domain: false,
};

/**
 * An identifier as it is validated and sent: Unicode NFKC (full-width letters and digits, NBSP and the other
 * compatibility spaces become their plain forms), invisible characters removed anywhere, trimmed, then inner
 * white space removed (UPC, tracking id, domain) or each run made one plain space (SKU, zip). A domain is lower case.
 * Idempotent.
 */
export function normalizeIdentifier(value: string, kind: IdentifierKind): string {
  const text = cleanText(value.normalize('NFKC').replace(INVISIBLE_ANYWHERE, ''));
  const spaced = KEEPS_SPACES[kind] ? text.replace(/\s+/g, ' ') : text.replace(/\s+/g, '');
  return kind === 'domain' ? spaced.toLowerCase() : spaced;
}

/** The lengths of GS1 trade item numbers: EAN-8, UPC-A, EAN-13, GTIN-14. */
const GTIN_LENGTHS = new Set([8, 12, 13, 14]);

/**
 * Whether a UPC-A, EAN-8, EAN-13 or GTIN-14 has the right GS1 check digit (its last digit): from the right, the
 * other digits weigh 3, 1, 3, 1, ...; the check digit brings the sum to a multiple of ten. False for anything that
 * is not 8, 12, 13 or 14 ASCII digits.
 */
export function gs1CheckDigitValid(code: string): boolean {
  if (!/^\d+$/.test(code) || !GTIN_LENGTHS.has(code.length)) return false;
  return gs1CheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/** The GS1 check digit of a code's other digits (all but the last). */
function gs1CheckDigit(body: string): number {
  const sum = [...body]
    .map(Number)
    .reverse()
    .reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}

/** A code's digits with their GS1 check digit after them (the world's seeds: a UPC that passes the check). */
export function withGs1CheckDigit(body: string): string {
  return `${body}${gs1CheckDigit(body)}`;
}

export const UPC_CHECK_WARNING =
  'This UPC/EAN does not pass its check digit: please check the number. It can still be saved.';

/**
 * The warning (never a refusal: the spec is silent) for a UPC field: a number of a GS1 length (8, 12, 13 or 14
 * digits) whose check digit is wrong. Anything else (empty, other lengths, letters) gets no warning.
 */
export function upcWarning(value: string): string | null {
  const code = normalizeIdentifier(value, 'upc');
  if (!/^\d+$/.test(code) || !GTIN_LENGTHS.has(code.length)) return null;
  return gs1CheckDigitValid(code) ? null : UPC_CHECK_WARNING;
}

/**
 * A domain typed or pasted as a web address ('https://www.verdant.com/about', 'verdant.com:443/x?y#z',
 * 'user@verdant.com') is reduced to its host ('www.verdant.com'), normalised as a domain (lower case, no spaces,
 * no trailing dot). The host stays as typed (an international name is not turned into punycode).
 */
export function domainFromInput(value: string): string {
  // Until nothing more comes off ('@@', 'a:1:'): the same answer for what it gives back (fast-check found both).
  let host = value;
  let before: string;
  do {
    before = host;
    host = normalizeIdentifier(before, 'domain')
      .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
      .replace(/^\/\//, '')
      .split(/[/?#\\]/)[0]!
      .replace(/^[^@]*@/, '')
      .replace(/:\d*$/, '')
      .replace(/\.+$/, '');
  } while (host !== before);
  return host;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const ASCII_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
const TOP_LABEL = /^(?:[a-z]{2,}|xn--[a-z0-9-]+)$/;

/**
 * A web address, its scheme optional ('example.com/buy', 'https://shop.example.com', 'https://bücher.de/shop'),
 * parsed by the URL standard: the host is turned into punycode (xn--bcher-kva.de) and must then be a name of at
 * least two labels with a top-level label of letters. No spaces, no user name or password, http or https only.
 * Returns the parsed URL (its `href` is the ASCII form) or null.
 */
export function parseWebAddress(value: string): URL | null {
  const text = cleanText(value);
  if (text === '' || /\s/.test(text)) return null;
  const withScheme = SCHEME.test(text) && !/^[^:/]+:\d/.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  const labels = url.hostname.split('.');
  if (labels.length < 2 || !labels.every((label) => ASCII_LABEL.test(label))) return null;
  return TOP_LABEL.test(labels[labels.length - 1]!) ? url : null;
}

/** Whether `value` is a web address by `parseWebAddress` (international domain names included). */
export function isWebAddress(value: string): boolean {
  return parseWebAddress(value) !== null;
}

/** A domain name alone (after `domainFromInput`): a web address host with no path. */
export function isDomainName(value: string): boolean {
  const domain = domainFromInput(value);
  return domain !== '' && parseWebAddress(domain) !== null;
}
