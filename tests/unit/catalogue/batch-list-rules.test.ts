import { describe, expect, it } from 'vitest';
import { batchCount, productCount, visibleBatches } from '@/features/catalogue/catalogue-rules';

describe('the batch list of a product with thousands of batches', () => {
  it('says how many it lists, or how many have come while the server has more', () => {
    expect(batchCount({ shown: 1, loaded: 0, total: 0, more: false })).toBe('1 batch');
    expect(batchCount({ shown: 5_000, loaded: 0, total: 0, more: false })).toBe('5,000 batches');
    expect(batchCount({ shown: 0, loaded: 150, total: 150, more: false })).toBe('0 batches');
    expect(batchCount({ shown: 98, loaded: 100, total: 5_000, more: true })).toBe('100 of 5,000 batches loaded');
  });

  it('the home list says how many products the search finds, and how many have come', () => {
    expect(productCount({ shown: 1, loaded: 1, total: 1, more: false })).toBe('1 product');
    expect(productCount({ shown: 8, loaded: 8, total: 8, more: false })).toBe('8 products');
    expect(productCount({ shown: 20, loaded: 20, total: 10_000, more: true })).toBe('20 of 10,000 products loaded');
  });

  it('keeps batches of the same date in the order they came, newest first', () => {
    const at = '2026-03-02T00:00:00Z';
    const batches = [
      { id: 'A', tracking_id: 'A', created_on: at },
      { id: 'B', tracking_id: 'B', created_on: '2026-04-02T00:00:00Z' },
      { id: 'C', tracking_id: 'C', created_on: at },
      { id: 'D', tracking_id: 'D' },
    ];
    expect(visibleBatches(batches, false).map((b) => b.id)).toEqual(['B', 'A', 'C', 'D']);
  });
});
