import { createFileRoute } from '@tanstack/react-router';
import { getGetOrganizationQueryOptions } from '@/api/generated/portal/hooks/organization/organization';
import { OrganizationScreen } from '@/features/organization/organization-screen';

const organizationOf = (session: { getState(): { individual: { organization_id?: string | null } | null } }) =>
  session.getState().individual?.organization_id ?? '';

export const Route = createFileRoute('/_app/organization/')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(
      getGetOrganizationQueryOptions({ organization_id: organizationOf(context.session) }),
    ),
  component: OrganizationRoute,
});

function OrganizationRoute() {
  const { session } = Route.useRouteContext();
  return <OrganizationScreen organizationId={organizationOf(session)} />;
}
