import { createFileRoute } from '@tanstack/react-router';
import { getGetOrganizationQueryOptions } from '@/api/generated/portal/hooks/organization/organization';
import { UserAccountScreen } from '@/features/organization/user-account-screen';

/** /organization/create-user-account creates; any other value is the id of the individual to edit. */
export const Route = createFileRoute('/_app/organization/$userType')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(
      getGetOrganizationQueryOptions({ organization_id: context.session.getState().individual?.organization_id ?? '' }),
    ),
  component: UserAccountRoute,
});

function UserAccountRoute() {
  const { session } = Route.useRouteContext();
  const { userType } = Route.useParams();
  return (
    <UserAccountScreen organizationId={session.getState().individual?.organization_id ?? ''} userType={userType} />
  );
}
