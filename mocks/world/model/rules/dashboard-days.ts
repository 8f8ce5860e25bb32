/**
 * The dashboards' calendar (pure): days as 'YYYY-MM-DD' in UTC, the ranges the charts ask for, the points a range is
 * drawn with, and the whole-number spread the seed's history is made with.
 */
const DAY_MS = 86_400_000;

/** The day (UTC) of a date-time, or '' when it is not one. */
export function dayOf(iso: string | null | undefined): string {
  const at = Date.parse(iso ?? '');
  return Number.isNaN(at) ? '' : new Date(at).toISOString().slice(0, 10);
}

/** Today (UTC). */
export const today = (): string => new Date().toISOString().slice(0, 10);

/** Whether a text is a calendar day ('2026-11-27'). */
export const isDay = (text: unknown): text is string =>
  typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) && dayOf(`${text}T00:00:00Z`) === text;

const at = (day: string) => Date.parse(`${day}T00:00:00Z`);

export function addDays(day: string, n: number): string {
  return new Date(at(day) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The days from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The same day `months` months before (the last day of a shorter month), as the portal's ranges count. */
export function monthsBefore(day: string, months: number): string {
  const date = new Date(at(day));
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date.getUTCDate(), last));
  return first.toISOString().slice(0, 10);
}

/** Monday 0 … Sunday 6. */
export const weekday = (day: string): number => (new Date(at(day)).getUTCDay() + 6) % 7;

/** The Monday of the day's week. */
export const mondayOf = (day: string): string => addDays(day, -weekday(day));

/** MM/DD/YYYY, the charts' labels. */
export const chartLabel = (day: string): string => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

export interface Bucket {
  readonly label: string;
  readonly from: string;
  readonly to: string;
}

/**
 * The points a range is drawn with: a day each up to 14 days (Weekly, Last 2 week), a week each (from Monday, the
 * first one from the range's start) up to 183 days, a month each beyond. Labelled by their first day.
 */
export function buckets(from: string, to: string): Bucket[] {
  if (!isDay(from) || !isDay(to) || from > to) return [];
  const length = daysFrom(from, to).length;
  const next =
    length <= 14
      ? (d: string) => addDays(d, 1)
      : length <= 183
        ? (d: string) => addDays(mondayOf(d), 7)
        : (d: string) => monthsBefore(`${d.slice(0, 8)}01`, -1);
  const out: Bucket[] = [];
  for (let d = from; d <= to; d = next(d)) {
    const end = addDays(next(d), -1);
    out.push({ label: chartLabel(d), from: d, to: end < to ? end : to });
  }
  return out;
}

/** Whether a date-time falls on a day of the range (both ends included). */
export const within = (iso: string | null | undefined, from: string, to: string): boolean => {
  const day = dayOf(iso);
  return day !== '' && day >= from && day <= to;
};

/** `total` shared out in proportion to the weights, in whole numbers that add up to it (largest remainder). */
export function spread(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + Math.max(0, w), 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (Math.max(0, w) / sum) * total);
  const out = exact.map(Math.floor);
  let left = total - out.reduce((a, n) => a + n, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    out[i]! += 1;
  }
  return out;
}
