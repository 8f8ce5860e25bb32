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
