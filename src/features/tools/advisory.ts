import { nameKey } from './ingredient-matching';

export interface AdvisorySubstance {
  readonly name: string;
  readonly alternateNames: readonly string[];
}

/** The advisory list: six substances, each with its alternate names. */
export const ADVISORY_SUBSTANCES: readonly AdvisorySubstance[] = [
  {
    name: '1,4-DMAA',
    alternateNames: ['1,4-dimethylamylamine', '1,4-dimethylpentylamine', '5-methylhexan-2-amine', 'AMP citrate'],
  },
  { name: 'Andarine', alternateNames: ['S-4', 'GTx-007', 'Acetamidoxolutamide'] },
  { name: 'Bismuth nitrate', alternateNames: ['Bismuth subnitrate', 'Bismuth(III) nitrate'] },
  { name: 'N-Methyltyramine', alternateNames: ['NMT', '4-hydroxy-N-methylphenethylamine'] },
  { name: 'Sodium tetrachloroaurate', alternateNames: ['Sodium gold chloride', 'Gold sodium chloride'] },
  { name: 'Sulbutiamine', alternateNames: ['Arcalion', 'Bisibutiamine'] },
];

/** Whether an ingredient name is the substance or one of its alternate names (trimmed, case-insensitive). */
export function isAdvisory(ingredientName: string, substance: AdvisorySubstance): boolean {
  const key = nameKey(ingredientName);
  return [substance.name, ...substance.alternateNames].some((n) => nameKey(n) === key);
}

/** The advisory substances present among the names, each once, in the list's order. */
export function advisoryFound(names: readonly string[]): AdvisorySubstance[] {
  return ADVISORY_SUBSTANCES.filter((s) => names.some((n) => isAdvisory(n, s)));
}
