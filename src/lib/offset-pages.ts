/** One page of an offset-paged list as the backend answers it: the rows of this page and the total. */
export interface OffsetPage<T> {
  readonly data: { readonly rows: readonly T[]; readonly count: number };
}

/**
 * The offset of the next page: what is loaded so far, while the server says there are more and the last
 * page brought something. With `idOf`, a page that brought no row not already loaded also ends the list
 * (a server that ignores the offset, like Prism's examples, would otherwise be asked again and again).
 */
export function nextOffset<T>(pages: readonly OffsetPage<T>[], idOf?: (row: T) => string): number | undefined {
  const last = pages[pages.length - 1];
  if (!last || last.data.rows.length === 0) return undefined;
  const loaded = pages.reduce((n, page) => n + page.data.rows.length, 0);
  if (loaded >= last.data.count) return undefined;
  if (idOf && pages.length > 1) {
    const before = new Set(pages.slice(0, -1).flatMap((page) => page.data.rows.map(idOf)));
    if (last.data.rows.every((row) => before.has(idOf(row)))) return undefined;
  }
  return loaded;
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
