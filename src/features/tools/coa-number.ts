import { decimalOf, type Decimal } from './decimal';

/**
 * How a certificate writes its decimals: 'point' (1,200.5), 'comma' (1.200,5) or 'unknown' (nothing on it tells).
 *
 * The reading rules of a number (a digit, then digits, '.' and ','):
 * 1. Both marks: the last one is the decimal mark, the other separates thousands ('1,200.5', '1.200,5' = 1200.5);
 *    groups of other than three digits are refused.
 * 2. One mark written several times separates thousands ('1,200,000', '1.200.000').
 * 3. One mark once: it is a decimal mark unless exactly three digits follow it and a non-zero group of one to three
 *    digits comes before it ('2,5', '0,125', '1234.567', '2.1' are decimals).
 * 4. Exactly three digits after a single mark ('1,200', '1.200'): a comma separates thousands (1200), unless the
 *    certificate writes decimal commas elsewhere; a point is a decimal point if the certificate writes decimal points
 *    elsewhere, separates thousands if it writes decimal commas elsewhere, and otherwise the cell is not read
 *    (1.2 or 1200 cannot be told, and a thousands separator must never read as a smaller number).
 */
export type DecimalStyle = 'point' | 'comma' | 'unknown';

const grouped = (mark: string) => new RegExp(`^[1-9]\\d{0,2}(?:\\${mark}\\d{3})+$`);

/** The style a number shows on its own, or null when it shows none ('2010', '1,200', '1.200'). */
export function styleShown(token: string): Exclude<DecimalStyle, 'unknown'> | null {
  const dot = token.lastIndexOf('.');
  const comma = token.lastIndexOf(',');
  if (dot >= 0 && comma >= 0) return dot > comma ? 'point' : 'comma';
  const mark = dot >= 0 ? '.' : comma >= 0 ? ',' : null;
  if (mark === null) return null;
  const own = mark === '.' ? 'point' : 'comma';
  const other = mark === '.' ? 'comma' : 'point';
  if (token.split(mark).length > 2) return grouped(mark).test(token) ? other : null;
  return grouped(mark).test(token) ? null : own;
}

/** The certificate's style from its result cells: the one their numbers show, 'unknown' when none or both. */
export function decimalStyle(cells: readonly string[]): DecimalStyle {
  const seen = new Set(cells.flatMap((c) => (c.match(/\d[\d.,]*\d/g) ?? []).map(styleShown)).filter((s) => s !== null));
  return seen.size === 1 ? [...seen][0]! : 'unknown';
}

const plain = (whole: string, fraction = ''): Decimal => decimalOf(fraction ? `${whole}.${fraction}` : whole)!;

/** A number token as a Decimal, or the reason it cannot be read. */
export function readNumber(token: string, style: DecimalStyle): Decimal | string {
  if (/^\d+$/.test(token)) return plain(token);
  if (!/^\d[\d.,]*\d$/.test(token)) return `'${token}' is not a number`;
  const dot = token.lastIndexOf('.');
  const comma = token.lastIndexOf(',');
  if (dot >= 0 && comma >= 0) {
    const [mark, sep] = dot > comma ? ['.', ','] : [',', '.'];
    const at = token.lastIndexOf(mark);
    const whole = token.slice(0, at);
    const fraction = token.slice(at + 1);
    if (!/^\d+$/.test(fraction) || !grouped(sep).test(whole))
      return `'${token}': its separators do not group thousands`;
    return plain(whole.split(sep).join(''), fraction);
  }
  const mark = dot >= 0 ? '.' : ',';
  const parts = token.split(mark);
  if (parts.length > 2) {
    return grouped(mark).test(token) ? plain(parts.join('')) : `'${token}': its separators do not group thousands`;
  }
  const [whole = '', fraction = ''] = parts;
  if (!grouped(mark).test(token)) return plain(whole, fraction);
  const thousands = mark === ',' ? style !== 'comma' : style === 'comma';
  if (mark === '.' && style === 'unknown') {
    return `'${token}': the decimal mark is unclear (${whole}.${fraction} or ${whole}${fraction}); the certificate writes no other decimal`;
  }
  return thousands ? plain(`${whole}${fraction}`) : plain(whole, fraction);
}
