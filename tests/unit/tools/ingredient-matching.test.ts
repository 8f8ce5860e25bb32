import { describe, expect, it } from 'vitest';
import { compareIngredients, pairError, verdictOf, type Ingredient } from '@/features/tools/ingredient-matching';
import { coaIngredients, labelIngredients } from '@/features/tools/ingredient-sources';
import { advisoryFound } from '@/features/tools/advisory';
import { readCell } from '@/features/tools/coa-amount';
import { decimalOfNumber } from '@/features/tools/decimal';
import { parseUnit } from '@/features/tools/units';

/** A label ingredient (an amount in a unit), or one without an amount. */
const label = (name: string, amount: number | null, unit = 'mg'): Ingredient => ({
  name,
  shown: amount === null ? '' : `${amount} ${unit}`,
  reading:
    amount === null
      ? { kind: 'unreadable', reason: 'no amount on the label' }
      : { kind: 'amount', value: decimalOfNumber(amount)!, unit: parseUnit(unit) },
});
/** A COA ingredient from its result cell and Unit column, as a certificate writing decimal points. */
const coa = (name: string, cell: string, unit = 'mg'): Ingredient => ({
  name,
  shown: cell,
  reading: readCell(cell, unit, 'point'),
});

describe('verdictOf', () => {
  it('PASS when the COA amount is at least the label amount, FAIL when less', () => {
    expect(verdictOf(label('EPA', 600), coa('EPA', '600'))).toBe('PASS');
    expect(verdictOf(label('EPA', 600), coa('EPA', '612'))).toBe('PASS');
    expect(verdictOf(label('EPA', 600), coa('EPA', '585'))).toBe('FAIL');
  });
  it("'-' when either amount is missing", () => {
    expect(verdictOf(label('E', null), coa('E', '2'))).toBe('-');
    expect(verdictOf(label('E', 2), coa('E', ''))).toBe('-');
  });
  it('reads 1,200 mg as twelve hundred: PASS against a label of 100 mg (a bug the comparison once had)', () => {
    expect(verdictOf(label('Fish Oil', 100), coa('Fish oil', '1,200'))).toBe('PASS');
    expect(verdictOf(label('Fish Oil', 1000), coa('Fish oil', '1,200 mg', ''))).toBe('PASS');
  });
  it('converts mg, mcg and g (Gram(s) too) exactly; IU and mass never compare', () => {
    expect(verdictOf(label('D3', 125, 'mcg'), coa('D3', '0.125'))).toBe('PASS');
    expect(verdictOf(label('D3', 125, 'mcg'), coa('D3', '0.12'))).toBe('FAIL');
    expect(verdictOf(label('Total Fat', 2, 'Gram(s)'), coa('Total fat', '2010'))).toBe('PASS');
    expect(verdictOf(label('D3', 5000, 'IU'), coa('D3', '5100', 'IU'))).toBe('PASS');
    expect(verdictOf(label('D3', 5000, 'IU'), coa('D3', '125', 'mcg'))).toBe('-');
    expect(verdictOf(label('C', 0.1, 'mg'), coa('C', '100', 'mcg'))).toBe('PASS');
  });
});

describe('compareIngredients', () => {
  it('matches by name, trimmed and case-insensitive, and lists the unmatched of both sides', () => {
    const result = compareIngredients(
      [label(' Fish Oil ', 2000), label('Vitamin D3', 125, 'mcg')],
      [coa('fish oil', '2010'), coa('Lead', '< 0.01', 'ppm')],
    );
    expect(result.matched.map((r) => [r.label.name, r.coa.name, r.verdict])).toEqual([
      [' Fish Oil ', 'fish oil', 'PASS'],
    ]);
    expect(result.unmatchedLabel.map((u) => u.ingredient.name)).toEqual(['Vitamin D3']);
    expect(result.unmatchedCoa.map((u) => u.ingredient.name)).toEqual(['Lead']);
  });
  it('shows its working: the converted COA amount, the percentage of label claim, the note of a dash', () => {
    const [mass, claim, iu] = compareIngredients(
      [label('D3', 125, 'mcg'), label('EPA', 600), label('E', 2)],
      [coa('d3', '0.13'), coa('epa', '98.7% of label claim', ''), coa('e', '3.3', 'IU')],
    ).matched;
    expect([mass?.verdict, mass?.working, mass?.note]).toEqual(['PASS', '= 130 mcg', null]);
    expect([claim?.verdict, claim?.working]).toEqual(['FAIL', '98.7% of label claim = 592.2 mg']);
    expect([iu?.verdict, iu?.working, iu?.note]).toEqual(['-', null, 'units differ']);
  });
  it('pairs manually among the unmatched, each ingredient at most once', () => {
    const result = compareIngredients(
      [label('Omega-3', 1000), label('Vitamin E', 2)],
      [coa('Total Omega-3', '990'), coa('Tocopherol', '3')],
      [
        { labelIndex: 0, coaIndex: 0 },
        { labelIndex: 0, coaIndex: 1 },
        { labelIndex: 1, coaIndex: 0 },
      ],
    );
    expect(result.paired.map((r) => [r.label.name, r.coa.name, r.verdict])).toEqual([
      ['Omega-3', 'Total Omega-3', 'FAIL'],
    ]);
    expect(result.unmatchedLabel.map((u) => u.index)).toEqual([1]);
    expect(result.unmatchedCoa.map((u) => u.index)).toEqual([1]);
  });
  it('ignores a pair with an ingredient already matched by name', () => {
    const result = compareIngredients([label('EPA', 600)], [coa('EPA', '600')], [{ labelIndex: 0, coaIndex: 0 }]);
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
  it('reads the label rows: the first quantity with its unit and the forms, or none', () => {
    const [epa, d3, other] = labelIngredients([
      { name: 'EPA', quantity: [{ quantity: 600, unit: 'mg' }] },
      { name: 'Vitamin D3', forms: [{ name: 'Cholecalciferol' }], quantity: [{ quantity: 2, unit: 'Gram(s)' }] },
      { name: 'Other', quantity: [] },
    ]);
    expect(epa).toMatchObject({ name: 'EPA', shown: '600 mg', forms: [] });
    expect(epa?.reading).toMatchObject({ kind: 'amount', unit: { dim: 'mass', pow: 3 } });
    expect(d3).toMatchObject({ forms: ['Cholecalciferol'], reading: { unit: { dim: 'mass', pow: 6 } } });
    expect(other).toMatchObject({ shown: '', reading: { kind: 'unreadable', reason: 'no amount on the label' } });
  });
  it('reads the COA rows: first cell the name, third the result, the unit with it or in the Unit column', () => {
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
    expect(rows.map((r) => [r.name, r.shown, r.reading.kind])).toEqual([
      ['Fish oil', '2010 mg', 'amount'],
      ['Vitamin E', '', 'unreadable'],
      ['Lead', '< 0.01 ppm', 'bound'],
      ['Vitamin D3', '0.13 mg', 'amount'],
    ]);
  });
  it("reads a certificate's style from all its cells: '1.200' is 1200 beside '1.200,5', 1.2 beside '2.5'", () => {
    const table = (cells: string[]) => [
      { columns: ['Test', 'Spec', 'Result', 'Unit'], rows: cells.map((c, i) => [`T${i}`, '', c, 'mg']) },
    ];
    expect(coaIngredients(table(['1.200', '1.200,5']))[0]?.reading).toMatchObject({ value: { digits: 1200n, exp: 0 } });
    expect(coaIngredients(table(['1.200', '2.5']))[0]?.reading).toMatchObject({ value: { digits: 1200n, exp: -3 } });
    expect(coaIngredients(table(['1.200', '2010']))[0]?.reading.kind).toBe('unreadable');
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
