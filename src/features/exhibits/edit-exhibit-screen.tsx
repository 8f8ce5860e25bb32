import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getGetOrganizationExhibitQueryOptions } from '@/api/generated/portal/hooks/attachment/attachment';
import { LoadFailure } from '@/components/feedback/load-failure';
import { ExhibitForm } from './exhibit-form';

/** /organization-exhibits/edit/{id}: the attachment read, then its form. */
export function EditExhibitScreen({ id, onDone }: { id: string; onDone: () => void }) {
  const exhibit = useQuery(getGetOrganizationExhibitQueryOptions(id));
  if (exhibit.data) return <ExhibitForm key={id} exhibit={exhibit.data.data} onDone={onDone} />;
  if (exhibit.isError) return <LoadFailure error={exhibit.error} onRetry={() => exhibit.refetch()} />;
  return (
    <Center py="xl">
      <Loader size="sm" aria-label="Loading attachment" />
    </Center>
  );
}
