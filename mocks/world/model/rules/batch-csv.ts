import Papa from 'papaparse';
import { isFilledRecord, type CsvColumns } from '@/lib/input/csv';
import type { Schemas } from '../../types';
import { newId, now } from '../ids';
import type { World } from '../world';
import { madeNow, ownProducts, SALES_CHANNELS, type Kind } from './product';
import { noRoom, threshold } from './product-allowance';

/**
 * A products CSV read and imported (docs/world/batch.md, "The products CSV"): the portal's columns and words, each
 * row's faults, and the products the rows make.
 */
type Product = Schemas['Product'];
type Row = Record<string, string>;

/** The portal's CSV columns (src/features/imports/csv-rules.ts; a unit test keeps the two the same). */
export const CSV_COLUMNS = ['title', 'description', 'sku', 'upc', 'product_type', 'directions', 'warnings'] as const;
export const CSV_REQUIRED: Record<Kind, readonly string[]> = {
  tracer: ['title', 'description', 'directions', 'product_type', 'sku', 'upc'],
  fastpass: ['title', 'description', 'sku', 'upc'],
};
export const csvColumns = (kind: Kind): CsvColumns => ({
  required: CSV_REQUIRED[kind],
  optional: CSV_COLUMNS.filter((c) => !CSV_REQUIRED[kind].includes(c)),
});

export const CSV_MESSAGES = {
  noFile: 'Please select file!',
  notText: 'The file is not a CSV file (it is not text).',
  skuTaken: 'A product with this sku already exists',
  required: (column: string) => `${column} is required`,
  productType: `product_type must be one of the following values: ${SALES_CHANNELS.join(', ')}`,
} as const;

/** The records of a CSV's text (blank lines dropped), as the portal parses them. */
export const csvRecords = (text: string): string[][] =>
  Papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: 'greedy' }).data.filter(isFilledRecord);

/** A cell as CSV writes it: quoted when it holds a comma, a quote, a line break or spaces at its ends. */
const cell = (value: string) => (/[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
export const csvText = (records: readonly (readonly string[])[]): string =>
  records.map((r) => r.map(cell).join(',')).join('\n') + '\n';

/** What is wrong with a row ('' when it can be imported); `skus` are the skus taken so far (lower case). */
export function rowProblem(row: Row, kind: Kind, skus: ReadonlySet<string>): string {
  const problems = CSV_REQUIRED[kind].filter((c) => !row[c]).map(CSV_MESSAGES.required);
  if (row.product_type && !SALES_CHANNELS.includes(row.product_type)) problems.push(CSV_MESSAGES.productType);
  if (row.sku && skus.has(row.sku.toLowerCase())) problems.push(CSV_MESSAGES.skuTaken);
  return problems.join('; ');
}

/** A product made of a CSV row. */
function rowProduct(world: World, row: Row, kind: Kind): Product {
  const stamp = now();
  return {
    id: newId(world, 'PRD'),
    organization_id: world.organizationId,
    title: row.title!,
    description: row.description || null,
    external_id: null,
    external_id_slug: null,
    directions: row.directions || null,
    warnings: row.warnings || null,
    sku: row.sku || null,
    upc: row.upc || null,
    product_type: (row.product_type || null) as Product['product_type'],
    image_url: null,
    product_label: null,
    facets: [],
    ...madeNow(kind, stamp),
    ingredients: [],
  };
}

/**
 * The rows of a checked CSV (its header first) imported as products of a kind: the refused rows as `data.csv` gives
 * them back (the columns as sent plus `error`), or null when every row was imported.
 */
export function importedRows(world: World, records: readonly string[][], kind: Kind): string | null {
  const [header = [], ...rows] = records;
  const names = header.map((name) => name.trim());
  const skus = new Set(ownProducts(world).flatMap((p) => (p.sku ? [p.sku.toLowerCase()] : [])));
  const failed: string[][] = [];
  for (const record of rows) {
    const row: Row = Object.fromEntries(names.map((name, i) => [name, (record[i] ?? '').trim()]));
    const why = rowProblem(row, kind, skus) || (noRoom(world, kind, 'products') ? threshold('products').message : '');
    if (why) {
      failed.push([...names.map((_, i) => record[i] ?? ''), why]);
      continue;
    }
    if (row.sku) skus.add(row.sku.toLowerCase());
    world.products.put(rowProduct(world, row, kind));
  }
  return failed.length > 0 ? csvText([[...names, 'error'], ...failed]) : null;
}
