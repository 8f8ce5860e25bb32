import { createFileRoute } from '@tanstack/react-router';
import { CatalogueHome } from '@/features/catalogue/catalogue-home';
import { isCatalogueSubscription } from '@/features/catalogue/catalogue-rules';
import { HomeScreen } from '@/features/home/home-screen';
import { SurveyPanel } from '@/features/insight/survey-panel';
import { searchText } from '@/lib/search-params';
import { useSession } from '@/session/session-context';

/** Home: the product browser for tracer and fastpass; the welcome for the other subscriptions. */
export const Route = createFileRoute('/_app/')({
  validateSearch: (search: Record<string, unknown>): { product?: string | undefined } => ({
    product: searchText(search.product),
  }),
  component: Home,
});

function Home() {
  const { selectedSubscription } = useSession();
  const { product } = Route.useSearch();
  const navigate = Route.useNavigate();
  if (!isCatalogueSubscription(selectedSubscription)) return <HomeScreen />;
  return (
    <CatalogueHome
      subscription={selectedSubscription}
      selectedId={product}
      onSelect={(id) => void navigate({ search: { product: id } })}
      aside={selectedSubscription === 'tracer' ? <SurveyPanel productId={product} /> : undefined}
    />
  );
}
