import { ADVISORY_SUBSTANCES } from '@/lib/advisory-substances';
import { coaLot } from '@/lib/coa-lot';
import { exampleValues } from '@/api/generated/example-values';
import type { Schemas } from '../../types';
import type { World } from '../world';
import { plainText, readDocumentText, type TextCell, type TextLine, type TextPage } from './document-text';

/** Document AI: the COA read and the forbidden-substance test, from the document itself (docs/world/document.md). */
type Page = Schemas['CoaPage'];
type Table = Schemas['CoaTable'];

/** A column that holds the amount found (a COA's 'Result', 'Amount Found', 'Assay'…), not the specification. */
const RESULT_COLUMN = /\b(results?|found|measured|actual|assay|obtained|value|amount)\b/i;
const SPEC_COLUMN = /\b(spec|specification|limits?|claim|target|acceptance|requirement|label)\b/i;
/** 'Key: Value', the key a few words (not an address's scheme). */
const FIELD = /^([\p{L}][\p{L}\p{N} .#/()'&-]{0,40}?)\s*:\s*(\S.*)$/u;

const center = (c: TextCell) => (c.x + c.end) / 2;

interface Header {
  readonly cells: TextLine;
  readonly result: number;
}

function headerOf(line: TextLine): Header | undefined {
  if (line.length < 2 || line.some((c) => FIELD.test(c.text))) return undefined;
  const result = line.findIndex((c, i) => i > 0 && RESULT_COLUMN.test(c.text) && !SPEC_COLUMN.test(c.text));
  return result > 0 ? { cells: line, result } : undefined;
}

/**
 * A row's cells under the header's columns: in order when there are as many, else each to the nearest column
 * (by the centres), keeping their order and leaving a column empty where the row has no cell.
 */
function placed(header: Header, row: TextLine): string[] {
  const columns = header.cells.length;
  const out = Array.from({ length: columns }, () => '');
  if (row.length >= columns) {
    row.forEach((c, i) => {
      const at = Math.min(i, columns - 1);
      out[at] = out[at] ? `${out[at]} ${c.text}` : c.text;
    });
    return out;
  }
  let next = 0;
  row.forEach((cell, i) => {
    const last = columns - (row.length - i);
    let best = next;
    for (let j = next; j <= last; j++)
      if (Math.abs(center(header.cells[j]!) - center(cell)) < Math.abs(center(header.cells[best]!) - center(cell)))
        best = j;
    // The first cell is the name: it stays in the first column whatever its alignment.
    if (i === 0) best = 0;
    out[best] = cell.text;
    next = best + 1;
  });
  return out;
}

/** The columns in the order the contract reads them: the name first, the amount found third. */
function ordered(header: Header): number[] {
  const rest = header.cells.map((_, i) => i).filter((i) => i !== 0 && i !== header.result);
  const spec = rest.find((i) => SPEC_COLUMN.test(header.cells[i]!.text));
  const second = spec ?? rest[0];
  return [0, second ?? -1, header.result, ...rest.filter((i) => i !== second)];
}

function fieldsOf(line: TextLine): Schemas['CoaFormField'][] {
  if (line.length === 2 && /:$/.test(line[0]!.text))
    return [{ key: line[0]!.text.replace(/\s*:$/, ''), value: line[1]!.text }];
  return line.flatMap((c) => {
    const m = FIELD.exec(c.text);
    return m && !m[2]!.startsWith('//') ? [{ key: m[1]!.trim(), value: m[2]!.trim() }] : [];
  });
}

/** A page's tables and form fields, as a COA reader gives them. */
export function coaPage(page: TextPage): Page {
  const tables: Table[] = [];
  const formFields: Schemas['CoaFormField'][] = [];
  let header: Header | undefined;
  let rows: string[][] = [];
  const close = () => {
    if (header && rows.length > 0) {
      const order = ordered(header);
      const pick = (cells: readonly string[]) => order.map((i) => (i < 0 ? '' : (cells[i] ?? '')));
      tables.push({ columns: pick(header.cells.map((c) => c.text)), rows: rows.map(pick) });
    }
    header = undefined;
    rows = [];
  };
  for (const line of page.lines) {
    const next = headerOf(line);
    if (next) {
      close();
      header = next;
    } else if (header && line.length >= 2 && !(line.length === 2 && /:$/.test(line[0]!.text))) {
      rows.push(placed(header, line));
    } else {
      close();
      formFields.push(...fieldsOf(line));
    }
  }
  close();
  return { tables, formFields };
}

/** The lot a COA reports, from its form fields ('Lot Number', 'Lot No.', 'Batch Number'…). */
const lotOf = (pages: readonly Page[]) => coaLot(pages.flatMap((p) => p.formFields));

/**
 * A seed document's address (an attachment whose bytes the world does not hold): the contract's read of the lot its
 * file name names (`COA_VL-OMG-2026-0527.pdf` or `coa-vl-omg-2026-0527.pdf` is read as the example reporting lot VL-OMG-2026-0527).
 */
function seededRead(url: string): string | undefined {
  const file = decodeURIComponent(url.split(/[?#]/)[0]!.split('/').at(-1) ?? '').toUpperCase();
  return Object.entries(exampleValues.readDocument?.['200']?.examples ?? {}).find(([, value]) => {
    const data = (value as { data?: { pages?: Page[] } | null }).data;
    const lot = data?.pages ? lotOf(data.pages) : null;
    return lot !== null && file.includes(lot.toUpperCase());
  })?.[0];
}

/** The bytes of a file the world stores, from its address. */
function storedBytes(world: World, url: string): Uint8Array | undefined {
  const id = /\/__world\/files\/([^/?#]+)/.exec(url)?.[1];
  const file = id ? world.files.get(decodeURIComponent(id)) : undefined;
  return file ? Uint8Array.from(atob(file.data), (c) => c.charCodeAt(0)) : undefined;
}

/**
 * What a COA read finds at an address: the pages of a document the world stores, the contract's example of a seed
 * document, or undefined when there is nothing the world can read.
 */
export async function readCoa(world: World, url: string): Promise<{ pages: Page[] } | { example: string } | undefined> {
  const bytes = storedBytes(world, url);
  if (!bytes) {
    const example = seededRead(url);
    return example ? { example } : undefined;
  }
  const pages = await readDocumentText(bytes);
  return pages ? { pages: pages.map(coaPage) } : undefined;
}

/** Letters, digits and the marks inside a chemical name; anything else ends a word. */
const wordKey = (text: string) =>
  ` ${text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[^\p{L}\p{N},()-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;

/** The advisory substances named in a text, each with the names it is named by (as the list spells them). */
export function substancesIn(text: string): Schemas['ForbiddenSubstanceHit'][] {
  const haystack = wordKey(text);
  return ADVISORY_SUBSTANCES.flatMap((s) => {
    const found = [s.name, ...s.alternateNames].filter((n) => {
      const needle = wordKey(n).trim();
      // A whole word: what stands either side is a space or a mark that ends a name (a comma, a bracket).
      return new RegExp(`[\\s,()]${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s,()]`).test(haystack);
    });
    return found.length > 0 ? [{ name: s.name, matched_names: found, alternate_names: [...s.alternateNames] }] : [];
  });
}

/** The advisory substances an uploaded file names; undefined when it has no text the world can read. */
export async function substancesInFile(file: File): Promise<Schemas['ForbiddenSubstanceHit'][] | undefined> {
  const pages = await readDocumentText(new Uint8Array(await file.arrayBuffer()));
  return pages ? substancesIn(plainText(pages)) : undefined;
}
