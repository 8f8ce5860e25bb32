import { createFileRoute } from '@tanstack/react-router';
import { BuyNewScreen } from '@/features/billing/buy-new-screen';

/** /plans/buyNew/{productID}: buy a product not held yet ('Confirm Subscription'). */
export const Route = createFileRoute('/_app/plans/buyNew/$productID')({
  component: BuyNewRoute,
});

function BuyNewRoute() {
  return <BuyNewScreen productId={Route.useParams().productID} />;
}
