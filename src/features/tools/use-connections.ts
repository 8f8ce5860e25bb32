import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getListMyConnectionsQueryKey, listMyConnections } from '@/api/generated/portal/hooks/connection/connection';
import type { Connection } from '@/api/generated/portal/model';

/** Connections come 100 at a time (section 9). */
export const CONNECTIONS_PAGE_SIZE = 100;

/** The next offset: what is loaded so far, while the server says there are more and the last page was not empty. */
export function nextConnectionsOffset(
  pages: readonly { readonly data: { readonly rows: readonly unknown[]; readonly count: number } }[],
): number | undefined {
  const loaded = pages.reduce((n, page) => n + page.data.rows.length, 0);
  const last = pages[pages.length - 1];
  return last && loaded < last.data.count && last.data.rows.length > 0 ? loaded : undefined;
}

/** My connections, page by page (an infinite query): each page is appended to the ones before. */
export function useConnections() {
  const first = { limit: CONNECTIONS_PAGE_SIZE, offset: 0 };
  const query = useInfiniteQuery({
    queryKey: [...getListMyConnectionsQueryKey(first), 'pages'],
    queryFn: ({ pageParam, signal }) =>
      listMyConnections({ limit: CONNECTIONS_PAGE_SIZE, offset: pageParam }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextConnectionsOffset(pages),
  });
  const connections = useMemo<Connection[]>(() => query.data?.pages.flatMap((p) => p.data.rows) ?? [], [query.data]);
  return {
    connections,
    // The server's total, never less than what is shown (a total that shrank while paging).
    count: Math.max(query.data?.pages.at(-1)?.data.count ?? 0, connections.length),
    isPending: query.isPending,
    error: query.isError && !query.data ? query.error : null,
    retry: () => query.refetch(),
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
