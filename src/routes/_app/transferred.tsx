import { createFileRoute } from '@tanstack/react-router';
import { type CatalogueSubscription } from '@/features/catalogue/catalogue-rules';
import { TransferredScreen } from '@/features/transferred/transferred-screen';

const organizationOf = (session: { getState(): { individual: { organization_id?: string | null } | null } }) =>
  session.getState().individual?.organization_id ?? '';

/** /transferred (Transfer In): batches other organizations transferred to this one. */
export const Route = createFileRoute('/_app/transferred')({
  component: TransferredRoute,
});

function TransferredRoute() {
  const { session } = Route.useRouteContext();
  return (
    <TransferredScreen
      organizationId={organizationOf(session)}
      subscription={session.getState().selectedSubscription as CatalogueSubscription}
    />
  );
}
