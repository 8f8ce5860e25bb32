import { createFileRoute } from '@tanstack/react-router';
import { ThankYouScreen } from '@/features/registration/thank-you-screen';
import { searchText, searchFlag } from '@/lib/search-params';

/** The return from the card checkout: ?success=true&session_id=… finishes registration. */
export const Route = createFileRoute('/_page/thankyou')({
  validateSearch: (
    search: Record<string, unknown>,
  ): { success?: boolean | undefined; session_id?: string | undefined } => ({
    success: searchFlag(search.success),
    session_id: searchText(search.session_id),
  }),
  component: CardReturnRoute,
});

function CardReturnRoute() {
  return <ThankYouScreen way="return" sessionId={Route.useSearch().session_id} />;
}
