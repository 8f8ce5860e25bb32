import { Text } from '@mantine/core';
import { IconArrowsHorizontal } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { scrollEdges, type ScrollEdges } from './data-table-rules';
import classes from './side-scroll.module.css';

export interface SideScrollProps {
  /** What scrolls, for assistive technology: 'Transfers' (read 'Transfers, scrolls sideways'). */
  readonly label: string;
  /** The content's minimum width: a narrower column scrolls it sideways. */
  readonly minWidth: number;
  readonly children: ReactNode;
}

/**
 * A table (or anything wide) that scrolls sideways in a narrower column, and shows it: a shadow at each edge that has
 * more beyond it, and 'Scroll sideways for more' under it while it does not all fit. When it scrolls, it is a
 * focusable region, so a keyboard scrolls it too. The frame carries `data-side-scroll`, and `data-more-start` /
 * `data-more-end` while there is more on that side (what the e2e width sweep looks for).
 */
export function SideScroll({ label, minWidth, children }: SideScrollProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const next = scrollEdges(element.scrollLeft, element.scrollWidth, element.clientWidth);
      setEdges((before) => (before.start === next.start && before.end === next.end ? before : next));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);
  const scrolls = edges.start || edges.end;
  return (
    <div>
      <div
        className={classes.frame}
        data-side-scroll=""
        data-more-start={edges.start ? '' : undefined}
        data-more-end={edges.end ? '' : undefined}
      >
        <div
          ref={ref}
          className={classes.scroller}
          role={scrolls ? 'region' : undefined}
          aria-label={scrolls ? `${label}, scrolls sideways` : undefined}
          tabIndex={scrolls ? 0 : undefined}
        >
          <div style={{ minWidth }}>{children}</div>
        </div>
      </div>
      {scrolls && (
        <Text size="xs" c="gray.7" className={classes.hint} aria-hidden>
          <IconArrowsHorizontal size={14} aria-hidden />
          Scroll sideways for more
        </Text>
      )}
    </div>
  );
}
