import { createFileRoute } from '@tanstack/react-router';
import { type CatalogueSubscription } from '@/features/catalogue/catalogue-rules';
import { CsvScreen } from '@/features/imports/csv-screen';

/** /csv (Import Products): a products CSV for the catalogue's subscription (tracer or fastpass). */
export const Route = createFileRoute('/_app/csv')({
  component: CsvRoute,
});

function CsvRoute() {
  const { session } = Route.useRouteContext();
  return <CsvScreen subscription={session.getState().selectedSubscription as CatalogueSubscription} />;
}
