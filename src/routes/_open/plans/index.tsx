import { createFileRoute } from '@tanstack/react-router';
import { PlansScreen } from '@/features/plans/plans-screen';
import { searchText } from '@/lib/search-params';

/** Public, signed in or not: the plans of every offering (?tab= chooses the offering). */
export const Route = createFileRoute('/_open/plans/')({
  validateSearch: (search: Record<string, unknown>): { tab?: string | undefined } => ({ tab: searchText(search.tab) }),
  component: PlansRoute,
});

function PlansRoute() {
  return <PlansScreen tab={Route.useSearch().tab} />;
}
