import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { getSearchProductsQueryKey, searchProducts } from '@/api/generated/portal/hooks/product/product';
import type { SearchProductsRequest } from '@/api/generated/portal/model';
import { PRODUCT_PAGE_SIZE, type CatalogueProduct } from './catalogue-rules';

/**
 * The home list's products: `search-products` for the server's search text, page by page (an infinite
 * query, with each product's batches). The previous answer stays on screen until the new one arrives.
 * What is typed filters these at once in the list (product-list.tsx), which sets `serverText` after a
 * pause in typing (debounced): a keystroke re-renders the list only, not the home around it.
 */
export function useProductSearch(organizationId: string, subscription: 'tracer' | 'fastpass', serverText: string) {
  const request: SearchProductsRequest = {
    organization_id: organizationId,
    type: subscription,
    show_batch: true,
    searchText: serverText,
    limit: PRODUCT_PAGE_SIZE,
  };
  const query = useInfiniteQuery({
    queryKey: [...getSearchProductsQueryKey(request), 'pages'],
    queryFn: ({ pageParam, signal }) => searchProducts({ ...request, offset: pageParam }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + (page.data.rows?.length ?? 0), 0);
      return loaded < last.data.count && (last.data.rows?.length ?? 0) > 0 ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
    enabled: organizationId !== '',
  });
  const loaded = useMemo<CatalogueProduct[]>(
    () => query.data?.pages.flatMap((page) => page.data.rows ?? []) ?? [],
    [query.data],
  );
  const { fetchNextPage, refetch } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  return {
    loaded,
    isPending: query.isPending,
    isError: query.isError,
    /** Why nothing could be loaded (the portal's tries spent), or null. */
    failure: query.isError && !query.data ? query.error : null,
    retry: refetch,
    /** How many products the server's search finds in all (its last page's count). */
    total: query.data?.pages.at(-1)?.data.count ?? 0,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore,
  };
}
