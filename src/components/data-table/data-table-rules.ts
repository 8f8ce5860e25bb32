/** '1–10 of 23': the rows a page shows, out of those the search leaves. */
export function pageSummary(pageIndex: number, pageSize: number, total: number): string {
  if (total === 0) return '0 of 0';
  const first = pageIndex * pageSize + 1;
  const last = Math.min(total, first + pageSize - 1);
  return `${first}–${last} of ${total}`;
}

/** Which edges of a sideways scroll have more beyond them (a pixel of rounding is not more). */
export interface ScrollEdges {
  readonly start: boolean;
  readonly end: boolean;
}

export function scrollEdges(scrollLeft: number, scrollWidth: number, clientWidth: number): ScrollEdges {
  const left = Math.abs(scrollLeft);
  return { start: left > 1, end: scrollWidth - clientWidth - left > 1 };
}
