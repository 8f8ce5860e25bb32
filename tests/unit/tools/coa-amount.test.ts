import { describe, expect, it } from 'vitest';
import { readCell, type Reading } from '@/features/tools/coa-amount';
import { decimalStyle, readNumber } from '@/features/tools/coa-number';
import { judge } from '@/features/tools/coa-verdict';
import { decimalOf, formatDecimal, type Decimal } from '@/features/tools/decimal';
import { parseUnit } from '@/features/tools/units';

const text = (d: Decimal | string) => (typeof d === 'string' ? d : formatDecimal(d));
const value = (r: Reading): string | null =>
  r.kind === 'amount' || r.kind === 'bound' ? formatDecimal(r.value) : r.kind === 'range' ? formatDecimal(r.low) : null;
const label = (amount: string, unit: string): Reading => ({
  kind: 'amount',
  value: decimalOf(amount)!,
  unit: parseUnit(unit),
});

describe('readNumber: thousands separators and decimal marks told apart by their shape', () => {
  it.each([
    ['1,200', 'unknown', '1200'],
    ['1,200.5', 'unknown', '1200.5'],
    ['1.200,5', 'unknown', '1200.5'],
    ['12,345,678', 'unknown', '12345678'],
    ['1.200.000', 'unknown', '1200000'],
    ['2,5', 'unknown', '2.5'],
    ['0,125', 'unknown', '0.125'],
    ['0.125', 'unknown', '0.125'],
    ['1234.567', 'unknown', '1234.567'],
    ['2010', 'unknown', '2010'],
    ['1.200', 'point', '1.2'],
    ['1.200', 'comma', '1200'],
    ['1,250', 'comma', '1.25'],
  ] as const)('%s (%s certificate) reads %s', (token, style, expected) => {
    expect(text(readNumber(token, style))).toBe(expected);
  });
  it('refuses what it cannot tell, with the reason', () => {
    expect(readNumber('1.200', 'unknown')).toMatch(/the decimal mark is unclear \(1\.200 or 1200\)/);
    expect(readNumber('1,20,000', 'unknown')).toMatch(/do not group thousands/);
    expect(readNumber('1,2.5', 'unknown')).toMatch(/do not group thousands/);
  });
  it("reads a certificate's style from the numbers that show one", () => {
    expect(decimalStyle(['2010', '1,200', '< 0.01'])).toBe('point');
    expect(decimalStyle(['2.045', '1.985,4', '26,8'])).toBe('comma');
    expect(decimalStyle(['2010', '1,200'])).toBe('unknown');
    expect(decimalStyle(['2.5', '2,5'])).toBe('unknown');
  });
});

describe('readCell: a result cell with its Unit column', () => {
  it('reads amounts with the unit in the cell or in the column', () => {
    const r = readCell('2010 mg', '', 'unknown');
    expect([r.kind, value(r), r.kind === 'amount' && r.unit.dim]).toEqual(['amount', '2010', 'mass']);
    const c = readCell('1,200', 'MG', 'unknown');
    expect([value(c), c.kind === 'amount' && c.unit.pow]).toEqual(['1200', 3]);
    expect(readCell('52 Billion', 'CFU', 'unknown')).toMatchObject({ unit: { dim: 'cfu', pow: 9 } });
    expect(value(readCell('5.2 x 10^10', 'CFU/g', 'unknown'))).toBe('52000000000');
    expect(value(readCell('5.2E+10', 'CFU/g', 'unknown'))).toBe('52000000000');
  });
  it('reads comparison signs as bounds', () => {
    expect(readCell('≥ 2000', 'mg', 'unknown')).toMatchObject({ kind: 'bound', sign: '≥' });
    expect(readCell('>=2000', 'mg', 'unknown')).toMatchObject({ kind: 'bound', sign: '≥' });
    expect(readCell('<0.01', 'ppm', 'unknown')).toMatchObject({ kind: 'bound', sign: '<' });
    expect(readCell('NMT 5', 'ppm', 'unknown')).toMatchObject({ kind: 'bound', sign: '≤' });
  });
  it.each(['ND', 'N.D.', 'Not detected', '< LOQ', '<LOD', 'BLQ'])("reads '%s' as not detected", (cell) => {
    expect(readCell(cell, 'mg', 'unknown').kind).toBe('not-detected');
  });
  it('reads percentages of label claim, ranges and text results', () => {
    expect(readCell('98.7%', '', 'unknown')).toMatchObject({ kind: 'amount', unit: { dim: 'claim%' } });
    expect(readCell('102% of label claim', '', 'unknown')).toMatchObject({ kind: 'amount', unit: { dim: 'claim%' } });
    expect(readCell('98.7', '%', 'unknown')).toMatchObject({ kind: 'amount', unit: { dim: 'claim%' } });
    const range = readCell('1.1–1.3 g', '', 'unknown');
    expect([range.kind, value(range)]).toEqual(['range', '1.1']);
    expect(readCell('Conforms', '', 'unknown')).toEqual({ kind: 'text', text: 'Conforms' });
    expect(readCell('Pass', '', 'unknown')).toEqual({ kind: 'text', text: 'Pass' });
  });
  it('says why it cannot read a cell', () => {
    expect(readCell('', 'mg', 'unknown')).toEqual({ kind: 'unreadable', reason: 'no result on the COA' });
    expect(readCell('see page 2', '', 'unknown')).toMatchObject({
      kind: 'unreadable',
      reason: "'see page 2' is not an amount",
    });
    expect(readCell('12 mg 4', '', 'unknown')).toMatchObject({ kind: 'unreadable', reason: "'mg 4' is not a unit" });
  });
});

describe('parseUnit', () => {
  it.each([
    ['mg', 'mass', 3],
    ['MG', 'mass', 3],
    ['mg/serving', 'mass', 3],
    ['µg', 'mass', 0],
    ['μg', 'mass', 0],
    ['mcg', 'mass', 0],
    ['ug', 'mass', 0],
    ['g', 'mass', 6],
    ['Gram(s)', 'mass', 6],
    ['IU', 'iu', 0],
    ['mcg DFE', 'mass dfe', 0],
    ['mcg RAE', 'mass rae', 0],
    ['CFU', 'cfu', 0],
    ['CFU/g', 'cfu/g', 0],
    ['Billion CFU', 'cfu', 9],
    ['Calorie(s)', 'calorie', 0],
    ['ppm', 'ppm', 0],
  ] as const)('%s is %s at 10^%i', (unit, dim, pow) => {
    expect(parseUnit(unit)).toMatchObject({ dim, pow });
  });
});

describe('judge: the verdict and its working', () => {
  const coa = (cell: string, unit: string) => judge(label('600', 'mg'), readCell(cell, unit, 'point'));
  it('compares amounts, converting mass units, and shows the conversion', () => {
    expect(coa('612', 'mg')).toEqual({ verdict: 'PASS', working: null, note: null });
    expect(coa('0.585', 'g')).toEqual({ verdict: 'FAIL', working: '= 585 mg', note: null });
    expect(judge(label('2', 'Gram(s)'), readCell('2,010', 'mg', 'point'))).toMatchObject({
      verdict: 'PASS',
      working: '= 2.01 Gram(s)',
    });
  });
  it("never gives PASS on a '<' bound; '≥ X' passes when X meets the label", () => {
    expect(coa('< 0.01', 'mg')).toMatchObject({ verdict: 'FAIL', note: 'an upper bound below the label amount' });
    expect(coa('< 600', 'mg').verdict).toBe('FAIL');
    expect(coa('≤ 600', 'mg').verdict).toBe('-');
    expect(coa('< 1000', 'mg').verdict).toBe('-');
    expect(coa('≥ 600', 'mg').verdict).toBe('PASS');
    expect(coa('> 500', 'mg').verdict).toBe('-');
  });
  it('compares a percentage of label claim with 100 % and shows it', () => {
    expect(coa('102% of label claim', '')).toEqual({
      verdict: 'PASS',
      working: '102% of label claim = 612 mg',
      note: null,
    });
    expect(coa('98.7%', '').verdict).toBe('FAIL');
  });
  it("counts a range's lower end", () => {
    expect(judge(label('1.2', 'g'), readCell('1.1–1.3 g', '', 'point'))).toMatchObject({
      verdict: 'FAIL',
      note: 'a range: the lower end counts',
    });
  });
  it("gives '-' with the reason for what does not compare", () => {
    expect(coa('ND', 'mg')).toMatchObject({ verdict: '-', note: expect.stringMatching(/not detected/) });
    expect(coa('Conforms', '')).toMatchObject({
      verdict: '-',
      note: "a text result ('Conforms'): no computed verdict",
    });
    expect(coa('600', 'IU')).toMatchObject({ verdict: '-', note: 'units differ' });
    expect(coa('600', '')).toMatchObject({ verdict: '-', note: 'no unit on the COA' });
    expect(judge(label('400', 'mcg DFE'), readCell('400', 'mcg', 'point'))).toMatchObject({ note: 'units differ' });
    expect(judge(label('400', 'mcg DFE'), readCell('0.41', 'mg DFE', 'point'))).toMatchObject({ verdict: 'PASS' });
    expect(judge(label('50', 'Billion CFU'), readCell('52 Billion', 'CFU', 'point')).verdict).toBe('PASS');
    expect(judge(label('50', 'Billion CFU'), readCell('5.2 x 10^10', 'CFU/g', 'point')).note).toBe('units differ');
  });
});
