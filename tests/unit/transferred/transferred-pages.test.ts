import { describe, expect, it } from 'vitest';
import { pageOf } from '@/features/transferred/transferred-rules';

describe('the transferred batches, a page at a time', () => {
  const rows = Array.from({ length: 45 }, (_, i) => i + 1);

  it('gives the rows of a page and how many pages there are', () => {
    expect(pageOf(rows, 0, 20)).toEqual({ rows: rows.slice(0, 20), pages: 3 });
    expect(pageOf(rows, 2, 20)).toEqual({ rows: [41, 42, 43, 44, 45], pages: 3 });
  });

  it('keeps to the last page when the list shrinks, and has one page when empty', () => {
    expect(pageOf(rows, 9, 20).rows).toEqual([41, 42, 43, 44, 45]);
    expect(pageOf([], 3, 20)).toEqual({ rows: [], pages: 1 });
  });
});
