import { createFileRoute } from '@tanstack/react-router';
import { CatalogueHome } from '@/features/catalogue/catalogue-home';
import { isCatalogueSubscription } from '@/features/catalogue/catalogue-rules';
import { AccessGate } from '@/features/dashboards/access-gate';
import { loadHome } from '@/features/dashboards/load-home';
import { hasDashboard, SubscriptionDashboard } from '@/features/dashboards/subscription-dashboard';
import { HomeScreen } from '@/features/home/home-screen';
import { SurveyPanel } from '@/features/insight/survey-panel';
import { searchText } from '@/lib/search-params';
import { useSession } from '@/session/session-context';

/**
 * Home: behind the access gates (free trial, verified domain, approval), the product browser for tracer
 * and fastpass, the dashboard of verifier, publisher and compliance, the welcome otherwise.
 */
export const Route = createFileRoute('/_app/')({
  validateSearch: (search: Record<string, unknown>): { product?: string | undefined } => ({
    product: searchText(search.product),
  }),
  loader: ({ context }) => loadHome(context.queryClient, context.session.getState()),
  component: Home,
});

function Home() {
  const { selectedSubscription } = useSession();
  return <AccessGate>{isCatalogueSubscription(selectedSubscription) ? <Catalogue /> : <Dashboard />}</AccessGate>;
}

function Catalogue() {
  const { selectedSubscription } = useSession();
  const { product } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!isCatalogueSubscription(selectedSubscription)) return null;
  return (
    <CatalogueHome
      subscription={selectedSubscription}
      selectedId={product}
      onSelect={(id) => void navigate({ search: { product: id } })}
      aside={selectedSubscription === 'tracer' ? <SurveyPanel productId={product} /> : undefined}
    />
  );
}

function Dashboard() {
  const { selectedSubscription } = useSession();
  return hasDashboard(selectedSubscription) ? (
    <SubscriptionDashboard subscription={selectedSubscription} />
  ) : (
    <HomeScreen />
  );
}
