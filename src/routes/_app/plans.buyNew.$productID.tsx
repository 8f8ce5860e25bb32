import { createFileRoute } from '@tanstack/react-router';
import { getListPlansQueryOptions } from '@/api/generated/portal/hooks/subscription/subscription';
import { BuyNewScreen } from '@/features/billing/buy-new-screen';

/** /plans/buyNew/{productID}: buy a product not held yet ('Confirm Subscription'). */
export const Route = createFileRoute('/_app/plans/buyNew/$productID')({
  loader: ({ context }) => {
    const organizationId = context.session.getState().individual?.organization_id ?? '';
    void context.queryClient.prefetchQuery(getListPlansQueryOptions({ organization_id: organizationId }));
  },
  component: BuyNewRoute,
});

function BuyNewRoute() {
  return <BuyNewScreen productId={Route.useParams().productID} />;
}
