import { inviteErrors } from '@/components/add-organization/add-organization-rules';
import { describe, expect, it } from 'vitest';
import { csvPreview, errorFileName } from '@/features/imports/csv-rules';
import { effectiveDateLabel, exhibitErrors, exhibitFields } from '@/features/exhibits/exhibit-rules';
import { batchSlug, cloneFailed, locationLine } from '@/features/transferred/transferred-rules';
import { withoutSpaces } from '@/lib/validators';
import { browseParams, isDomainFailure, labelFailure } from '@/features/catalogue/nih-rules';
import { checkFile, ATTACHMENT_FILE_RULE } from '@/lib/file-rules';

describe('CSV import rules', () => {
  it('previews the header and the first rows, counting the data rows, blank ones dropped', () => {
    const records = [
      ['a', 'b'],
      ['1', '2'],
      ['', ' '],
      ['3', '4'],
      ['5', '6'],
    ];
    expect(csvPreview(records, 2)).toEqual({
      header: ['a', 'b'],
      rows: [
        ['1', '2'],
        ['3', '4'],
      ],
      rowCount: 3,
    });
    expect(csvPreview([])).toEqual({ header: [], rows: [], rowCount: 0 });
  });
  it('names the error rows after the picked file', () => {
    expect(errorFileName('verdant.CSV')).toBe('verdant-errors.csv');
    expect(errorFileName('.csv')).toBe('products-errors.csv');
  });
});

describe('organization attachment rules', () => {
  it('refuses 30 MB or more, allows just under', () => {
    expect(checkFile({ name: 'a.pdf', size: 31457280 }, ATTACHMENT_FILE_RULE)).toBe('You can upload maximum 30MB');
    expect(checkFile({ name: 'a.pdf', size: 31457279 }, ATTACHMENT_FILE_RULE)).toBeNull();
    expect(checkFile({ name: 'a.exe', size: 1 }, ATTACHMENT_FILE_RULE)).not.toBeNull();
  });
  it('asks for title, date and file; the file is optional when one is saved', () => {
    const empty = { title: ' ', effectiveDate: '', description: '', locationIds: [], file: null };
    expect(exhibitErrors(empty, false)).toEqual({
      title: 'Please enter a Title',
      effectiveDate: 'Please select Effective Date',
      file: 'Please select attachment file',
    });
    expect(exhibitErrors(empty, true)).not.toHaveProperty('file');
  });
  it('sends the date at midnight UTC and the locations as JSON text; shows MM/DD/YYYY', () => {
    const values = {
      title: ' T ',
      effectiveDate: '2026-02-15',
      description: '',
      locationIds: ['LOC5P2K8RA'],
      file: null,
    };
    expect(exhibitFields(values)).toEqual({
      title: 'T',
      description: '',
      effective_date: '2026-02-15T00:00:00.000Z',
      exhibit_locations: '[{"location_id":"LOC5P2K8RA"}]',
    });
    expect(effectiveDateLabel('2026-02-15T00:00:00.000Z')).toBe('02/15/2026');
  });
});

describe('transferred batch rules', () => {
  it('strips spaces and slugs the batch number', () => {
    expect(withoutSpaces(' VL ASH 01 ')).toBe('VLASH01');
    expect(batchSlug('VL-ASH-RM-2026-0309')).toBe('vl-ash-rm-2026-0309');
    expect(batchSlug('Lot#12/A')).toBe('lot12a');
  });
  it('counts a result with a statusCode as failed', () => {
    expect(cloneFailed({ statusCode: 409, message: 'x' })).toBe(true);
    expect(cloneFailed({ status: '1', data: {} })).toBe(false);
    expect(cloneFailed(null)).toBe(false);
  });
  it('writes a location on one line, a dash when there is none', () => {
    expect(locationLine({ line_1: '1 Main', city: 'Kent', state: 'WA', zip: '98032', country: 'US' })).toBe(
      '1 Main, Kent, WA 98032, US',
    );
    expect(locationLine(null)).toBe('—');
  });
  it('requires the invite name and a valid email', () => {
    expect(inviteErrors({ name: '', email: '' })).toEqual({
      name: 'Name is a required field.',
      email: 'Email is a required field.',
    });
    expect(inviteErrors({ name: 'A', email: 'a@' })).toEqual({ email: 'Please enter a valid email address.' });
    expect(inviteErrors({ name: 'A', email: 'a@b.co' })).toEqual({});
  });
});

describe('NIH import rules', () => {
  it('asks 10 a page from 0', () => {
    expect(browseParams('by_letter', ' O ', 0)).toEqual({ method: 'by_letter', q: 'O', size: 10, from: 0 });
    expect(browseParams('by_keyword', 'fish', 2).from).toBe(20);
  });
  it("reads a label status other than '1' as a failure with its message", () => {
    expect(labelFailure({ status: '0', message: 'Unavailable' })).toBe('Unavailable');
    expect(labelFailure({ status: '0' })).toBe('Something went wrong! Please try after sometime.');
    expect(labelFailure({ status: '1' })).toBeNull();
    expect(labelFailure({ id: 1, fullName: 'x' })).toBeNull();
  });
  it('recognises the domain refusal', () => {
    expect(isDomainFailure('Please verify your organization domain before importing products.')).toBe(true);
    expect(isDomainFailure('Static Batch Number Already Exists!')).toBe(false);
  });
});
