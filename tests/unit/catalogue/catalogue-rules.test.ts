import { describe, expect, it } from 'vitest';
import {
  filterProducts,
  formatBatchDate,
  keepSameRows,
  searchIndex,
  otherSubscriptionChip,
  visibleBatches,
} from '@/features/catalogue/catalogue-rules';
import { refusalMessage } from '@/session/guards';

describe('catalogue rules', () => {
  it('filters products by name, case and spaces ignored', () => {
    const products = [{ title: 'Daily Omega-3' }, { title: 'Vitamin D3' }, { title: 'omega Kids' }];
    expect(filterProducts(products, '  OMEGA ').map((p) => p.title)).toEqual(['Daily Omega-3', 'omega Kids']);
    expect(filterProducts(products, '')).toHaveLength(3);
  });

  it('searches keystroke by keystroke: the same answers as a fresh search, the same array when nothing changed', () => {
    const products = ['Daily Omega-3', 'Vitamin D3', 'omega Kids', 'Omega Daily', 'Zinc'].map((title, i) => ({
      id: `P${i}`,
      title,
    }));
    const search = searchIndex(products);
    const typed = ['o', 'om', 'omega', 'omega ', 'omega d', 'omega', 'zinc', '', 'DAILY', 'daily o', 'x', ''];
    const results = typed.map((text) => {
      const found = search(text);
      expect(found.map((p) => p.title)).toEqual(filterProducts(products, text).map((p) => p.title));
      return found;
    });
    // 'omega ' finds what 'omega' found: the same array; an empty text gives the products themselves.
    expect(results[3]).toBe(results[2]);
    expect(results[7]).toBe(products);
    expect(results[11]).toBe(products);
  });

  it('keeps the shown rows while a new answer has the same products, names, pictures and subscriptions', () => {
    const keep = keepSameRows<{ id: string; title: string; image_url?: string | null }>();
    const first = keep([{ id: 'A', title: 'Omega' }]);
    expect(keep([{ id: 'A', title: 'Omega' }])).toBe(first);
    const renamed = [{ id: 'A', title: 'Omega 3' }];
    expect(keep(renamed)).toBe(renamed);
    const pictured = [{ id: 'A', title: 'Omega 3', image_url: 'https://img.example/a.png' }];
    expect(keep(pictured)).toBe(pictured);
    const other = [{ id: 'B', title: 'Omega 3', image_url: 'https://img.example/a.png' }];
    expect(keep(other)).toBe(other);
  });

  it('lists batches with a tracking id only, newest first, published only on demand', () => {
    const batches = [
      { id: 'A', tracking_id: 'VL-1', is_published: true, created_on: '2026-01-02T00:00:00Z' },
      { id: 'B', tracking_id: null, is_published: true, created_on: '2026-05-02T00:00:00Z' },
      { id: 'C', tracking_id: 'VL-3', is_published: false, created_on: '2026-03-02T00:00:00Z' },
      { id: 'D', tracking_id: ' ', is_published: true, created_on: '2026-04-02T00:00:00Z' },
    ];
    expect(visibleBatches(batches, false).map((b) => b.id)).toEqual(['C', 'A']);
    expect(visibleBatches(batches, true).map((b) => b.id)).toEqual(['A']);
  });

  it('writes batch dates M/D/YYYY in UTC', () => {
    expect(formatBatchDate('2026-05-07T23:30:00.000Z')).toBe('5/7/2026');
    expect(formatBatchDate('2026-12-25T00:00:00.000Z')).toBe('12/25/2026');
    expect(formatBatchDate(undefined)).toBe('');
  });

  it('names the other subscription on its chip', () => {
    expect(otherSubscriptionChip('fastpass', 'tracer')).toEqual({ label: 'Product FastPass', switchTo: 'fastpass' });
    expect(otherSubscriptionChip('tracer', 'fastpass')).toEqual({ label: 'Product Origin', switchTo: 'tracer' });
    expect(otherSubscriptionChip('tracer', 'tracer')).toBeNull();
    expect(otherSubscriptionChip(undefined, 'tracer')).toBeNull();
  });

  it('says a refusal with errorMsg, else the message, else the generic failure', () => {
    expect(refusalMessage({ status: '0', errorMsg: 'Limit reached' }, 'other')).toBe('Limit reached');
    expect(refusalMessage({ status: '0' }, 'Server says no')).toBe('Server says no');
    expect(refusalMessage(null, undefined)).toBe('Something went wrong! Please try after sometime.');
  });
});
