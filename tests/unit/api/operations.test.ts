import { describe, expect, it } from 'vitest';
import { findOperation } from '@/api/operations';

describe('which operation a call is', () => {
  it('a fully written path wins over a template it also fits', () => {
    expect(findOperation('GET', '/integrant-type/integrant-type-with-integrant-for-nih')?.id).toBe(
      'listProductsWithBatchesForNih',
    );
    expect(findOperation('GET', '/integrant-type/PRD123')?.id).toBe('getProduct');
  });
});
