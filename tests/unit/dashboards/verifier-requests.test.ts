import { describe, expect, it } from 'vitest';
import { homeShowsVerifierDashboard, verifierRequests } from '@/features/dashboards/verifier-requests';
import type { SessionState } from '@/session/session-store';
import { seededSession } from '../../../test-support/seeded-session';

const state = (options: Parameters<typeof seededSession>[0], patch: Partial<SessionState> = {}): SessionState =>
  ({ ...seededSession(options), token: 't', ...patch }) as unknown as SessionState;

describe('verifierRequests', () => {
  it('asks the counts and the organizations with the range, and the chart with its own field names', () => {
    const range = { type: 'last_month' as const, start_date: '2026-10-25', end_date: '2026-11-25' };
    expect(verifierRequests('ORG1', range)).toEqual({
      counts: { organization_id: 'ORG1', ...range },
      graph: { type: 'last_month', startDate: '2026-10-25', endDate: '2026-11-25' },
      organizations: { organization_id: 'ORG1', ...range },
    });
  });

  it('a custom range not yet picked gives empty fields (the hooks are then disabled)', () => {
    expect(verifierRequests('ORG1', null).graph).toEqual({ type: '', startDate: '', endDate: '' });
  });
});

describe('homeShowsVerifierDashboard', () => {
  it('is true for the verifier subscription, selected and held, behind no gate', () => {
    expect(homeShowsVerifierDashboard(state({ subscriptions: ['verifier'] }))).toBe(true);
  });

  it('is false for the other subscriptions, and for verifier selected but not held', () => {
    for (const type of ['tracer', 'fastpass', 'publisher', 'compliance']) {
      expect(homeShowsVerifierDashboard(state({ subscriptions: [type, 'verifier'] }))).toBe(false);
    }
    expect(homeShowsVerifierDashboard(state({ subscriptions: ['publisher'], selected: 'verifier' }))).toBe(false);
  });

  it('is false behind the domain or the approval gate, true on a free trial (the dashboard under the banner)', () => {
    const verifier = state({ subscriptions: ['verifier'] });
    const org = (standing: object) =>
      ({ organization: { ...verifier.individual, ...standing } }) as Partial<SessionState>;
    expect(homeShowsVerifierDashboard({ ...verifier, ...org({ is_valid_domain_name: false }) })).toBe(false);
    expect(homeShowsVerifierDashboard({ ...verifier, ...org({ is_approved: false }) })).toBe(false);
    expect(homeShowsVerifierDashboard({ ...verifier, ...org({ is_free_trail: true }) })).toBe(true);
  });
});
