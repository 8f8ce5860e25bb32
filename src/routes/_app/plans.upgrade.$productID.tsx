import { createFileRoute } from '@tanstack/react-router';
import { UpgradeScreen } from '@/features/billing/upgrade-screen';

/** /plans/upgrade/{productID}: change the plan of a product held ('Confirm Subscription'). */
export const Route = createFileRoute('/_app/plans/upgrade/$productID')({
  component: UpgradeRoute,
});

function UpgradeRoute() {
  return <UpgradeScreen productId={Route.useParams().productID} />;
}
