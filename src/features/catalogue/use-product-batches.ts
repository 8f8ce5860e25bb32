import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { getSearchBatchesQueryKey, searchBatches } from '@/api/generated/portal/hooks/batch/batch';
import type { Batch, SearchBatchesRequest } from '@/api/generated/portal/model';
import { nextOffset, uniqueRows } from '@/lib/offset-pages';
import { BATCH_PAGE_SIZE } from './catalogue-rules';

/**
 * A product's batches as the server pages them (`integrant/search`, offset and limit, with the total), for a
 * product opened by link before the home list has it. The next page is asked for as the list scrolls to its end.
 */
export function useProductBatches(organizationId: string, productId: string, enabled: boolean) {
  const request: SearchBatchesRequest = {
    organization_id: organizationId,
    integrant_type_id: productId,
    limit: BATCH_PAGE_SIZE,
  };
  const query = useInfiniteQuery({
    queryKey: [...getSearchBatchesQueryKey(request), 'pages'],
    queryFn: ({ pageParam, signal }) => searchBatches({ ...request, offset: pageParam }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages.map(rowsOf)),
    enabled,
  });
  const rows = useMemo(() => uniqueRows((query.data?.pages ?? []).map(rowsOf), batchId), [query.data]);
  const { fetchNextPage } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const last = query.data?.pages.at(-1);
  return {
    rows,
    /** The first page has not come yet. */
    isPending: query.isPending,
    /** Every batch the server holds for the search, loaded or not. */
    total: last?.data.count ?? 0,
    /** The batches the server has answered so far. */
    loaded: query.data?.pages.reduce((n, page) => n + (page.data.rows?.length ?? 0), 0) ?? 0,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore,
  };
}

const batchId = (batch: Batch) => batch.id;

const rowsOf = (page: { data: { count: number; rows?: Batch[] } }) => ({
  data: { count: page.data.count, rows: page.data.rows ?? [] },
});
