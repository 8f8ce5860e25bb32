import { useQuery } from '@tanstack/react-query';
import { getGetOrganizationExhibitQueryOptions } from '@/api/generated/portal/hooks/attachment/attachment';
import { LoadFailure } from '@/components/feedback/load-failure';
import { SectionLoader } from '@/components/layout/page-loader';
import { ExhibitForm } from './exhibit-form';

/** /organization-exhibits/edit/{id}: the attachment read, then its form. */
export function EditExhibitScreen({ id, onDone }: { id: string; onDone: () => void }) {
  const exhibit = useQuery(getGetOrganizationExhibitQueryOptions(id));
  if (exhibit.data) return <ExhibitForm key={id} exhibit={exhibit.data.data} onDone={onDone} />;
  if (exhibit.isError) return <LoadFailure error={exhibit.error} onRetry={() => exhibit.refetch()} />;
  return <SectionLoader label="Loading attachment" />;
}
