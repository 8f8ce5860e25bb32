import { createFileRoute, notFound, rootRouteId } from '@tanstack/react-router';
import { MockCheckoutPage } from '@/features/payment/mock-checkout-page';
import { MOCK_CHECKOUT } from '@/lib/payment/checkout';
import { searchText } from '@/lib/search-params';

interface CheckoutSearch {
  readonly session?: string | undefined;
  readonly success?: string | undefined;
  readonly cancel?: string | undefined;
  readonly order?: string | undefined;
}

/** The payment provider's stand-in in the mock modes (lib/payment/checkout.ts); the 404 page in a production build. */
export const Route = createFileRoute('/_page/mock-checkout')({
  validateSearch: (search: Record<string, unknown>): CheckoutSearch => ({
    session: searchText(search.session),
    success: searchText(search.success),
    cancel: searchText(search.cancel),
    order: typeof search.order === 'string' ? search.order : JSON.stringify(search.order ?? ''),
  }),
  // A production build answers the root's 404, outside the frame, as for any address it does not know. In the loader,
  // not beforeLoad: the loader goes into the route's own chunk, and the payment adapter stays out of the first load.
  loader: () => {
    if (!MOCK_CHECKOUT) throw notFound({ routeId: rootRouteId });
  },
  component: MockCheckoutRoute,
});

function MockCheckoutRoute() {
  return <MockCheckoutPage {...Route.useSearch()} />;
}
