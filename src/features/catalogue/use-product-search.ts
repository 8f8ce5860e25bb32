import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getSearchProductsQueryKey, searchProducts } from '@/api/generated/portal/hooks/product/product';
import type { SearchProductsRequest } from '@/api/generated/portal/model';
import { PRODUCT_PAGE_SIZE, SEARCH_DEBOUNCE_MS, searchIndex, type CatalogueProduct } from './catalogue-rules';

/**
 * The home list: `search-products` page by page (an infinite query, with each product's batches),
 * filtered at once by what is typed from the products already loaded, while the server search
 * for the typed text waits for a pause in typing (debounced). The previous answer stays on screen
 * until the new one arrives.
 */
export function useProductSearch(organizationId: string, subscription: 'tracer' | 'fastpass', text: string) {
  const [serverText] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
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
  const search = useMemo(() => searchIndex(loaded), [loaded]);
  const products = useMemo(() => search(text), [search, text]);
  return {
    products,
    loaded,
    isPending: query.isPending,
    isError: query.isError,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
