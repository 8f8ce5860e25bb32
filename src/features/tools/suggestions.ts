import type { Comparison, Ingredient, ManualPair } from './ingredient-matching';
import { SYNONYM_GROUPS } from './ingredient-synonyms';
import { aliases, normalName, similarity } from './name-rules';

/** A pair the comparison suggests: the person accepts it (it becomes a manual pair) or dismisses it. */
export interface Suggestion extends ManualPair {
  readonly label: Ingredient;
  readonly coa: Ingredient;
  /** Why, in a few words ('same name in another form', 'synonyms', 'similar names (82%)'). */
  readonly reason: string;
  readonly score: number;
}

/** The lowest similarity of names worth suggesting. */
export const SIMILAR_ENOUGH = 0.7;

const GROUPS = SYNONYM_GROUPS.map((group) => new Set(group.map(normalName)));

const sameGroup = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean =>
  GROUPS.some((g) => [...a].some((x) => g.has(x)) && [...b].some((y) => g.has(y)));

/** Why a label ingredient and a COA ingredient may be the same, with a score, or null. */
export function likeness(label: Ingredient, coa: Ingredient): { reason: string; score: number } | null {
  const a = aliases(label.name, label.forms);
  const b = aliases(coa.name);
  if ([...a].some((x) => b.has(x))) return { reason: 'same name in another form', score: 1 };
  if (sameGroup(a, b)) return { reason: 'synonyms', score: 0.95 };
  const best = Math.max(0, ...[...a].flatMap((x) => [...b].map((y) => similarity(x, y))));
  return best >= SIMILAR_ENOUGH ? { reason: `similar names (${Math.round(best * 100)}%)`, score: best * 0.9 } : null;
}

export const pairKey = (p: ManualPair): string => `${p.labelIndex}:${p.coaIndex}`;

/**
 * Suggested pairs among the unmatched ingredients of both sides, best first, each ingredient in at most one
 * suggestion, none that the person dismissed (by pairKey).
 */
export function suggestPairs(result: Comparison, dismissed: ReadonlySet<string> = new Set()): Suggestion[] {
  const candidates: Suggestion[] = result.unmatchedLabel.flatMap((l) =>
    result.unmatchedCoa.flatMap((c) => {
      const pair = { labelIndex: l.index, coaIndex: c.index };
      const like = dismissed.has(pairKey(pair)) ? null : likeness(l.ingredient, c.ingredient);
      return like ? [{ ...pair, label: l.ingredient, coa: c.ingredient, ...like }] : [];
    }),
  );
  candidates.sort((x, y) => y.score - x.score || x.labelIndex - y.labelIndex || x.coaIndex - y.coaIndex);
  const label = new Set<number>();
  const coa = new Set<number>();
  return candidates.filter((s) => {
    if (label.has(s.labelIndex) || coa.has(s.coaIndex)) return false;
    label.add(s.labelIndex);
    coa.add(s.coaIndex);
    return true;
  });
}
