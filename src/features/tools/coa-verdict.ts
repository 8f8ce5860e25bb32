import { CLAIM_PERCENT, type Reading } from './coa-amount';
import { compare, roundedText, shift, times, type Decimal } from './decimal';
import { convert, differentlyWritten, type Unit } from './units';

export type Verdict = 'PASS' | 'FAIL' | '-';

/** A verdict with its working (the COA amount in the label's unit, when converted) and why it is what it is. */
export interface Judgement {
  readonly verdict: Verdict;
  /** '= 2.045 Gram(s)', '98.7% of label claim = 592.2 mg'; null when the COA amount is already in the label's unit. */
  readonly working: string | null;
  /** Why a row is '-' (or how a range or a bound was read); null for a plain PASS or FAIL. */
  readonly note: string | null;
}

export const UNITS_DIFFER = 'units differ';

const dash = (note: string, working: string | null = null): Judgement => ({ verdict: '-', working, note });

/** The COA value in the label's unit, with the working shown, or the reason it cannot be. */
function inLabelUnit(
  value: Decimal,
  unit: Unit,
  label: { value: Decimal; unit: Unit },
): { value: Decimal; working: string | null } | string {
  if (unit.dim === CLAIM_PERCENT) {
    const amount = shift(times(label.value, value), -2);
    return {
      value: amount,
      working: `${roundedText(value)}% of label claim = ${roundedText(amount)} ${label.unit.text}`.trim(),
    };
  }
  if (unit.dim === '') return 'no unit on the COA';
  if (label.unit.dim === '') return 'no unit on the label';
  const converted = convert(value, unit, label.unit);
  if (converted === null) return UNITS_DIFFER;
  return {
    value: converted,
    working: differentlyWritten(unit, label.unit) ? `= ${roundedText(converted)} ${label.unit.text}` : null,
  };
}

/**
 * PASS when the COA amount is at least the label amount, FAIL when less (the seed's rule), on exact decimals after the
 * unit rules of units.ts. A range counts its lower end. A '<'/'≤' bound is never PASS: FAIL when the bound itself is
 * below the label amount, otherwise '-'. A '>'/'≥' bound is PASS when the bound meets the label amount, otherwise '-'.
 * 'ND', text results, unreadable cells and units that do not compare give '-' with the reason.
 */
export function judge(label: Reading, coa: Reading): Judgement {
  if (label.kind !== 'amount') return dash('no amount on the label');
  switch (coa.kind) {
    case 'unreadable':
      return dash(coa.reason);
    case 'text':
      return dash(`a text result ('${coa.text}'): no computed verdict`);
    case 'not-detected':
      return dash(`'${coa.text}': not detected, below the laboratory's limit (a bound, not an amount)`);
    default:
      break;
  }
  const value = coa.kind === 'range' ? coa.low : coa.value;
  const converted = inLabelUnit(value, coa.unit, label);
  if (typeof converted === 'string') return dash(converted);
  const { working } = converted;
  const order = compare(converted.value, label.value);
  if (coa.kind === 'amount') return { verdict: order >= 0 ? 'PASS' : 'FAIL', working, note: null };
  if (coa.kind === 'range') {
    return { verdict: order >= 0 ? 'PASS' : 'FAIL', working, note: 'a range: the lower end counts' };
  }
  const upper = coa.sign === '<' || coa.sign === '≤';
  if (upper) {
    const below = coa.sign === '<' ? order <= 0 : order < 0;
    return below
      ? { verdict: 'FAIL', working, note: 'an upper bound below the label amount' }
      : dash('an upper bound, not an amount: it may be below the label amount', working);
  }
  return order >= 0
    ? { verdict: 'PASS', working, note: 'a lower bound that meets the label amount' }
    : dash('a lower bound below the label amount, not an amount', working);
}
