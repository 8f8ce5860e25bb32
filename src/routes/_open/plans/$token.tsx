import { createFileRoute } from '@tanstack/react-router';
import { PlansScreen } from '@/features/plans/plans-screen';
import { searchText } from '@/lib/search-params';

/** /plans/{token}: the plans, with the token kept as the refer token of the registration. */
export const Route = createFileRoute('/_open/plans/$token')({
  validateSearch: (search: Record<string, unknown>): { tab?: string | undefined } => ({ tab: searchText(search.tab) }),
  component: PlansTokenRoute,
});

function PlansTokenRoute() {
  const { token } = Route.useParams();
  return <PlansScreen tab={Route.useSearch().tab} referToken={token} />;
}
