/**
 * The world's collections and the list rules every list call follows (pure, unit-tested):
 * insertion order is the store's order (new records first, as the backend lists its newest first), offset and
 * limit page it, a search text matches any of the named fields case- and accent-insensitively.
 */
export interface Page<T> {
  readonly rows: T[];
  readonly count: number;
}

/** Lower case, accents off, spaces collapsed: 'Crème  Brûlée' matches 'creme brulee'. */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Whether any of the fields contains the search text (an empty search matches all). */
export function matches(search: string | null | undefined, ...fields: (string | null | undefined)[]): boolean {
  const needle = fold(search ?? '');
  return needle === '' || fields.some((f) => typeof f === 'string' && fold(f).includes(needle));
}

/** One page: `offset` rows skipped (0 when missing or bad), at most `limit` (all when missing or not positive). */
export function page<T>(rows: readonly T[], offset?: number | string | null, limit?: number | string | null): Page<T> {
  const from = Math.max(0, Math.trunc(Number(offset ?? 0)) || 0);
  const size = Math.trunc(Number(limit ?? 0)) || 0;
  return { rows: size > 0 ? rows.slice(from, from + size) : rows.slice(from), count: rows.length };
}

/** A collection of records by id, in the order the backend lists them (newest first). */
export class Table<T extends { id: string }> {
  private rows: T[];
  /** The same records by id: a read by id stays quick in a world of tens of thousands of batches. */
  private byId = new Map<string, T>();

  constructor(rows: readonly T[] = []) {
    // The first record of an id wins.
    this.rows = [];
    for (const row of rows)
      if (!this.byId.has(row.id)) {
        this.byId.set(row.id, row);
        this.rows.push(row);
      }
  }

  get size(): number {
    return this.rows.length;
  }

  all(): T[] {
    return [...this.rows];
  }

  get(id: string | null | undefined): T | undefined {
    return id == null ? undefined : this.byId.get(id);
  }

  where(keep: (row: T) => boolean): T[] {
    return this.rows.filter(keep);
  }

  /** A new record goes first; a known id is replaced where it stands. */
  put(row: T): T {
    const before = this.byId.get(row.id);
    if (before) this.rows[this.rows.indexOf(before)] = row;
    else this.rows.unshift(row);
    this.byId.set(row.id, row);
    return row;
  }

  /** Changes a record in place; undefined when there is none. */
  patch(id: string, change: Partial<T>): T | undefined {
    const row = this.get(id);
    return row ? this.put({ ...row, ...change }) : undefined;
  }

  remove(id: string): T | undefined {
    const row = this.get(id);
    if (row) {
      this.rows = this.rows.filter((r) => r !== row);
      this.byId.delete(id);
    }
    return row;
  }

  toJSON(): T[] {
    return this.rows;
  }
}

/** Ids in the contract's style (three letters and seven characters), deterministic within a world. */
export function nextId(prefix: string, seq: number): string {
  return `${prefix}${seq.toString(36).toUpperCase().padStart(7, '0')}`;
}
