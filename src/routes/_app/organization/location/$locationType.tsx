import { createFileRoute } from '@tanstack/react-router';
import { getListLocationsQueryOptions } from '@/api/generated/portal/hooks/location/location';
import { LocationScreen } from '@/features/organization/location-screen';

/** /organization/location/create adds; any other value is the id of the location to edit. */
export const Route = createFileRoute('/_app/organization/location/$locationType')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(
      getListLocationsQueryOptions({ organization_id: context.session.getState().individual?.organization_id ?? '' }),
    ),
  component: LocationRoute,
});

function LocationRoute() {
  const { session } = Route.useRouteContext();
  const { locationType } = Route.useParams();
  return (
    <LocationScreen organizationId={session.getState().individual?.organization_id ?? ''} locationType={locationType} />
  );
}
