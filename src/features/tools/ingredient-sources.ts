import type { Ingredient } from './ingredient-matching';

interface LabelRow {
  readonly name: string;
  readonly quantity: readonly { readonly quantity: number; readonly unit: string }[];
}

interface CoaTableLike {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** The label's ingredient rows: the first quantity of each, if any. */
export function labelIngredients(rows: readonly LabelRow[]): Ingredient[] {
  return rows.map((row) => {
    const q = row.quantity[0];
    return q
      ? { name: row.name.trim(), amount: q.quantity, unit: q.unit, shown: String(q.quantity) }
      : { name: row.name.trim(), amount: null, unit: '', shown: '' };
  });
}

const AMOUNT = /^\s*(\d+(?:[.,]\d+)?)\s*([a-zA-Zµμ%/]*)\s*$/;

/**
 * An amount as the COA states it: a plain number, optionally followed by its unit ('2010', '2.5 mg').
 * Anything else ('', '< 0.01', 'Conforms') is no amount.
 */
export function parseAmount(text: string): { amount: number; unit: string } | null {
  const match = AMOUNT.exec(text);
  if (!match) return null;
  return { amount: Number(match[1]!.replace(',', '.')), unit: match[2] ?? '' };
}

/**
 * The COA's ingredients: every table row whose first cell (the name) is not empty; the third cell is the amount,
 * its unit either written with it or in the table's 'Unit' column.
 */
export function coaIngredients(tables: readonly CoaTableLike[]): Ingredient[] {
  return tables.flatMap((table) => {
    const unitColumn = table.columns.findIndex((c) => c.trim().toLowerCase() === 'unit');
    return table.rows
      .filter((row) => (row[0] ?? '').trim() !== '')
      .map((row) => {
        const shown = (row[2] ?? '').trim();
        const parsed = parseAmount(shown);
        const columnUnit = unitColumn >= 0 ? (row[unitColumn] ?? '').trim() : '';
        return {
          name: row[0]!.trim(),
          amount: parsed?.amount ?? null,
          unit: parsed?.unit || columnUnit,
          shown,
        };
      });
  });
}
