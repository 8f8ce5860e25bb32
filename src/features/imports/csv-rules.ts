import type { CsvColumns } from '@/lib/input/csv';
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
  /** Not in the spec: a file whose columns are separated by semicolons (Excel in some languages). */
  semicolons: "The file's columns are separated by semicolons: save it as CSV with commas, as in the demo CSV.",
} as const;

/**
 * Not in the spec: binary content (an image renamed .csv, a damaged file), named by its file, in the words of the
 * shared file field's own refusals ('"logo.csv" is not a CSV file (it is a PNG image).').
 */
export const notTextMessage = (name: string) => `"${name}" is not a CSV file (it is not text).`;

/** Not in the spec: in the preview of a file read as Windows-1252 (older Excel) or UTF-16 rather than UTF-8. */
export const readAsMessage = (encoding: string) =>
  `Read as ${encoding}${encoding === 'Windows-1252' ? ' (older Excel)' : ''}, not UTF-8: it will be uploaded as UTF-8.`;

/** Not in the spec: after the upload of a re-encoded file. */
export const reEncodedMessage = (name: string, encoding: string) =>
  `"${name}" was read as ${encoding} and uploaded as UTF-8.`;

/**
 * The columns of the import: the demo CSV's header. Required are the fields the spec requires of a product
 * (section 5): tracer title, description, directions, product_type, sku and upc; fastpass title, description,
 * sku and upc. The demo's other columns may be left out; a column that is not in the demo is unknown.
 */
const DEMO_COLUMNS = ['title', 'description', 'sku', 'upc', 'product_type', 'directions', 'warnings'] as const;
const REQUIRED_COLUMNS: Record<'tracer' | 'fastpass', readonly string[]> = {
  tracer: ['title', 'description', 'directions', 'product_type', 'sku', 'upc'],
  fastpass: ['title', 'description', 'sku', 'upc'],
};
export function productCsvColumns(subscription: 'tracer' | 'fastpass'): CsvColumns {
  const required = REQUIRED_COLUMNS[subscription];
  return { required, optional: DEMO_COLUMNS.filter((c) => !required.includes(c)) };
}

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
