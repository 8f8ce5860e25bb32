import type { Reading } from './coa-amount';
import { judge, type Verdict } from './coa-verdict';

/** One ingredient of either side: the label's ingredient row or a row of the COA's tables. */
export interface Ingredient {
  readonly name: string;
  /** The forms the label names for it ('Cholecalciferol'); the COA gives none. */
  readonly forms?: readonly string[];
  /** The amount as the side writes it, with its unit ('2000 mg', '1,200 mg', '< LOQ'); '' when it gives none. */
  readonly shown: string;
  readonly reading: Reading;
}

/** A row of the results: both ingredients, the verdict, its working and its note (see coa-verdict.ts). */
export interface ComparedRow {
  readonly labelIndex: number;
  readonly coaIndex: number;
  readonly label: Ingredient;
  readonly coa: Ingredient;
  readonly verdict: Verdict;
  readonly working: string | null;
  readonly note: string | null;
}

/** A manual pair of one label (NIH) ingredient and one COA ingredient, by their positions. */
export interface ManualPair {
  readonly labelIndex: number;
  readonly coaIndex: number;
}

export interface Comparison {
  readonly matched: readonly ComparedRow[];
  readonly paired: readonly ComparedRow[];
  readonly unmatchedLabel: readonly { index: number; ingredient: Ingredient }[];
  readonly unmatchedCoa: readonly { index: number; ingredient: Ingredient }[];
}

/** The matching key: the name trimmed and case-insensitive. */
export const nameKey = (name: string): string => name.trim().toLowerCase();

/** The verdict of a label ingredient against a COA ingredient (PASS, FAIL or '-'). */
export const verdictOf = (label: Ingredient, coa: Ingredient): Verdict => judge(label.reading, coa.reading).verdict;

function compared(label: Ingredient, labelIndex: number, coa: Ingredient, coaIndex: number): ComparedRow {
  return { labelIndex, coaIndex, label, coa, ...judge(label.reading, coa.reading) };
}

/** Keeps only the pairs whose two ingredients exist, are not matched by name, and are not in an earlier pair. */
export function validPairs(
  pairs: readonly ManualPair[],
  labelCount: number,
  coaCount: number,
  taken: { label: ReadonlySet<number>; coa: ReadonlySet<number> },
): ManualPair[] {
  const label = new Set(taken.label);
  const coa = new Set(taken.coa);
  const kept: ManualPair[] = [];
  for (const pair of pairs) {
    const inRange =
      pair.labelIndex >= 0 && pair.labelIndex < labelCount && pair.coaIndex >= 0 && pair.coaIndex < coaCount;
    if (!inRange || label.has(pair.labelIndex) || coa.has(pair.coaIndex)) continue;
    label.add(pair.labelIndex);
    coa.add(pair.coaIndex);
    kept.push(pair);
  }
  return kept;
}

/**
 * Matches the label's ingredients with the COA's by name (trimmed, case-insensitive; the first free COA
 * ingredient of the same name), then applies the manual pairs among what is left; everything else is
 * unmatched on its side. Every ingredient ends in exactly one of matched, paired or unmatched.
 */
export function compareIngredients(
  label: readonly Ingredient[],
  coa: readonly Ingredient[],
  pairs: readonly ManualPair[] = [],
): Comparison {
  const coaTaken = new Set<number>();
  const labelTaken = new Set<number>();
  const matched: ComparedRow[] = [];
  label.forEach((ingredient, labelIndex) => {
    const key = nameKey(ingredient.name);
    const coaIndex = coa.findIndex((c, i) => !coaTaken.has(i) && nameKey(c.name) === key);
    if (coaIndex < 0) return;
    coaTaken.add(coaIndex);
    labelTaken.add(labelIndex);
    matched.push(compared(ingredient, labelIndex, coa[coaIndex]!, coaIndex));
  });
  const kept = validPairs(pairs, label.length, coa.length, { label: labelTaken, coa: coaTaken });
  const paired = kept.map((p) => compared(label[p.labelIndex]!, p.labelIndex, coa[p.coaIndex]!, p.coaIndex));
  for (const p of kept) {
    labelTaken.add(p.labelIndex);
    coaTaken.add(p.coaIndex);
  }
  return {
    matched,
    paired,
    unmatchedLabel: label.flatMap((ingredient, index) => (labelTaken.has(index) ? [] : [{ index, ingredient }])),
    unmatchedCoa: coa.flatMap((ingredient, index) => (coaTaken.has(index) ? [] : [{ index, ingredient }])),
  };
}

export const PAIR_MESSAGES = {
  noLabel: 'Please select NIH Ingredient.',
  noCoa: 'Please select COA Ingredient.',
} as const;

/** The message that refuses a manual pair (nothing chosen on one side), or null when it may be added. */
export function pairError(labelIndex: number | null, coaIndex: number | null): string | null {
  if (labelIndex === null) return PAIR_MESSAGES.noLabel;
  if (coaIndex === null) return PAIR_MESSAGES.noCoa;
  return null;
}
