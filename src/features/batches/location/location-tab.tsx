import { Alert, Radio, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  getListLocationsQueryOptions,
  useListLocations,
  useSaveLocation,
} from '@/api/generated/portal/hooks/location/location';
import type { BatchLocation } from '@/api/generated/portal/model';
import { notifySuccess } from '@/components/feedback/notify';
import { LocationForm } from '@/components/location-form/location-form';
import {
  addressLine,
  locationValues,
  retypedLocation,
  sameAddressType,
  savedLocationAt,
  type LocationDraft,
} from '@/components/location-form/location-rules';
import { isLocationFilled } from '../batch-rules';

export interface LocationTabProps {
  mode: 'yes' | 'no';
  location: BatchLocation | null;
  organizationId: string;
  individualId: string;
  onChange(patch: { locationMode?: 'yes' | 'no'; location?: BatchLocation | null }): void;
}

/** Wording chosen here (docs/features/batches.md): a location typed again is the saved one, chosen, not a new row. */
export const LOCATION_TAB_MESSAGES = {
  alreadySaved: 'This address is already one of your locations: it is now chosen.',
} as const;

const labelOf = (l: BatchLocation) => `${l.description ? `${l.description}: ` : ''}${addressLine(locationValues(l))}`;

/** Location: Yes picks one of the organization's saved locations; No enters a new one (the shared form). */
export function LocationTab({ mode, location, organizationId, individualId, onChange }: LocationTabProps) {
  const queryClient = useQueryClient();
  const listOptions = getListLocationsQueryOptions({ organization_id: organizationId });
  const list = useListLocations({ organization_id: organizationId });
  const save = useSaveLocation();
  const locations = list.data?.data ?? [];
  // The form's action (one request per press): the promise of the whole save. An address the organization has saved
  // already is that location (the same address type: chosen, nothing sent; another type: that location updated),
  // never a second row of it. The list is read first when it has not come yet; when it cannot be read, the location
  // is saved as new.
  const onSave = async (draft: LocationDraft) => {
    const known = await queryClient.ensureQueryData(listOptions).then(
      (answer) => answer.data ?? [],
      () => [],
    );
    const saved = savedLocationAt(draft, known);
    if (saved && sameAddressType(saved, draft)) {
      notifySuccess(LOCATION_TAB_MESSAGES.alreadySaved);
      onChange({ locationMode: 'yes', location: saved });
      return;
    }
    const answer = await save
      .mutateAsync({
        data: {
          ...(saved ? retypedLocation(saved, draft) : draft),
          id: saved?.id ?? '',
          organization_id: organizationId,
          created_by: individualId,
          updated_by: individualId,
        },
      })
      .catch(() => null); // the error policy said it
    if (!answer) return;
    notifySuccess(answer.message || 'Location saved.');
    void list.refetch();
    onChange({ locationMode: 'yes', location: answer.data });
  };
  return (
    <Stack gap="md" maw={640}>
      <Radio.Group
        label="Use an existing location?"
        value={mode}
        onChange={(v) => onChange({ locationMode: v as 'yes' | 'no' })}
      >
        <Stack gap={6} mt={6}>
          <Radio value="yes" label="Yes, pick one of our locations" />
          <Radio value="no" label="No, enter a new location" />
        </Stack>
      </Radio.Group>
      {mode === 'yes' ? (
        <Select
          label="Location"
          placeholder={list.isPending ? 'Loading locations…' : 'Search our locations'}
          searchable
          nothingFoundMessage="No Location found"
          data={locations.map((l) => ({ value: l.id, label: labelOf(l) }))}
          value={location?.id ?? null}
          onChange={(id) => onChange({ location: locations.find((l) => l.id === id) ?? null })}
        />
      ) : (
        <LocationForm onSave={onSave} submitLabel="Save location" />
      )}
      {location && mode === 'yes' && <Text size="sm">{labelOf(location)}</Text>}
      {location && !isLocationFilled(location) && (
        <Alert color="yellow">This location lacks its street address, city, state, zip or country.</Alert>
      )}
    </Stack>
  );
}
