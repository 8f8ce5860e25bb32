import { accessGate } from '@/components/layout/menu-rules';
import type { SessionState } from '@/session/session-store';
import type { DateRange } from './date-range';

/**
 * The verifier dashboard's three requests for one range, built in one place: the dashboard's hooks and the home
 * route's loader (load-home.ts) must ask with the same bodies, so that the loader's answers are the hooks' cache.
 */
export function verifierRequests(organizationId: string, range: DateRange | null) {
  const query = { organization_id: organizationId, ...(range ?? { type: '', start_date: '', end_date: '' }) };
  return {
    counts: query,
    graph: { type: query.type, startDate: query.start_date, endDate: query.end_date },
    organizations: query,
  };
}

/**
 * Whether the home (/) shows this session the verifier dashboard: the verifier subscription selected and held, and
 * no domain or approval gate in front of it (access-gate.tsx, from what the session knows of the organization).
 */
export function homeShowsVerifierDashboard(state: SessionState): boolean {
  const held = state.individual?.subscriptionList?.some((s) => s.subscription_type === 'verifier') ?? false;
  const gate = accessGate(state.organization ?? state.individual);
  return (
    state.selectedSubscription === 'verifier' &&
    held &&
    !!state.individual?.organization_id &&
    gate !== 'domain' &&
    gate !== 'approval'
  );
}
