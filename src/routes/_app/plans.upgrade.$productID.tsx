import { createFileRoute } from '@tanstack/react-router';
import { getListPlansQueryOptions } from '@/api/generated/portal/hooks/subscription/subscription';
import { UpgradeScreen } from '@/features/billing/upgrade-screen';

/** /plans/upgrade/{productID}: change the plan of a product held ('Confirm Subscription'). */
export const Route = createFileRoute('/_app/plans/upgrade/$productID')({
  loader: ({ context }) => {
    const organizationId = context.session.getState().individual?.organization_id ?? '';
    void context.queryClient.prefetchQuery(getListPlansQueryOptions({ organization_id: organizationId }));
  },
  component: UpgradeRoute,
});

function UpgradeRoute() {
  return <UpgradeScreen productId={Route.useParams().productID} />;
}
