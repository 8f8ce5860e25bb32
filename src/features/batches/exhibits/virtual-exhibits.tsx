import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef, type ReactNode } from 'react';
import { keepInitialUntilLaidOut, measuredOr } from '@/components/virtual-list/measures';
import type { ExhibitDraft } from './exhibit-rules';

/** Where a drawn attachment sits in the scroll box, and how it reports its height. */
export interface ExhibitPlace {
  readonly index: number;
  readonly start: number;
  readonly measure: (node: Element | null) => void;
}

export interface VirtualExhibitsProps {
  readonly items: readonly ExhibitDraft[];
  /** One attachment as a list item (`li`), placed with `place` (absolutely, `place.start` from the top). */
  readonly renderItem: (item: ExhibitDraft, place: ExhibitPlace) => ReactNode;
  readonly 'aria-label': string;
}

/** A saved attachment's height before it is measured (title, description and link). */
const ESTIMATE = 110;
/** The gap between attachments (Mantine's `sm`, as the list drawn whole has). */
const GAP = 12;
/** The box's height in jsdom and before it is laid out. */
const INITIAL_HEIGHT = 600;

/**
 * A long list of attachments in a scroll box that paints only the items in view (and a few more): an `ol` of `li`,
 * as the short list is, so that its items stay list items and drag handles (the shared VirtualList draws its rows
 * in elements of its own, where an `li` may not go). Items scrolled out are unmounted; what they hold is the draft's.
 */
export function VirtualExhibits({ items, renderItem, ...props }: VirtualExhibitsProps) {
  const box = useRef<HTMLDivElement>(null);
  const getItemKey = useCallback((index: number) => items[index]?.key ?? index, [items]);
  // The virtualizer is mutable by design; this component is not memoized by the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => box.current,
    estimateSize: () => ESTIMATE,
    getItemKey,
    gap: GAP,
    overscan: 4,
    initialRect: { width: 0, height: INITIAL_HEIGHT },
    observeElementRect: keepInitialUntilLaidOut,
    measureElement: measuredOr(ESTIMATE),
  });
  return (
    <div ref={box} style={{ height: 'min(70vh, 720px)', overflowY: 'auto', overscrollBehavior: 'contain' }}>
      <ol
        aria-label={props['aria-label']}
        style={{ position: 'relative', height: virtualizer.getTotalSize(), listStyle: 'none', padding: 0, margin: 0 }}
      >
        {virtualizer
          .getVirtualItems()
          .map((row) =>
            renderItem(items[row.index]!, { index: row.index, start: row.start, measure: virtualizer.measureElement }),
          )}
      </ol>
    </div>
  );
}
