import { describe, expect, it } from 'vitest';
import { searchText } from '@/lib/search-params';

describe('searchText', () => {
  it('keeps a non-empty string and drops anything else', () => {
    expect(searchText('PRD1A2B3C4')).toBe('PRD1A2B3C4');
    for (const value of ['', undefined, null, 42, ['PRD1A2B3C4'], { id: 'x' }])
      expect(searchText(value)).toBeUndefined();
  });
});
