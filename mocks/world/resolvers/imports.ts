import Papa from 'papaparse';
import { checkCsvRecords, csvProblemMessage, isFilledRecord, type CsvColumns } from '@/lib/input/csv';
import { decodeText } from '@/lib/input/text-encoding';
import type { World } from '../model/world';
import { exampleValue } from '../model/examples';
import type { Schemas } from '../types';
import { bodyFailure, filesOf, isBlob, keepFile, newId, now, type Call, type Routes } from './resolver';
import {
  isKind,
  noRoom,
  ok,
  ownProducts,
  parseFacets,
  savedFacets,
  slug,
  text,
  threshold,
  type Kind,
} from '../model/rules/catalogue';
import { labelDraft, labelFor, labelNotFound } from '../model/rules/product-label';

/**
 * The imports: a products CSV (/csv) and a product read from the public supplement label database
 * (/import-product-from-nih). The rules where the spec and the contract are silent:
 * - CSV: the file is read as the portal reads it (UTF-8 with or without a byte order mark, else Windows-1252; CRLF or
 *   LF; commas between columns) and its header is checked with the portal's own columns (the demo CSV's: title,
 *   description, sku, upc, product_type, directions, warnings); a header the portal would refuse, an empty file, a
 *   header without rows, binary content or no file at all is a body failure with the portal's words.
 * - Each row is a product of the current organization, of the kind sent (`subscription`, else the selected one). A
 *   row is refused, and comes back in `data.csv` with the columns as sent plus `error`, when: a field the kind
 *   requires is empty ('upc is required'; tracer: title, description, directions, product_type, sku, upc; fastpass:
 *   title, description, sku, upc), product_type is not a Sales Channel, its sku is already a product's of the
 *   organization or an earlier row's ('A product with this sku already exists'), or the plan has no room left (the
 *   threshold's words). Several faults of a row are joined with '; '. When no product fits at all, the whole file is
 *   the 403 thresholdLimit. The answer is the success message whether or not rows failed, as the spec says.
 * - Imported products have no image, traits, video or ingredients; blank optional cells are null.
 * - The label import reads the label the database's examples give for the id (the one with that id, else the first,
 *   which is what the database's mock answers for any id); the label stays the third party's. Its draft: the full name,
 *   the statement of identity as description (else brand and name), the directions and precautions statements, the
 *   UPC's digits, the thumbnail, Business to Consumer, the serving size and servings per container as traits; each
 *   ingredient row an ingredient (its forms in the title, the amount per serving and % Daily Value in the description
 *   and as traits, else its notes), then the other ingredients. A label id that is not a number is the documented
 *   labelNotFound.
 * - The label save creates one product with its ingredients inside it (the ingredients are not products of their
 *   own). It needs title, description, sku and upc (a body failure without), a verified domain (domainNotVerified),
 *   room in the plan (403 thresholdLimit), and ingredient static batch numbers that no batch of the organization, no
 *   saved ingredient and no other ingredient sent already uses (ingredientStaticBatchExists).
 */
type Product = Schemas['Product'];
type Row = Record<string, string>;

const said = (operationId: string, example: string) =>
  exampleValue<{ message?: string }>(operationId, example).message ?? '';

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

const SALES_CHANNELS = ['Business to Business', 'Business to Consumer'];
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

/** The fields every product the world makes here has alike: no video yet, enabled, by nobody, made `stamp`. */
const madeNow = (kind: Kind, stamp: string) => ({
  youtube_video_url: null,
  bunny_video_title: null,
  bunny_video_url: null,
  bunny_video_thumbnail_url: null,
  subscription_type: kind,
  is_disabled: false,
  used_as_ingredients: false,
  created_by: null,
  updated_by: null,
  created_on: stamp,
  updated_on: stamp,
});

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

async function uploadProductsCsv(call: Call<'uploadProductsCsv'>) {
  const { world } = call;
  const form = call.body as unknown as Record<string, unknown>;
  const kind = isKind(form.subscription) ? form.subscription : isKind(call.subscription) ? call.subscription : null;
  const [file] = filesOf(form['files[]']);
  if (!file || !kind) return { ...bodyFailure, message: CSV_MESSAGES.noFile };
  const decoded = decodeText(new Uint8Array(await file.arrayBuffer()));
  if (!decoded.ok) return { ...bodyFailure, message: CSV_MESSAGES.notText };
  const records = csvRecords(decoded.text);
  const problem = checkCsvRecords(records, csvColumns(kind));
  if (problem) return { ...bodyFailure, message: csvProblemMessage(problem) };
  if (noRoom(world, kind, 'products')) return threshold('products');
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
  const message = said('uploadProductsCsv', 'csvImported');
  return ok(message, failed.length > 0 ? { csv: csvText([[...names, 'error'], ...failed]) } : null);
}

/** The ingredients of a label save (JSON text), with their traits saved and their images kept. */
async function sentIngredients(call: Call<'createProductFromLabel'>, value: unknown, images: unknown) {
  let list: unknown;
  try {
    list = typeof value === 'string' ? JSON.parse(value) : [];
  } catch {
    list = [];
  }
  const files = filesOf(images);
  const sent = (Array.isArray(list) ? list : []) as Partial<Schemas['ProductIngredient']>[];
  const kept = await Promise.all(sent.map((_, i) => keepFile(call, files[i])));
  return sent.flatMap((i, at): Schemas['ProductIngredient'][] =>
    text(i?.title)
      ? [
          {
            title: text(i.title)!,
            description: text(i.description),
            directions: text(i.directions),
            warnings: text(i.warnings),
            facets: savedFacets(call.world, Array.isArray(i.facets) ? i.facets : []),
            external_id: text(i.external_id),
            product_type: SALES_CHANNELS.includes(i.product_type ?? '') ? i.product_type! : null,
            image: kept[at]?.url ?? text(i.image),
          },
        ]
      : [],
  );
}

/** A static batch number already used: by a batch or a saved ingredient of the organization, or twice in the list. */
function takenNumber(world: World, numbers: string[]): boolean {
  const used = new Set(
    [
      ...world.batches.where((b) => b.organization_id === world.organizationId).map((b) => b.external_id),
      ...ownProducts(world).flatMap((p) => (p.ingredients ?? []).map((i) => i.external_id)),
    ].flatMap((n) => (n ? [n] : [])),
  );
  return numbers.some((n, i) => used.has(n) || numbers.indexOf(n) !== i);
}

async function createProductFromLabel(call: Call<'createProductFromLabel'>) {
  const { world } = call;
  const form = call.body as unknown as Record<string, unknown>;
  const kind = isKind(form.subscription) ? form.subscription : isKind(call.subscription) ? call.subscription : null;
  const [title, description, sku, upc] = [form.title, form.description, form.sku, form.upc].map(text);
  if (!kind || !title || !description || !sku || !upc) return bodyFailure;
  if (world.organizations.get(world.organizationId)?.is_valid_domain_name === false)
    return { status: 200, example: 'domainNotVerified' } as const;
  if (noRoom(world, kind, 'products')) return threshold('products');
  const ingredients = await sentIngredients(call, form.ingredients, form.ingredientImages);
  if (
    takenNumber(
      world,
      ingredients.flatMap((i) => (i.external_id ? [i.external_id] : [])),
    )
  )
    return { status: 200, example: 'ingredientStaticBatchExists' } as const;
  const image = isBlob(form.productImage) ? (await keepFile(call, form.productImage))?.url : undefined;
  const externalId = text(form.external_id);
  const stamp = now();
  const product = world.products.put({
    id: newId(world, 'PRD'),
    organization_id: world.organizationId,
    title,
    description,
    external_id: externalId,
    external_id_slug: externalId && slug(externalId),
    directions: text(form.directions),
    warnings: text(form.warnings),
    sku,
    upc,
    product_type: SALES_CHANNELS.includes(String(form.product_type))
      ? (form.product_type as Product['product_type'])
      : null,
    image_url: image ?? text(form.image_url),
    product_label: null,
    facets: savedFacets(world, parseFacets(form.facets)),
    ...madeNow(kind, stamp),
    ingredients,
  });
  return ok(said('createProductFromLabel', 'labelProductCreated'), product);
}

export const importRoutes: Routes = {
  uploadProductsCsv,
  importProductFromNih: ({ body }) => {
    const label = labelFor(body.label_id);
    if (!label) return labelNotFound(body.label_id);
    return ok(said('importProductFromNih', 'nihDraft'), labelDraft(String(body.label_id), label));
  },
  createProductFromLabel,
};
