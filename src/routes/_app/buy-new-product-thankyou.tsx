import { createFileRoute } from '@tanstack/react-router';
import { BuyNewThankYouScreen, type BuyNewReturn } from '@/features/billing/buy-new-thankyou-screen';
import { searchFlag, searchText } from '@/lib/search-params';

/** /buy-new-product-thankyou?success|canceled&individualSubId&session_id&subscription_type: the checkout's return. */
export const Route = createFileRoute('/_app/buy-new-product-thankyou')({
  validateSearch: (search: Record<string, unknown>): BuyNewReturn => ({
    success: searchFlag(search.success),
    canceled: searchFlag(search.canceled),
    individualSubId: searchText(search.individualSubId),
    session_id: searchText(search.session_id),
    subscription_type: searchText(search.subscription_type),
  }),
  component: BuyNewThankYouRoute,
});

function BuyNewThankYouRoute() {
  return <BuyNewThankYouScreen {...Route.useSearch()} />;
}
