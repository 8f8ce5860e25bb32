import { useInfiniteQuery } from '@tanstack/react-query';
import {
  getListFreeTrialDocumentsQueryKey,
  listFreeTrialDocuments,
} from '@/api/generated/portal/hooks/dashboard/dashboard';
import { FREE_TRIAL_PAGE_SIZE } from './free-trial-rules';

/** The key every page of the free-trial documents lives under (an upload, an edit or a delete refetches it). */
export const FREE_TRIAL_KEY = [...getListFreeTrialDocumentsQueryKey(), 'infinite'] as const;

/** The free-trial documents, 10 at a time, the next page asked for as the table's end comes into view. */
export function useFreeTrialDocuments() {
  return useInfiniteQuery({
    queryKey: FREE_TRIAL_KEY,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      listFreeTrialDocuments({ limit: FREE_TRIAL_PAGE_SIZE, offset: pageParam }, { signal }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.data.rows.length, 0);
      return loaded < last.data.count && last.data.rows.length > 0 ? loaded : undefined;
    },
  });
}
