import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  getListLocationsQueryKey,
  getListLocationsQueryOptions,
  useSaveLocation,
} from '@/api/generated/portal/hooks/location/location';
import { notifySuccess } from '@/components/feedback/notify';
import { PageLoader } from '@/components/layout/page-loader';
import { LocationForm } from '@/components/location-form/location-form';
import type { LocationDraft } from '@/components/location-form/location-rules';
import { useSession } from '@/session/session-context';
import { CREATE_LOCATION, LOCATION_LIST_MESSAGES } from './location-messages';
import { PageHeader } from '@/components/layout/page-layout';

/** /organization/location/create and /organization/location/{location id}: the shared location form. */
export function LocationScreen({ organizationId, locationType }: { organizationId: string; locationType: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { individual } = useSession();
  const creating = locationType === CREATE_LOCATION;
  const list = useQuery(getListLocationsQueryOptions({ organization_id: organizationId }));
  const save = useSaveLocation();
  if (!list.data) return <PageLoader />;
  const location = creating ? null : (list.data.data.find((l) => l.id === locationType) ?? null);

  // The form's action (one request per press): the promise of the whole save.
  const onSave = async (draft: LocationDraft) => {
    const saved = await save
      .mutateAsync({
        data: {
          id: location?.id ?? '',
          ...draft,
          organization_id: organizationId,
          created_by: individual?.id ?? '',
          updated_by: individual?.id ?? '',
        },
      })
      .then(
        () => true,
        () => false, // the error policy says why; the form keeps what was typed
      );
    if (!saved) return;
    notifySuccess(location ? LOCATION_LIST_MESSAGES.updated : LOCATION_LIST_MESSAGES.created);
    void queryClient.invalidateQueries({
      queryKey: getListLocationsQueryKey({ organization_id: organizationId }),
    });
    void navigate({ to: '/organization' });
  };

  const back = (
    <Button component={Link} to="/organization" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
      Back
    </Button>
  );
  return (
    <Stack>
      <PageHeader title={creating ? 'Add Location' : 'Edit Location'} />
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {creating || location ? (
          <LocationForm key={locationType} initial={location} onSave={onSave} actions={back} />
        ) : (
          <Stack>
            <Text>This location does not exist or has been deleted.</Text>
            <Group>{back}</Group>
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
