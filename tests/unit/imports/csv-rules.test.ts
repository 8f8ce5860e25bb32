import { describe, expect, it } from 'vitest';
import { csvPreview, errorFileName } from '@/features/imports/csv-rules';

describe('CSV import rules', () => {
  it('previews the header and the first rows, counting the data rows, blank ones dropped', () => {
    const records = [
      ['a', 'b'],
      ['1', '2'],
      ['', ' '],
      ['3', '4'],
      ['5', '6'],
    ];
    expect(csvPreview(records, 2)).toEqual({
      header: ['a', 'b'],
      rows: [
        ['1', '2'],
        ['3', '4'],
      ],
      rowCount: 3,
    });
    expect(csvPreview([])).toEqual({ header: [], rows: [], rowCount: 0 });
  });
  it('names the error rows after the picked file', () => {
    expect(errorFileName('verdant.CSV')).toBe('verdant-errors.csv');
    expect(errorFileName('.csv')).toBe('products-errors.csv');
  });
});
