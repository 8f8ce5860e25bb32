import { shift, type Decimal } from './decimal';

/**
 * A unit as the comparison understands it: a dimension and a power of ten within it. Two amounts compare only when
 * their dimensions are equal; within a dimension they convert by the difference of powers, exactly.
 * - mass (`mass`): g, 'Gram(s)', mg, mcg/µg/μg/ug, in any case; powers against the microgram (g = 6, mg = 3).
 * - a qualified mass (`mass dfe`, `mass rae`, `mass ne`): 'mcg DFE' compares with 'mcg DFE' or 'mg DFE' only.
 * - IU (`iu`): never converts to mass (that needs a per-nutrient factor the seed does not give).
 * - CFU (`cfu`), with 'Billion'/'Million'/'Thousand' multipliers; Calorie(s)/kcal (`calorie`).
 * - '/serving' is dropped (a label's amounts are per serving); any other '/x' stays in the dimension (CFU/g, mg/kg).
 * - anything else compares only with the same text (case-insensitive): 'ppm' with 'ppm'.
 */
export interface Unit {
  /** '' when no unit is written. */
  readonly dim: string;
  readonly pow: number;
  /** As written. */
  readonly text: string;
}

const MASS: Readonly<Record<string, number>> = {
  kg: 9,
  g: 6,
  gm: 6,
  gram: 6,
  grams: 6,
  mg: 3,
  milligram: 3,
  milligrams: 3,
  mcg: 0,
  ug: 0,
  microgram: 0,
  micrograms: 0,
};
const MULTIPLIERS: Readonly<Record<string, number>> = { billion: 9, million: 6, thousand: 3 };
const QUALIFIERS = new Set(['dfe', 'rae', 'ne']);
const CALORIES = new Set(['calorie', 'calories', 'cal', 'kcal']);
const PER_SERVING = /\s*(?:\/|\bper\b)\s*(?:serving|svg|dose)$/;

/** Whether the text is a lone multiplier ('Billion'), to be joined with the Unit column ('CFU'). */
export const isMultiplier = (text: string): boolean => MULTIPLIERS[text.trim().toLowerCase()] !== undefined;

function dimensionOf(words: readonly string[]): { dim: string; pow: number } {
  const [base = '', ...rest] = words;
  const qualifier = rest.join(' ');
  const mass = MASS[base];
  if (mass !== undefined && (qualifier === '' || QUALIFIERS.has(qualifier))) {
    return { dim: qualifier === '' ? 'mass' : `mass ${qualifier}`, pow: mass };
  }
  if (qualifier === '' && base === 'iu') return { dim: 'iu', pow: 0 };
  if (qualifier === '' && base === 'cfu') return { dim: 'cfu', pow: 0 };
  if (qualifier === '' && CALORIES.has(base)) return { dim: 'calorie', pow: 0 };
  return { dim: words.join(' '), pow: 0 };
}

/** Reads a unit as a label or a COA writes it ('Gram(s)', 'MG', 'mcg DFE', 'mg/serving', 'Billion CFU', 'CFU/g'). */
export function parseUnit(raw: string): Unit {
  const text = raw.trim();
  const s = text
    .toLowerCase()
    .replace(/[µμ]/g, 'u')
    .replace(/\(s\)/g, '')
    .replace(/\s+/g, ' ')
    .replace(PER_SERVING, '')
    .trim();
  if (s === '') return { dim: '', pow: 0, text };
  const per = /^(.*?)\s*(?:\/|\bper\b)\s*(.+)$/.exec(s);
  const main = (per ? per[1]! : s).trim();
  const denominator = per ? `/${per[2]!.replace(/\s+/g, '')}` : '';
  const words = main.split(' ');
  const multiplier = words.length > 1 ? MULTIPLIERS[words[0]!] : undefined;
  const { dim, pow } = dimensionOf(multiplier === undefined ? words : words.slice(1));
  return { dim: `${dim}${denominator}`, pow: pow + (multiplier ?? 0), text };
}

/** `amount` in `from` expressed in `to`, exactly; null when the units do not compare (or either is missing). */
export function convert(amount: Decimal, from: Unit, to: Unit): Decimal | null {
  if (from.dim === '' || from.dim !== to.dim) return null;
  return shift(amount, from.pow - to.pow);
}

/** Whether showing the COA amount in the label's unit adds anything (the units are written differently). */
export const differentlyWritten = (a: Unit, b: Unit): boolean =>
  a.pow !== b.pow || a.text.trim().toLowerCase() !== b.text.trim().toLowerCase();
