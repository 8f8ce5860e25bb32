import { readCell, type Reading } from './coa-amount';
import { decimalStyle } from './coa-number';
import { decimalOfNumber } from './decimal';
import type { Ingredient } from './ingredient-matching';
import { parseUnit } from './units';

interface LabelRow {
  readonly name: string;
  readonly forms?: readonly { readonly name: string }[];
  readonly quantity: readonly { readonly quantity: number; readonly unit: string }[];
}

interface CoaTableLike {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

function labelReading(q: { quantity: number; unit: string } | undefined): Reading {
  const value = q ? decimalOfNumber(q.quantity) : null;
  return q && value
    ? { kind: 'amount', value, unit: parseUnit(q.unit) }
    : { kind: 'unreadable', reason: 'no amount on the label' };
}

/** The label's ingredient rows: the first quantity of each, if any, with the forms the label names. */
export function labelIngredients(rows: readonly LabelRow[]): Ingredient[] {
  return rows.map((row) => {
    const q = row.quantity[0];
    return {
      name: row.name.trim(),
      forms: (row.forms ?? []).map((f) => f.name),
      shown: q ? `${q.quantity} ${q.unit}`.trim() : '',
      reading: labelReading(q),
    };
  });
}

/** The cell as written, with the Unit column when the cell carries no unit of its own ('2010' + 'mg'). */
function shownWith(cell: string, unit: string): string {
  if (cell === '' || unit === '' || /[a-zA-Zµμ%]\s*$/.test(cell)) return cell;
  return `${cell} ${unit}`;
}

/**
 * The COA's ingredients: every table row whose first cell (the name) is not empty; the third cell is the result,
 * read with the table's 'Unit' column (if any) and the certificate's decimal style (see coa-number.ts).
 */
export function coaIngredients(tables: readonly CoaTableLike[]): Ingredient[] {
  const rows = tables.flatMap((table) => {
    const unitColumn = table.columns.findIndex((c) => /^units?$/i.test(c.trim()));
    return table.rows
      .filter((row) => (row[0] ?? '').trim() !== '')
      .map((row) => ({
        name: row[0]!.trim(),
        cell: (row[2] ?? '').trim(),
        unit: unitColumn >= 0 ? (row[unitColumn] ?? '').trim() : '',
      }));
  });
  const style = decimalStyle(rows.map((r) => r.cell));
  return rows.map(({ name, cell, unit }) => ({
    name,
    shown: shownWith(cell, unit),
    reading: readCell(cell, unit, style),
  }));
}
