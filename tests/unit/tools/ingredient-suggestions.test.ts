import { describe, expect, it } from 'vitest';
import { compareIngredients, type Ingredient } from '@/features/tools/ingredient-matching';
import { aliases, normalName, similarity } from '@/features/tools/name-rules';
import { SYNONYM_GROUPS } from '@/features/tools/ingredient-synonyms';
import { likeness, pairKey, suggestPairs } from '@/features/tools/suggestions';

const ing = (name: string, forms: string[] = []): Ingredient => ({
  name,
  forms,
  shown: '',
  reading: { kind: 'unreadable', reason: 'no result on the COA' },
});

describe('name rules', () => {
  it('sets aside case, punctuation, word order, the parenthesised form and as/from phrases', () => {
    expect(normalName('Omega-3 fatty acids, total')).toBe(normalName('Total Omega-3 Fatty Acids'));
    expect([...aliases('Vitamin D3 (as Cholecalciferol)')]).toEqual(['d3 vitamin', 'cholecalciferol']);
    expect([...aliases('Vitamin E as d-alpha Tocopherol')]).toEqual(['e vitamin', 'alpha d tocopherol']);
    expect(aliases('Vitamin D3', ['Cholecalciferol']).has('cholecalciferol')).toBe(true);
  });
  it('never finds vitamins of another letter or number alike', () => {
    expect(similarity(normalName('Vitamin B1'), normalName('Vitamin B2'))).toBe(0);
    expect(similarity(normalName('Vitamin E'), normalName('Vitamin D3'))).toBe(0);
    expect(similarity(normalName('Thiamin'), normalName('Thiamine'))).toBeGreaterThan(0.9);
  });
});

describe('likeness', () => {
  it.each([
    ['Vitamin D3 (as Cholecalciferol)', 'Cholecalciferol (Vitamin D3)', 'same name in another form'],
    ['EPA', 'Eicosapentaenoic acid (EPA)', 'same name in another form'],
    ['Total Omega-3 Fatty Acids', 'Omega-3 fatty acids, total', 'same name in another form'],
    ['Vitamin B12', 'Cyanocobalamin', 'synonyms'],
    ['Vitamin E', 'd-alpha-Tocopherol', 'synonyms'],
    ['Folate', 'L-5-Methyltetrahydrofolate', 'synonyms'],
    ['Total Fat', 'Total fats', 'similar names (80%)'],
  ])('%s and %s: %s', (a, b, reason) => {
    expect(likeness(ing(a), ing(b))?.reason).toBe(reason);
  });
  it('suggests nothing for unrelated names', () => {
    expect(likeness(ing('Vitamin B12'), ing('Vitamin B6'))).toBeNull();
    expect(likeness(ing('Fish Oil'), ing('Lead'))).toBeNull();
    expect(likeness(ing('Calories'), ing('Peroxide value'))).toBeNull();
  });
  it('keeps every synonym in one group per nutrient, with no empty names', () => {
    for (const group of SYNONYM_GROUPS) for (const name of group) expect(normalName(name)).not.toBe('');
  });
});

describe('suggestPairs', () => {
  const label = [ing('Vitamin D3 (as Cholecalciferol)'), ing('Vitamin B12'), ing('EPA'), ing('Calories')];
  const coa = [
    ing('Lead'),
    ing('Eicosapentaenoic acid (EPA)'),
    ing('Cyanocobalamin'),
    ing('Cholecalciferol (Vitamin D3)'),
  ];

  it('pairs the unmatched, best first, each ingredient once, and pairs nothing itself', () => {
    const result = compareIngredients(label, coa);
    const suggested = suggestPairs(result);
    expect(suggested.map((s) => [s.label.name, s.coa.name, s.reason])).toEqual([
      ['Vitamin D3 (as Cholecalciferol)', 'Cholecalciferol (Vitamin D3)', 'same name in another form'],
      ['EPA', 'Eicosapentaenoic acid (EPA)', 'same name in another form'],
      ['Vitamin B12', 'Cyanocobalamin', 'synonyms'],
    ]);
    expect(result.paired).toEqual([]);
  });
  it('leaves out a dismissed pair and the ingredients already paired', () => {
    const paired = compareIngredients(label, coa, [{ labelIndex: 0, coaIndex: 3 }]);
    const suggested = suggestPairs(paired, new Set([pairKey({ labelIndex: 2, coaIndex: 1 })]));
    expect(suggested.map((s) => s.label.name)).toEqual(['Vitamin B12']);
  });
});
