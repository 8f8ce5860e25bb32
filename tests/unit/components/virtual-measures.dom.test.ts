import { describe, expect, it } from 'vitest';
import { measuredOr } from '@/components/virtual-list/measures';

describe('measuredOr (a virtual list never takes its rows for 0 px high)', () => {
  const row = (height: number) => {
    const element = document.createElement('div');
    element.getBoundingClientRect = () => ({ height }) as DOMRect;
    return element;
  };
  const entry = (blockSize: number) =>
    ({ borderBoxSize: [{ blockSize, inlineSize: 100 }] }) as unknown as ResizeObserverEntry;

  it('counts a row with no height (no layout, a hidden box) as the estimate', () => {
    expect(measuredOr(64)(row(0), undefined)).toBe(64);
    expect(measuredOr(64)(row(0), entry(0))).toBe(64);
  });

  it('takes a painted height, rounded, from the observer or the element', () => {
    expect(measuredOr(64)(row(0), entry(41.6))).toBe(42);
    expect(measuredOr(64)(row(120.2), undefined)).toBe(120);
  });
});
