import { csvPreview, type CsvPreview } from './csv-rules';

/**
 * Reads a picked CSV file for its preview with papaparse, which is loaded here, on first use, so that
 * it travels only with the /csv screen.
 */
export async function parseCsvPreview(file: Blob): Promise<CsvPreview> {
  const [{ default: Papa }, text] = await Promise.all([import('papaparse'), file.text()]);
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  return csvPreview(parsed.data);
}
