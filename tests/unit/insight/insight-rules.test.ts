import { describe, expect, it } from 'vitest';
import {
  AGE_BANDS,
  AUDIENCE_FIELDS,
  chosenQuery,
  describeQuery,
  restoreDraft,
} from '@/features/insight/audience-rules';
import { formatDateTime } from '@/features/insight/date-time';
import {
  addOption,
  canSaveRows,
  isCompleteRow,
  offerButtonLabel,
  optionsText,
  parseOptions,
  tabIndexOf,
  type QuestionDraft,
} from '@/features/insight/insight-rules';
import { OMEGA_PRODUCT } from '../../../test-support/example-world';

const row = (question: string, input_type: QuestionDraft['input_type']): QuestionDraft => ({
  key: question,
  question,
  input_type,
  options: [],
});

describe('survey question rules', () => {
  it('saves new rows only when there are some and every one has a question and a type', () => {
    expect(canSaveRows([])).toBe(false);
    expect(canSaveRows([row('Why?', 'Text')])).toBe(true);
    expect(canSaveRows([row('Why?', 'Text'), row('  ', 'Score')])).toBe(false);
    expect(canSaveRows([row('Why?', 'Text'), row('How?', null)])).toBe(false);
    expect(isCompleteRow({ question: 'Rate it', input_type: 'Score' })).toBe(true);
  });

  it('stores Selection options as JSON text and reads them back; other types store none', () => {
    expect(optionsText('Selection', ['Daily', 'Weekly'])).toBe('["Daily","Weekly"]');
    expect(optionsText('Text', ['Daily'])).toBeNull();
    expect(parseOptions('["Amazon","Pharmacy"]')).toEqual(['Amazon', 'Pharmacy']);
    expect(parseOptions('not json')).toEqual([]);
    expect(parseOptions(null)).toEqual([]);
    expect(parseOptions('{"a":1}')).toEqual([]);
  });

  it('adds an option once, trimmed, and never an empty one', () => {
    expect(addOption(['Daily'], '  Weekly ')).toEqual(['Daily', 'Weekly']);
    expect(addOption(['Daily'], 'Daily')).toEqual(['Daily']);
    expect(addOption(['Daily'], '   ')).toEqual(['Daily']);
  });

  it('the offer button: none without text, Save when new, Update with an id', () => {
    expect(offerButtonLabel('', undefined)).toBeNull();
    expect(offerButtonLabel('  ', 'OFR6B2K9VM')).toBeNull();
    expect(offerButtonLabel('10% off', undefined)).toBe('Save');
    expect(offerButtonLabel('10% off', 'OFR6B2K9VM')).toBe('Update');
  });

  it('reads the tab index from the URL, out of range as the first tab', () => {
    expect(tabIndexOf('2', 4)).toBe(2);
    expect(tabIndexOf('4', 4)).toBe(0);
    expect(tabIndexOf('-1', 4)).toBe(0);
    expect(tabIndexOf('1.5', 4)).toBe(0);
    expect(tabIndexOf('x', 4)).toBe(0);
    expect(tabIndexOf(null, 4)).toBe(0);
  });

  it('formats a submission time as MM/DD/YYYY hh:mm A', () => {
    expect(formatDateTime('2026-11-18T19:24:50.000Z')).toBe('11/18/2026 07:24 PM');
    expect(formatDateTime('2026-01-05T00:05:00.000Z')).toBe('01/05/2026 12:05 AM');
  });
});

describe('audience rules', () => {
  it('has the bands and dropdowns of section 9', () => {
    expect(AGE_BANDS[0]).toBe('15-20');
    expect(AGE_BANDS.at(-1)).toBe('81-85');
    expect(AGE_BANDS).toHaveLength(14);
    const options = Object.fromEntries(AUDIENCE_FIELDS.map((f) => [f.key, f.options]));
    expect(options.family_and_dependents).toHaveLength(20);
    expect(options.height?.[0]).toBe('45');
    expect(options.height?.at(-1)).toBe('85');
    expect(options.race).toHaveLength(5);
    expect(options.education_level).toHaveLength(9);
    expect(options.education_level?.[0]).toBe('No Formal Schooling');
    expect(options.education_level?.at(-1)).toBe('Doctoral Degree');
    expect(options.weight).toBeUndefined();
  });

  it('sends only the chosen filters, trimmed; none chosen is no query', () => {
    expect(chosenQuery({ gender: 'Female', age: '', weight: ' 140 ', race: '   ' })).toEqual({
      gender: 'Female',
      weight: '140',
    });
    expect(chosenQuery({ gender: '', weight: '  ' })).toBeUndefined();
    expect(describeQuery({ gender: 'Female', height: '65' })).toEqual(['Gender: Female', 'Height (inch): 65']);
  });

  it('restores a stored draft safely', () => {
    expect(restoreDraft({ filters: { gender: 'Male', bogus: 'x', age: 3 }, templateId: OMEGA_PRODUCT })).toEqual({
      filters: expect.objectContaining({ gender: 'Male', age: '' }),
      templateId: OMEGA_PRODUCT,
    });
    expect(restoreDraft('garbage').templateId).toBeNull();
    expect(restoreDraft(null).filters.gender).toBe('');
  });
});
