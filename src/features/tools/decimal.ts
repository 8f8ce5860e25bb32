/**
 * Exact decimals for the comparison: a value is `digits × 10^exp`, so that '1,200.5 mg', '0.125 mg' and a power-of-ten
 * unit change (g, mg, mcg, Billion) are compared without binary rounding. A verdict never depends on a float.
 */
export interface Decimal {
  readonly digits: bigint;
  readonly exp: number;
}

const TEN = 10n;

/** A plain decimal text ('1200', '1200.5', '0.125', also '1e-7' from a JavaScript number) as a Decimal, or null. */
export function decimalOf(text: string): Decimal | null {
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  return { digits: BigInt(`${match[1]}${fraction}`), exp: Number(match[3] ?? 0) - fraction.length };
}

/** A finite, non-negative JavaScript number (a label's quantity) as a Decimal, or null. */
export function decimalOfNumber(value: number): Decimal | null {
  return Number.isFinite(value) && value >= 0 ? decimalOf(String(value)) : null;
}

/** `d × 10^by`: a unit change by a power of ten, exactly. */
export const shift = (d: Decimal, by: number): Decimal => ({ digits: d.digits, exp: d.exp + by });

function aligned(a: Decimal, b: Decimal): [bigint, bigint] {
  const exp = Math.min(a.exp, b.exp);
  return [a.digits * TEN ** BigInt(a.exp - exp), b.digits * TEN ** BigInt(b.exp - exp)];
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const [x, y] = aligned(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export const times = (a: Decimal, b: Decimal): Decimal => ({ digits: a.digits * b.digits, exp: a.exp + b.exp });

/** The decimal written out in full, without an exponent or trailing zeros ('2.045', '1200', '0.000125'). */
export function formatDecimal(d: Decimal): string {
  if (d.exp >= 0) return (d.digits * TEN ** BigInt(d.exp)).toString();
  const raw = d.digits.toString().padStart(-d.exp + 1, '0');
  const whole = raw.slice(0, raw.length + d.exp);
  const fraction = raw.slice(raw.length + d.exp).replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

/** A display rounding (never used for a verdict): at most `places` decimals. */
export function roundedText(d: Decimal, places = 4): string {
  if (d.exp >= -places) return formatDecimal(d);
  const cut = TEN ** BigInt(-d.exp - places);
  const rounded = (d.digits + cut / 2n) / cut;
  return formatDecimal({ digits: rounded, exp: -places });
}
