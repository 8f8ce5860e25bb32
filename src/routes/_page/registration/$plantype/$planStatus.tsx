import { createFileRoute } from '@tanstack/react-router';
import { RegistrationScreen } from '@/features/registration/registration-screen';
import { requireChosenPlan } from '@/components/plans/chosen-plan';

/** /registration/{plantype}/{planStatus}: the wizard as /registration/{plantype} (the status is not used). */
export const Route = createFileRoute('/_page/registration/$plantype/$planStatus')({
  beforeLoad: requireChosenPlan,
  component: RegistrationStatusRoute,
});

function RegistrationStatusRoute() {
  const { chosen } = Route.useRouteContext();
  const { plantype } = Route.useParams();
  return <RegistrationScreen plan={chosen.product} priceId={chosen.priceId} planType={plantype} canceled={false} />;
}
