import { useQuery } from '@tanstack/react-query';
import { getGetIndividualQueryOptions } from '@/api/generated/portal/hooks/individual/individual';
import { LoadFailure } from '@/components/feedback/load-failure';
import { PageLoader } from '@/components/layout/page-loader';
import { ProfileForm } from './profile-form';

/** /profile: the route's loader has fetched the profile (getIndividual); the form starts from it. */
export function ProfileScreen({ individualId }: { individualId: string }) {
  const { data, error, refetch } = useQuery(getGetIndividualQueryOptions(individualId));
  if (data) return <ProfileForm profile={data.data} />;
  if (error) return <LoadFailure error={error} onRetry={refetch} />;
  return <PageLoader />;
}
