import type { QueryClient } from '@tanstack/react-query';
import {
  getGetDocumentMetricsCountQueryOptions,
  getGetUploadedDocumentDataAiQueryOptions,
  getGetVerifierGraphDataQueryOptions,
} from '@/api/generated/portal/hooks/dashboard/dashboard';
import { settled } from '@/lib/load-once';
import type { SessionState } from '@/session/session-store';
import { dateRange } from './date-range';
import { loadVerifierDashboard } from './verifier-dashboard-code';
import { homeShowsVerifierDashboard, verifierRequests } from './verifier-requests';

/**
 * The home route's loader (docs/adr/0010): for the verifier dashboard, its code and its three calls (the counts, the
 * chart and the per-organization results of the last month, the dashboard's first range) start with the
 * navigation, side by side, instead of one after the other once the dashboard's code has arrived and rendered.
 * The other subscriptions' homes are left as they are: nothing is asked that their screen would not ask.
 *
 * Nothing is awaited: the home paints its frame at once and the dashboard finds the calls in flight or answered
 * in the cache. The query options are imported statically: this loader goes with the home's own chunk (fetched with
 * the entry, vite/route-preload.ts), not into the entry, and a dynamic import would only send the calls once the
 * home's first render has let go of the main thread. A failure is not thrown: it stays in the cache, and the
 * dashboard's card shows it as it always did (the error policy's toast once: the dashboard's queries do not ask again
 * on mount).
 */
export function loadHome(queryClient: QueryClient, state: SessionState): void {
  if (!homeShowsVerifierDashboard(state)) return;
  void settled(loadVerifierDashboard());
  const requests = verifierRequests(state.individual?.organization_id ?? '', dateRange('last_month', new Date()));
  void settled(queryClient.ensureQueryData(getGetDocumentMetricsCountQueryOptions(requests.counts)));
  void settled(queryClient.ensureQueryData(getGetVerifierGraphDataQueryOptions(requests.graph)));
  void settled(queryClient.ensureQueryData(getGetUploadedDocumentDataAiQueryOptions(requests.organizations)));
}
