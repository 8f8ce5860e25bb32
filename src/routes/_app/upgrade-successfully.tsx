import { createFileRoute } from '@tanstack/react-router';
import { UpgradeSuccessfullyScreen } from '@/features/billing/upgrade-successfully-screen';
import { searchText } from '@/lib/search-params';

/** /upgrade-successfully[?session_id=…]: the end of an upgrade (and the return from its checkout). */
export const Route = createFileRoute('/_app/upgrade-successfully')({
  validateSearch: (search: Record<string, unknown>): { session_id?: string | undefined } => ({
    session_id: searchText(search.session_id),
  }),
  component: UpgradeSuccessfullyRoute,
});

function UpgradeSuccessfullyRoute() {
  return <UpgradeSuccessfullyScreen sessionId={Route.useSearch().session_id} />;
}
