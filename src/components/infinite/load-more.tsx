import { Button, Center, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';

export interface LoadMoreProps {
  /** The server has more pages (an infinite query's `hasNextPage`). */
  readonly hasMore: boolean;
  /** A page is on its way (`isFetchingNextPage`): no second request is asked for. */
  readonly loading: boolean;
  /** Ask for the next page (`fetchNextPage`). */
  readonly onMore: () => void;
  /** What the button says for keyboard and screen-reader users (and when scrolling cannot happen). */
  readonly label?: string;
}

/**
 * The end of a list that loads more on scroll (tables, feeds): when it comes into view the next page
 * is asked for; a real button does the same for keyboard users and for lists too short to scroll.
 * Nothing shows once the server has no more. For thousands of rows in one box use `VirtualList`.
 */
export function LoadMore({ hasMore, loading, onMore, label = 'Load more' }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef({ hasMore, loading, onMore });
  useEffect(() => {
    latest.current = { hasMore, loading, onMore };
  });

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasMore: more, loading: busy, onMore: next } = latest.current;
        if (entries.some((e) => e.isIntersecting) && more && !busy) next();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore]);

  if (!hasMore) return null;
  return (
    <Center ref={sentinel} py="sm" data-testid="load-more">
      {loading ? (
        <Loader size="sm" aria-label="Loading more" />
      ) : (
        <Button variant="subtle" size="xs" onClick={onMore}>
          {label}
        </Button>
      )}
    </Center>
  );
}
