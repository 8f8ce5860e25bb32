/**
 * Common synonyms of vitamins, their chemical forms and a few fatty acids, for suggesting pairs between a label and
 * a COA. Each group names one nutrient; a label name and a COA name that fall in the same group are suggested as a
 * pair (never paired without the person). Names are compared case-insensitively, punctuation and word order aside.
 *
 * Sources:
 * - NIH Office of Dietary Supplements, Dietary Supplement Fact Sheets for health professionals
 *   (https://ods.od.nih.gov/factsheets/list-VitaminsMinerals/): each vitamin's name and the forms used in supplements.
 * - 21 CFR 101.9(c)(8)(iv) and 101.36 (https://www.ecfr.gov/current/title-21/section-101.9): the nutrient names and
 *   units of Supplement Facts (folate in mcg DFE, vitamin A in mcg RAE, niacin in mg NE).
 * - The Dietary Supplement Label Database's ingredient groups (https://dsld.od.nih.gov), as its labels name them.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['Vitamin A', 'Retinol', 'Retinyl acetate', 'Retinyl palmitate', 'Beta-carotene'],
  ['Vitamin D3', 'Cholecalciferol', 'Vitamin D'],
  ['Vitamin D2', 'Ergocalciferol', 'Vitamin D'],
  [
    'Vitamin E',
    'd-alpha-Tocopherol',
    'dl-alpha-Tocopherol',
    'alpha-Tocopherol',
    'd-alpha-Tocopheryl acetate',
    'dl-alpha-Tocopheryl acetate',
    'd-alpha-Tocopheryl succinate',
  ],
  ['Vitamin K1', 'Phylloquinone', 'Phytonadione', 'Vitamin K'],
  ['Vitamin K2', 'Menaquinone-7', 'MK-7', 'Menaquinone-4', 'MK-4', 'Vitamin K'],
  ['Vitamin C', 'Ascorbic acid', 'L-Ascorbic acid', 'Sodium ascorbate', 'Calcium ascorbate', 'Ascorbyl palmitate'],
  [
    'Vitamin B1',
    'Thiamin',
    'Thiamine',
    'Thiamine hydrochloride',
    'Thiamine HCl',
    'Thiamine mononitrate',
    'Benfotiamine',
  ],
  ['Vitamin B2', 'Riboflavin', "Riboflavin 5'-phosphate"],
  ['Vitamin B3', 'Niacin', 'Nicotinic acid', 'Niacinamide', 'Nicotinamide', 'Inositol hexanicotinate'],
  ['Vitamin B5', 'Pantothenic acid', 'Calcium pantothenate', 'D-Calcium pantothenate', 'Pantethine'],
  ['Vitamin B6', 'Pyridoxine', 'Pyridoxine hydrochloride', 'Pyridoxine HCl', "Pyridoxal 5'-phosphate", 'P-5-P'],
  ['Vitamin B7', 'Biotin', 'D-Biotin', 'Vitamin H'],
  [
    'Folate',
    'Vitamin B9',
    'Folic acid',
    'L-Methylfolate',
    'Methylfolate',
    '5-MTHF',
    'L-5-Methyltetrahydrofolate',
    'Calcium L-5-methyltetrahydrofolate',
    'Folinic acid',
  ],
  ['Vitamin B12', 'Cobalamin', 'Cyanocobalamin', 'Methylcobalamin', 'Adenosylcobalamin', 'Hydroxocobalamin'],
  ['EPA', 'Eicosapentaenoic acid'],
  ['DHA', 'Docosahexaenoic acid'],
  ['Coenzyme Q10', 'CoQ10', 'Ubiquinone', 'Ubiquinol', 'Ubidecarenone'],
];
