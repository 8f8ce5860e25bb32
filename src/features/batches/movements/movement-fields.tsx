import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DateField } from '@/components/form/date-field';
import type { MovementValues } from './movement-rules';
import { useLocationOptions } from './use-location-options';

/** The fields a transit and a transfer share: title, description, From and To locations, the effective date. */
export function MovementFields<V extends MovementValues>({ form }: { readonly form: UseFormReturnType<V> }) {
  const locations = useLocationOptions();
  const f = form as unknown as UseFormReturnType<MovementValues>;
  return (
    <Stack gap="sm">
      <TextInput label="Title" withAsterisk maxLength={200} {...f.getInputProps('title')} />
      <Textarea label="Description" rows={3} {...f.getInputProps('description')} />
      <Select
        label="From location"
        withAsterisk
        placeholder={locations.loading ? 'Loading locations…' : 'Choose a location'}
        data={locations.options}
        searchable
        nothingFoundMessage="No Location found"
        {...f.getInputProps('fromLocation')}
      />
      <Select
        label="To location"
        placeholder="Optional"
        data={locations.options}
        searchable
        clearable
        nothingFoundMessage="No Location found"
        {...f.getInputProps('toLocation')}
      />
      <DateField label="Effective date" withAsterisk {...f.getInputProps('effectiveDate')} />
    </Stack>
  );
}
