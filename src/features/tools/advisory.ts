import { ADVISORY_SUBSTANCES, type AdvisorySubstance } from '@/lib/advisory-substances';
import { nameKey } from './ingredient-matching';

export { ADVISORY_SUBSTANCES, type AdvisorySubstance };

/** Whether an ingredient name is the substance or one of its alternate names (trimmed, case-insensitive). */
export function isAdvisory(ingredientName: string, substance: AdvisorySubstance): boolean {
  const key = nameKey(ingredientName);
  return [substance.name, ...substance.alternateNames].some((n) => nameKey(n) === key);
}

/** The advisory substances present among the names, each once, in the list's order. */
export function advisoryFound(names: readonly string[]): AdvisorySubstance[] {
  return ADVISORY_SUBSTANCES.filter((s) => names.some((n) => isAdvisory(n, s)));
}
