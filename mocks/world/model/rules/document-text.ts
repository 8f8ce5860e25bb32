import { getDocumentProxy } from 'unpdf';
import { decodeText } from '@/lib/input/text-encoding';

/**
 * The text of an uploaded document as the world reads it, for the document services it plays (document.ts): a
 * PDF's text layer (pdf.js through unpdf, whose 1.6 MB build it loads on the first read; imported statically here, as
 * the world's server runs it in a Vite module runner that takes no dynamic import once the world has loaded) or a
 * text file's lines. Each page is lines from top to bottom, each line its cells from left to right: a PDF's cells
 * are runs of text separated by a wider gap than a space, a text file's by a tab, a '|' or two spaces or more. A
 * picture, a scanned PDF with no text layer or any other binary has no text (null).
 */
export interface TextCell {
  readonly text: string;
  /** Where the cell starts and ends across the line (PDF points; a text file's character columns). */
  readonly x: number;
  readonly end: number;
}
export type TextLine = readonly TextCell[];
export interface TextPage {
  readonly lines: readonly TextLine[];
}

/** Pages read at most, lines kept per page: a document is a few pages, a hostile one is cut short. */
const MAX_PAGES = 40;
const MAX_LINES = 2000;

const isPdf = (bytes: Uint8Array) => String.fromCharCode(...bytes.subarray(0, 1024)).includes('%PDF-');

/** The cells of a text file's line, split where a tab, a '|' or a run of two spaces or more stands. */
function textCells(line: string): TextLine {
  const cells: TextCell[] = [];
  const parts = line.split(/(\t+|\s*\|\s*|\s{2,})/);
  let at = 0;
  for (const part of parts) {
    const trimmed = part.trim();
    if (trimmed && !/^\|+$/.test(trimmed)) {
      const x = at + part.indexOf(trimmed);
      cells.push({ text: trimmed.replace(/\s+/g, ' '), x, end: x + trimmed.length });
    }
    at += part.length;
  }
  return cells;
}

function textPages(text: string): TextPage[] {
  return text
    .split('\f')
    .slice(0, MAX_PAGES)
    .map((page) => ({
      lines: page
        .split(/\r\n|\r|\n/)
        .slice(0, MAX_LINES)
        .map(textCells)
        .filter((l) => l.length > 0),
    }));
}

interface PdfItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/** A PDF page's text runs gathered into lines (by their baseline) and cells (by the gaps between runs). */
function pdfLines(items: readonly PdfItem[]): TextLine[] {
  const runs = items
    .filter((i) => i.str.trim() !== '')
    .map((i) => ({
      text: i.str,
      x: i.transform[4] ?? 0,
      y: i.transform[5] ?? 0,
      width: i.width,
      size: Math.abs(i.transform[3] ?? 0) || i.height || 10,
    }));
  const rows: (typeof runs)[] = [];
  for (const run of [...runs].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.y - run.y) <= Math.max(2, row[0]!.size * 0.3)) row.push(run);
    else rows.push([run]);
  }
  return rows.slice(0, MAX_LINES).map((row) => {
    const cells: { text: string; x: number; end: number }[] = [];
    for (const run of row.sort((a, b) => a.x - b.x)) {
      const last = cells.at(-1);
      const gap = last ? run.x - last.end : Infinity;
      // A word space is about a quarter of the font's size; a gap wider than the font's size separates two cells.
      if (last && gap <= run.size * 0.9) {
        last.text = `${last.text}${gap > run.size * 0.15 && !/\s$/.test(last.text) ? ' ' : ''}${run.text}`;
        last.end = Math.max(last.end, run.x + run.width);
      } else cells.push({ text: run.text, x: run.x, end: run.x + run.width });
    }
    return cells.map((c) => ({ ...c, text: c.text.replace(/\s+/g, ' ').trim() })).filter((c) => c.text !== '');
  });
}

async function pdfPages(bytes: Uint8Array): Promise<TextPage[] | null> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, stopAtErrors: false });
  try {
    const pages: TextPage[] = [];
    for (let n = 1; n <= Math.min(pdf.numPages, MAX_PAGES); n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      pages.push({ lines: pdfLines(content.items.flatMap((i) => ('str' in i ? [i as PdfItem] : []))) });
    }
    return pages;
  } finally {
    void pdf.destroy();
  }
}

/** The document's text by pages, or null when it has none the world can read. */
export async function readDocumentText(bytes: Uint8Array): Promise<TextPage[] | null> {
  let pages: TextPage[] | null = null;
  if (isPdf(bytes)) pages = await pdfPages(bytes).catch(() => null);
  else {
    const decoded = decodeText(bytes);
    pages = decoded.ok ? textPages(decoded.text) : null;
  }
  return pages && pages.some((p) => p.lines.length > 0) ? pages : null;
}

/** The whole text, one line of cells joined by spaces per line (for a search through it). */
export const plainText = (pages: readonly TextPage[]): string =>
  pages.map((p) => p.lines.map((l) => l.map((c) => c.text).join(' ')).join('\n')).join('\n');
