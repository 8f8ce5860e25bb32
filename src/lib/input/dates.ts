/**
 * Dates as people type them. Every business date of the portal (effective dates, expiration
 * dates, a dashboard's custom range) lies between 01/01/1900 and 12/31/2100; the spec implies nothing
 * tighter for any of them except the dashboards' custom range, which ends today (the picker's `maxDate`).
 *
 * `parseDate` reads, after trimming:
 * - ISO `YYYY-MM-DD` (what a native date field holds), with a year of up to six digits;
 * - day-first with dots: `1.5.2026`, `01.05.26`;
 * - month-first with slashes, as the portal shows dates: `5/1/2026`, `05/01/26`.
 * Pivot: a year of one or two digits (`26`), or below 100 in a four-digit year (`0026`, what Chromium's date
 * field holds after a year typed with two digits), is 2000 + that year. Anything else (another
 * pattern, a day that does not exist, a year outside the range) is null: no date outside the range is ever
 * produced from any string.
 */

/** An ISO calendar day, YYYY-MM-DD. */
export type IsoDay = string;

export interface DayRange {
  readonly min: IsoDay;
  readonly max: IsoDay;
}

/** The plausible range of every business date of the portal. */
export const BUSINESS_RANGE: DayRange = { min: '1900-01-01', max: '2100-12-31' };

/** The words of a date field: the spec gives none for these, so they follow its style (dates MM/DD/YYYY). */
export const DATE_MESSAGES = {
  invalid: 'Please enter a valid date (MM/DD/YYYY).',
  range: (range: DayRange) => `Please enter a date between ${shown(range.min)} and ${shown(range.max)}.`,
} as const;

/** YYYY-MM-DD as the portal shows it: MM/DD/YYYY. */
function shown(day: IsoDay): string {
  const [y, m, d] = day.split('-');
  return `${m}/${d}/${y}`;
}

interface Parts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const ISO = /^(\d{1,6})-(\d{1,2})-(\d{1,2})$/;
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/;
const SLASHED = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/;

/** The pivot: a year below 100, however it was written, is 2000-2099. */
const pivot = (year: number): number => (year < 100 ? 2000 + year : year);

/** The typed text as year, month and day (the year pivoted), before any calendar or range check. */
function readParts(text: string): Parts | null {
  const value = text.trim();
  let m = ISO.exec(value);
  if (m) return { year: pivot(Number(m[1])), month: Number(m[2]), day: Number(m[3]) };
  m = DOTTED.exec(value);
  if (m) return { year: pivot(Number(m[3])), month: Number(m[2]), day: Number(m[1]) };
  m = SLASHED.exec(value);
  if (m) return { year: pivot(Number(m[3])), month: Number(m[1]), day: Number(m[2]) };
  return null;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The parts as an ISO day when they name a day that exists (30 February does not), else null. */
function realDay({ year, month, day }: Parts): IsoDay | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const last = month === 2 && isLeap(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  if (day > last) return null;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** A day of up to four year digits compares as text; a longer year is always after the range. */
const within = (day: IsoDay, range: DayRange) => day.length === 10 && day >= range.min && day <= range.max;

/** The typed text as an ISO day within `range`, or null when it is unreadable or outside it. */
export function parseDate(text: string, range: DayRange = BUSINESS_RANGE): IsoDay | null {
  const parts = readParts(text);
  const day = parts && realDay(parts);
  return day && within(day, range) ? day : null;
}

export interface DateFieldRule {
  /** The message when the field is empty; absent when the date is optional. */
  readonly required?: string;
  /** The message for text that is not a date (default DATE_MESSAGES.invalid). */
  readonly invalid?: string;
  readonly range?: DayRange;
}

/** A date field's message: required when empty, invalid when unreadable, the range when outside it; else null. */
export function dateFieldError(text: string, rule: DateFieldRule = {}): string | null {
  const range = rule.range ?? BUSINESS_RANGE;
  if (!text.trim()) return rule.required ?? null;
  if (parseDate(text, range)) return null;
  const parts = readParts(text);
  const day = parts && realDay(parts);
  return day ? DATE_MESSAGES.range(range) : (rule.invalid ?? DATE_MESSAGES.invalid);
}

/**
 * What a date field should hold once the person leaves it: the ISO day its text reads as (so `0026-05-01`
 * becomes `2026-05-01`, and the person sees what will be sent), or the text unchanged when it is not a
 * date in range (it stays for the person to correct, with the field's message).
 */
export function settledDate(text: string, range: DayRange = BUSINESS_RANGE): string {
  return parseDate(text, range) ?? text;
}
