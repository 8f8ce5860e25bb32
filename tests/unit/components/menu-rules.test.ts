import { describe, expect, it } from 'vitest';
import {
  createBlockedReason,
  createMenuItems,
  headerHidden,
  showsNotifications,
  userMenuItems,
} from '@/components/layout/menu-rules';

const labels = (items: { label: string }[]) => items.map((i) => i.label);

describe('the Create menu', () => {
  it('gives tracer everything', () => {
    expect(labels(createMenuItems('tracer'))).toEqual([
      'New Product',
      'Transfer In',
      'Import Products',
      'New Product From NIH',
      'Audience',
      'Ingredient Comparison',
    ]);
  });
  it('gives fastpass the product items only', () => {
    expect(labels(createMenuItems('fastpass'))).toEqual(['New Product', 'Transfer In', 'Import Products']);
  });
  it('gives the document subscriptions the ingredient comparison', () => {
    expect(labels(createMenuItems('publisher'))).toEqual(['Ingredient Comparison']);
  });
});

describe('the user menu', () => {
  it('hides Widget for fastpass and My Connections outside tracer; Support only when configured', () => {
    expect(labels(userMenuItems('tracer', 'https://help.example'))).toContain('My Connections');
    expect(labels(userMenuItems('tracer', undefined))).not.toContain('Support');
    expect(labels(userMenuItems('fastpass', undefined))).not.toContain('Widget');
    expect(labels(userMenuItems('publisher', undefined))).not.toContain('My Connections');
  });
});

describe('create gating', () => {
  it('opens everything to a free trial', () => {
    expect(createBlockedReason({ is_free_trail: true, is_valid_domain_name: false, is_approved: false })).toBeNull();
  });
  it('asks for a verified domain first, then the approval', () => {
    expect(createBlockedReason({ is_valid_domain_name: false, is_approved: true })).toBe(
      'To access this functionality first verify your domain.',
    );
    expect(createBlockedReason({ is_valid_domain_name: true, is_approved: false })).toBe(
      "Your organization's approval is pending from Admin side.",
    );
    expect(createBlockedReason({ is_valid_domain_name: true, is_approved: true })).toBeNull();
  });
});

describe('header visibility and the bell', () => {
  it('hides the header for a temporary password, unless signed in with the Google-type provider', () => {
    expect(headerHidden({ temporary_password: true })).toBe(true);
    expect(headerHidden({ temporary_password: true, is_google_login: true })).toBe(false);
    expect(headerHidden({ temporary_password: false })).toBe(false);
    expect(headerHidden(null)).toBe(false);
  });
  it('rings for tracer and fastpass only', () => {
    expect(showsNotifications('tracer')).toBe(true);
    expect(showsNotifications('fastpass')).toBe(true);
    expect(showsNotifications('verifier')).toBe(false);
  });
});
