import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
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
import { sameAddressType, savedLocationAt, type LocationDraft } from '@/components/location-form/location-rules';
import { useSession } from '@/session/session-context';
import { CREATE_LOCATION, duplicateLocationMessage, LOCATION_LIST_MESSAGES } from './location-messages';
import { PageHeader } from '@/components/layout/page-layout';

/** /organization/location/create and /organization/location/{location id}: the shared location form. */
export function LocationScreen({ organizationId, locationType }: { organizationId: string; locationType: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { individual } = useSession();
  const creating = locationType === CREATE_LOCATION;
  const list = useQuery(getListLocationsQueryOptions({ organization_id: organizationId }));
  const save = useSaveLocation();
  const [duplicate, setDuplicate] = useState<string | null>(null);
  if (!list.data) return <PageLoader />;
  const location = creating ? null : (list.data.data.find((l) => l.id === locationType) ?? null);

  // The form's action (one request per press): the promise of the whole save.
  const onSave = async (draft: LocationDraft) => {
    // The same location typed again is not a second row: the form keeps what was typed and says which one it is.
    const others = list.data.data.filter((l) => l.id !== location?.id);
    const same = savedLocationAt(draft, others);
    if (same && sameAddressType(same, draft)) {
      setDuplicate(duplicateLocationMessage(same.description ?? draft.description));
      return;
    }
    setDuplicate(null);
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
          <Stack>
            <LocationForm key={locationType} initial={location} onSave={onSave} actions={back} />
            {duplicate && (
              <Alert color="red" title="Location not saved">
                {duplicate}
              </Alert>
            )}
          </Stack>
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
