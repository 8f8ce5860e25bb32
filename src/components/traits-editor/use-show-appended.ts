import { useEffect, useRef } from 'react';

/**
 * Rows added at the end of a long list drawn in a scroll box (a trait, a template's traits, an attachment) are
 * scrolled into view: the box would otherwise stay where it was, and the new rows out of sight. The element that
 * holds the list (the first `ol` or `role="list"` inside it, whose parent scrolls) takes the returned ref; `boxed`
 * says whether the list is drawn in its box now.
 */
export function useShowAppended(items: readonly { readonly key: string }[], boxed: boolean) {
  const holder = useRef<HTMLDivElement>(null);
  const count = items.length;
  const last = items[count - 1]?.key;
  const before = useRef({ count, last });
  useEffect(() => {
    const grew = count > before.current.count && last !== before.current.last;
    before.current = { count, last };
    const list = holder.current?.querySelector<HTMLElement>('ol, [role="list"]');
    const scroller = list?.parentElement;
    if (!grew || !boxed || !list || !scroller) return;
    // jsdom lays nothing out: there the list's own height (the virtual list's total) says where the end is.
    scroller.scrollTop = scroller.scrollHeight || Number.parseFloat(list.style.height) || 0;
    // A scroll set from script is told asynchronously, if at all (jsdom): the list is told at once.
    scroller.dispatchEvent(new Event('scroll'));
  }, [count, last, boxed]);
  return holder;
}
