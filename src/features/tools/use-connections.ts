import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getListMyConnectionsQueryKey, listMyConnections } from '@/api/generated/portal/hooks/connection/connection';
import type { Connection } from '@/api/generated/portal/model';
import { nextOffset, uniqueRows } from '@/lib/offset-pages';

/** Connections come 100 at a time (section 9). */
export const CONNECTIONS_PAGE_SIZE = 100;

// One connection per consumer: the user id names a row (the connection id is not always sent).
const idOf = (connection: Connection) => connection.user_id;

/** My connections, page by page (an infinite query): each page is appended to the ones before. */
export function useConnections() {
  const first = { limit: CONNECTIONS_PAGE_SIZE, offset: 0 };
  const query = useInfiniteQuery({
    queryKey: [...getListMyConnectionsQueryKey(first), 'pages'],
    queryFn: ({ pageParam, signal }) =>
      listMyConnections({ limit: CONNECTIONS_PAGE_SIZE, offset: pageParam }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
  });
  const connections = useMemo<Connection[]>(() => uniqueRows(query.data?.pages ?? [], idOf), [query.data]);
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
