import { Center, Loader } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { keepInitialUntilLaidOut, measuredOr } from './measures';

export interface VirtualListProps<T> {
  readonly items: readonly T[];
  readonly getKey: (item: T) => string;
  readonly renderItem: (item: T, index: number) => ReactNode;
  /** Row height in px before it is measured (rows are measured once painted). */
  readonly estimateSize?: number;
  /** Every row is exactly `estimateSize` high: no measuring (no layout read per new row while filtering). */
  readonly fixedSize?: boolean;
  /** Height of the scrolling box (px or a CSS length). */
  readonly height: number | string;
  /** More pages exist on the server: scrolling near the end asks for the next one. */
  readonly hasMore?: boolean;
  readonly loadingMore?: boolean;
  readonly onLoadMore?: () => void;
  /** Shown when there is nothing to list. */
  readonly empty?: ReactNode;
  readonly 'aria-label': string;
}

/** Rows left below the visible ones when the next page is asked for. */
const LOAD_AHEAD = 10;

/**
 * A list that paints only the rows in view (plus a few), for catalogues of thousands of items,
 * and asks for the next page (an infinite query's `fetchNextPage`) when the end comes into view.
 * Rows are `role="listitem"` inside a `role="list"` named by `aria-label`.
 */
export function VirtualList<T>(props: VirtualListProps<T>) {
  const {
    items,
    getKey,
    renderItem,
    estimateSize = 64,
    fixedSize,
    height,
    hasMore,
    loadingMore,
    onLoadMore,
    empty,
  } = props;
  const viewport = useRef<HTMLDivElement>(null);
  const getItemKey = useCallback((index: number) => getKey(items[index] as T), [getKey, items]);
  // The virtualizer is mutable by design; this component is not memoized by the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => estimateSize,
    getItemKey,
    overscan: 4,
    initialRect: { width: 0, height: typeof height === 'number' ? height : 600 },
    observeElementRect: keepInitialUntilLaidOut,
    measureElement: measuredOr(estimateSize),
  });
  const rows = virtualizer.getVirtualItems();
  const last = rows[rows.length - 1];

  useEffect(() => {
    if (!last || !hasMore || loadingMore || !onLoadMore) return;
    if (last.index >= items.length - LOAD_AHEAD) onLoadMore();
  }, [last, hasMore, loadingMore, onLoadMore, items.length]);

  if (items.length === 0 && !loadingMore) return <>{empty}</>;
  return (
    // A native scroll box: a custom scrollbar re-measures itself on every change of the list's length.
    <div ref={viewport} style={{ height, maxHeight: height, overflowY: 'auto', overscrollBehavior: 'contain' }}>
      <div
        role="list"
        aria-label={props['aria-label']}
        style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
      >
        {rows.map((row) => (
          <div
            key={row.key}
            role="listitem"
            data-index={row.index}
            ref={fixedSize ? undefined : virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              height: fixedSize ? estimateSize : undefined,
              transform: `translateY(${row.start}px)`,
            }}
          >
            {renderItem(items[row.index] as T, row.index)}
          </div>
        ))}
      </div>
      {loadingMore && (
        <Center py="sm">
          <Loader size="sm" aria-label="Loading more" />
        </Center>
      )}
    </div>
  );
}
