import { inviteErrors } from '@/components/add-organization/add-organization-rules';
import { describe, expect, it } from 'vitest';
import { batchSlug, cloneFailed, locationLine } from '@/features/transferred/transferred-rules';
import { withoutSpaces } from '@/lib/validators';

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
