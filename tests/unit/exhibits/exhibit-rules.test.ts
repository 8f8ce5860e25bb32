import { describe, expect, it } from 'vitest';
import { effectiveDateLabel, exhibitErrors, exhibitFields } from '@/features/exhibits/exhibit-rules';
import { checkFile, ATTACHMENT_FILE_RULE } from '@/lib/file-rules';

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
