import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BUSINESS_RANGE,
  DATE_MESSAGES,
  dateFieldError,
  parseDate,
  settledDate,
  type DayRange,
} from '@/lib/input/dates';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const RANGE_MESSAGE = 'Please enter a date between 01/01/1900 and 12/31/2100.';

/** A real day (the calendar's own) as ISO, for the year, month and day given. */
const iso = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** Any day between 1900 and 2100, as its parts. */
const businessDay = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => ({ y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() }));

/** Text that looks like dates: digits, separators, spaces, letters, in any order. */
const dateLike = fc
  .array(fc.constantFrom(...'0123456789-./ :T+aZ'.split(''), '00', '20', '19', '21', '29', '31', '60420'), {
    maxLength: 14,
  })
  .map((parts) => parts.join(''));

/** The parser's promise: null, or a real ISO day within the range. */
function inRange(result: string | null, range: DayRange = BUSINESS_RANGE) {
  if (result === null) return true;
  if (!ISO_DAY.test(result) || result < range.min || result > range.max) return false;
  const date = new Date(`${result}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === result;
}

describe('parseDate: nothing outside the range, ever', () => {
  it('any string gives null or an ISO day within 1900-2100', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => inRange(parseDate(text))),
      {
        numRuns: 2000,
      },
    );
    fc.assert(
      fc.property(dateLike, (text) => inRange(parseDate(text))),
      { numRuns: 5000 },
    );
  });

  it('a tighter range holds just as well', () => {
    const range: DayRange = { min: '2020-01-01', max: '2026-11-25' };
    fc.assert(
      fc.property(dateLike, (text) => inRange(parseDate(text, range), range)),
      { numRuns: 3000 },
    );
    expect(parseDate('2026-11-26', range)).toBeNull();
    expect(parseDate('2026-11-25', range)).toBe('2026-11-25');
  });

  it('refuses the years a date field produces from mistyped years', () => {
    for (const text of ['60420-05-01', '275760-05-01', '0126-05-01', '0420-05-01', '1899-12-31', '2101-01-01'])
      expect(parseDate(text)).toBeNull();
  });

  it('refuses days that do not exist and text that is not a date', () => {
    for (const text of ['2026-02-29', '2026-13-01', '2026-00-10', '31.04.2026', '', ' ', 'today', '2026/05/01', '1.5'])
      expect(parseDate(text)).toBeNull();
    expect(parseDate('2024-02-29')).toBe('2024-02-29');
    expect(parseDate('2000-02-29')).toBe('2000-02-29');
    expect(parseDate('2100-02-29')).toBeNull();
  });
});

describe('parseDate: the forms people type', () => {
  it('every ISO day in range reads as itself (the range ends included)', () => {
    fc.assert(fc.property(businessDay, ({ y, m, d }) => parseDate(iso(y, m, d)) === iso(y, m, d)));
    expect(parseDate('1900-01-01')).toBe('1900-01-01');
    expect(parseDate('2100-12-31')).toBe('2100-12-31');
    expect(parseDate(' 2026-05-01 ')).toBe('2026-05-01');
  });

  it('a day-first dotted date is read day-first, with or without leading zeros', () => {
    fc.assert(
      fc.property(businessDay, ({ y, m, d }) => {
        expect(parseDate(`${d}.${m}.${y}`)).toBe(iso(y, m, d));
        expect(parseDate(`${String(d).padStart(2, '0')}.${String(m).padStart(2, '0')}.${y}`)).toBe(iso(y, m, d));
      }),
    );
    expect(parseDate('1.5.2026')).toBe('2026-05-01');
    expect(parseDate('01.05.26')).toBe('2026-05-01');
    expect(parseDate('13.01.2026')).toBe('2026-01-13');
  });

  it('a slashed date is read month-first, as the portal shows dates (MM/DD/YYYY)', () => {
    fc.assert(fc.property(businessDay, ({ y, m, d }) => parseDate(`${m}/${d}/${y}`) === iso(y, m, d)));
    expect(parseDate('05/01/26')).toBe('2026-05-01');
    expect(parseDate('13/01/2026')).toBeNull();
  });

  it('pivot: a two-digit year, and the year 00yy a date field holds after one, is 20yy', () => {
    fc.assert(
      fc.property(businessDay, fc.integer({ min: 0, max: 99 }), ({ m, d }, yy) => {
        const year = 2000 + yy;
        if (m === 2 && d === 29 && year % 4 !== 0) return; // not a day in that year
        const two = String(yy).padStart(2, '0');
        expect(parseDate(`00${two}-${m}-${d}`)).toBe(iso(year, m, d));
        expect(parseDate(`${d}.${m}.${two}`)).toBe(iso(year, m, d));
        expect(parseDate(`${m}/${d}/${two}`)).toBe(iso(year, m, d));
      }),
    );
    expect(parseDate('0026-05-01')).toBe('2026-05-01');
    expect(parseDate('0002-05-01')).toBe('2002-05-01');
  });
});

describe('dateFieldError', () => {
  it('says the field is required only when a message for it is given', () => {
    expect(dateFieldError('', { required: 'Please select Effective Date' })).toBe('Please select Effective Date');
    expect(dateFieldError('   ')).toBeNull();
  });

  it('names the range for a real day outside it, and says invalid otherwise', () => {
    expect(dateFieldError('60420-05-01')).toBe(RANGE_MESSAGE);
    expect(dateFieldError('999999-05-01')).toBe(RANGE_MESSAGE);
    expect(dateFieldError('1899-12-31')).toBe(RANGE_MESSAGE);
    expect(dateFieldError('0126-05-01')).toBe(RANGE_MESSAGE);
    expect(dateFieldError('2026-02-30')).toBe(DATE_MESSAGES.invalid);
    expect(dateFieldError('soon', { invalid: 'Please enter a valid effective date' })).toBe(
      'Please enter a valid effective date',
    );
    expect(dateFieldError('2026-06-01', { range: { min: '1900-01-01', max: '2026-05-31' } })).toBe(
      'Please enter a date between 01/01/1900 and 05/31/2026.',
    );
  });

  it('has no message for any day the parser reads, and a message for every other non-empty text', () => {
    fc.assert(
      fc.property(dateLike, (text) => {
        const error = dateFieldError(text, { required: 'required' });
        if (!text.trim()) return error === 'required';
        return (parseDate(text) === null) === (error !== null);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('settledDate', () => {
  it('rewrites a readable day as ISO (0026 as 2026) and leaves anything else as typed', () => {
    expect(settledDate('0026-05-01')).toBe('2026-05-01');
    expect(settledDate('2026-05-01')).toBe('2026-05-01');
    expect(settledDate('60420-05-01')).toBe('60420-05-01');
    expect(settledDate('')).toBe('');
  });
});
