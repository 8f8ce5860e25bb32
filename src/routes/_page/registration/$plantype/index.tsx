import { createFileRoute } from '@tanstack/react-router';
import { RegistrationScreen } from '@/features/registration/registration-screen';
import { requireChosenPlan } from '@/components/plans/chosen-plan';

/** /registration/{plantype}: the wizard; the plan type (an interval) picks the price shown first. */
export const Route = createFileRoute('/_page/registration/$plantype/')({
  beforeLoad: requireChosenPlan,
  component: RegistrationTypeRoute,
});

function RegistrationTypeRoute() {
  const { chosen } = Route.useRouteContext();
  const { plantype } = Route.useParams();
  return <RegistrationScreen plan={chosen.product} priceId={chosen.priceId} planType={plantype} canceled={false} />;
}
