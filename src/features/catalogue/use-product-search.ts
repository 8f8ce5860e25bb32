import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { getSearchProductsQueryKey, searchProducts } from '@/api/generated/portal/hooks/product/product';
import type { SearchProductsRequest } from '@/api/generated/portal/model';
import { nextOffset, uniqueRows } from '@/lib/offset-pages';
import { PRODUCT_PAGE_SIZE, type CatalogueProduct } from './catalogue-rules';

/**
 * The home list's products: `search-products` for the server's search text, page by page (an infinite
 * query, with each product's batches). The previous answer stays on screen until the new one arrives.
 * What is typed filters these at once in the list (product-list.tsx), which sets `serverText` after a
 * pause in typing (debounced): a keystroke re-renders the list only, not the home around it.
 */
type Page = Awaited<ReturnType<typeof searchProducts>>;
const offsetPage = (page: Page) => ({ data: { rows: page.data.rows ?? [], count: page.data.count } });

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
    getNextPageParam: (_last, pages) => nextOffset(pages.map(offsetPage)),
    placeholderData: keepPreviousData,
    enabled: organizationId !== '',
  });
  const loaded = useMemo<CatalogueProduct[]>(
    // A product made or deleted while paging moves the rows along: each is shown once, where it first came.
    () => uniqueRows((query.data?.pages ?? []).map(offsetPage), (product) => product.id),
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
