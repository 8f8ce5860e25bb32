import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '@/components/layout/public-page';
import { PlansScreen } from '@/features/plans/plans-screen';
import { searchText } from '@/lib/search-params';

/** Public, signed in or not: the plans of every offering (?tab= chooses the offering). */
export const Route = createFileRoute('/plans/')({
  validateSearch: (search: Record<string, unknown>): { tab?: string | undefined } => ({ tab: searchText(search.tab) }),
  component: PlansRoute,
});

function PlansRoute() {
  return (
    <PublicPage size={1400}>
      <PlansScreen tab={Route.useSearch().tab} />
    </PublicPage>
  );
}
