import { withoutSpaces } from '@/lib/validators';
import { describe, expect, it } from 'vitest';
import {
  afterSave,
  batchHeading,
  isDraftId,
  isLocationFilled,
  isWebAddress,
  newDraftId,
  saveButtonText,
  slugOf,
  tabIndex,
  tabsFor,
  type SaveState,
} from '@/features/batches/batch-rules';
import { OMEGA_BATCH, OMEGA_PRODUCT } from '../../../test-support/example-world';

const ok: SaveState = {
  subscription: 'tracer',
  kind: 'Default',
  trackingId: 'LOT-2026-04',
  buyAgainUrl: 'shop.example.com/buy',
  traits: [{ title: 'Origin', description: 'Peru' }],
  locationFilled: true,
  exhibits: [{ title: 'COA', description: 'Certificate' }],
};

describe('draft vs saved', () => {
  it('saved ids are exactly 10 characters; anything else is a draft', () => {
    expect(isDraftId('INT7Q2M4KD')).toBe(false);
    expect(isDraftId('INT7Q2M4K')).toBe(true);
    expect(isDraftId('INT7Q2M4KDX')).toBe(true);
    expect(isDraftId('')).toBe(true);
    for (let i = 0; i < 50; i += 1) expect(isDraftId(newDraftId())).toBe(true);
  });
});

describe('tabs', () => {
  it('tracer, fastpass and movement orders', () => {
    expect(tabsFor('tracer', 'Default')).toEqual(['options', 'details', 'facets', 'location', 'exhibits']);
    expect(tabsFor('fastpass', 'Default')).toEqual(['facets', 'location', 'exhibits', 'movements', 'details']);
    expect(tabsFor('tracer', 'Transit')).toEqual(['location', 'exhibits']);
    expect(tabsFor('fastpass', 'Transfer')).toEqual(['location', 'exhibits']);
  });
  it('an out-of-range ?tab= opens the first', () => {
    expect(tabIndex('4', 5)).toBe(4);
    expect(tabIndex(5, 5)).toBe(0);
    expect(tabIndex('x', 5)).toBe(0);
    expect(tabIndex(-1, 2)).toBe(0);
  });
});

describe('tracking id and slug', () => {
  it('strips spaces on entry', () => expect(withoutSpaces(' LOT 20 26\t')).toBe('LOT2026'));
  it('removes special characters for the slug', () => expect(slugOf('LOT#2026/04_a-b!')).toBe('LOT202604_a-b'));
  it('accepts web addresses with or without a scheme', () => {
    expect(isWebAddress('shop.example.com')).toBe(true);
    expect(isWebAddress('https://shop.example.com/buy?x=1')).toBe(true);
    expect(isWebAddress('not a url')).toBe(false);
    expect(isWebAddress('ftp://x.com')).toBe(false);
  });
});

describe('location filled', () => {
  const full = { line_1: '1 Main', city: 'Tempe', state: 'AZ', zip: '85281', country: 'US' };
  it('needs line 1, city, state, zip and country', () => {
    expect(isLocationFilled(full)).toBe(true);
    for (const key of Object.keys(full)) expect(isLocationFilled({ ...full, [key]: ' ' })).toBe(false);
    expect(isLocationFilled(null)).toBe(false);
  });
});

describe('save button text, in priority order', () => {
  it('Save batch when everything is filled', () => expect(saveButtonText(ok)).toBe('Save batch'));
  it('tracer: tracking and Buy Again URL first', () => {
    expect(saveButtonText({ ...ok, trackingId: '', traits: [{ title: '', description: '' }] })).toBe(
      'You Need Tracking & Buy Again URL Filled Out.',
    );
    expect(saveButtonText({ ...ok, buyAgainUrl: '' })).toBe('You Need Tracking & Buy Again URL Filled Out.');
    expect(saveButtonText({ ...ok, buyAgainUrl: 'nope' })).toBe('You Need Tracking & Buy Again URL Filled Out.');
  });
  it('fastpass: tracking id only', () => {
    expect(saveButtonText({ ...ok, subscription: 'fastpass', trackingId: '', buyAgainUrl: '' })).toBe(
      'You Need Tracking ID Filled Out.',
    );
    expect(saveButtonText({ ...ok, subscription: 'fastpass', buyAgainUrl: '' })).toBe('Save batch');
  });
  it('then traits, then location, then attachments', () => {
    const bad = { ...ok, traits: [{ title: 'x', description: ' ' }], locationFilled: false, exhibits: [{ title: '' }] };
    expect(saveButtonText(bad)).toBe('You Need Traits Filled Out.');
    expect(saveButtonText({ ...bad, traits: [] })).toBe('You Need Location Filled Out.');
    expect(saveButtonText({ ...bad, traits: [], locationFilled: true })).toBe('You Need Attachments Filled Out.');
  });
  it('tracer attachments need a description; others do not', () => {
    const noDescription = { ...ok, exhibits: [{ title: 'COA', description: '' }] };
    expect(saveButtonText(noDescription)).toBe('You Need Attachments Filled Out.');
    expect(saveButtonText({ ...noDescription, subscription: 'fastpass' })).toBe('Save batch');
  });
  it('transfer: location and the receiving organization', () => {
    const transfer = { ...ok, kind: 'Transfer' as const, trackingId: '', traits: [{ title: '', description: '' }] };
    expect(saveButtonText({ ...transfer, toOrganization: false })).toBe(
      'You Need Location & To Organization Filled Out.',
    );
    expect(saveButtonText({ ...transfer, toOrganization: true, locationFilled: false })).toBe(
      'You Need Location & To Organization Filled Out.',
    );
    expect(saveButtonText({ ...transfer, toOrganization: true })).toBe('Save batch');
    expect(saveButtonText({ ...transfer, kind: 'Transit', locationFilled: false })).toBe(
      'You Need Location Filled Out.',
    );
  });
});

describe('after a save', () => {
  it('an edit reloads; a create from a new-batch context opens the batch on tab 4; otherwise home', () => {
    expect(afterSave({ created: false, savedId: OMEGA_BATCH, integrantTypeId: '' })).toEqual({ to: 'reload' });
    expect(afterSave({ created: true, savedId: 'BATNEW0001', integrantTypeId: OMEGA_PRODUCT })).toEqual({
      to: 'batch',
      batchId: 'BATNEW0001',
      tab: 4,
    });
    expect(afterSave({ created: true, savedId: 'BATNEW0001', integrantTypeId: '' })).toEqual({ to: 'home' });
    expect(afterSave({ created: true, savedId: 'PENDING', integrantTypeId: OMEGA_PRODUCT })).toEqual({ to: 'home' });
    expect(afterSave({ created: true, savedId: undefined, integrantTypeId: OMEGA_PRODUCT })).toEqual({ to: 'home' });
  });
});

describe('the heading', () => {
  const batch = { title: 'Daily Omega-3 Fish Oil 1000 mg', external_id: 'VL-OMG-2026-0412' };
  it('names the product, then the batch', () => {
    expect(batchHeading({ isDraft: false, batch, productTitle: 'Omega-3', productFailed: false })).toEqual({
      productName: 'Omega-3',
      batchName: 'Batch VL-OMG-2026-0412',
    });
    expect(batchHeading({ isDraft: true, batch: undefined, productTitle: 'Omega-3', productFailed: false })).toEqual({
      productName: 'Omega-3',
      batchName: 'New batch',
    });
  });
  it("waits for the product's name; without it, the batch's own title unless it is the tracking id again", () => {
    expect(
      batchHeading({ isDraft: false, batch, productTitle: undefined, productFailed: false }).productName,
    ).toBeNull();
    expect(batchHeading({ isDraft: false, batch, productTitle: undefined, productFailed: true }).productName).toBe(
      'Daily Omega-3 Fish Oil 1000 mg',
    );
    const portalMade = { title: 'LOT77', external_id: 'LOT77' };
    expect(batchHeading({ isDraft: false, batch: portalMade, productTitle: null, productFailed: true })).toEqual({
      productName: null,
      batchName: 'Batch LOT77',
    });
  });
});
