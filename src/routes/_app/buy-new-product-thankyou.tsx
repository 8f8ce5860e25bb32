import { createFileRoute } from '@tanstack/react-router';
import { BuyNewThankYouScreen, type BuyNewReturn } from '@/features/billing/buy-new-thankyou-screen';
import { searchText } from '@/lib/search-params';

/** `?success=true` arrives parsed as a boolean. */
const flag = (value: unknown) => (value === true || value === 'true' ? 'true' : undefined);

/** /buy-new-product-thankyou?success|canceled&individualSubId&session_id&subscription_type: the checkout's return. */
export const Route = createFileRoute('/_app/buy-new-product-thankyou')({
  validateSearch: (search: Record<string, unknown>): BuyNewReturn => ({
    success: flag(search.success),
    canceled: flag(search.canceled),
    individualSubId: searchText(search.individualSubId),
    session_id: searchText(search.session_id),
    subscription_type: searchText(search.subscription_type),
  }),
  component: BuyNewThankYouRoute,
});

function BuyNewThankYouRoute() {
  return <BuyNewThankYouScreen {...Route.useSearch()} />;
}
