import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '@/components/layout/not-found';
import { PublicPage } from '@/components/layout/public-page';
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
export const Route = createFileRoute('/mock-checkout')({
  validateSearch: (search: Record<string, unknown>): CheckoutSearch => ({
    session: searchText(search.session),
    success: searchText(search.success),
    cancel: searchText(search.cancel),
    order: typeof search.order === 'string' ? search.order : JSON.stringify(search.order ?? ''),
  }),
  component: MOCK_CHECKOUT ? Checkout : NotFound,
});

function Checkout() {
  return (
    <PublicPage>
      <MockCheckoutPage {...Route.useSearch()} />
    </PublicPage>
  );
}
