import { createFileRoute } from '@tanstack/react-router';
import { getGetIndividualQueryOptions } from '@/api/generated/portal/hooks/individual/individual';
import { ProfileScreen } from '@/features/profile/profile-screen';

export const Route = createFileRoute('/_app/profile')({
  loader: ({ context }) => {
    const id = context.session.getState().individual?.id ?? '';
    return context.queryClient.ensureQueryData(getGetIndividualQueryOptions(id));
  },
  component: ProfileRoute,
});

function ProfileRoute() {
  const { session } = Route.useRouteContext();
  return <ProfileScreen individualId={session.getState().individual?.id ?? ''} />;
}
