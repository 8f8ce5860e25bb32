import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  getListFreeTrialDocumentsQueryKey,
  listFreeTrialDocuments,
} from '@/api/generated/portal/hooks/dashboard/dashboard';
import type { FreeTrialDocument } from '@/api/generated/portal/model';
import { nextOffset, uniqueRows } from '@/lib/offset-pages';
import { FREE_TRIAL_PAGE_SIZE } from './free-trial-rules';

/** The key every page of the free-trial documents lives under (an upload, an edit or a delete refetches it). */
export const FREE_TRIAL_KEY = [...getListFreeTrialDocumentsQueryKey(), 'infinite'] as const;

const idOf = (doc: FreeTrialDocument) => doc.id;

/** The free-trial documents, 10 at a time, the next page asked for as the table's end comes into view; each shown once. */
export function useFreeTrialDocuments() {
  const query = useInfiniteQuery({
    queryKey: FREE_TRIAL_KEY,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      listFreeTrialDocuments({ limit: FREE_TRIAL_PAGE_SIZE, offset: pageParam }, { signal }),
    getNextPageParam: (_last, pages) => nextOffset(pages),
  });
  const rows = useMemo(() => uniqueRows(query.data?.pages ?? [], idOf), [query.data]);
  return { query, rows };
}
