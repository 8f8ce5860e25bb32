import { Group, Select, SimpleGrid, Stack, TextInput, type SelectProps } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { ActionForm, SubmitButton } from '@/components/form/action-form';
import { geocodeAddress } from '@/api/generated/third-party/geocoding/hooks/geocode/geocode';
import type { GeocodeAddressParams } from '@/api/generated/third-party/geocoding/model';
import {
  addressLine,
  coordinatesOf,
  locationDraft,
  locationValidation,
  locationValues,
  type LocationDraft,
  type LocationValues,
} from './location-rules';
import { useCountryData, type Option } from './use-country-data';

/** The maps API key (VITE_MAPS_API_KEY); the mock modes accept any. */
const MAPS_KEY: string = import.meta.env.VITE_MAPS_API_KEY || 'portal-maps-key';

export interface LocationFormProps {
  /** The location being edited, or nothing to add one (country US). */
  readonly initial?: Partial<Record<keyof LocationValues, string | null>> | null;
  /**
   * Called with the trimmed values and the coordinates the geocoding lookup found; the caller saves and returns
   * the promise of its save, so that the form sends one request per action (a second press is ignored meanwhile).
   */
  readonly onSave: (draft: LocationDraft) => unknown;
  /** A save under way outside the form's own action: the button looks disabled (the lock is the form's). */
  readonly saving?: boolean;
  readonly submitLabel?: string;
  /** Next to the save button (a Back or Cancel button). */
  readonly actions?: ReactNode;
}

/**
 * A location: address type, street address, line 2, country (default US), then state and city once a
 * country is chosen, zip. On save the address is geocoded (third-party lookup); a lookup that finds
 * nothing, or fails, leaves the coordinates out. Shared by /organization/location/… and the batch editor.
 */
export function LocationForm({ initial, onSave, saving = false, submitLabel = 'Save', actions }: LocationFormProps) {
  const form = useForm<LocationValues>({
    mode: 'controlled',
    initialValues: locationValues(initial),
    validate: locationValidation,
  });
  const { country, state } = form.getValues();
  const { data, failed } = useCountryData(country && state ? country : null);

  // The whole action (the geocoding lookup, then the caller's save) runs under the ActionForm's single flight.
  const submit = async () => {
    if (form.validate().hasErrors) return;
    const values = form.getValues();
    const params = { address: addressLine(values), key: MAPS_KEY } as GeocodeAddressParams;
    const answer = await geocodeAddress(params).catch(() => undefined);
    await onSave(locationDraft(values, coordinatesOf(answer)));
  };

  const pick = (field: keyof LocationValues, reset: (keyof LocationValues)[]) => (value: string | null) => {
    form.setFieldValue(field, value ?? '');
    for (const other of reset) form.setFieldValue(other, '');
  };
  const states = data && country ? data.statesOf(country) : [];
  const cities = data && country && state ? data.citiesOf(country, state) : [];

  return (
    <ActionForm onSubmit={submit}>
      <Stack gap="sm">
        <TextInput
          label="Address type"
          description="For example, a corporate office or a warehouse"
          withAsterisk
          {...form.getInputProps('description')}
        />
        <TextInput label="Street address" withAsterisk autoComplete="address-line1" {...form.getInputProps('line_1')} />
        <TextInput label="Address line 2" autoComplete="address-line2" {...form.getInputProps('line_2')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Picker
            label="Country"
            options={data?.countries ?? []}
            loading={!data && !failed}
            {...form.getInputProps('country')}
            onChange={pick('country', ['state', 'city'])}
          />
          {country &&
            (data && states.length === 0 ? (
              <TextInput label="State" withAsterisk {...form.getInputProps('state')} />
            ) : (
              <Picker
                label="State"
                options={states}
                loading={!data && !failed}
                {...form.getInputProps('state')}
                onChange={pick('state', ['city'])}
              />
            ))}
          {country &&
            (data && state && cities.length > 0 ? (
              <Picker
                label="City"
                options={cities}
                loading={false}
                {...form.getInputProps('city')}
                onChange={pick('city', [])}
              />
            ) : (
              <TextInput label="City" withAsterisk autoComplete="address-level2" {...form.getInputProps('city')} />
            ))}
          <TextInput label="Zip code" withAsterisk autoComplete="postal-code" {...form.getInputProps('zip')} />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          {actions}
          <SubmitButton disabled={saving}>{submitLabel}</SubmitButton>
        </Group>
      </Stack>
    </ActionForm>
  );
}

function Picker({
  options,
  loading,
  ...props
}: { options: readonly Option[]; loading: boolean } & Omit<SelectProps, 'data'>) {
  return (
    <Select
      withAsterisk
      searchable
      limit={200}
      nothingFoundMessage="Nothing found"
      placeholder={loading ? 'Loading…' : 'Choose'}
      {...props}
      value={props.value || null}
      data={options as Option[]}
      disabled={loading}
      allowDeselect={false}
    />
  );
}
