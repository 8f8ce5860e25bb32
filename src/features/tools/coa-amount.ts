import { shift, type Decimal } from './decimal';
import { readNumber, type DecimalStyle } from './coa-number';
import { isMultiplier, parseUnit, type Unit } from './units';

export type Sign = '<' | '≤' | '>' | '≥';

/** What a COA result cell says, read with its Unit column. */
export type Reading =
  | { readonly kind: 'amount'; readonly value: Decimal; readonly unit: Unit }
  /** '1.1–1.3 g': the lower end counts. */
  | { readonly kind: 'range'; readonly low: Decimal; readonly high: Decimal; readonly unit: Unit }
  /** '< 0.01', '≥ 2000', 'NMT 5': a bound, not an amount. */
  | { readonly kind: 'bound'; readonly sign: Sign; readonly value: Decimal; readonly unit: Unit }
  /** 'ND', 'Not detected', '< LOQ': below the laboratory's limit, which the cell does not give. */
  | { readonly kind: 'not-detected'; readonly text: string }
  /** 'Conforms', 'Pass': shown, no computed verdict. */
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'unreadable'; readonly reason: string };

/** The unit of a percentage of label claim ('98.7%', '102% of label claim'): 100 is the label's amount. */
export const CLAIM_PERCENT = 'claim%';

const NOT_DETECTED =
  /^(?:n\.?\s?d\.?|not detected|none detected|<\s*lo[qd]|b\.?l\.?o?q\.?|below (?:the )?(?:loq|lod|limit of (?:quantitation|quantification|detection)))$/i;
const TEXT_VERDICT =
  /^(?:conforms?|complies|pass(?:es|ed)?|meets(?: spec(?:ification)?s?)?|fail(?:s|ed)?|does not conform|positive|negative|absent|present)$/i;
const SIGNS: readonly [RegExp, Sign | null][] = [
  [/^(?:<=|≤|=<|nmt\b|not more than\b)/i, '≤'],
  [/^(?:>=|≥|=>|nlt\b|not less than\b)/i, '≥'],
  [/^</, '<'],
  [/^>/, '>'],
  [/^=/, null],
];
const NUMBER = String.raw`\d[\d.,]*\d|\d`;
const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const SCIENTIFIC = new RegExp(
  String.raw`^(${NUMBER})\s*(?:[x×*]\s*10\s*\^?\s*([+]?\d{1,2})|[eE]([+]?\d{1,2}))(?=\s|$|[^\d])`,
);
const RANGE = new RegExp(String.raw`^(${NUMBER})\s*(?:-|–|—|to)\s*(${NUMBER})`);
const SINGLE = new RegExp(String.raw`^(${NUMBER})`);

const unreadable = (reason: string): Reading => ({ kind: 'unreadable', reason });

/** The unit from the rest of the cell, or the Unit column; '%' (of label claim) in either is a percentage. */
function unitOf(rest: string, column: string): Unit | string {
  const written = rest.trim();
  if (/\d/.test(written)) return `'${written}' is not a unit`;
  const joined = written !== '' && isMultiplier(written) && column.trim() !== '' ? `${written} ${column}` : written;
  const text = joined || column.trim();
  if (/^%/.test(text)) return { dim: CLAIM_PERCENT, pow: 0, text };
  return parseUnit(text);
}

function readValue(text: string, column: string, style: DecimalStyle): Reading {
  const normal = text.replace(/[⁰-⁹¹²³]/g, (c) => String(SUPERSCRIPT.indexOf(c)));
  const range = RANGE.exec(normal);
  if (range) {
    const low = readNumber(range[1]!, style);
    const high = readNumber(range[2]!, style);
    if (typeof low === 'string') return unreadable(low);
    if (typeof high === 'string') return unreadable(high);
    const unit = unitOf(normal.slice(range[0].length), column);
    return typeof unit === 'string' ? unreadable(unit) : { kind: 'range', low, high, unit };
  }
  const scientific = SCIENTIFIC.exec(normal);
  const single = scientific ?? SINGLE.exec(normal);
  if (!single) return unreadable(`'${text}' is not an amount`);
  const number = readNumber(single[1]!, style);
  if (typeof number === 'string') return unreadable(number);
  const power = scientific ? Number(scientific[2] ?? scientific[3]) : 0;
  const unit = unitOf(normal.slice(single[0].length), column);
  return typeof unit === 'string' ? unreadable(unit) : { kind: 'amount', value: shift(number, power), unit };
}

/**
 * Reads a COA result cell with its Unit column: amounts with thousands separators and decimal commas (see
 * coa-number.ts), comparison signs, 'ND'/'Not detected'/'< LOQ', percentages of label claim, ranges, text results.
 * Whatever it cannot read is 'unreadable' with the reason.
 */
export function readCell(cell: string, unitColumn: string, style: DecimalStyle): Reading {
  const text = cell.replace(/\s+/g, ' ').trim();
  if (text === '') return unreadable('no result on the COA');
  if (NOT_DETECTED.test(text)) return { kind: 'not-detected', text };
  if (TEXT_VERDICT.test(text)) return { kind: 'text', text };
  const signed = SIGNS.find(([pattern]) => pattern.test(text));
  const rest = signed ? text.replace(signed[0], '').trim() : text;
  const value = readValue(rest, unitColumn, style);
  if (!signed || signed[1] === null || value.kind === 'unreadable') return value;
  if (value.kind !== 'amount') return unreadable(`'${text}': a bound on a range`);
  return { kind: 'bound', sign: signed[1], value: value.value, unit: value.unit };
}
