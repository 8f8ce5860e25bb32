import { describe, expect, it } from 'vitest';
import { scrollEdges } from '@/components/data-table/data-table-rules';

describe('scrollEdges: which sides of a sideways scroll have more', () => {
  it('at the start, in the middle, at the end, and when it all fits', () => {
    expect(scrollEdges(0, 640, 343)).toEqual({ start: false, end: true });
    expect(scrollEdges(100, 640, 343)).toEqual({ start: true, end: true });
    expect(scrollEdges(297, 640, 343)).toEqual({ start: true, end: false });
    expect(scrollEdges(0, 343, 343)).toEqual({ start: false, end: false });
  });

  it('a pixel of rounding is not more; a right-to-left scroll counts from its start', () => {
    expect(scrollEdges(296.5, 640, 343)).toEqual({ start: true, end: false });
    expect(scrollEdges(0, 344, 343)).toEqual({ start: false, end: false });
    expect(scrollEdges(-100, 640, 343)).toEqual({ start: true, end: true });
  });
});
