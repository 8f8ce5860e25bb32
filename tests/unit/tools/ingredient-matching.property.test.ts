import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareIngredients, nameKey, type Ingredient } from '@/features/tools/ingredient-matching';
import { readCell } from '@/features/tools/coa-amount';
import { judge } from '@/features/tools/coa-verdict';

const NAMES = ['Fish Oil', 'EPA', 'DHA', 'Vitamin E', 'Vitamin D3', 'Lead', 'Zinc'];
const UNITS = ['mg', 'mcg', 'g', 'IU'];

const nameArb = fc
  .tuple(fc.constantFrom(...NAMES), fc.constantFrom('', ' ', '  '), fc.boolean())
  .map(([n, pad, upper]) => `${pad}${upper ? n.toUpperCase() : n}${pad}`);
const ingredientArb: fc.Arbitrary<Ingredient> = fc
  .tuple(nameArb, fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }), fc.constantFrom(...UNITS))
  .map(([name, amount, unit]) => {
    const shown = amount === null ? '' : String(amount);
    return { name, shown, reading: readCell(shown, unit, 'point') };
  });
const listsArb = fc.tuple(fc.array(ingredientArb, { maxLength: 12 }), fc.array(ingredientArb, { maxLength: 12 }));
const pairsArb = fc.array(
  fc.record({ labelIndex: fc.integer({ min: -1, max: 13 }), coaIndex: fc.integer({ min: -1, max: 13 }) }),
  {
    maxLength: 8,
  },
);

describe('compareIngredients (property)', () => {
  it('every ingredient ends matched, paired or unmatched exactly once', () => {
    fc.assert(
      fc.property(listsArb, pairsArb, ([label, coa], pairs) => {
        const r = compareIngredients(label, coa, pairs);
        const labelSeen = [...r.matched, ...r.paired]
          .map((x) => x.labelIndex)
          .concat(r.unmatchedLabel.map((u) => u.index));
        const coaSeen = [...r.matched, ...r.paired].map((x) => x.coaIndex).concat(r.unmatchedCoa.map((u) => u.index));
        expect([...labelSeen].sort((a, b) => a - b)).toEqual(label.map((_, i) => i));
        expect([...coaSeen].sort((a, b) => a - b)).toEqual(coa.map((_, i) => i));
      }),
    );
  });

  it('a name match is the same name trimmed and case-insensitive, and no unmatched pair shares a name', () => {
    fc.assert(
      fc.property(listsArb, ([label, coa]) => {
        const r = compareIngredients(label, coa);
        for (const row of r.matched) expect(nameKey(row.label.name)).toBe(nameKey(row.coa.name));
        const left = new Set(r.unmatchedLabel.map((u) => nameKey(u.ingredient.name)));
        for (const u of r.unmatchedCoa) expect(left.has(nameKey(u.ingredient.name))).toBe(false);
      }),
    );
  });

  it("each row's verdict is the judgement of its two readings: '-' whenever either side has no amount", () => {
    fc.assert(
      fc.property(listsArb, pairsArb, ([label, coa], pairs) => {
        const r = compareIngredients(label, coa, pairs);
        for (const row of [...r.matched, ...r.paired]) {
          const { verdict, working, note } = judge(row.label.reading, row.coa.reading);
          expect([row.verdict, row.working, row.note]).toEqual([verdict, working, note]);
          if (row.label.shown === '' || row.coa.shown === '') expect(row.verdict).toBe('-');
        }
      }),
    );
  });
});
