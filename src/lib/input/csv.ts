/**
 * A parsed CSV checked against the columns an import expects, before anything is sent: an empty file, a file
 * with a header and no rows, and a header with missing, unknown, repeated or unnamed columns are refused, each with a
 * plain message naming what is wrong. Column names are compared as written (a backend reads `title`, not
 * `Title`), after trimming the spaces around them.
 */

export interface CsvColumns {
  /** Columns that must be in the header. */
  readonly required: readonly string[];
  /** Columns that may be in the header. Any other column is unknown. */
  readonly optional: readonly string[];
}

export type CsvProblem =
  | { readonly kind: 'empty' }
  | { readonly kind: 'headerOnly' }
  | {
      readonly kind: 'columns';
      readonly missing: readonly string[];
      readonly unknown: readonly string[];
      readonly repeated: readonly string[];
      /** 1-based positions of columns that hold values under a blank header cell. */
      readonly unnamed: readonly number[];
    };

/** A record that holds something: blank lines (and lines of empty cells) are not rows. */
export const isFilledRecord = (record: readonly string[]) => record.some((cell) => cell.trim() !== '');

const list = (names: readonly string[]) => names.map((n) => `'${n}'`).join(', ');
const plural = (names: readonly unknown[], one: string, many: string) => (names.length === 1 ? one : many);

/** The first problem of the records (the first filled record is the header), or null when the import can go. */
export function checkCsvRecords(records: readonly (readonly string[])[], columns: CsvColumns): CsvProblem | null {
  const filled = records.filter(isFilledRecord);
  const [header] = filled;
  if (!header) return { kind: 'empty' };
  const names = header.map((cell) => cell.trim());
  const known = new Set([...columns.required, ...columns.optional]);
  const missing = columns.required.filter((c) => !names.includes(c));
  const unknown = [...new Set(names.filter((n) => n !== '' && !known.has(n)))];
  const repeated = [...new Set(names.filter((n, i) => n !== '' && names.indexOf(n) !== i))];
  // A blank header cell over blank cells is a spreadsheet's leftover (a trailing comma): ignored.
  const unnamed = names.flatMap((n, i) =>
    n === '' && filled.some((record) => (record[i] ?? '').trim() !== '') ? [i + 1] : [],
  );
  if (missing.length + unknown.length + repeated.length + unnamed.length > 0)
    return { kind: 'columns', missing, unknown, repeated, unnamed };
  if (filled.length === 1) return { kind: 'headerOnly' };
  return null;
}

/** The problem in words, one sentence per kind of fault. */
export function csvProblemMessage(problem: CsvProblem): string {
  if (problem.kind === 'empty') return 'The file is empty.';
  if (problem.kind === 'headerOnly') return 'The file has a header row but no rows to import.';
  const parts: string[] = [];
  if (problem.missing.length > 0)
    parts.push(`${plural(problem.missing, 'Missing column', 'Missing columns')}: ${list(problem.missing)}.`);
  if (problem.unknown.length > 0)
    parts.push(`${plural(problem.unknown, 'Unknown column', 'Unknown columns')}: ${list(problem.unknown)}.`);
  if (problem.repeated.length > 0)
    parts.push(`${plural(problem.repeated, 'Repeated column', 'Repeated columns')}: ${list(problem.repeated)}.`);
  if (problem.unnamed.length > 0)
    parts.push(
      `${plural(problem.unnamed, 'Column', 'Columns')} ${problem.unnamed.join(', ')} ${plural(problem.unnamed, 'has', 'have')} no name in the header.`,
    );
  return parts.join(' ');
}
