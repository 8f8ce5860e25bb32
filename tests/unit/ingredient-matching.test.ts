import { describe, expect, it } from 'vitest';
import { compareIngredients, pairError, verdictOf, type Ingredient } from '@/features/tools/ingredient-matching';
import { coaIngredients, labelIngredients, parseAmount } from '@/features/tools/ingredient-sources';
import { advisoryFound } from '@/features/tools/advisory';
import { convert, needsConversion } from '@/features/tools/units';

const ing = (name: string, amount: number | null, unit = 'mg'): Ingredient => ({
  name,
  amount,
  unit: amount === null ? '' : unit,
  shown: amount === null ? '' : String(amount),
});

describe('verdictOf', () => {
  it('PASS when the COA amount is at least the label amount, FAIL when less', () => {
    expect(verdictOf(ing('EPA', 600), ing('EPA', 600))).toBe('PASS');
    expect(verdictOf(ing('EPA', 600), ing('EPA', 612))).toBe('PASS');
    expect(verdictOf(ing('EPA', 600), ing('EPA', 585))).toBe('FAIL');
  });
  it("'-' when either amount is missing", () => {
    expect(verdictOf(ing('E', null), ing('E', 2))).toBe('-');
    expect(verdictOf(ing('E', 2), ing('E', null))).toBe('-');
  });
  it('converts mg, mcg and g before comparing; other units compare only with themselves', () => {
    expect(verdictOf(ing('D3', 125, 'mcg'), ing('D3', 0.125, 'mg'))).toBe('PASS');
    expect(verdictOf(ing('D3', 125, 'mcg'), ing('D3', 0.12, 'mg'))).toBe('FAIL');
    expect(verdictOf(ing('Oil', 2, 'g'), ing('Oil', 2010, 'mg'))).toBe('PASS');
    expect(verdictOf(ing('D3', 5000, 'IU'), ing('D3', 5100, 'IU'))).toBe('PASS');
    expect(verdictOf(ing('D3', 5000, 'IU'), ing('D3', 125, 'mcg'))).toBe('-');
  });
  it('converts exactly enough that equal amounts pass', () => {
    expect(convert(0.1, 'mg', 'mcg')).toBe(100);
    expect(convert(3, 'mcg', 'mg')).toBe(0.003);
    expect(needsConversion('mg', 'MG')).toBe(false);
    expect(needsConversion('mg', 'mcg')).toBe(true);
    expect(needsConversion('mg', 'IU')).toBe(false);
  });
});

describe('compareIngredients', () => {
  it('matches by name, trimmed and case-insensitive, and lists the unmatched of both sides', () => {
    const result = compareIngredients(
      [ing(' Fish Oil ', 2000), ing('Vitamin D3', 125, 'mcg')],
      [ing('fish oil', 2010), ing('Lead', null)],
    );
    expect(result.matched.map((r) => [r.label.name, r.coa.name, r.verdict])).toEqual([
      [' Fish Oil ', 'fish oil', 'PASS'],
    ]);
    expect(result.unmatchedLabel.map((u) => u.ingredient.name)).toEqual(['Vitamin D3']);
    expect(result.unmatchedCoa.map((u) => u.ingredient.name)).toEqual(['Lead']);
  });
  it('shows the converted COA amount when the units differ', () => {
    const [row] = compareIngredients([ing('D3', 125, 'mcg')], [ing('d3', 0.13, 'mg')]).matched;
    expect(row?.coaInLabelUnit).toBe(130);
    expect(row?.verdict).toBe('PASS');
  });
  it('pairs manually among the unmatched, each ingredient at most once', () => {
    const label = [ing('Omega-3', 1000), ing('Vitamin E', 2)];
    const coa = [ing('Total Omega-3', 990), ing('Tocopherol', 3)];
    const result = compareIngredients(label, coa, [
      { labelIndex: 0, coaIndex: 0 },
      { labelIndex: 0, coaIndex: 1 },
      { labelIndex: 1, coaIndex: 0 },
    ]);
    expect(result.paired.map((r) => [r.label.name, r.coa.name, r.verdict])).toEqual([
      ['Omega-3', 'Total Omega-3', 'FAIL'],
    ]);
    expect(result.unmatchedLabel.map((u) => u.index)).toEqual([1]);
    expect(result.unmatchedCoa.map((u) => u.index)).toEqual([1]);
  });
  it('ignores a pair with an ingredient already matched by name', () => {
    const result = compareIngredients([ing('EPA', 600)], [ing('EPA', 600)], [{ labelIndex: 0, coaIndex: 0 }]);
    expect(result.matched).toHaveLength(1);
    expect(result.paired).toHaveLength(0);
  });
  it('refuses a pair with a side missing, with the messages verbatim', () => {
    expect(pairError(null, 1)).toBe('Please select NIH Ingredient.');
    expect(pairError(null, null)).toBe('Please select NIH Ingredient.');
    expect(pairError(0, null)).toBe('Please select COA Ingredient.');
    expect(pairError(0, 1)).toBeNull();
  });
});

describe('the two sources', () => {
  it('reads the label rows: the first quantity, or none', () => {
    expect(
      labelIngredients([
        { name: 'EPA', quantity: [{ quantity: 600, unit: 'mg' }] },
        { name: 'Other', quantity: [] },
      ]),
    ).toEqual([
      { name: 'EPA', amount: 600, unit: 'mg', shown: '600' },
      { name: 'Other', amount: null, unit: '', shown: '' },
    ]);
  });
  it('reads the COA rows: first cell the name, third the amount, the unit with it or in the Unit column', () => {
    const rows = coaIngredients([
      {
        columns: ['Test', 'Specification', 'Result', 'Unit'],
        rows: [
          ['Fish oil', '>= 2000', '2010', 'mg'],
          ['Vitamin E', '>= 2', '', 'mg'],
          ['Lead', '<= 0.1', '< 0.01', 'ppm'],
          ['', '', '', ''],
        ],
      },
      { columns: ['Name', 'Spec', 'Amount'], rows: [['Vitamin D3', '125 mcg', '0.13 mg']] },
    ]);
    expect(rows).toEqual([
      { name: 'Fish oil', amount: 2010, unit: 'mg', shown: '2010' },
      { name: 'Vitamin E', amount: null, unit: 'mg', shown: '' },
      { name: 'Lead', amount: null, unit: 'ppm', shown: '< 0.01' },
      { name: 'Vitamin D3', amount: 0.13, unit: 'mg', shown: '0.13 mg' },
    ]);
    expect(parseAmount('Conforms')).toBeNull();
    expect(parseAmount('2,5 g')).toEqual({ amount: 2.5, unit: 'g' });
  });
});

describe('advisoryFound', () => {
  it('finds the six substances by name or alternate name, each once', () => {
    expect(advisoryFound(['Fish oil', ' nmt ', 'N-Methyltyramine', 'Arcalion']).map((s) => s.name)).toEqual([
      'N-Methyltyramine',
      'Sulbutiamine',
    ]);
    expect(advisoryFound(['Fish oil'])).toEqual([]);
  });
});
