/**
 * Hands text to the user as a downloaded file (a generated CSV, for example): a Blob behind an object
 * URL, clicked through a link that is never shown, then released. The text goes out as UTF-8; with `bom`
 * a byte order mark leads it, so that a spreadsheet (Excel) reads it as UTF-8 and accents stay intact.
 */
export function downloadText(
  fileName: string,
  text: string,
  type = 'text/csv;charset=utf-8',
  { bom = false }: { bom?: boolean } = {},
): void {
  const url = URL.createObjectURL(new Blob([bom && !text.startsWith('\uFEFF') ? `\uFEFF${text}` : text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A cell a spreadsheet would run as a formula (OWASP's list: `=`, `+`, `-`, `@`, a tab, a carriage return). */
export const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A CSV from the server, made safe to open in a spreadsheet: every cell that starts like a formula is prefixed with
 * `'` (and quoted), so that `=HYPERLINK(…)` is shown as text in Excel, never run. Read and written again with
 * papaparse (loaded with the first download), so quoted commas and line breaks in cells stay as they were.
 */
export async function neutralizedCsv(text: string): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const { data, meta } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const newline = meta.linebreak || '\r\n';
  const csv = Papa.unparse(data, { escapeFormulae: FORMULA_START, newline });
  // Its line breaks and its last one as the server wrote them: a CSV with no formula in it comes out as it went in.
  return /\r?\n$/.test(text) ? `${csv}${newline}` : csv;
}
