import { describe, expect, it } from 'vitest';
import { browseParams, isDomainFailure, labelFailure } from '@/features/catalogue/nih-rules';

describe('NIH import rules', () => {
  it('asks 10 a page from 0', () => {
    expect(browseParams('by_letter', ' O ', 0)).toEqual({ method: 'by_letter', q: 'O', size: 10, from: 0 });
    expect(browseParams('by_keyword', 'fish', 2).from).toBe(20);
  });
  it("reads a label status other than '1' as a failure with its message", () => {
    expect(labelFailure({ status: '0', message: 'Unavailable' })).toBe('Unavailable');
    expect(labelFailure({ status: '0' })).toBe('Something went wrong! Please try after sometime.');
    expect(labelFailure({ status: '1' })).toBeNull();
    expect(labelFailure({ id: 1, fullName: 'x' })).toBeNull();
  });
  it('recognises the domain refusal', () => {
    expect(isDomainFailure('Please verify your organization domain before importing products.')).toBe(true);
    expect(isDomainFailure('Static Batch Number Already Exists!')).toBe(false);
  });
});
