import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { measuredOr } from './measures';

export interface WindowRows {
  /** The rows to draw: those in view and a page either side. */
  readonly rows: readonly VirtualItem[];
  /** The height of the rows not drawn above the first drawn one, and below the last (px). */
  readonly before: number;
  readonly after: number;
  /** On the element the rows are drawn in (a table's body, a list): where the list starts on the page. */
  readonly listRef: (node: HTMLElement | null) => void;
  /** On each drawn row, with its `data-index`: its height measured once painted. */
  readonly measure: (node: Element | null) => void;
}

/**
 * A window of a long list that scrolls with the page (the table stays in the page's flow, and the page's own
 * scroll and Load more work as before): only the rows in view and `overscan` either side are drawn; the others are
 * the `before` and `after` space. A page either side (the list's page size as `overscan`) keeps the next page
 * drawn as it arrives below the view, and a row drawn ahead of the keyboard as focus moves down the list.
 */
export function useWindowRows<T extends { readonly id: string }>(
  items: readonly T[],
  options: { readonly estimateSize: number; readonly overscan: number; readonly gap?: number },
): WindowRows {
  const { estimateSize, overscan, gap = 0 } = options;
  const list = useRef<HTMLElement | null>(null);
  // Where the list starts in the document: the rows' offsets are counted from there.
  const [margin, setMargin] = useState(0);
  const getItemKey = useCallback((index: number) => items[index]?.id ?? index, [items]);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    getItemKey,
    gap,
    overscan,
    scrollMargin: margin,
    // The first render draws the rows in view already, not an empty list that fills in a moment later.
    initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
    measureElement: measuredOr(estimateSize),
  });

  // Measured again when the window's width changes (what is above may wrap) and when rows come or go.
  const width = virtualizer.scrollRect?.width ?? 0;
  useLayoutEffect(() => {
    const node = list.current;
    if (!node) return;
    const top = Math.round(node.getBoundingClientRect().top + window.scrollY);
    // A pixel's rounding is no move.
    if (Math.abs(top - margin) > 1) setMargin(top);
  }, [margin, width, items.length]);

  const listRef = useCallback((node: HTMLElement | null) => {
    list.current = node;
  }, []);
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows[rows.length - 1];
  return {
    rows,
    before: first ? first.start - margin : 0,
    after: last ? Math.max(0, virtualizer.getTotalSize() - (last.end - margin)) : 0,
    listRef,
    measure: virtualizer.measureElement,
  };
}
