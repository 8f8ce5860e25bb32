import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '@/components/layout/public-page';
import { PlansScreen } from '@/features/plans/plans-screen';
import { searchText } from '@/lib/search-params';

/** /plans/{token}: the plans, with the token kept as the refer token of the registration. */
export const Route = createFileRoute('/plans/$token')({
  validateSearch: (search: Record<string, unknown>): { tab?: string | undefined } => ({ tab: searchText(search.tab) }),
  component: PlansTokenRoute,
});

function PlansTokenRoute() {
  const { token } = Route.useParams();
  return (
    <PublicPage size={1400}>
      <PlansScreen tab={Route.useSearch().tab} referToken={token} />
    </PublicPage>
  );
}
