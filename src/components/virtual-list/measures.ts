import { observeElementRect, type Virtualizer } from '@tanstack/react-virtual';

/**
 * A row's painted height; one that has none (not laid out yet, in a hidden box, or no layout at all, as in jsdom)
 * counts as the estimate, so that a list never takes its rows for 0 px high and draws them all.
 */
export const measuredOr = (estimateSize: number) => (element: Element, entry: ResizeObserverEntry | undefined) => {
  const box = entry?.borderBoxSize?.[0];
  const height = box ? box.blockSize : element.getBoundingClientRect().height;
  return height > 0 ? Math.round(height) : estimateSize;
};

/** The box's size as measured, except that an unmeasured (0 px) box keeps the initial height. */
export function keepInitialUntilLaidOut(
  instance: Virtualizer<HTMLDivElement, Element>,
  callback: (rect: { width: number; height: number }) => void,
) {
  const initial = instance.options.initialRect ?? { width: 0, height: 0 };
  return observeElementRect(instance, (rect) =>
    callback(rect.height > 0 ? rect : { width: rect.width, height: initial.height }),
  );
}
