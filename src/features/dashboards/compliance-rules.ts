import type { ComplianceRow } from '@/api/generated/portal/model';

export const COMPLIANCE_PAGE_SIZES = [5, 10, 25, 50, 100] as const;
export const COMPLIANCE_LOAD_FAILED = 'Failed to fetch data.';
export const EXPIRY_COLUMN = 'CM Org Doc Expiration Date';
export const LINK_COLUMN = 'Brand Exhibit Link';

export type CoaFilter = 'all' | 'yes' | 'no';

export interface ComplianceFilters {
  /** Expired Credentials: the CM org doc expired before now. */
  readonly expired: boolean;
  readonly coa: CoaFilter;
}

/** What an expired date says beside it, in words (not a colour alone). */
export const EXPIRED_LABEL = 'Expired';

/** Whether a date value is a date before `now` (an empty or unreadable value is not). */
function before(value: unknown, now: Date): boolean {
  const at = typeof value === 'string' && value ? Date.parse(value) : NaN;
  return !Number.isNaN(at) && at < now.getTime();
}

/** Whether a cell reads as expired: a date of an expiration column ('… Expiration Date') before now. */
export function isExpired(label: string, value: unknown, now: Date): boolean {
  return / Expiration Date$/.test(label) && before(value, now);
}

/** Whether a row stays under the Expired Credentials and Authentic COA filters. */
export function keepsRow(row: ComplianceRow, filters: ComplianceFilters, now: Date): boolean {
  if (filters.expired && !before(row[EXPIRY_COLUMN], now)) return false;
  if (filters.coa === 'yes' && row['Authentic COA'] !== true) return false;
  if (filters.coa === 'no' && row['Authentic COA'] === true) return false;
  return true;
}

export type ColumnKind = 'check' | 'date' | 'link' | 'text';

/** How a column's cells read: a tick or a cross, a date, a link, or text (by the first row that has a value). */
export function columnKind(label: string, rows: readonly ComplianceRow[]): ColumnKind {
  if (label === LINK_COLUMN) return 'link';
  if (/ Date$/.test(label)) return 'date';
  const sample = rows.map((r) => r[label]).find((v) => v !== null && v !== undefined);
  return typeof sample === 'boolean' ? 'check' : 'text';
}

/** Every column shown at first: those the server lists as visible (its saved preferences). */
export function initialHidden(allColumns: readonly string[], visible: readonly string[]): string[] {
  return allColumns.filter((label) => !visible.includes(label));
}

/** The preferences to save: every column in order, with whether it shows. */
export function preferencesOf(
  allColumns: readonly string[],
  visibility: Readonly<Record<string, boolean>>,
): { label: string; visible: boolean }[] {
  return allColumns.map((label) => ({ label, visible: visibility[label] ?? true }));
}

/**
 * How wide a heading must be to take at most two lines, in characters: its words split in two lines as evenly as they
 * go, the longer line's length ('Brand Exhibit Expiration Date' → 'Brand Exhibit' / 'Expiration Date', 15).
 */
export function twoLineWidth(label: string): number {
  const words = label.trim().split(/\s+/);
  let best = label.trim().length;
  for (let cut = 1; cut < words.length; cut += 1) {
    const longer = Math.max(words.slice(0, cut).join(' ').length, words.slice(cut).join(' ').length);
    best = Math.min(best, longer);
  }
  return best;
}
