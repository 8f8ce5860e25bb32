import { createFileRoute } from '@tanstack/react-router';
import { UpgradeSuccessfullyScreen } from '@/features/billing/upgrade-successfully-screen';
import { searchText } from '@/lib/search-params';

/**
 * /upgrade-successfully[?session_id=…|?price=…]: the end of an upgrade (the return from its checkout, or the change
 * charged to the card on file); the screen reads the plan held back before it says so.
 */
export const Route = createFileRoute('/_app/upgrade-successfully')({
  validateSearch: (
    search: Record<string, unknown>,
  ): { session_id?: string | undefined; price?: string | undefined } => ({
    session_id: searchText(search.session_id),
    price: searchText(search.price),
  }),
  component: UpgradeSuccessfullyRoute,
});

function UpgradeSuccessfullyRoute() {
  const { session_id, price } = Route.useSearch();
  return <UpgradeSuccessfullyScreen sessionId={session_id} price={price} />;
}
