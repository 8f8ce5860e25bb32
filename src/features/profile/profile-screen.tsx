import { useQuery } from '@tanstack/react-query';
import { getGetIndividualQueryOptions } from '@/api/generated/portal/hooks/individual/individual';
import { PageLoader } from '@/components/layout/page-loader';
import { ProfileForm } from './profile-form';

/** /profile: the route's loader has fetched the profile (getIndividual); the form starts from it. */
export function ProfileScreen({ individualId }: { individualId: string }) {
  const { data } = useQuery(getGetIndividualQueryOptions(individualId));
  if (!data) return <PageLoader />;
  return <ProfileForm profile={data.data} />;
}
