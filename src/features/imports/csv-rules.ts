import type { FileRule } from '@/lib/file-rules';

/** The CSV import's words (spec 2, sections 5 and 8). */
export const CSV_MESSAGES = {
  noFile: 'Please select file!',
  success:
    'Your CSV details has been successfully updated, if we face any error while running csv then we are generating csv for you in which you find an error messages.',
  /** Not in the spec: '.csv only' is, the refusal's words are not. */
  notCsv: 'Only .csv files can be imported.',
  /** Not in the spec: said when the answer's error rows are downloaded. */
  errorRows: 'Some rows could not be imported: their errors were downloaded as a CSV file.',
} as const;

/** CSV messages stay 8 seconds (section 9). */
export const CSV_MESSAGE_MS = 8000;

/** The demo file, emitted by the build as an asset of its own (the build has no public folder). */
export { default as DEMO_CSV_URL } from './demo-products.csv?url';

export const CSV_FILE_RULE: FileRule = { extensions: ['csv'], typeMessage: CSV_MESSAGES.notCsv };

/** How many rows the preview shows under the header. */
export const PREVIEW_ROWS = 5;

export interface CsvPreview {
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** Data rows in the file (the header not counted). */
  readonly rowCount: number;
}

/** The preview of parsed records: the first record is the header, then the first rows; blank records dropped. */
export function csvPreview(records: readonly (readonly string[])[], shown = PREVIEW_ROWS): CsvPreview {
  const filled = records.filter((r) => r.some((cell) => cell.trim() !== ''));
  const [header = [], ...rows] = filled;
  return { header, rows: rows.slice(0, shown), rowCount: rows.length };
}

/** The name of the downloaded error rows: the picked file's name with '-errors'. */
export function errorFileName(picked: string): string {
  const base = picked.replace(/\.csv$/i, '');
  return `${base || 'products'}-errors.csv`;
}
