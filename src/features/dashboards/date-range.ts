/**
 * The charts' date ranges (section 9): Weekly, Last 2 week, Last month, Last 3 month, Custom.
 * A range ends today and starts 7 days, 14 days, 1 month or 3 months before; Custom is what the picker holds.
 */
export type RangeType = 'weekly' | 'last_2_week' | 'last_month' | 'last_3_month' | 'custom';

export const RANGE_OPTIONS: readonly { value: RangeType; label: string }[] = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'last_2_week', label: 'Last 2 week' },
  { value: 'last_month', label: 'Last month' },
  { value: 'last_3_month', label: 'Last 3 month' },
  { value: 'custom', label: 'Custom' },
];

export interface DateRange {
  readonly type: RangeType;
  /** YYYY-MM-DD */
  readonly start_date: string;
  readonly end_date: string;
}

export function isoDay(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

function monthsBefore(date: Date, months: number): Date {
  const result = new Date(date.getFullYear(), date.getMonth() - months, 1);
  // The same day of the month, or the last day of a shorter month (31 March → 28/29 February).
  const last = new Date(result.getFullYear(), result.getMonth() + 1, 0).getDate();
  result.setDate(Math.min(date.getDate(), last));
  return result;
}

/**
 * The range to ask for: a preset from `today`, or the custom pair (null until both ends are chosen,
 * ordered if picked backwards).
 */
export function dateRange(
  type: RangeType,
  today: Date,
  custom?: readonly [Date | null, Date | null],
): DateRange | null {
  const end = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const days = (n: number) => new Date(end.getFullYear(), end.getMonth(), end.getDate() - n);
  switch (type) {
    case 'weekly':
      return { type, start_date: isoDay(days(7)), end_date: isoDay(end) };
    case 'last_2_week':
      return { type, start_date: isoDay(days(14)), end_date: isoDay(end) };
    case 'last_month':
      return { type, start_date: isoDay(monthsBefore(end, 1)), end_date: isoDay(end) };
    case 'last_3_month':
      return { type, start_date: isoDay(monthsBefore(end, 3)), end_date: isoDay(end) };
    case 'custom': {
      const [from, to] = custom ?? [null, null];
      if (!from || !to) return null;
      const [a, b] = from <= to ? [from, to] : [to, from];
      return { type, start_date: isoDay(a), end_date: isoDay(b) };
    }
  }
}

/** The verifier chart's y step: 1 when verified or unverified counts exist, otherwise 500 (section 9). */
export function chartStepSize(points: readonly { no_of_verify_doc: number; no_of_unverify_doc: number }[]): number {
  return points.some((p) => p.no_of_verify_doc > 0 || p.no_of_unverify_doc > 0) ? 1 : 500;
}
