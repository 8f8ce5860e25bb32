import { describe, expect, it } from 'vitest';
import { searchText } from '@/lib/search-params';
import { OMEGA_PRODUCT } from '../../../test-support/example-world';

describe('searchText', () => {
  it('keeps a non-empty string and drops anything else', () => {
    expect(searchText(OMEGA_PRODUCT)).toBe(OMEGA_PRODUCT);
    for (const value of ['', undefined, null, 42, [OMEGA_PRODUCT], { id: 'x' }])
      expect(searchText(value)).toBeUndefined();
  });
});
