/** One page of an offset-paged list as the backend answers it: the rows of this page and the total. */
export interface OffsetPage<T> {
  readonly data: { readonly rows: readonly T[]; readonly count: number };
}

/** The offset of the next page: what is loaded so far, while the server says there are more and the last page brought something. */
export function nextOffset<T>(pages: readonly OffsetPage<T>[]): number | undefined {
  const last = pages[pages.length - 1];
  if (!last || last.data.rows.length === 0) return undefined;
  const loaded = pages.reduce((n, page) => n + page.data.rows.length, 0);
  return loaded < last.data.count ? loaded : undefined;
}

/**
 * The rows of all pages in order, each once: a row that moved into a later page while paging (a document
 * added or deleted meanwhile) is shown where it first came, never twice.
 */
export function uniqueRows<T>(pages: readonly OffsetPage<T>[], idOf: (row: T) => string): T[] {
  const seen = new Set<string>();
  return pages.flatMap((page) =>
    page.data.rows.filter((row) => {
      const id = idOf(row);
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    }),
  );
}
