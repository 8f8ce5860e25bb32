/**
 * The advisory list (third document, section 3): six substances, each with its alternate names. The portal's
 * comparison and forbidden-substance screens mark them, and the mock world looks for them in an uploaded file.
 */
export interface AdvisorySubstance {
  readonly name: string;
  readonly alternateNames: readonly string[];
}

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
