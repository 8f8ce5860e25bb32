import { describe, expect, it } from 'vitest';
import { accessGate, createBlockedReason, trialDaysLeft } from '@/components/layout/menu-rules';
import { chartStepSize, dateRange } from '@/features/dashboards/date-range';

describe('the access gates at / (shared with the Create menu)', () => {
  it('lets a free trial through whatever the domain and approval', () => {
    expect(accessGate({ is_free_trail: true, is_valid_domain_name: false, is_approved: false })).toBe('trial');
  });
  it('asks for the domain first, then the approval', () => {
    expect(accessGate({ is_valid_domain_name: false, is_approved: true })).toBe('domain');
    expect(accessGate({ is_valid_domain_name: false, is_approved: false })).toBe('domain');
    expect(accessGate({ is_valid_domain_name: true, is_approved: false })).toBe('approval');
    expect(accessGate({ is_valid_domain_name: true, is_approved: true })).toBe('open');
    expect(accessGate(null)).toBe('domain');
  });
  it('gives the Create menu the same answer in words', () => {
    expect(createBlockedReason({ is_free_trail: true })).toBeNull();
    expect(createBlockedReason({ is_valid_domain_name: false })).toBe(
      'To access this functionality first verify your domain.',
    );
    expect(createBlockedReason({ is_valid_domain_name: true, is_approved: false })).toBe(
      "Your organization's approval is pending from Admin side.",
    );
  });
});

describe('trial days left', () => {
  const now = new Date('2026-11-20T12:00:00Z');
  it('counts 30 days from the organization creation', () => {
    expect(trialDaysLeft('2026-11-20T12:00:00Z', now)).toBe(30);
    expect(trialDaysLeft('2026-11-10T12:00:00Z', now)).toBe(20);
    expect(trialDaysLeft('2026-11-10T13:00:00Z', now)).toBe(21);
  });
  it('stops at 0 and knows nothing without a date', () => {
    expect(trialDaysLeft('2026-09-01T00:00:00Z', now)).toBe(0);
    expect(trialDaysLeft(null, now)).toBeNull();
    expect(trialDaysLeft('not a date', now)).toBeNull();
  });
});

describe('date ranges', () => {
  const today = new Date(2026, 10, 20, 15, 30);
  it('ends today and starts 7 or 14 days, 1 or 3 months before', () => {
    expect(dateRange('weekly', today)).toEqual({ type: 'weekly', start_date: '2026-11-13', end_date: '2026-11-20' });
    expect(dateRange('last_2_week', today)?.start_date).toBe('2026-11-06');
    expect(dateRange('last_month', today)?.start_date).toBe('2026-10-20');
    expect(dateRange('last_3_month', today)?.start_date).toBe('2026-08-20');
  });
  it('keeps the end of a shorter month and crosses the year', () => {
    expect(dateRange('last_month', new Date(2026, 2, 31))?.start_date).toBe('2026-02-28');
    expect(dateRange('last_3_month', new Date(2026, 0, 15))?.start_date).toBe('2025-10-15');
  });
  it('waits for both custom ends and orders them', () => {
    expect(dateRange('custom', today, [new Date(2026, 9, 1), null])).toBeNull();
    expect(dateRange('custom', today, [new Date(2026, 9, 9), new Date(2026, 9, 1)])).toEqual({
      type: 'custom',
      start_date: '2026-10-01',
      end_date: '2026-10-09',
    });
  });
});

describe('chart step size', () => {
  it('is 1 with verified or unverified counts, otherwise 500', () => {
    expect(chartStepSize([{ no_of_verify_doc: 0, no_of_unverify_doc: 2 }])).toBe(1);
    expect(chartStepSize([{ no_of_verify_doc: 0, no_of_unverify_doc: 0 }])).toBe(500);
    expect(chartStepSize([])).toBe(500);
  });
});
