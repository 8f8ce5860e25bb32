import { createFileRoute } from '@tanstack/react-router';
import { RegistrationScreen } from '@/features/registration/registration-screen';
import { requireChosenPlan } from '@/components/plans/chosen-plan';
import { searchFlag } from '@/lib/search-params';

/** The wizard with the plan chosen on /plans (navigation state, else saved); without one, /plans. */
export const Route = createFileRoute('/_page/registration/')({
  validateSearch: (search: Record<string, unknown>): { canceled?: boolean | undefined } => ({
    canceled: searchFlag(search.canceled),
  }),
  beforeLoad: requireChosenPlan,
  component: RegistrationRoute,
});

function RegistrationRoute() {
  const { chosen } = Route.useRouteContext();
  return (
    <RegistrationScreen plan={chosen.product} priceId={chosen.priceId} canceled={Boolean(Route.useSearch().canceled)} />
  );
}
