import { checkCsvRecords, csvProblemMessage, type CsvColumns } from '@/lib/input/csv';
import { decodeText, encodeUtf8, ENCODING_LABELS } from '@/lib/input/text-encoding';
import { csvPreview, CSV_MESSAGES, notTextMessage, type CsvPreview } from './csv-rules';

/** A picked CSV as read: refused with its message, or its preview and the file to upload. */
export type CsvReading =
  | { readonly ok: false; readonly message: string }
  | {
      readonly ok: true;
      readonly preview: CsvPreview;
      /** What goes out: the picked file itself when it is UTF-8 without a byte order mark, else its text as UTF-8. */
      readonly upload: File;
      /** The encoding's name when the file was not UTF-8 ('Windows-1252'), else null. */
      readonly readAs: string | null;
    };

/**
 * Reads a picked CSV: its bytes decoded (UTF-8, else Windows-1252; binary refused), parsed with papaparse (loaded
 * here, on first use, so that it travels only with the /csv screen) with commas between columns, and checked
 * against the import's columns.
 */
export async function readCsvFile(file: File, columns: CsvColumns): Promise<CsvReading> {
  const [{ default: Papa }, buffer] = await Promise.all([import('papaparse'), file.arrayBuffer()]);
  const decoded = decodeText(new Uint8Array(buffer));
  if (!decoded.ok) return { ok: false, message: notTextMessage(file.name) };
  const records = Papa.parse<string[]>(decoded.text, { delimiter: ',', skipEmptyLines: 'greedy' }).data;
  const problem = checkCsvRecords(records, columns);
  if (problem) {
    const [header = []] = records;
    const semicolons = problem.kind === 'columns' && header.length === 1 && (header[0] ?? '').includes(';');
    return { ok: false, message: semicolons ? CSV_MESSAGES.semicolons : csvProblemMessage(problem) };
  }
  const asIs = decoded.encoding === 'utf-8' && !decoded.bom;
  return {
    ok: true,
    preview: csvPreview(records),
    upload: asIs ? file : new File([encodeUtf8(decoded.text)], file.name, { type: 'text/csv' }),
    readAs: decoded.encoding === 'utf-8' ? null : ENCODING_LABELS[decoded.encoding],
  };
}
