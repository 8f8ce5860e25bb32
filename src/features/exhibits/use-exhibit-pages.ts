import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  getListOrganizationExhibitsQueryKey,
  listOrganizationExhibits,
} from '@/api/generated/portal/hooks/attachment/attachment';
import type { OrganizationExhibit, OrganizationExhibitPage } from '@/api/generated/portal/model';
import { nextOffset } from '@/lib/offset-pages';
import { EXHIBIT_PAGE_SIZE } from './exhibit-rules';

/** The attachments key every page lives under (a save or a delete refreshes them all). */
export const EXHIBIT_PAGES_KEY = [...getListOrganizationExhibitsQueryKey(), 'pages'] as const;

/** `GET /organization-exhibit` 20 at a time (limit, offset), as one growing list with the total count. */
export function useExhibitPages() {
  const query = useInfiniteQuery({
    queryKey: EXHIBIT_PAGES_KEY,
    queryFn: ({ pageParam, signal }) =>
      listOrganizationExhibits({ limit: EXHIBIT_PAGE_SIZE, offset: pageParam }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
  });
  const rows = useMemo<OrganizationExhibit[]>(() => query.data?.pages.flatMap((p) => p.data.rows) ?? [], [query.data]);
  const count = query.data?.pages.at(-1)?.data.count ?? 0;
  return { query, rows, count };
}

export type ExhibitPages = InfiniteData<OrganizationExhibitPage, number>;

/** The loaded pages without one attachment, every page's count one less (after a delete). */
export function withoutExhibit(data: ExhibitPages | undefined, id: string): ExhibitPages | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      data: { count: Math.max(0, page.data.count - 1), rows: page.data.rows.filter((r) => r.id !== id) },
    })),
  };
}
