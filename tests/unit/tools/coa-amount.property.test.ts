import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCell, type Reading } from '@/features/tools/coa-amount';
import { decimalStyle, readNumber } from '@/features/tools/coa-number';
import { judge } from '@/features/tools/coa-verdict';
import { compare, decimalOf, decimalOfNumber } from '@/features/tools/decimal';
import { parseUnit } from '@/features/tools/units';

/** A whole number written with thousands separators, and its decimals (possibly none), in one style. */
const written = fc
  .record({
    whole: fc.bigInt({ min: 0n, max: 10n ** 12n }),
    fraction: fc.stringMatching(/^\d{0,4}$/),
    style: fc.constantFrom('point' as const, 'comma' as const),
  })
  .map(({ whole, fraction, style }) => {
    const [sep, mark] = style === 'point' ? [',', '.'] : ['.', ','];
    const grouped = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, sep);
    return {
      style,
      text: fraction ? `${grouped}${mark}${fraction}` : grouped,
      exact: `${whole}${fraction ? `.${fraction}` : ''}`,
    };
  });

describe('readNumber (property)', () => {
  it('on a certificate whose other cells show its style, a number reads exactly', () => {
    fc.assert(
      fc.property(written, ({ style, text, exact }) => {
        const evidence = style === 'point' ? '2.5' : '2,5';
        const read = readNumber(text, decimalStyle([text, evidence]));
        expect(typeof read).not.toBe('string');
        expect(compare(read as never, decimalOf(exact)!)).toBe(0);
      }),
    );
  });
  it('a number written with thousands separators never reads as a smaller number, whatever else the certificate shows', () => {
    fc.assert(
      fc.property(
        written,
        fc.constantFrom([], ['2010'], ['2.5'], ['2,5'], ['2.5', '2,5']),
        ({ style, text, exact }, others) => {
          const docStyle = decimalStyle([text, ...others]);
          // A certificate that shows the other style than this number's is one this number does not belong to.
          if (docStyle !== 'unknown' && docStyle !== style) return;
          const read = readNumber(text, docStyle);
          if (typeof read === 'string') return;
          expect(compare(read, decimalOf(exact)!)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

const MASS = [
  ['g', 6],
  ['Gram(s)', 6],
  ['mg', 3],
  ['MG', 3],
  ['mcg', 0],
  ['µg', 0],
  ['ug', 0],
] as const;
const decimalText = (digits: number, places: number) =>
  places === 0 ? String(digits) : (digits / 10 ** places).toFixed(places);
const amountArb = fc.record({ digits: fc.integer({ min: 0, max: 9_999_999 }), places: fc.integer({ min: 0, max: 4 }) });
const labelOf = (text: string, unit: string): Reading => ({
  kind: 'amount',
  value: decimalOfNumber(Number(text))!,
  unit: parseUnit(unit),
});

describe('judge (property)', () => {
  it('a conversion never changes the direction of a verdict against the exact arithmetic', () => {
    fc.assert(
      fc.property(
        amountArb,
        fc.constantFrom(...MASS),
        amountArb,
        fc.constantFrom(...MASS),
        (l, [lu, lp], c, [cu, cp]) => {
          const labelText = decimalText(l.digits, l.places);
          const coaText = decimalText(c.digits, c.places);
          // Exact: both in 10^-12 micrograms, as integers.
          const exactLabel = BigInt(l.digits) * 10n ** BigInt(lp + 12 - l.places);
          const exactCoa = BigInt(c.digits) * 10n ** BigInt(cp + 12 - c.places);
          const { verdict } = judge(labelOf(labelText, lu), readCell(coaText, cu, 'point'));
          expect(verdict).toBe(exactCoa >= exactLabel ? 'PASS' : 'FAIL');
        },
      ),
    );
  });

  it("a '<' or '≤' bound, 'ND' or '< LOQ' never gives PASS", () => {
    const cell = fc.oneof(
      fc
        .tuple(fc.constantFrom('<', '≤', '<=', 'NMT', 'not more than'), amountArb)
        .map(([sign, a]) => `${sign} ${decimalText(a.digits, a.places)}`),
      fc.constantFrom('ND', 'Not detected', '< LOQ', '<LOD', 'BLQ'),
    );
    fc.assert(
      fc.property(amountArb, fc.constantFrom(...MASS), cell, fc.constantFrom(...MASS), (l, [lu], text, [cu]) => {
        const { verdict } = judge(labelOf(decimalText(l.digits, l.places), lu), readCell(text, cu, 'point'));
        expect(verdict).not.toBe('PASS');
      }),
    );
  });

  it("every cell that is not an amount gives '-' with its reason", () => {
    const junk = fc.oneof(
      fc.string(),
      fc.constantFrom('', ' ', 'Conforms', 'Pass', 'ND', 'see page 2', '1.200', '1,2,3', 'Report', 'n/a', '12 mg 4'),
    );
    fc.assert(
      fc.property(
        junk,
        fc.constantFrom('mg', '', 'IU', '%'),
        fc.constantFrom('point', 'comma', 'unknown' as const),
        (text, unit, style) => {
          const reading = readCell(text, unit, style);
          if (reading.kind === 'amount' || reading.kind === 'range' || reading.kind === 'bound') return;
          const judged = judge(labelOf('600', 'mg'), reading);
          expect(judged.verdict).toBe('-');
          expect(judged.note).toMatch(/\S/);
        },
      ),
    );
  });
});
