import { describe, expect, it } from 'vitest';
import {
  changeMetadata,
  fileSize,
  metadataError,
  metadataRequest,
  type MetadataValues,
} from '@/features/dashboards/free-trial-rules';
import {
  columnKind,
  initialHidden,
  isExpired,
  keepsRow,
  preferencesOf,
  twoLineWidth,
} from '@/features/dashboards/compliance-rules';
import { limitShare } from '@/features/dashboards/monthly-limit';

const full: MetadataValues = {
  organization: 'ORG1',
  location: 'LOC1',
  product: 'PRD1',
  batch: 'BAT1',
  documentType: 'DTY1',
  effective: '2026-06-10',
  expiration: '',
};

describe('the metadata edit', () => {
  it('clears location, product, batch and document type when the organization changes', () => {
    expect(changeMetadata(full, 'organization', 'ORG2')).toEqual({
      ...full,
      organization: 'ORG2',
      location: null,
      product: null,
      batch: null,
      documentType: null,
    });
    expect(changeMetadata(full, 'organization', null).location).toBeNull();
  });
  it('clears the batch only when the product changes, and nothing when a value is chosen again', () => {
    expect(changeMetadata(full, 'product', 'PRD2')).toEqual({ ...full, product: 'PRD2', batch: null });
    expect(changeMetadata(full, 'location', 'LOC2')).toEqual({ ...full, location: 'LOC2' });
    expect(changeMetadata(full, 'organization', 'ORG1')).toBe(full);
  });
  it('needs a valid effective date and sends the expiration only when there is one', () => {
    expect(metadataError({ ...full, effective: '' })).toBe('Please enter a valid effective date');
    expect(metadataError({ ...full, effective: '2026-02-31x' })).not.toBeNull();
    expect(metadataError(full)).toBeNull();
    expect(metadataRequest(['D1'], full)).toMatchObject({
      documentIds: ['D1'],
      effective_date: '2026-06-10T00:00:00.000Z',
      expiration_date: null,
      meta_data_product_batch_id: 'BAT1',
    });
  });
  it('writes sizes in B, KB and MB', () => {
    expect(fileSize(512)).toBe('512 B');
    expect(fileSize(301877)).toBe('294.8 KB');
    expect(fileSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});

describe('the compliance table', () => {
  const now = new Date('2026-11-20T00:00:00Z');
  const row = (expiry: string | null, coa: boolean) => ({
    Brand: 'B',
    'Authentic COA': coa,
    'CM Org Doc Expiration Date': expiry,
  });
  it('keeps expired credentials (CM Org Doc Expiration before now) and the chosen Authentic COA', () => {
    expect(keepsRow(row('2026-09-30T00:00:00Z', true), { expired: true, coa: 'all' }, now)).toBe(true);
    expect(keepsRow(row('2027-01-14T00:00:00Z', true), { expired: true, coa: 'all' }, now)).toBe(false);
    expect(keepsRow(row(null, true), { expired: true, coa: 'all' }, now)).toBe(false);
    expect(keepsRow(row(null, false), { expired: false, coa: 'no' }, now)).toBe(true);
    expect(keepsRow(row(null, false), { expired: false, coa: 'yes' }, now)).toBe(false);
  });
  it('marks an expiration date before now as expired, no other date and no empty value', () => {
    expect(isExpired('CM Org Doc Expiration Date', '2026-09-30T00:00:00Z', now)).toBe(true);
    expect(isExpired('Brand Exhibit Expiration Date', '2026-11-19T23:59:59Z', now)).toBe(true);
    expect(isExpired('CM Exhibit Expiration Date', '2027-01-31T00:00:00Z', now)).toBe(false);
    expect(isExpired('CM Exhibit Expiration Date', now.toISOString(), now)).toBe(false);
    expect(isExpired('CM Org Doc Effective Date', '2026-01-15T00:00:00Z', now)).toBe(false);
    expect(isExpired('CM Org Doc Expiration Date', null, now)).toBe(false);
    expect(isExpired('CM Org Doc Expiration Date', 'soon', now)).toBe(false);
  });
  it('gives a heading the width of its longer line when split in two as evenly as its words go', () => {
    expect(twoLineWidth('Brand Exhibit Expiration Date')).toBe('Expiration Date'.length);
    expect(twoLineWidth('CM Org Doc Expiration Date')).toBe('Expiration Date'.length);
    expect(twoLineWidth('Contract Manufacturer')).toBe('Manufacturer'.length);
    expect(twoLineWidth('Heavy Metals Tested')).toBe('Heavy Metals'.length);
    expect(twoLineWidth('Brand')).toBe(5);
  });
  it('reads columns as checks, dates, the link or text', () => {
    const rows = [{ Brand: 'B', 'GMP Certified': true }];
    expect(columnKind('GMP Certified', rows)).toBe('check');
    expect(columnKind('CM Org Doc Expiration Date', rows)).toBe('date');
    expect(columnKind('Brand Exhibit Link', rows)).toBe('link');
    expect(columnKind('Brand', rows)).toBe('text');
  });
  it('starts with the saved columns and saves every column in order', () => {
    expect(initialHidden(['A', 'B', 'C'], ['A', 'C'])).toEqual(['B']);
    expect(preferencesOf(['A', 'B'], { B: false })).toEqual([
      { label: 'A', visible: true },
      { label: 'B', visible: false },
    ]);
  });
  it('fills the monthly limit bar by current/limit, nothing when unlimited', () => {
    expect(limitShare(318, 500)).toBeCloseTo(63.6);
    expect(limitShare(600, 500)).toBe(100);
    expect(limitShare(1204, -1)).toBe(0);
  });
});
