import { describe, expect, it } from 'vitest';
import { nextOffset, uniqueRows } from '@/lib/offset-pages';

type Row = { id: string };
const rows = (from: number, length: number): Row[] => Array.from({ length }, (_, i) => ({ id: `R${from + i}` }));
const page = (list: Row[], count: number) => ({ data: { rows: list, count } });
const idOf = (row: Row) => row.id;

describe('offset pages: the next offset', () => {
  it('asks from what is loaded while the server has more', () => {
    expect(nextOffset([page(rows(0, 100), 250)])).toBe(100);
    expect(nextOffset([page(rows(0, 100), 250), page(rows(100, 100), 250)])).toBe(200);
    expect(nextOffset([page(rows(0, 100), 250), page(rows(100, 100), 250), page(rows(200, 50), 250)])).toBeUndefined();
    expect(nextOffset([page(rows(0, 5), 5)])).toBeUndefined();
    expect(nextOffset([page([], 7)])).toBeUndefined();
    expect(nextOffset([])).toBeUndefined();
  });
});

describe('offset pages: the rows', () => {
  // A row added or deleted while paging moves the later pages by one: it is shown where it first came, never twice.
  it('keeps every row once, where it first came, in page order', () => {
    const shown = uniqueRows([page(rows(0, 3), 12), page([...rows(2, 2), { id: 'R0' }], 12)], idOf);
    expect(shown.map(idOf)).toEqual(['R0', 'R1', 'R2', 'R3']);
    expect(uniqueRows([page(rows(0, 3), 12), page(rows(0, 3), 12)], idOf)).toHaveLength(3);
    expect(uniqueRows<Row>([], idOf)).toEqual([]);
  });
});
